import ArgumentParser
import Diagnostics
import Foundation
import LayoutEngine
import ScreenFormats
import SwiftLayoutReader

/// `layout-stress import PATH…`: shows what the Interface Builder and Swift importers make
/// of `.storyboard`/`.xib`/`.swift` files (or every one in a folder): the screens, their size
/// and the importer's warnings, as text or as the full screen model in JSON.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Import Interface Builder storyboards and xibs, or Swift sources, and list the screens found.")

    @Argument(help: "Storyboard, xib or Swift files, or folders to search for them.")
    var paths: [String]

    @Option(help: "Output format: text or json.")
    var format: TextOrJSON = .text

    func run() throws {
        let files = try ImportCommand.files(for: paths)
        var screens: [Screen] = []
        for file in files where !SwiftLayoutReader.accepts(file.url) {
            screens += try InterfaceBuilderReader.read(contentsOf: file.url, displayPath: file.display)
        }
        // Swift files are read together: helpers and string tables in one serve the others.
        let swiftFiles = files.filter { SwiftLayoutReader.accepts($0.url) }
        if !swiftFiles.isEmpty {
            screens += try SwiftLayoutReader.read(files: swiftFiles.map { ($0.url, $0.display) }).screens
        }
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let data = try encoder.encode(ImportReport(files: files.map(\.display), screens: screens))
            print(String(decoding: data, as: UTF8.self))
        case .text:
            for screen in screens {
                print("\(screen.name): \(screen.views.count) views, \(screen.constraints.count) constraints")
                for warning in screen.warnings { print("  \(warning)") }
            }
            // Notes (a Swift screen's other layout states) are information, not import losses.
            let clean = screens.filter { !$0.warnings.contains { $0.severity != .note } }.count
            print("\(files.count) files, \(screens.count) screens, \(clean) without warnings")
        }
    }

    /// The JSON document of `import --format json`.
    struct ImportReport: Encodable {
        var files: [String]
        var screens: [Screen]
    }

    /// The IB files named by `paths`: files as given, folders searched; `file: error:` for
    /// missing paths and other kinds of file.
    static func files(for paths: [String]) throws -> [(url: URL, display: String)] {
        var files: [(url: URL, display: String)] = []
        var errors: [Diagnostic] = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                errors.append(.error("no such file or folder", at: SourceLocation(file: path)))
                continue
            }
            let url = URL(fileURLWithPath: path)
            if isFolder.boolValue {
                let prefix = url.standardizedFileURL.path + "/"
                let found = try InterfaceBuilderReader.interfaceFiles(in: url) + SwiftLayoutReader.swiftFiles(in: url)
                for found in found.sorted(by: { $0.path < $1.path }) {
                    let relative = found.standardizedFileURL.path.replacingOccurrences(of: prefix, with: "")
                    files.append((found, (path as NSString).appendingPathComponent(relative)))
                }
            } else if InterfaceBuilderReader.accepts(url) || SwiftLayoutReader.accepts(url) {
                files.append((url, path))
            } else {
                errors.append(.error("not an Interface Builder file (.storyboard or .xib) or Swift source (.swift)", at: SourceLocation(file: path)))
            }
        }
        if !errors.isEmpty { throw DiagnosticError(errors) }
        return files
    }
}
