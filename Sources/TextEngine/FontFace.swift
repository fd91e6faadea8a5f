import CFreeTypeHarfBuzz
import Foundation
import TextModel

/// One loaded font face: validated and measured with FreeType, shaped with HarfBuzz.
/// Immutable after loading; HarfBuzz fonts are safe to shape with from many threads once
/// made immutable, so faces are shared process-wide (see `FaceRegistry`).
final class FontFace: @unchecked Sendable {
    // @unchecked: the HarfBuzz objects are made immutable in init and only read afterwards.

    /// A number unique to this face in the process, for cache keys.
    let id: Int
    /// The file it came from.
    let path: String
    /// Face index inside the file (collections).
    let index: Int
    /// The family name the font declares.
    let familyName: String
    /// Font units per em.
    let unitsPerEm: Double
    /// Ascender above the baseline, in em (hhea, as Core Text uses).
    let ascender: Double
    /// Descender below the baseline, in em (positive).
    let descender: Double
    /// Line gap, in em.
    let lineGap: Double
    /// True when this is SF Pro itself (tracking applies when it draws the system font).
    let isSFPro: Bool
    /// The `wght` value set on a variable font, nil for a static face.
    let variationWeight: Double?
    /// True when the face is a variable font with a `wght` axis.
    let hasWeightAxis: Bool
    /// HarfBuzz font at scale = units per em (advances come out in font units).
    let font: OpaquePointer
    /// Each glyph's ink top and bottom (font units, up from the baseline) once asked for, nil
    /// for a blank glyph: outlines are read once per face (a CFF outline is interpreted to get
    /// its bounds, which would otherwise double the cost of shaping a new string).
    private let glyphBounds = Locked<[UInt32: (top: Double, bottom: Double)?]>([:])

    private init(id: Int, path: String, index: Int, familyName: String, unitsPerEm: Double, ascender: Double,
                 descender: Double, lineGap: Double, variationWeight: Double?, hasWeightAxis: Bool, font: OpaquePointer) {
        self.id = id
        self.path = path
        self.index = index
        self.familyName = familyName
        self.unitsPerEm = unitsPerEm
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.variationWeight = variationWeight
        self.hasWeightAxis = hasWeightAxis
        self.font = font
        let compact = FontManifest.normalizedName(familyName)
        self.isSFPro = compact.hasPrefix("sfpro") && !compact.hasPrefix("sfprorounded")
    }

    deinit {
        hb_font_destroy(font)
    }

    /// The ink top and bottom of each glyph (font units, up from the baseline), nil for a
    /// glyph that draws nothing.
    func verticalExtents(of glyphs: [UInt32]) -> [(top: Double, bottom: Double)?] {
        glyphBounds.withLock { known in
            glyphs.map { glyph in
                if let bounds = known[glyph] { return bounds }
                var extents = hb_glyph_extents_t()
                let bounds: (top: Double, bottom: Double)? =
                    hb_font_get_glyph_extents(font, glyph, &extents) != 0 && extents.height != 0
                    ? (Double(extents.y_bearing), Double(extents.y_bearing + extents.height)) : nil
                known[glyph] = bounds
                return bounds
            }
        }
    }

    /// True when the face has a glyph for `scalar`.
    func covers(_ scalar: UInt32) -> Bool {
        var glyph: hb_codepoint_t = 0
        return hb_font_get_nominal_glyph(font, scalar, &glyph) != 0
    }

    /// Loads face `index` of the file at `path`; `weight` sets the `wght` axis of a variable font.
    static func load(path: String, index: Int, weight: FontWeight?, id: Int) throws -> FontFace {
        let metrics = try FreeTypeReader.read(path: path, index: index)
        guard let blob = hb_blob_create_from_file_or_fail(path) else {
            throw FontError.unreadable(path: path, reason: "cannot read the file")
        }
        defer { hb_blob_destroy(blob) }
        guard let face = hb_face_create(blob, UInt32(index)) else {
            throw FontError.unreadable(path: path, reason: "HarfBuzz cannot open the face")
        }
        defer { hb_face_destroy(face) }
        guard let font = hb_font_create(face) else {
            throw FontError.unreadable(path: path, reason: "HarfBuzz cannot create a font")
        }
        let upem = Int32(metrics.unitsPerEm)
        hb_font_set_scale(font, upem, upem)
        var variationWeight: Double?
        var axis = hb_ot_var_axis_info_t()
        let wghtTag = FontFace.tag("wght")
        let hasAxis = hb_ot_var_find_axis_info(face, wghtTag, &axis) != 0
        if let weight, hasAxis {
            let value = min(max(Float(weight.openTypeValue), axis.min_value), axis.max_value)
            var variation = hb_variation_t(tag: wghtTag, value: value)
            hb_font_set_variations(font, &variation, 1)
            variationWeight = Double(value)
        }
        hb_font_make_immutable(font)
        let upemValue = Double(metrics.unitsPerEm)
        return FontFace(id: id, path: path, index: index, familyName: metrics.familyName, unitsPerEm: upemValue,
                        ascender: Double(metrics.ascender) / upemValue, descender: Double(-metrics.descender) / upemValue,
                        lineGap: Double(metrics.lineGap) / upemValue, variationWeight: variationWeight, hasWeightAxis: hasAxis, font: font)
    }

    /// An OpenType tag from four ASCII characters.
    static func tag(_ text: String) -> hb_tag_t {
        var value: UInt32 = 0
        for byte in text.utf8.prefix(4) { value = value << 8 | UInt32(byte) }
        return value
    }
}
