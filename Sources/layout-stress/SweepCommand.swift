import AppCode
import ArgumentParser
import Diagnostics
import Foundation
import Reports
import StressKit

/// `layout-stress sweep`: lays every screen out in every variant and reports what breaks.
struct SweepCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sweep",
        abstract: "Sweep screens × devices × orientations × text sizes × locales and report what breaks.",
        discussion: """
        With no PATH and no layout-stress.yml in the current directory, sweeps the bundled example \
        (Screens/ and Locales/). Exit 0 when done, 1 when a finding selected by --fail-on remains \
        (not in the baseline), 2 when an input could not be used (the other screens are still swept).
        """
    )

    @Argument(help: "Spec files (*.layout.yaml), Interface Builder files or folders. Default: the config's screens, else the bundled example.")
    var paths: [String] = []

    @Option(name: .long, help: "Configuration file (default: ./layout-stress.yml when no PATH is given).")
    var config: String?

    @Option(name: .long, help: "Locales, comma-separated (e.g. en,de,ar,pseudo-rtl).")
    var locales: String?

    @Option(name: .long, help: "Content size categories, comma-separated (large,AX5) or all.")
    var categories: String?

    @Option(name: .long, help: "Devices, comma-separated (\"iPhone SE (3rd generation),iPhone 15\").")
    var devices: String?

    @Option(name: .long, help: "Orientations, comma-separated: portrait, landscape.")
    var orientations: String?

    @OptionGroup var report: ReportOptions

    @Flag(name: .long, help: "Text report: every finding with the constraints that won and the text (default: the overview and one line per finding); on stderr, every decision about the app's code (default: a count per rule).")
    var verbose = false

    @Option(name: .customLong("fail-on"), help: "Finding kinds that make the run exit 1 (comma-separated, or all).")
    var failOn: String?

    @Flag(name: .customLong("fail-on-unconfirmed"),
          help: "Let findings that rest on an assumption (not confirmed) fail the run too; by default only confirmed findings do.")
    var failOnUnconfirmed = false

    @Option(name: .long, help: "Run only part i of n of the sweep (e.g. 2/4); combine with `layout-stress merge`.")
    var shard: String?

    @Option(name: .long, help: "Worker threads (default: the number of cores).")
    var jobs: Int?

    @OptionGroup var resources: ResourceOptions

    @Option(name: .long, help: "Baseline of known findings that do not fail the run.")
    var baseline: String?

    @Option(name: .customLong("variants"),
            help: "JSON/JSON Lines: the variants written in full: worst (json default), failing, all (jsonl and --shard default) or none.")
    var variants: VariantSelection?

    @Option(name: .customLong("only"), help: "Report only these finding kinds (comma-separated).")
    var only: String?

    @Option(name: .customLong("disable"), help: "Never report these finding kinds (comma-separated).")
    var disable: String?

    @Option(name: .customLong("min-severity"), help: "Report findings of this severity and above: note, warning or error.")
    var minSeverity: FindingSeverity?

    @Option(name: .customLong("write-baseline"), help: "Write every finding of this run to a baseline file.")
    var writeBaseline: String?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let locales, ListParsing.split(locales).isEmpty { throw ValidationError("--locales needs at least one locale") }
        if let devices, ListParsing.split(devices).isEmpty { throw ValidationError("--devices needs at least one device") }
    }

    func run() throws {
        let format = report.format, output = report.output
        let flags = try flagConfiguration()
        let shard = try self.shard.map(Shard.init(parsing:))
        let setup = try SweepSetup(paths: paths, flags: flags, configPath: config, readBaseline: writeBaseline == nil)
        for warning in setup.warnings + setup.contextNotes { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
        let backend = try LayoutSessionBackend(fonts: setup.fonts)

        let (loaded, loadErrors, loadNotes) = ScreenLoader.load(setup.files)
        for note in loadNotes { FileHandle.standardError.write(Data("\(note)\n".utf8)) }
        let screens = setup.withRunContexts(loaded)
        if shard == nil {
            for warning in setup.suppression.staleIgnoreWarnings(for: screens) { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
        }
        // Swift screens name the layout states their code switches to later (the sweep lays out
        // the initial one): with --verbose each distinct note once, else a count. A class several
        // screens inherit from gives every one of them the same note.
        let readerNotes = screens.flatMap { $0.warnings.filter { $0.severity == .note } }
        if verbose {
            var printed: Set<String> = []
            for note in readerNotes where printed.insert(note.description).inserted { FileHandle.standardError.write(Data("\(note)\n".utf8)) }
        } else if !readerNotes.isEmpty {
            let affected = screens.filter { $0.warnings.contains { $0.severity == .note } }.count
            FileHandle.standardError.write(Data("note: \(readerNotes.count) reader note\(readerNotes.count == 1 ? "" : "s") on \(affected) screen\(affected == 1 ? "" : "s") (layout states the sweep does not lay out, views code adds later, conditions not evaluated): --verbose lists them\n".utf8))
        }
        // What the readers could not read as written (a constraint left out, a value a stand-in
        // replaced): every one with --verbose, else a count.
        let readerWarnings = screens.flatMap { $0.warnings.filter { $0.severity == .warning } }
        if verbose {
            for warning in readerWarnings { FileHandle.standardError.write(Data("\(warning)\n".utf8)) }
        } else if !readerWarnings.isEmpty {
            let affected = screens.filter { $0.warnings.contains { $0.severity == .warning } }.count
            FileHandle.standardError.write(Data("note: \(readerWarnings.count) reader warning\(readerWarnings.count == 1 ? "" : "s") on \(affected) screen\(affected == 1 ? "" : "s") (code not read as written, values a stand-in replaced): --verbose lists them\n".utf8))
        }
        // What the app's code does: a line per rule, or with --verbose every decision.
        let decisionLines = verbose ? DecisionSummary.notes(for: screens) : DecisionSummary.lines(for: screens)
        for line in decisionLines { FileHandle.standardError.write(Data("\(line)\n".utf8)) }
        let sweep = Sweep(screens: screens, matrix: setup.matrix, backend: backend, resolver: CatalogResolver(catalogs: setup.catalogs),
                          jobs: setup.jobs, shard: shard, suppression: setup.suppression)
        let progress = ProgressBar()
        let selection = variants ?? (shard != nil || format == .jsonl ? .all : .worst)
        let (retention, stream) = try SweepCommand.retention(format: format, selection: selection)
        var baseline = setup.baseline
        baseline?.screenIDs = sweep.screenIDs
        let outcome = sweep.run(retention: retention, baseline: baseline, stream: stream) { done, total in
            progress.update(done, total)
        }
        progress.finish(variants: outcome.stats.variants)
        var report = SweepReport(sweep: sweep, outcome: outcome, baseline: baseline, failOn: setup.failOn, inputErrors: setup.inputErrors + loadErrors)
        if setup.failOnUnconfirmed { report.failOnUnconfirmed = true }
        // Like a linter's superfluous-disable rule: accepted findings that no longer occur.
        if let baseline, shard == nil, writeBaseline == nil {
            let stale = baseline.unmatched(by: report.findings.map(\.key))
            if let first = stale.first {
                let location = setup.baselinePath.map { SourceLocation(file: $0) }
                FileHandle.standardError.write(Data("\(Diagnostic(.warning, "\(stale.count) baseline entr\(stale.count == 1 ? "y matches" : "ies match") no finding any more (fixed, or the view is gone; first: \(first)): write the baseline again to drop \(stale.count == 1 ? "it" : "them")", at: location))\n".utf8))
            }
        }
        for origin in outcome.idleIgnores {
            let warning = Diagnostic(.warning, "\(origin.description): it hid no finding in the \(outcome.stats.variants) variant\(outcome.stats.variants == 1 ? "" : "s") swept (fixed, or the view changed?); remove it, or keep it for variants this run did not sweep",
                                     at: origin.location)
            FileHandle.standardError.write(Data("\(warning)\n".utf8))
        }
        // A run that checked nothing must not pass: a shard may be empty, a whole sweep may not.
        if report.stats.variants == 0, shard == nil {
            report.errors.append(.error("nothing was swept (0 variants from \(setup.files.count) screen file\(setup.files.count == 1 ? "" : "s"), \(screens.count) screen\(screens.count == 1 ? "" : "s")): check the paths, --locales and --devices against what the app ships and where it runs (the notes above say what was left out)"))
        }
        // Kept only where the results are a selection: HTML pictures, JSON without --variants all.
        let isSelection = format == .html || ((format == .json || format == .jsonl) && selection != .all)
        if !isSelection { report.failingVariants = nil }

        if let writeBaseline {
            let known = Baseline(findings: report.findings.map(\.key), screenIDs: sweep.screenIDs)
            try ReportWriter.emit(try known.encoded() + Data("\n".utf8), to: writeBaseline)
            FileHandle.standardError.write(Data("wrote \(known.findings.count) findings to the baseline \(writeBaseline)\n".utf8))
        }
        if let stream {
            try ReportWriter.write(report, streamedResults: stream, output: output)
        } else {
            try ReportWriter.write(report, format: format, output: output, verbose: verbose, baseDirectory: self.report.baseDirectory)
        }
        if format != .text || output != nil {
            for error in report.errors { FileHandle.standardError.write(Data("\(error)\n".utf8)) }
        }
        let code = writeBaseline != nil && report.exitCode == 1 ? 0 : report.exitCode
        if code != 0 { throw ExitCode(code) }
    }

    /// What the sweep keeps of each variant for a format, and the stream that writes the
    /// results as units finish instead of keeping them (JSON and JSON Lines with every
    /// variant: memory does not grow with the number of variants).
    static func retention(format: ReportFormat, selection: VariantSelection) throws -> (ResultRetention, JSONResultStream?) {
        switch (format, selection) {
        case (.json, .all): return (.none, try JSONResultStream())
        case (.jsonl, .all): return (.none, try JSONResultStream(lines: true))
        case (.jsonl, .failing): return (.none, try JSONResultStream(lines: true, keep: { $0.findings.contains { $0.severity != .note } }))
        case (.json, .worst), (.jsonl, .worst): return (.worst, nil)
        case (.json, .failing): return (.failing, nil)
        case (.json, .none), (.jsonl, .none): return (.none, nil)
        case (.text, _), (.junit, _), (.sarif, _), (.html, _), (.xcode, _), (.github, _): return (format.reporter.retention, nil)
        }
    }

    /// The flags as a configuration that overrides the file.
    private func flagConfiguration() throws -> SweepConfiguration {
        var flags = SweepConfiguration()
        if let locales { flags.locales = ListParsing.split(locales) }
        if let categories { flags.categories = try ListParsing.categories(ListParsing.split(categories), at: nil) }
        if let devices { flags.devices = ListParsing.split(devices) }
        if let orientations { flags.orientations = try ListParsing.orientations(ListParsing.split(orientations), at: nil) }
        if let failOn { flags.failOn = try ListParsing.findingKinds(ListParsing.split(failOn), at: nil) }
        if failOnUnconfirmed { flags.failOnUnconfirmed = true }
        if let jobs { flags.jobs = jobs }
        if let localesDir = resources.localesDir { flags.localesDir = localesDir }
        if let fonts = resources.fonts { flags.fonts = [fonts] }
        if let baseline { flags.baseline = baseline }
        if let only { flags.only = try ListParsing.findingKinds(ListParsing.split(only), at: nil) }
        if let disable { flags.disabled = try ListParsing.findingKinds(ListParsing.split(disable), at: nil) }
        if let minSeverity { flags.minimumSeverity = minSeverity }
        return flags
    }
}
