import Foundation

/// A Swift package in the app's repository, read from its `Package.swift` as far as linking
/// goes: which of its library products hold which of its targets, and which target a source
/// file is in. An app target that links one of those products (`packageProductDependencies`)
/// runs the file's code, so the file runs where that app does.
struct LocalPackage {
    /// Library product name → the names of the targets it holds.
    private(set) var products: [String: [String]] = [:]
    /// Target name → its folder relative to the package (`Sources/<name>` unless `path:` says).
    private(set) var targetFolders: [String: String] = [:]
    /// The package's folder, standardized.
    let folder: String

    /// Reads the manifest in `folder`; nil when there is none or it cannot be read.
    init?(folder: String) {
        self.folder = URL(fileURLWithPath: folder).standardizedFileURL.path
        guard let data = FileManager.default.contents(atPath: (self.folder as NSString).appendingPathComponent("Package.swift")),
              data.count <= LocalPackage.maximumManifestBytes, let text = String(data: data, encoding: .utf8) else { return nil }
        let whole = NSRange(text.startIndex..., in: text)
        // Spans are bounded, so a hostile manifest of many unfinished products is not scanned
        // to its end once per product.
        if let library = try? NSRegularExpression(pattern: #"\.library\s*\(\s*name\s*:\s*"([^"]+)"[^\]]{0,4000}?targets\s*:\s*\[([^\]]{0,4000})\]"#) {
            for match in library.matches(in: text, range: whole) {
                guard let name = Range(match.range(at: 1), in: text), let list = Range(match.range(at: 2), in: text) else { continue }
                products[String(text[name]), default: []] += LocalPackage.quoted(in: text[list])
            }
        }
        if let target = try? NSRegularExpression(pattern: #"\.(?:target|executableTarget)\s*\(\s*name\s*:\s*"([^"]+)""#) {
            let matches = target.matches(in: text, range: whole)
            for (position, match) in matches.enumerated() {
                guard let name = Range(match.range(at: 1), in: text), let start = Range(match.range, in: text)?.upperBound else { continue }
                // Its arguments run to the next target's declaration at most.
                let end = position + 1 < matches.count ? (Range(matches[position + 1].range, in: text)?.lowerBound ?? text.endIndex) : text.endIndex
                let arguments = text[start..<max(start, end)]
                let path = LocalPackage.pathArgument(in: arguments)
                targetFolders[String(text[name])] = path ?? "Sources/\(text[name])"
            }
        }
    }

    /// The library products that hold the target the file at `path` (absolute) is in.
    func products(holding path: String) -> Set<String> {
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        guard standardized.hasPrefix(folder + "/") else { return [] }
        let relative = String(standardized.dropFirst(folder.count + 1))
        guard let target = targetFolders.first(where: { relative.hasPrefix($0.value + "/") })?.key else { return [] }
        return Set(products.filter { $0.value.contains(target) }.keys)
    }

    /// A manifest larger than this is not read (real ones are a few kilobytes).
    static let maximumManifestBytes = 1 << 20

    private static func quoted(in text: Substring) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    private static func pathArgument(in arguments: Substring) -> String? {
        guard let range = arguments.range(of: #"path\s*:\s*"([^"]+)""#, options: .regularExpression) else { return nil }
        let found = arguments[range]
        guard let open = found.firstIndex(of: "\"") else { return nil }
        let value = found[found.index(after: open)...].dropLast()
        return value.hasSuffix("/") ? String(value.dropLast()) : String(value)
    }
}
