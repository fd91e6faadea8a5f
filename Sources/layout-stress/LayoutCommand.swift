import AppCode
import ArgumentParser
import Diagnostics
import Foundation
import LayoutEngine
import Reports
import StressKit

/// `layout-stress layout SPEC --device D --category C --locale L`: one variant, with the
/// findings a sweep reports for it (an RTL variant is compared with its LTR twin).
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out one screen in one variant and show its frames and findings."
    )

    @Argument(help: "A screen file: a spec (*.layout.yaml), an Interface Builder file or a Swift file.")
    var spec: String

    @Option(name: .long, help: "The screen in the file (its name, or a part of it: a scene, a cell, a Swift class) when the file holds several; default: the first.")
    var screen: String?

    @Option(name: .long, help: "Device name, e.g. \"iPhone 15\".")
    var device: String

    @Option(name: .long, help: "Content size category, e.g. large or AX5.")
    var category: String

    @Option(name: .long, help: "Locale, e.g. en, de, ar or pseudo-rtl.")
    var locale: String

    @Option(name: .long, help: "portrait (default) or landscape.")
    var orientation: String = "portrait"

    @Option(name: .long, help: "text | json | svg")
    var format: LayoutOutputFormat = .text

    @Option(name: .long, help: "Write to this file instead of standard output.")
    var output: String?

    @OptionGroup var resources: ResourceOptions

    @Option(name: .customLong("fail-on"), help: "Finding kinds that make the command exit 1.")
    var failOn: String?

    func run() throws {
        let flags = try OneVariantFlags.configuration(device: device, category: category, locale: locale, orientation: orientation,
                                                      resources: resources)
        let failOn = try failOn.map { try ListParsing.findingKinds(ListParsing.split($0), at: nil) } ?? []
        let setup = try SweepSetup(paths: [spec], flags: flags, configPath: nil)
        for warning in setup.warnings { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
        let screens = try ScreenChoice.screens(try SweptScreens.of(spec), named: self.screen, in: spec)
        guard var screen = screens.first else { throw DiagnosticError(.error("the file holds no screen", at: SourceLocation(file: spec))) }
        if screens.count > 1 {
            let others = screens.dropFirst().prefix(5).map { "'\($0.name)'" }.joined(separator: ", ")
            FileHandle.standardError.write(Data("\(Diagnostic(.note, "\(screens.count) screens \(self.screen == nil ? "in the file" : "match"); laid out '\(screen.name)' (others: \(others)\(screens.count > 6 ? ", …" : "")): pick one with --screen NAME", at: SourceLocation(file: spec)))\n".utf8))
        }
        // The screen asked for is laid out even where nothing in its app seems to load it.
        screen.appFacts.loadedByApp = true
        let sweep = Sweep(screens: [screen], matrix: setup.matrix, backend: try LayoutSessionBackend(fonts: setup.fonts),
                          resolver: CatalogResolver(catalogs: setup.catalogs), jobs: 1, suppression: setup.suppression)
        let outcome = sweep.run()
        if !outcome.errors.isEmpty { throw DiagnosticError(outcome.errors) }
        guard let result = outcome.results.first else { throw DiagnosticError(.error("nothing was laid out", at: SourceLocation(file: spec))) }
        let data: Data
        switch format {
        case .json: data = try JSONReport.render(result) + Data("\n".utf8)
        case .svg: data = Data((SVGRenderer(pixelWidth: result.rootSize.width).render(result, title: result.variant.description) + "\n").utf8)
        case .text:
            let colored = output == nil && isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
            data = Data(TextReport(colored: colored).render(result).utf8)
        }
        try ReportWriter.emit(data, to: output)
        if result.findings.contains(where: { failOn.contains($0.kind) }) { throw ExitCode(1) }
    }
}
