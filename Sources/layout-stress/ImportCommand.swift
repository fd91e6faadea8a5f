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

    @Flag(help: "Time reading the Swift files in this process (parse and evaluation, no process start or output) and print files per second.")
    var bench = false

    @Option(name: .customLong("repeat"), help: "Timed reads with --bench (1–1000); the median is reported.")
    var repeats: Int = 10

    func run() throws {
        guard (1...1000).contains(repeats) else { throw DiagnosticError(.error("--repeat must be between 1 and 1000")) }
        let files = try ImportCommand.files(for: paths)
        if bench {
            try ImportCommand.benchmarkSwift(files.filter { SwiftLayoutReader.accepts($0.url) }, repeats: repeats)
            return
        }
        var screens: [Screen] = []
        for file in files where !SwiftLayoutReader.accepts(file.url) {
            screens += try InterfaceBuilderReader.read(contentsOf: file.url, displayPath: file.display)
        }
        // Swift files are read together: helpers and string tables in one serve the others.
        let swiftFiles = files.filter { SwiftLayoutReader.accepts($0.url) }
        var unread: [Diagnostic] = []
        if !swiftFiles.isEmpty {
            let read = try SwiftLayoutReader.read(files: swiftFiles.map { ($0.url, $0.display) })
            screens += read.screens
            unread = read.errors
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
        // The screens of the files that were read are shown; the others fail the command.
        if !unread.isEmpty { throw DiagnosticError(unread) }
    }

    /// Reads `files` `repeats` times after one warm-up read and prints the median time per read
    /// and the files read per second at it.
    static func benchmarkSwift(_ files: [(url: URL, display: String)], repeats: Int) throws {
        guard !files.isEmpty else { throw DiagnosticError(.error("--bench needs Swift files")) }
        let inputs = files.map { ($0.url, $0.display) }
        var screens = try SwiftLayoutReader.read(files: inputs).screens.count
        var seconds: [Double] = []
        for _ in 0..<repeats {
            let start = DispatchTime.now().uptimeNanoseconds
            screens = try SwiftLayoutReader.read(files: inputs).screens.count
            seconds.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        seconds.sort()
        let median = seconds[seconds.count / 2]
        print("swift_import files=\(files.count) screens=\(screens) repeats=\(repeats)"
              + " median_ms=\(String(format: "%.1f", median * 1000)) min_ms=\(String(format: "%.1f", (seconds.first ?? 0) * 1000))"
              + " files_per_second=\(Int(saturating: (Double(files.count) / median).rounded()))")
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
