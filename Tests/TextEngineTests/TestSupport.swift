import Foundation
@testable import TextEngine

/// Shared helpers: the repository's manifest, font files, and HarfBuzz's own `hb-shape`.
enum TestSupport {
    /// The repository root (this file is Tests/TextEngineTests/TestSupport.swift).
    static let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/facts` beside the repository, when present (CI has it, a clone does not).
    static var sharedFacts: URL? {
        let url = repositoryRoot.deletingLastPathComponent().appendingPathComponent("shared/facts")
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("dynamic-type-ios.csv").path) ? url : nil
    }

    /// The repository's `Fonts/fonts.yaml`.
    static func manifest() throws -> FontManifest {
        try FontManifest.load(from: repositoryRoot.appendingPathComponent("Fonts/fonts.yaml"))
    }

    /// One measurer for the whole test run (faces are process-wide anyway).
    static let measurer: TextMeasurer? = try? TextMeasurer(manifest: manifest())

    /// Path of a font file found through the manifest's search paths.
    static func fontPath(_ name: String) -> String? {
        guard let manifest = try? manifest() else { return nil }
        return FontLocator.find(name, in: manifest.searchDirectories)?.path
    }

    /// `hb-shape` from libharfbuzz-bin, if installed.
    static let hbShape: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        let candidates = path.split(separator: ":").map { "\($0)/hb-shape" } + ["/usr/bin/hb-shape"]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Sum of x advances `hb-shape` reports for `text` in the font at `path` (at the font's
    /// own units-per-em scale), divided by units per em: the width in em.
    static func referenceWidthInEm(font path: String, text: String, unitsPerEm: Double, extra: [String] = []) -> Double? {
        guard let hbShape else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: hbShape)
        process.arguments = ["--output-format=json", "--no-glyph-names"] + extra + [path, text]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let glyphs = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]] else { return nil }
        let total = glyphs.reduce(0.0) { $0 + (($1["ax"] as? NSNumber)?.doubleValue ?? 0) }
        return total / unitsPerEm
    }

    /// Units per em of a font file, read with FreeType.
    static func unitsPerEm(_ path: String) -> Double? {
        (try? FreeTypeReader.read(path: path, index: 0)).map { Double($0.unitsPerEm) }
    }

    /// A request for a font file at a fixed size, measured with a fine pixel grid.
    static func fileRequest(_ text: String, path: String, size: Double, locale: String = "en") -> TextMeasureRequest {
        TextMeasureRequest(text: text, font: FontSpec(source: .custom(family: path, size: size)), locale: locale, scale: 1000)
    }
}
