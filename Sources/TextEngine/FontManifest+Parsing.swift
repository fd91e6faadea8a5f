import Foundation
import Diagnostics
import Yams
import TextModel

extension FontManifest {
    /// Reads a manifest file (`fonts.yaml`); its folder is searched first for font files.
    /// Throws `FontError.badManifest` naming the line of a malformed entry.
    public static func load(from file: URL) throws -> FontManifest {
        let text: String
        do {
            text = try String(contentsOf: file, encoding: .utf8)
        } catch {
            throw FontError.badManifest(path: file.path, line: nil, reason: "cannot read the font manifest")
        }
        return try parse(yaml: text, path: file.path, directory: file.deletingLastPathComponent())
    }

    /// Parses manifest YAML. `path` names the file in errors; `directory` is searched first.
    public static func parse(yaml: String, path: String, directory: URL?) throws -> FontManifest {
        if let problem = YAMLAliasCheck.problem(in: yaml) {
            throw FontError.badManifest(path: path, line: problem.line, reason: problem.message)
        }
        let root: Node?
        do {
            root = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw FontError.badManifest(path: path, line: line(of: error), reason: "malformed YAML: \(error)")
        } catch {
            throw FontError.badManifest(path: path, line: nil, reason: "malformed YAML")
        }
        guard let root, let top = root.mapping else {
            throw FontError.badManifest(path: path, line: root?.mark?.line, reason: "the font manifest must be a mapping with a `system` entry")
        }
        let reader = ManifestReader(path: path)
        guard let system = top["system"] else {
            throw FontError.badManifest(path: path, line: root.mark?.line, reason: "missing `system` entry")
        }
        let systemMap = try reader.mapping(system, "system")
        var displayFrom = 20.0
        if let node = systemMap["displayFromSize"] {
            guard let value = node.string.flatMap(Double.init), value > 0 else {
                throw FontError.badManifest(path: path, line: node.mark?.line, reason: "`displayFromSize` must be a positive number")
            }
            displayFrom = value
        }
        guard let standIn = systemMap["standIn"] else {
            throw FontError.badManifest(path: path, line: system.mark?.line, reason: "missing `system.standIn` entry")
        }
        let standInMap = try reader.mapping(standIn, "system.standIn")
        guard let standInTextNode = standInMap["text"] else {
            throw FontError.badManifest(path: path, line: standIn.mark?.line, reason: "missing `system.standIn.text` entry")
        }
        let standInText = try reader.faceSet(standInTextNode, "system.standIn.text")
        let standInDisplay = try standInMap["display"].map { try reader.faceSet($0, "system.standIn.display") } ?? standInText
        var sfProText: FaceSet?
        var sfProDisplay: FaceSet?
        if let sfPro = systemMap["sfPro"] {
            let sfProMap = try reader.mapping(sfPro, "system.sfPro")
            sfProText = try sfProMap["text"].map { try reader.faceSet($0, "system.sfPro.text") }
            sfProDisplay = try sfProMap["display"].map { try reader.faceSet($0, "system.sfPro.display") }
        }

        var fallbacks: [ScriptFallback] = []
        if let node = top["fallbacks"] {
            guard let sequence = node.sequence else {
                throw FontError.badManifest(path: path, line: node.mark?.line, reason: "`fallbacks` must be a list")
            }
            for entry in sequence {
                let map = try reader.mapping(entry, "fallbacks entry")
                guard let scriptsNode = map["scripts"], let scripts = scriptsNode.sequence?.compactMap(\.string), !scripts.isEmpty else {
                    throw FontError.badManifest(path: path, line: entry.mark?.line, reason: "a fallback needs `scripts: [ISO 15924 codes]`")
                }
                fallbacks.append(ScriptFallback(scripts: scripts, faces: try reader.faceSet(entry, "fallback for \(scripts.joined(separator: ","))")))
            }
        }
        guard let lastResortNode = top["lastResort"] else {
            throw FontError.badManifest(path: path, line: root.mark?.line, reason: "missing `lastResort` entry")
        }
        let lastResort = try reader.faceSet(lastResortNode, "lastResort")
        var families: [String: FaceSet] = [:]
        if let node = top["families"] {
            let map = try reader.mapping(node, "families")
            for (key, value) in map {
                guard let name = key.string else { continue }
                families[name] = try reader.faceSet(value, "family \(name)")
            }
        }
        var extra: [URL] = []
        if let node = top["searchPaths"] {
            let base = directory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
            for item in node.sequence ?? [] {
                guard let text = item.string else { continue }
                extra.append(text.hasPrefix("/") ? URL(fileURLWithPath: text) : base.appendingPathComponent(text))
            }
        }
        return FontManifest(directory: directory, origin: path, displayFromSize: displayFrom,
                            sfProText: sfProText, sfProDisplay: sfProDisplay,
                            standInText: standInText, standInDisplay: standInDisplay,
                            fallbacks: fallbacks, lastResort: lastResort, families: families,
                            extraSearchDirectories: extra)
    }
}

/// The line a YAML error points at, when it points at one.
private func line(of error: YamlError) -> Int? {
    switch error {
    case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _): mark.line
    case .duplicatedKeysInMapping(_, let context): context.mark.line
    default: nil
    }
}

/// Reads the manifest's nodes, naming the file and line of anything malformed.
private struct ManifestReader {
    let path: String

    func mapping(_ node: Node, _ what: String) throws -> Node.Mapping {
        guard let map = node.mapping else {
            throw FontError.badManifest(path: path, line: node.mark?.line, reason: "`\(what)` must be a mapping")
        }
        return map
    }

    /// `{ package:, faces: { weight: file }, index: { locale: n } }`.
    func faceSet(_ node: Node, _ what: String) throws -> FaceSet {
        let map = try mapping(node, what)
        guard let facesNode = map["faces"] else {
            throw FontError.badManifest(path: path, line: node.mark?.line, reason: "`\(what)` needs `faces: { regular: FILE, … }`")
        }
        var faces: [FontWeight: String] = [:]
        for (key, value) in try mapping(facesNode, "\(what).faces") {
            guard let name = key.string, let weight = FontWeight(parsing: name) else {
                throw FontError.badManifest(path: path, line: key.mark?.line, reason: "unknown weight '\(key.string ?? "")' in `\(what).faces` (use regular, medium, semibold, bold, …)")
            }
            guard let file = value.string, !file.isEmpty else {
                throw FontError.badManifest(path: path, line: value.mark?.line, reason: "`\(what).faces.\(name)` must be a file name")
            }
            faces[weight] = file
        }
        if faces.isEmpty {
            throw FontError.badManifest(path: path, line: facesNode.mark?.line, reason: "`\(what).faces` lists no files")
        }
        var index: [String: Int] = [:]
        if let indexNode = map["index"] {
            for (key, value) in try mapping(indexNode, "\(what).index") {
                guard let locale = key.string, let number = value.string.flatMap(Int.init), number >= 0 else {
                    throw FontError.badManifest(path: path, line: value.mark?.line, reason: "`\(what).index` maps locales to face indices (0, 1, …)")
                }
                index[locale] = number
            }
        }
        var widthScale = 1.0
        if let scaleNode = map["widthScale"] {
            guard let value = scaleNode.string.flatMap(Double.init), value >= 0.5, value <= 2 else {
                throw FontError.badManifest(path: path, line: scaleNode.mark?.line, reason: "`\(what).widthScale` must be a number from 0.5 to 2")
            }
            widthScale = value
        }
        var appleTracking = false
        if let trackingNode = map["appleTracking"] {
            guard let value = trackingNode.string.flatMap(Bool.init) else {
                throw FontError.badManifest(path: path, line: trackingNode.mark?.line, reason: "`\(what).appleTracking` must be true or false")
            }
            appleTracking = value
        }
        return FaceSet(faces: faces, package: map["package"]?.string, indexByLocale: index, widthScale: widthScale,
                       appleTracking: appleTracking)
    }
}
