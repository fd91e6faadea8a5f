import Foundation
import TextModel

extension FontManifest {
    /// The manifest file name inside a fonts folder.
    public static let fileName = "fonts.yaml"

    /// Finds the manifest the tool should use, in this order:
    /// 1. `explicit` (CLI `--fonts DIR`, config `fonts:`): `DIR/fonts.yaml`, or a manifest
    ///    file named directly; a folder without a manifest uses the built-in defaults and is
    ///    searched first for font files. A path that does not exist is an error.
    /// 2. `./Fonts/fonts.yaml` in `currentDirectory`.
    /// 3. `Fonts/fonts.yaml` in the repository that holds the executable, found by walking up
    ///    from the executable's real path (the binary lives in `.build/<config>/`).
    /// 4. The built-in stand-in defaults (system font directories only).
    public static func locate(explicit: String? = nil,
                              currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
                              executable: URL? = FontManifest.executableURL) throws -> FontManifest {
        let files = FileManager.default
        if let explicit, !explicit.isEmpty {
            let url = explicit.hasPrefix("/") ? URL(fileURLWithPath: explicit) : currentDirectory.appendingPathComponent(explicit)
            var isDirectory: ObjCBool = false
            guard files.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
                throw FontError.badManifest(path: explicit, line: nil, reason: "fonts folder not found")
            }
            if !isDirectory.boolValue {
                return try load(from: url)
            }
            let manifest = url.appendingPathComponent(fileName)
            if files.fileExists(atPath: manifest.path) {
                return try load(from: manifest)
            }
            var defaults = builtIn
            defaults.directory = url
            defaults.origin = "built-in defaults, fonts from \(explicit)"
            return defaults
        }
        let local = currentDirectory.appendingPathComponent("Fonts").appendingPathComponent(fileName)
        if files.fileExists(atPath: local.path) {
            return try load(from: local)
        }
        if let executable {
            var folder = executable.resolvingSymlinksInPath().deletingLastPathComponent()
            while folder.path != "/" && !folder.path.isEmpty {
                let candidate = folder.appendingPathComponent("Fonts").appendingPathComponent(fileName)
                if files.fileExists(atPath: candidate.path) {
                    return try load(from: candidate)
                }
                folder = folder.deletingLastPathComponent()
            }
        }
        return builtIn
    }

    /// The running executable's path (`/proc/self/exe` on Linux), if known.
    public static var executableURL: URL? {
        let proc = URL(fileURLWithPath: "/proc/self/exe")
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: proc.path) {
            return URL(fileURLWithPath: target)
        }
        return Bundle.main.executableURL ?? CommandLine.arguments.first.map { URL(fileURLWithPath: $0) }
    }

    /// The stand-in defaults used when no manifest is found: the same roles as the
    /// repository's `Fonts/fonts.yaml`, resolved from the system font directories.
    public static let builtIn: FontManifest = {
        func weights(_ prefix: String, _ ext: String, _ names: [FontWeight: String]) -> [FontWeight: String] {
            names.mapValues { "\(prefix)\($0).\(ext)" }
        }
        let interNames: [FontWeight: String] = [
            .ultraLight: "ExtraLight", .thin: "Thin", .light: "Light", .regular: "Regular", .medium: "Medium",
            .semibold: "SemiBold", .bold: "Bold", .heavy: "ExtraBold", .black: "Black",
        ]
        let sfNames: [FontWeight: String] = [
            .ultraLight: "Ultralight", .thin: "Thin", .light: "Light", .regular: "Regular", .medium: "Medium",
            .semibold: "Semibold", .bold: "Bold", .heavy: "Heavy", .black: "Black",
        ]
        func noto(_ name: String) -> FaceSet {
            FaceSet(faces: [.regular: "\(name)-Regular.ttf", .bold: "\(name)-Bold.ttf"], package: "fonts-noto-core")
        }
        let cjk = FaceSet(faces: [.regular: "NotoSansCJK-Regular.ttc", .bold: "NotoSansCJK-Bold.ttc"], package: "fonts-noto-cjk",
                          indexByLocale: ["ja": 0, "ko": 1, "zh-Hans": 2, "zh-Hant": 3, "zh-HK": 4, "default": 0])
        // The same calibrations as Fonts/fonts.yaml's `standIn.text` and `standIn.display` `widthScale`.
        let inter = FaceSet(faces: weights("Inter-", "otf", interNames), package: "fonts-inter", widthScale: 1.01, appleTracking: true)
        return FontManifest(
            directory: nil, origin: "built-in defaults", displayFromSize: 20,
            sfProText: FaceSet(faces: weights("SF-Pro-Text-", "otf", sfNames)),
            sfProDisplay: FaceSet(faces: weights("SF-Pro-Display-", "otf", sfNames)),
            standInText: inter,
            standInDisplay: FaceSet(faces: weights("InterDisplay-", "otf", interNames), package: "fonts-inter", widthScale: 1.03),
            fallbacks: [
                ScriptFallback(scripts: ["Arab"], faces: noto("NotoSansArabic")),
                ScriptFallback(scripts: ["Hebr"], faces: noto("NotoSansHebrew")),
                ScriptFallback(scripts: ["Thai"], faces: noto("NotoSansThai")),
                ScriptFallback(scripts: ["Deva"], faces: noto("NotoSansDevanagari")),
            ] + [
                ("Taml", "Tamil"), ("Sinh", "Sinhala"), ("Beng", "Bengali"), ("Gujr", "Gujarati"), ("Guru", "Gurmukhi"),
                ("Knda", "Kannada"), ("Mlym", "Malayalam"), ("Telu", "Telugu"), ("Orya", "Oriya"), ("Khmr", "Khmer"),
                ("Laoo", "Lao"), ("Mymr", "Myanmar"), ("Geor", "Georgian"), ("Armn", "Armenian"), ("Ethi", "Ethiopic"),
            ].map { ScriptFallback(scripts: [$0.0], faces: noto("NotoSans" + $0.1)) } + [
                ScriptFallback(scripts: ["Hani", "Hira", "Kana", "Hang", "Bopo"], faces: cjk),
                ScriptFallback(scripts: [FontChain.emojiScript], faces: FaceSet(faces: [.regular: "NotoColorEmoji.ttf"], package: "fonts-noto-color-emoji")),
                // Common-script symbols, which iOS draws with its own system faces.
                ScriptFallback(scripts: ["Zsym"], faces: noto("NotoSansSymbols")),
                ScriptFallback(scripts: ["Zsym"], faces: FaceSet(faces: [.regular: "NotoSansSymbols2-Regular.ttf"], package: "fonts-noto-core")),
                ScriptFallback(scripts: ["Zmth"], faces: FaceSet(faces: [.regular: "NotoSansMath-Regular.ttf"], package: "fonts-noto-core")),
            ],
            lastResort: noto("NotoSans"),
            families: [
                "Inter": FaceSet(faces: [.regular: "Inter-Regular.otf", .medium: "Inter-Medium.otf", .semibold: "Inter-SemiBold.otf", .bold: "Inter-Bold.otf"], package: "fonts-inter"),
                "Noto Sans": noto("NotoSans"),
            ]
        )
    }()
}
