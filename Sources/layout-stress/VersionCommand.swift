import ArgumentParser
import CICUBridge

/// `layout-stress version`: the tool's version and the libraries it runs on.
struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "version", abstract: "Print the version and the text libraries in use.")

    /// This release of LayoutStress.
    static let version = "0.1.0"

    func run() throws {
        var icu = [CChar](repeating: 0, count: 32)
        ls_icu_version(&icu, Int32(icu.count))
        let icuVersion = String(decoding: icu.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        print("layout-stress \(VersionCommand.version) (ICU \(icuVersion))")
    }
}
