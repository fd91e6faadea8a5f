/// How far drawn glyphs reach above and below the baseline, in em: the ink a line box must
/// hold for none of it to be cut (a line box is usually taller: its ascender and descender
/// leave room for accents and for scripts that reach further).
struct GlyphInk: Hashable, Sendable {
    /// Height of the highest ink above the baseline (negative when all ink is below it).
    var ascent: Double = -.infinity
    /// Depth of the lowest ink below the baseline, positive downwards.
    var descent: Double = -.infinity

    /// True when no glyph draws anything (empty or blank text).
    var isEmpty: Bool { ascent == -.infinity }

    /// Takes in a glyph whose ink spans `bottom`…`top` (em, up from the baseline).
    mutating func include(top: Double, bottom: Double) {
        ascent = max(ascent, top)
        descent = max(descent, -bottom)
    }

    /// Takes in another run's ink.
    mutating func include(_ other: GlyphInk) {
        ascent = max(ascent, other.ascent)
        descent = max(descent, other.descent)
    }
}
