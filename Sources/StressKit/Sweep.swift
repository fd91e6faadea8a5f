import Diagnostics
import Dispatch
import Findings
import Foundation
import LayoutEngine
import TextEngine

/// Runs every variant of a matrix over a set of screens on all cores, and returns the
/// results in matrix order whatever the number of jobs.
///
/// Work is split into units of (screen, device, orientation); each unit builds one
/// layout session per direction and reuses it for every locale and category, so only
/// constants change between layouts.
public struct Sweep: Sendable {
    /// The screens, with unique names.
    public let screens: [Screen]
    /// Called with each variant's check context and findings as it is laid out (from the worker
    /// threads): for tools that look inside one variant, such as `explain`.
    public var inspect: (@Sendable (CheckContext, [Finding]) -> Void)?
    /// The matrix (its `screens` are the screens' names).
    public let matrix: VariantMatrix
    /// Lays screens out.
    public let backend: any LayoutBackend
    /// Resolves strings and directions.
    public let resolver: any StringResolving
    /// Worker threads (at least 1).
    public let jobs: Int
    /// Only this part of the units, when sharding.
    public let shard: Shard?
    /// What not to report.
    public let suppression: SuppressionRules

    /// Creates a sweep. Screens with the same name are told apart by their file.
    public init(screens: [Screen], matrix: VariantMatrix, backend: any LayoutBackend, resolver: any StringResolving,
                jobs: Int = ProcessInfo.processInfo.activeProcessorCount, shard: Shard? = nil,
                suppression: SuppressionRules = SuppressionRules()) {
        var seen = Set<String>()
        var unique: [Screen] = []
        for var screen in screens {
            if seen.contains(screen.name) { screen.name += " (\(screen.file ?? "#\(unique.count + 1)"))" }
            seen.insert(screen.name)
            unique.append(screen)
        }
        self.screens = unique
        var matrix = matrix
        matrix.screens = unique.map(\.name)
        self.matrix = matrix
        self.backend = backend
        self.resolver = resolver
        self.jobs = min(max(1, jobs), 4 * max(1, ProcessInfo.processInfo.activeProcessorCount))
        self.shard = shard
        self.suppression = suppression
    }

    /// Screen name → stable id, for the screens that have one (baselines store it).
    public var screenIDs: [String: String] {
        Dictionary(screens.compactMap { screen in screen.stableID.map { (screen.name, $0) } }, uniquingKeysWith: { first, _ in first })
    }

    /// What a sweep returns.
    public struct Outcome: Sendable {
        /// The variants kept by the run's `ResultRetention`, in matrix order (every variant for `.full`).
        public var results: [VariantResult]
        /// Every variant's findings, aggregated as the sweep went.
        public var accumulator: FindingAccumulator
        /// Variants with a finding that is not a note and not in the run's baseline.
        public var failingVariants: Int
        /// Screens that could not be laid out (their variants are missing from `results`).
        public var errors: [Diagnostic]
        /// Names of the screens none of whose variants could be laid out (each has an error in
        /// `errors`): reports list them only as errors, never as screens without findings.
        public var unsweptScreens: Set<String> = []
        /// Size and speed.
        public var stats: SweepStats
        /// Ignored cases (`ignore:` entries, views' own opt-outs) that hid no finding in any
        /// variant swept; empty for a shard, which sees only part of the variants.
        public var idleIgnores: [FindingFilter.Origin] = []
    }

    private struct Unit: Sendable {
        var screen: Int
        var device: Int
        var orientation: Int
    }

    /// The units in matrix order, restricted to the shard.
    private var units: [Unit] {
        var units: [Unit] = []
        var position = 0
        for screen in screens.indices where screens[screen].appFacts.loadedByApp {
            let context = screens[screen].runContext
            for device in matrix.devices.indices {
                for orientation in matrix.orientations.indices {
                    let named = Device.named(matrix.devices[device])
                    var supported = context.map { context in
                        named.map { context.supports($0, matrix.orientations[orientation]) } ?? true
                    } ?? true
                    // A controller's own orientation lock holds on iPhone; on iPad, where apps
                    // share the screen, UIKit does not honour it.
                    if let lock = screens[screen].appFacts.phoneOrientationsInCode, let named, !named.isPad,
                       !lock.orientations.contains(matrix.orientations[orientation]) {
                        supported = false
                    }
                    // A file the app's code loads on one idiom only is never shown on the other.
                    if let pad = screens[screen].appFacts.loadedOnPadInCode, let named, named.isPad != pad {
                        supported = false
                    }
                    if supported, shard?.includes(position) ?? true {
                        units.append(Unit(screen: screen, device: device, orientation: orientation))
                    }
                    position += 1
                }
            }
        }
        return units
    }

    /// Runs the sweep. `progress` is called with (variants done, variants total) as units finish.
    /// `retention` says how much per-variant detail to keep; `baseline` tells which findings
    /// do not make a variant "failing" (for `ResultRetention.pictures`).
    /// `stream`, when given, receives every variant's compact result in matrix order as the sweep goes.
    public func run(retention: ResultRetention = .full, baseline: Baseline? = nil, stream: (any ResultStream)? = nil,
                    progress: (@Sendable (Int, Int) -> Void)? = nil) -> Outcome {
        let units = self.units
        // A locale the app is not localized in is not swept: iOS shows the development language.
        let prepared = screens.map { screen in
            PreparedScreen(screen: screen, locales: matrix.locales.filter { screen.runContext?.localizes($0) ?? true },
                           resolver: resolver, suppression: suppression)
        }
        let total = units.reduce(0) { $0 + prepared[$1.screen].locales.count * matrix.categories.count }
        let state = SweepState(unitCount: units.count, matrix: matrix, retention: retention, baseline: baseline, stream: stream)
        let clock = ContinuousClock()
        let start = clock.now
        let cpuStart = SweepStats.processCPUTime()

        DispatchQueue.concurrentPerform(iterations: jobs) { _ in
            while let position = state.nextUnit() {
                let unit = units[position]
                let outcome = run(unit, prepared[unit.screen])
                let chunk = stream?.encode(outcome.results.map(ResultRetainer.compacted))
                let done = state.finish(position, results: outcome.results, chunk: chunk, error: outcome.error,
                                        layouts: outcome.layouts, variants: prepared[unit.screen].locales.count * matrix.categories.count)
                progress?(done, total)
            }
        }
        let elapsed = clock.now - start
        var cpu: Double?
        if let cpuStart, let cpuEnd = SweepStats.processCPUTime() { cpu = ((cpuEnd - cpuStart) * 1e4).rounded() / 1e4 }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let collected = state.collected()
        var unitsPerScreen: [Int: (all: Int, failed: Int)] = [:]
        for (position, failed) in state.failedUnits().enumerated() {
            let screen = units[position].screen
            let counts = unitsPerScreen[screen] ?? (0, 0)
            unitsPerScreen[screen] = (counts.all + 1, counts.failed + (failed ? 1 : 0))
        }
        let unswept = Set(unitsPerScreen.filter { $0.value.all > 0 && $0.value.failed == $0.value.all }.map { screens[$0.key].name })
        let stats = SweepStats(variants: state.accumulator.variants, layouts: collected.layouts, seconds: (seconds * 1e4).rounded() / 1e4, jobs: jobs,
                               cpuSeconds: cpu)
        return Outcome(results: collected.results, accumulator: state.accumulator, failingVariants: collected.failingVariants,
                       errors: collected.errors, unsweptScreens: unswept, stats: stats,
                       idleIgnores: shard == nil ? IgnoreUsage.idleOrigins(of: prepared.map(\.detector)) : [])
    }

    private func run(_ unit: Unit, _ prepared: PreparedScreen) -> (results: [VariantResult], error: Diagnostic?, layouts: Int) {
        let screen = prepared.screen
        if let problem = prepared.problem { return ([], problem, 0) }
        let device = matrix.devices[unit.device]
        let orientation = matrix.orientations[unit.orientation]
        var sessions: [LayoutDirection: any VariantLayoutSession] = [:]
        func session(_ direction: LayoutDirection) throws -> any VariantLayoutSession {
            if let existing = sessions[direction] { return existing }
            let made = try backend.makeSession(screen: screen, device: device, orientation: orientation, direction: direction)
            sessions[direction] = made
            return made
        }

        var results: [VariantResult] = []
        results.reserveCapacity(matrix.locales.count * matrix.categories.count)
        var layouts = 0
        do {
            for locale in prepared.locales {
                let direction: LayoutDirection = locale.isRightToLeft && !screen.appFacts.forcesLeftToRight ? .rightToLeft : .leftToRight
                let main = try session(direction)
                let twinSession = direction == .rightToLeft ? try session(.leftToRight) : nil
                let resolve: (TextSource) -> String = { source in
                    locale.strings[source] ?? prepared.resolver.resolve(source, locale: locale.identifier).text
                }
                for category in matrix.categories {
                    let variant = Variant(screen: screen.name, device: device, orientation: orientation,
                                          category: category, locale: locale.identifier, direction: direction)
                    let layout = main.layout(category: category, locale: locale.identifier, analyze: true, resolve: resolve)
                    let twin = twinSession?.layout(category: category, locale: locale.identifier, analyze: false, resolve: resolve)
                    layouts += twin == nil ? 1 : 2
                    let context = CheckContext(variant: variant, index: prepared.index, layout: layout, texts: locale.entries, twin: twin)
                    let (findings, mirroring) = prepared.detector.findings(in: context)
                    inspect?(context, findings)
                    results.append(VariantResult(variant: variant, rootSize: layout.rootSize, safeArea: layout.safeArea,
                                                 views: prepared.records(context.views, category: category), findings: findings,
                                                 mirroring: mirroring, converged: layout.converged))
                }
            }
        } catch let error as DiagnosticError {
            let first = error.diagnostics.first(where: { $0.severity == .error }) ?? error.diagnostics.first
            return ([], first ?? .error("cannot lay out screen \(screen.name)", at: screen.file.map { SourceLocation(file: $0) }), layouts)
        } catch {
            return ([], .error("cannot lay out screen \(screen.name): \(error)", at: screen.file.map { SourceLocation(file: $0) }), layouts)
        }
        return (results, nil, layouts)
    }
}
