#!/usr/bin/env python3
"""Builds the text engine's test fonts in Tests/TextEngineTests/Fixtures:

- TestVariable-wght.ttf: a tiny variable font with a `wght` axis (100…900) whose glyphs A, B
  and space are 500, 600 and 250 units wide at wght 100 and 700, 800 and 250 at wght 900
  (1000 units per em; advances interpolate linearly, via HVAR).
- FakePro/FakePro-Text.ttf: a static font (A 600, B 700, space 250 units of 1000), listed as
  the system font's SF Pro face in a test manifest to check that SF Pro tracking applies.

    pip install fonttools && scripts/make-variable-test-font.py
"""
import os
from fontTools.designspaceLib import AxisDescriptor, DesignSpaceDocument, SourceDescriptor
from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools import varLib

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "Tests", "TextEngineTests", "Fixtures")


def master(path, widths, family="Test Variable"):
    glyphs = [".notdef", "space", "A", "B"]
    builder = FontBuilder(1000, isTTF=True)
    builder.setupGlyphOrder(glyphs)
    builder.setupCharacterMap({0x20: "space", 0x41: "A", 0x42: "B"})
    outlines = {}
    for name in glyphs:
        pen = TTGlyphPen(None)
        if name != "space":
            width = widths[name]
            pen.moveTo((50, 0)); pen.lineTo((50, 700)); pen.lineTo((width - 50, 700)); pen.lineTo((width - 50, 0)); pen.closePath()
        outlines[name] = pen.glyph()
    builder.setupGlyf(outlines)
    builder.setupHorizontalMetrics({name: (widths[name], 50 if name != "space" else 0) for name in glyphs})
    builder.setupHorizontalHeader(ascent=800, descent=-200)
    builder.setupNameTable({"familyName": family, "styleName": "Regular"})
    builder.setupOS2(sTypoAscender=800, sTypoDescender=-200, usWinAscent=800, usWinDescent=200)
    builder.setupPost()
    builder.save(path)


light = os.path.join(OUT, "light.ttf")
bold = os.path.join(OUT, "bold.ttf")
master(light, {".notdef": 500, "space": 250, "A": 500, "B": 600})
master(bold, {".notdef": 500, "space": 250, "A": 700, "B": 800})
document = DesignSpaceDocument()
axis = AxisDescriptor()
axis.tag, axis.name, axis.minimum, axis.default, axis.maximum = "wght", "Weight", 100, 100, 900
document.addAxis(axis)
for path, value in [(light, 100), (bold, 900)]:
    source = SourceDescriptor()
    source.path = path
    source.location = {"Weight": value}
    document.addSource(source)
font, _, _ = varLib.build(document)
font.save(os.path.join(OUT, "TestVariable-wght.ttf"))
os.remove(light)
os.remove(bold)

os.makedirs(os.path.join(OUT, "FakePro"), exist_ok=True)
master(os.path.join(OUT, "FakePro", "FakePro-Text.ttf"), {".notdef": 500, "space": 250, "A": 600, "B": 700}, family="Fake Pro Text")
