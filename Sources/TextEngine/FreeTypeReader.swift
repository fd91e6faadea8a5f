import CFreeTypeHarfBuzz
import Foundation

/// Opens font files with FreeType to validate them and read the metrics Core Text uses.
/// FreeType's library object is not thread-safe, so every call runs under one lock.
enum FreeTypeReader {
    /// What FreeType tells about a face.
    struct Metrics {
        var familyName: String
        var unitsPerEm: Int
        var ascender: Int
        var descender: Int
        var lineGap: Int
        var faceCount: Int
    }

    private final class Library: @unchecked Sendable {
        // @unchecked: only used inside `lock`.
        var handle: FT_Library?
        init() {
            var library: FT_Library?
            if FT_Init_FreeType(&library) == 0 { handle = library }
        }
    }

    private static let library = Locked(Library())

    /// Reads face `index` of `path`; throws `FontError` for a missing, corrupt or non-font file.
    static func read(path: String, index: Int) throws -> Metrics {
        try library.withLock { state in
            guard let handle = state.handle else {
                throw FontError.unreadable(path: path, reason: "FreeType could not be initialised")
            }
            var face: FT_Face?
            let error = FT_New_Face(handle, path, FT_Long(index), &face)
            guard error == 0, let face else {
                if index > 0 {
                    var probe: FT_Face?
                    if FT_New_Face(handle, path, -1, &probe) == 0, let probe {
                        let count = Int(probe.pointee.num_faces)
                        FT_Done_Face(probe)
                        if index >= count { throw FontError.noSuchFace(path: path, index: index, count: count) }
                    }
                }
                throw FontError.unreadable(path: path, reason: reason(for: error))
            }
            defer { FT_Done_Face(face) }
            let record = face.pointee
            let unitsPerEm = try unitsPerEm(of: face, path: path)
            guard unitsPerEm > 0, record.num_glyphs > 0 else {
                throw FontError.unreadable(path: path, reason: "the face has no scalable glyphs")
            }
            var ascender = Int(record.ascender)
            var descender = Int(record.descender)
            var lineGap = Int(record.height) - ascender + descender
            if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) {
                let hhea = raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee
                if hhea.Ascender != 0 || hhea.Descender != 0 {
                    ascender = Int(hhea.Ascender)
                    descender = Int(hhea.Descender)
                    lineGap = Int(hhea.Line_Gap)
                }
            }
            let family = record.family_name.map { String(cString: $0) } ?? (path as NSString).lastPathComponent
            return Metrics(familyName: family, unitsPerEm: unitsPerEm, ascender: ascender,
                           descender: descender, lineGap: max(0, lineGap), faceCount: Int(record.num_faces))
        }
    }

    /// Units per em. A colour-bitmap font (CBDT/sbix, e.g. Noto Color Emoji) has no outlines,
    /// so FreeType reports 0 until a fixed-size strike is selected; its `head` table still holds
    /// the design units its `hhea`/`hmtx` metrics are in, which HarfBuzz shapes with at any size.
    /// Selecting the first strike checks the bitmaps are usable.
    private static func unitsPerEm(of face: FT_Face, path: String) throws -> Int {
        let record = face.pointee
        if record.units_per_EM > 0 { return Int(record.units_per_EM) }
        guard record.num_fixed_sizes > 0 else { return 0 }
        let selected = FT_Select_Size(face, 0)
        guard selected == 0 else {
            throw FontError.unreadable(path: path, reason: "its bitmap strike cannot be selected (\(reason(for: selected)))")
        }
        guard let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD) else { return 0 }
        return Int(raw.assumingMemoryBound(to: TT_Header.self).pointee.Units_Per_EM)
    }

    private static func reason(for error: FT_Error) -> String {
        switch error {
        case 0x01: "cannot open the file"
        case 0x02: "unknown file format (not TrueType, OpenType or a collection)"
        case 0x03: "the file is broken or truncated"
        case 0x06: "invalid face index"
        case 0x08, 0x09, 0x0B: "the file is broken or truncated"
        default: "FreeType error \(error)"
        }
    }
}
