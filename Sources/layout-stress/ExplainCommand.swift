import AppCode
import ArgumentParser
import Diagnostics
import Findings
import Foundation
import LayoutEngine
import StressKit

/// `layout-stress explain FILE [VIEW]`: what the app's code was found to do to a screen and,
/// for one view, the decisions that touched it, the constraints that place it and what each
/// check made of it in one variant.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Show why a view was laid out and judged as it was: app-code decisions, constraints, each check's verdict.",
        discussion: """
        Without VIEW, lists every decision the app-code rules made about the file's screens. With VIEW \
        (an id, or the name Interface Builder or the code gives it), lays the screen out in one variant \
        (default: iPhone 15, portrait, large, en) and shows the decisions that touch the view, the \
        constraints that name it, its frame, and for each check whether it judged the view, and if not why.
        """
    )

    @Argument(help: "A screen file: an Interface Builder file, a spec or a Swift file.")
    var file: String

    @Argument(help: "A view: its id or its name.")
    var view: String?

    @Option(name: .long, help: "The screen in the file (its name, or a part of it) when the file holds several.")
    var screen: String?

    @Option(name: .long, help: "Device name.")
    var device: String = "iPhone 15"

    @Option(name: .long, help: "Content size category.")
    var category: String = "large"

    @Option(name: .long, help: "Locale.")
    var locale: String = "en"

    @Option(name: .long, help: "portrait or landscape.")
    var orientation: String = "portrait"

    @Option(name: .long, help: "text | json")
    var format: TextOrJSON = .text

    @OptionGroup var resources: ResourceOptions

    func run() throws {
        let screens = try ScreenChoice.screens(try SweptScreens.of(file), named: screen, in: file)
        guard let view else {
            try ReportWriter.emit(format == .json ? try Self.json(screens.map(DecisionsExplanation.init)) : Data(Self.text(screens).utf8), to: nil)
            return
        }
        let matching = screens.filter { ViewExplanation.find(view, in: $0) != nil }
        guard let target = matching.first, let viewID = ViewExplanation.find(view, in: target) else {
            throw DiagnosticError(.error("no view '\(view)' in \(screens.map(\.name).joined(separator: ", "))", at: SourceLocation(file: file)))
        }
        let explanation = try explain(viewID, in: target)
        try ReportWriter.emit(format == .json ? try Self.json(explanation) : Data(explanation.text.utf8), to: nil)
    }

    /// Lays out `target` in the chosen variant and gathers what touched `viewID`.
    private func explain(_ viewID: String, in target: Screen) throws -> ViewExplanation {
        let flags = try OneVariantFlags.configuration(device: device, category: category, locale: locale, orientation: orientation,
                                                      resources: resources)
        let setup = try SweepSetup(paths: [file], flags: flags, configPath: nil)
        var screen = target
        // The screen asked for is laid out even where nothing in its app seems to load it.
        screen.appFacts.loadedByApp = true
        var sweep = Sweep(screens: [screen], matrix: setup.matrix, backend: try LayoutSessionBackend(fonts: setup.fonts),
                          resolver: CatalogResolver(catalogs: setup.catalogs), jobs: 1, suppression: setup.suppression)
        let seen = InspectedVariant()
        sweep.inspect = { context, findings in seen.keep(context, findings) }
        let outcome = sweep.run()
        if !outcome.errors.isEmpty { throw DiagnosticError(outcome.errors) }
        guard let (context, findings) = seen.first else {
            throw DiagnosticError(.error("the screen is not laid out in this variant (its app does not run there)", at: SourceLocation(file: file)))
        }
        return ViewExplanation(viewID: viewID, screen: screen, context: context, findings: findings)
    }

    private static func text(_ screens: [Screen]) -> String {
        var lines: [String] = []
        for screen in screens {
            lines.append("\(screen.name)\(screen.file.map { " (\($0))" } ?? "")")
            if screen.appFacts.decisions.isEmpty { lines.append("  no decisions: nothing in the app's code was found to change it") }
            for decision in screen.appFacts.decisions { lines.append("  " + ViewExplanation.line(decision)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func json<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value) + Data("\n".utf8)
    }
}

/// The first variant a sweep lays out, kept from its worker thread.
private final class InspectedVariant: @unchecked Sendable {
    private let lock = NSLock()
    private var kept: (CheckContext, [Finding])?

    func keep(_ context: CheckContext, _ findings: [Finding]) {
        lock.lock()
        defer { lock.unlock() }
        if kept == nil { kept = (context, findings) }
    }

    var first: (CheckContext, [Finding])? {
        lock.lock()
        defer { lock.unlock() }
        return kept
    }
}

/// A screen's decisions, as `explain --format json` lists them without a view.
struct DecisionsExplanation: Encodable {
    var screen: String
    var file: String?
    var decisions: [Decision]

    init(_ screen: Screen) {
        self.screen = screen.name
        self.file = screen.file
        self.decisions = screen.appFacts.decisions
    }
}
