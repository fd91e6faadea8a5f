import ArgumentParser
import Diagnostics
import Foundation
import Localization

/// `layout-stress pseudo --mode …`: pseudo-localises a `.strings` file read from standard
/// input (any encoding) and writes UTF-8 `"key" = "value";` lines to standard output.
struct PseudoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pseudo",
        abstract: "Pseudo-localise a .strings file: stdin (UTF-8 or UTF-16) to stdout (UTF-8).",
        discussion: "Modes: double, accented, bounded, rtl, expand. Format specifiers and {placeholders} survive."
    )

    @Option(name: .long, help: "double | accented | bounded | rtl | expand (also pseudo-double, …)")
    var mode: String

    @Option(name: .long, help: "Read this file instead of standard input.")
    var input: String?

    @Option(name: .long, help: "text (a UTF-8 .strings file, the default) or json (an object of key → value).")
    var format: TextOrJSON = .text

    func run() throws {
        guard let pseudoMode = PseudoLocaleMode(localeIdentifier: mode) else {
            throw DiagnosticError(.error("unknown pseudo mode '\(mode)' (\(PseudoLocaleMode.allCases.map(\.rawValue).joined(separator: ", ")))"))
        }
        let data: Data
        let name: String
        if let input {
            name = input
            guard let contents = FileManager.default.contents(atPath: input) else {
                throw DiagnosticError(.error("cannot read the file", at: SourceLocation(file: input)))
            }
            data = contents
        } else {
            name = "<stdin>"
            data = FileHandle.standardInput.readDataToEndOfFile()
        }
        let table = try StringsFileReader.parse(data: data, file: name)
        for warning in table.warnings {
            FileHandle.standardError.write(Data("\(warning)\n".utf8))
        }
        if format == .json {
            var object: [String: String] = [:]
            for entry in table.entries { object[entry.key] = pseudoMode.transform(entry.value) }
            let json = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
            try StandardOutput.write([UInt8](json) + [UInt8(ascii: "\n")])
            return
        }
        let pairs = table.entries.map { (key: $0.key, value: pseudoMode.transform($0.value)) }
        try StandardOutput.write(Array(StringsFileWriter.text(pairs).utf8))
    }
}
