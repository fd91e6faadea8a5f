import CFreeTypeHarfBuzz
import CICUBridge

/// Splits a string into runs of one bidi level, script and face (the first face in the
/// chain that covers each character), shapes each run once through `ShapeCache`, and
/// returns the size-independent `ShapedText`.
struct TextItemizer {
    let chain: FontChain
    let locale: LocaleContext
    let shapes: ShapeCache

    private static let common: Int32 = 0
    private static let inherited: Int32 = 1

    func itemize(_ text: String) -> ShapedText {
        let units = Array(text.utf16)
        let count = units.count
        var scalars: [(offset: Int, length: Int, value: UInt32)] = []
        scalars.reserveCapacity(count)
        var offset = 0
        var needsBidi = locale.isRightToLeft
        for scalar in text.unicodeScalars {
            let length = scalar.value > 0xFFFF ? 2 : 1
            scalars.append((offset, length, scalar.value))
            if scalar.value >= 0x0590 { needsBidi = true }
            offset += length
        }

        // Bidi levels per unit.
        var levels = [UInt8](repeating: 0, count: count)
        var paragraphLevel: UInt8 = 0
        if needsBidi && count > 0 {
            let direction = Int32(locale.isRightToLeft ? LS_DIRECTION_AUTO_RTL : LS_DIRECTION_AUTO)
            var runs = [LSBidiRun](repeating: LSBidiRun(), count: 16)
            var total = ls_bidi_runs(units, Int32(count), direction, &runs, Int32(runs.count), &paragraphLevel)
            if total > Int32(runs.count) {
                runs = [LSBidiRun](repeating: LSBidiRun(), count: Int(total))
                total = ls_bidi_runs(units, Int32(count), direction, &runs, Int32(runs.count), &paragraphLevel)
            }
            if total > 0 {
                for run in runs.prefix(Int(total)) {
                    let start = max(0, Int(run.start))
                    let end = min(count, start + Int(run.length))
                    if start < end { for unit in start..<end { levels[unit] = run.level } }
                }
            } else if locale.isRightToLeft {
                paragraphLevel = 1
            }
        }

        // Scripts per scalar, common and inherited characters taking their neighbour's script.
        var scripts = [Int32](repeating: 0, count: scalars.count)
        var lastReal: Int32 = -1
        for (index, scalar) in scalars.enumerated() {
            let code = ls_script_code(scalar.value)
            if code == TextItemizer.common || code == TextItemizer.inherited {
                scripts[index] = lastReal
            } else {
                scripts[index] = code
                lastReal = code
            }
        }
        let firstReal = scripts.first { $0 >= 0 } ?? -1
        for index in scripts.indices where scripts[index] < 0 { scripts[index] = firstReal }

        // Face per scalar.
        var faces = [FontFace?](repeating: nil, count: scalars.count)
        var missing: [String] = []
        var previous: FontFace?
        for (index, scalar) in scalars.enumerated() {
            // As Core Text does: the font asked for draws every character it covers; combining
            // marks and invisible controls stay with the character before them.
            let attached = ls_script_code(scalar.value) == TextItemizer.inherited || ls_is_default_ignorable(scalar.value) != 0
            var face: FontFace?
            if let previous, attached, previous.covers(scalar.value) || ls_is_default_ignorable(scalar.value) != 0 {
                face = previous
            } else {
                face = chain.face(for: scalar.value, script: ScriptNames.tag(of: scripts[index], fallback: locale.script))
                if face == nil {
                    if ls_is_default_ignorable(scalar.value) == 0 && ls_is_whitespace(scalar.value) == 0 && scalar.value >= 0x20 {
                        let character = String(String.UnicodeScalarView([Unicode.Scalar(scalar.value) ?? "\u{FFFD}"]))
                        if !missing.contains(character) { missing.append(character) }
                    }
                    face = previous ?? chain.lastResort
                }
            }
            faces[index] = face
            previous = face
        }

        // Runs of equal (level, script, face), shaped and booked per unit.
        var advances = [Double](repeating: 0, count: count)
        var tracked = [Bool](repeating: false, count: count)
        var usedFaces: [Int: FontFace] = [chain.primary.id: chain.primary]
        var isTracked = false
        units.withUnsafeBufferPointer { buffer in
            var runStart = 0
            while runStart < scalars.count {
                let face = faces[runStart] ?? chain.primary
                let level = levels[scalars[runStart].offset]
                let script = scripts[runStart]
                var runEnd = runStart + 1
                while runEnd < scalars.count, faces[runEnd] === face, levels[scalars[runEnd].offset] == level, scripts[runEnd] == script {
                    runEnd += 1
                }
                let lower = scalars[runStart].offset
                let upper = scalars[runEnd - 1].offset + scalars[runEnd - 1].length
                let run = shapes.run(buffer, range: lower..<upper, face: face, rightToLeft: level & 1 == 1,
                                     script: ScriptNames.harfBuzzScript(of: script, fallback: locale.script), locale: locale)
                for unit in lower..<upper {
                    advances[unit] = run.unitAdvances[unit - lower]
                    tracked[unit] = face.isSFPro && run.clusterStarts[unit - lower]
                }
                usedFaces[face.id] = face
                if face.isSFPro { isTracked = true }
                runStart = runEnd
            }
        }

        var emPrefix = [Double](repeating: 0, count: count + 1)
        var trackedPrefix = [Int32](repeating: 0, count: count + 1)
        for unit in 0..<count {
            emPrefix[unit + 1] = emPrefix[unit] + advances[unit]
            trackedPrefix[unit + 1] = trackedPrefix[unit] + (tracked[unit] ? 1 : 0)
        }
        let used = Array(usedFaces.values)
        return ShapedText(units: units, emPrefix: emPrefix, trackedPrefix: trackedPrefix, missing: missing,
                          isRightToLeft: paragraphLevel & 1 == 1,
                          ascender: used.map(\.ascender).max() ?? chain.primary.ascender,
                          descender: used.map(\.descender).max() ?? chain.primary.descender,
                          lineGap: used.map(\.lineGap).max() ?? chain.primary.lineGap,
                          isTracked: isTracked)
    }
}
