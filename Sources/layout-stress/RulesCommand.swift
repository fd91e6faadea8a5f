import AppCode
import ArgumentParser
import Foundation

/// `layout-stress rules`: the app-code rules, in the order they run.
struct RulesCommand: ParsableCommand {
    /// What `rules` writes.
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown
    }

    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules that read what the app's code does to its screens (markdown: the guide page docs/guide/app-code.md)."
    )

    @Option(name: .long, help: "text | markdown")
    var format: Format = .text

    func run() throws {
        try ReportWriter.emit(Data((format == .markdown ? AppCodeRuleCatalog.markdown : AppCodeRuleCatalog.text).utf8), to: nil)
    }
}
