import Foundation
import TextModel

/// The faces that draw one font role for one locale: the primary face, then the fallback
/// for a character's script, then any other fallback that covers it, then the last resort.
/// Fallback faces load on first use and are shared process-wide.
final class FontChain: Sendable {
    /// What the chain was built for.
    let key: ChainKey
    /// The face the font asks for.
    let primary: FontFace
    /// True when Apple's size-specific tracking applies to the primary face: SF Pro (the
    /// manifest's `sfPro` faces) drawing the system font, or a stand-in whose manifest entry
    /// says `appleTracking: true` (a named or file font gets none).
    let tracksPrimary: Bool
    /// The primary face's vertical metrics as the line box uses them: SF Pro's when the face
    /// is a stand-in drawing the system font, else the face's own.
    let primaryMetrics: VerticalMetrics
    /// The factor the primary face's advances are multiplied by (a stand-in's `widthScale`, else 1).
    let primaryWidthScale: Double
    private let manifest: FontManifest
    private let weight: FontWeight
    private let locale: LocaleContext
    private let fallbackFaces = Locked<[String: [FontFace]]>([:])
    private let problems: Locked<[String]>

    init(key: ChainKey, primary: FontFace, tracksPrimary: Bool, primaryMetrics: VerticalMetrics, primaryWidthScale: Double = 1, manifest: FontManifest, weight: FontWeight, locale: LocaleContext, problems: Locked<[String]>) {
        self.primaryWidthScale = primaryWidthScale
        self.key = key
        self.primary = primary
        self.tracksPrimary = tracksPrimary
        self.primaryMetrics = primaryMetrics
        self.manifest = manifest
        self.weight = weight
        self.locale = locale
        self.problems = problems
    }

    /// The first face in the chain that has a glyph for `scalar` of script `script`
    /// (ISO 15924); nil when none does.
    func face(for scalar: UInt32, script: @autoclosure () -> String) -> FontFace? {
        if primary.covers(scalar) { return primary }
        for face in faces(forScript: script()) where face.covers(scalar) { return face }
        for face in faces(forScript: "*") where face.covers(scalar) { return face }
        return nil
    }

    /// The ISO 15924 code a manifest's emoji fallback is listed under ("Symbols, emoji variant").
    static let emojiScript = "Zsye"

    /// The emoji face that draws `scalar`, when the manifest lists one that covers it.
    func emojiFace(for scalar: UInt32) -> FontFace? {
        faces(forScript: FontChain.emojiScript).first { $0.covers(scalar) }
    }

    /// The face whose `.notdef` measures a character no face covers.
    var lastResort: FontFace {
        faces(forScript: "*").last ?? primary
    }

    /// The fallback faces for a script; `*` means every fallback, the last resort last.
    private func faces(forScript script: String) -> [FontFace] {
        if let known = fallbackFaces.withLock({ $0[script] }) { return known }
        var sets: [FaceSet]
        if script == "*" {
            sets = manifest.fallbacks.map(\.faces) + [manifest.lastResort]
        } else {
            sets = manifest.fallbacks.filter { $0.scripts.contains(script) }.map(\.faces)
        }
        if script == "Jpan" || script == "Kore" || script == "Hans" || script == "Hant" {
            sets = manifest.fallbacks.filter { $0.scripts.contains("Hani") }.map(\.faces)
        }
        let loaded = sets.compactMap { load($0) }
        fallbackFaces.withLock { $0[script] = loaded }
        return loaded
    }

    private func load(_ set: FaceSet) -> FontFace? {
        guard let file = set.file(for: weight) else { return nil }
        guard let url = FontLocator.find(file, in: manifest.searchDirectories) else {
            note(FontError.fileNotFound(name: file, role: "fallback face", package: set.package).description)
            return nil
        }
        do {
            return try FaceRegistry.shared.face(path: url.path, index: set.index(forLocaleKeys: locale.lookupKeys), weight: weight)
        } catch {
            note("\(error)")
            return nil
        }
    }

    private func note(_ message: String) {
        problems.withLock { list in
            if !list.contains(message) { list.append(message) }
        }
    }
}
