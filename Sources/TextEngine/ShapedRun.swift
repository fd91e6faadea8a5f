import CFreeTypeHarfBuzz

/// One run of text (single face, direction, script and language) shaped by HarfBuzz, kept
/// size-independent: advances in em, so one shaping serves every point size.
struct ShapedRun: Sendable {
    /// Horizontal advance per UTF-16 unit of the run, in em: each glyph's advance is booked
    /// on the first unit of its cluster, the other units of the cluster get 0.
    var unitAdvances: [Double]
    /// True for units that start a cluster (where tracking adds space).
    var clusterStarts: [Bool]
    /// How far the run's glyphs reach above and below the baseline, in em.
    var ink: GlyphInk

    /// What makes a run's shaping unique.
    struct Key: Hashable, Sendable {
        var text: String
        var faceID: Int
        var rightToLeft: Bool
        var script: UInt32
        var language: String
        var features: String
    }

    /// Shapes `units[range]` with `face` in the given direction, script and language.
    static func shape(_ units: UnsafeBufferPointer<UInt16>, range: Range<Int>, face: FontFace,
                      rightToLeft: Bool, script: hb_script_t, language: hb_language_t?) -> ShapedRun {
        var advances = [Double](repeating: 0, count: range.count)
        var starts = [Bool](repeating: false, count: range.count)
        let ink = forEachGlyph(units, range: range, face: face, rightToLeft: rightToLeft, script: script, language: language) { cluster, advance in
            advances[cluster] += advance
            starts[cluster] = true
        }
        return ShapedRun(unitAdvances: advances, clusterStarts: starts, ink: ink)
    }

    /// Shapes `units[range]` and reports each glyph's cluster (offset into the range) and
    /// advance in em, in visual order; returns how far the glyphs' ink reaches.
    @discardableResult
    static func forEachGlyph(_ units: UnsafeBufferPointer<UInt16>, range: Range<Int>, face: FontFace, rightToLeft: Bool,
                             script: hb_script_t, language: hb_language_t?, _ body: (Int, Double) -> Void) -> GlyphInk {
        let count = range.count
        var ink = GlyphInk()
        guard count > 0, let base = units.baseAddress, let buffer = hb_buffer_create() else { return ink }
        defer { hb_buffer_destroy(buffer) }
        hb_buffer_add_utf16(buffer, base + range.lowerBound, Int32(count), 0, Int32(count))
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_set_script(buffer, script)
        if let language { hb_buffer_set_language(buffer, language) }
        hb_shape(face.font, buffer, nil, 0)
        var glyphCount: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &glyphCount),
              let positions = hb_buffer_get_glyph_positions(buffer, &glyphCount) else { return ink }
        let scale = 1 / face.unitsPerEm
        var glyphs: [(id: UInt32, yOffset: Int32)] = []
        glyphs.reserveCapacity(Int(glyphCount))
        for glyph in 0..<Int(glyphCount) {
            let cluster = Int(infos[glyph].cluster)
            guard cluster < count else { continue }
            body(cluster, Double(positions[glyph].x_advance) * scale)
            glyphs.append((infos[glyph].codepoint, positions[glyph].y_offset))
        }
        let extents = face.verticalExtents(of: glyphs.map(\.id))
        for (glyph, bounds) in zip(glyphs, extents) {
            // Blank glyphs (spaces) have no extents and draw nothing.
            guard let bounds else { continue }
            let offset = Double(glyph.yOffset) * scale
            ink.include(top: offset + bounds.top * scale, bottom: offset + bounds.bottom * scale)
        }
        return ink
    }
}
