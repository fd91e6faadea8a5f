import Foundation
import LayoutEngine
import StressKit
import Testing
import TextEngine

/// What a sweep keeps per variant under each `ResultRetention`, and that the findings it
/// aggregates as it goes are the ones aggregating every full result gives.
@Suite struct RetentionTests {
    private var screens: [Screen] {
        var other = Fixtures.settingsScreen
        other.name = "Other"
        return [Fixtures.settingsScreen, other]
    }
    private let matrix = Fixtures.matrix(devices: ["Phone", "Tablet"], orientations: [.portrait, .landscape])

    private func run(_ retention: ResultRetention, jobs: Int = 1, baseline: Baseline? = nil) -> Sweep.Outcome {
        Fixtures.sweep(screens: screens, matrix: matrix, jobs: jobs).run(retention: retention, baseline: baseline)
    }

    @Test func compactKeepsEveryVariantsFramesAndFindingsButNoDrawnText() throws {
        let full = run(.full)
        let compact = run(.compact, jobs: 2)
        #expect(compact.results.count == 2 * 2 * 2 * 4 * 12)
        #expect(compact.results.map(\.variant) == full.results.map(\.variant))
        #expect(compact.results.map(\.findings) == full.results.map(\.findings))
        for (small, big) in zip(compact.results, full.results) {
            #expect(small.views.map(\.id) == big.views.map(\.id))
            #expect(small.views.map(\.frame) == big.views.map(\.frame))
            #expect(small.views.map(\.lines) == big.views.map(\.lines))
            #expect(small.views.allSatisfy { $0.lineTexts == nil && $0.lineWidths == nil })
            #expect(small.mirroring.map(\.twinFrames.isEmpty) ?? true)
            #expect(small.mirroring?.keptByDesign == big.mirroring?.keptByDesign)
        }
        // The full results do carry drawn text, so the check above is not vacuous.
        #expect(full.results.contains { $0.views.contains { $0.lineTexts != nil } })
    }

    @Test func aggregatingAsVariantsCompleteMatchesAggregatingEveryResult() {
        let full = run(.full)
        let expected = FindingAggregator(matrix: Fixtures.sweep(screens: screens, matrix: matrix).matrix).aggregate(full.results)
        #expect(!expected.isEmpty)
        for retention in [ResultRetention.full, .compact, .summary, .none, .pictures(3)] {
            for jobs in [1, 2] {
                #expect(run(retention, jobs: jobs).accumulator.findings() == expected, "\(retention), \(jobs) jobs")
            }
        }
    }

    @Test func summaryKeepsOneMirroringStubPerRightToLeftScreenAndLocale() throws {
        let outcome = run(.summary)
        #expect(outcome.stats.variants == 2 * 2 * 2 * 4 * 12)
        // ar is the one RTL locale: one stub for each of the two screens.
        #expect(outcome.results.map(\.variant.screen) == ["Settings", "Other"])
        #expect(outcome.results.allSatisfy { $0.variant.locale == "ar" && $0.views.isEmpty && $0.findings.isEmpty })
        #expect(outcome.results.allSatisfy { $0.mirroring?.keptByDesign == ["play"] && $0.mirroring?.twinFrames.isEmpty == true })
        // The stub holds the union over the screen's variants.
        let full = run(.full).results.filter { $0.variant.screen == "Settings" && $0.mirroring != nil }
        var flipped: [String] = []
        for result in full { for id in result.mirroring?.flippedDespiteOptOut ?? [] where !flipped.contains(id) { flipped.append(id) } }
        #expect(outcome.results.first?.mirroring?.flippedDespiteOptOut == flipped)
        let report = SweepReport(sweep: Fixtures.sweep(screens: screens, matrix: matrix), outcome: outcome)
        #expect(report.findings.contains { $0.kind == .rtlNotMirrored && $0.view == "bio" })
    }

    @Test func picturesKeepTheWorstOfEveryFindingAndAtMostTheCapMore() throws {
        let full = run(.full)
        let findings = run(.full).accumulator.findings()
        let failing = full.results.filter { $0.findings.contains { $0.severity != .note } }
        for cap in [0, 1, 5] {
            let outcome = run(.pictures(cap), jobs: 2)
            let kept = Set(outcome.results.map(\.variant))
            let worst = Set(findings.filter { $0.severity != .note }.map(\.worstVariant))
            #expect(worst.isSubset(of: kept), "cap \(cap)")
            #expect(outcome.results.count <= worst.count + cap)
            // The first `cap` failing variants in matrix order are kept, with full detail.
            #expect(Set(failing.prefix(cap).map(\.variant)).isSubset(of: kept))
            #expect(outcome.results.allSatisfy { result in full.results.contains(result) })
            #expect(outcome.failingVariants == failing.count)
            let sweep = Fixtures.sweep(screens: screens, matrix: matrix)
            #expect(zip(outcome.results, outcome.results.dropFirst()).allSatisfy { sweep.matrix.precedes($0.variant, $1.variant) })
        }
    }

    @Test func noneKeepsNothingButStillCounts() {
        let outcome = run(.none, jobs: 2)
        #expect(outcome.results.isEmpty)
        #expect(outcome.stats.variants == 2 * 2 * 2 * 4 * 12)
        #expect(outcome.failingVariants == run(.full).results.filter { $0.findings.contains { $0.severity != .note } }.count)
    }

    @Test func aStreamGetsEveryCompactResultInMatrixOrder() {
        let stream = CollectingStream()
        let outcome = Fixtures.sweep(screens: screens, matrix: matrix, jobs: 2).run(retention: .none, stream: stream)
        let full = run(.full)
        #expect(stream.results == full.results.map { compactedByHand($0) })
        #expect(outcome.results.isEmpty)
    }

    /// What `.compact` promises, written out independently of the implementation.
    private func compactedByHand(_ result: VariantResult) -> VariantResult {
        var result = result
        for index in result.views.indices {
            result.views[index].lineTexts = nil
            result.views[index].lineWidths = nil
            result.views[index].lineHeight = nil
            result.views[index].pointSize = nil
            result.views[index].alignment = nil
            result.views[index].rightToLeft = nil
        }
        result.mirroring?.twinFrames = [:]
        return result
    }

    @Test func baselinedFindingsDoNotMakeAVariantFailing() {
        let findings = run(.full).accumulator.findings()
        let everything = Baseline(findings: findings.map(\.key))
        let outcome = run(.pictures(10), baseline: everything)
        #expect(outcome.failingVariants == 0)
        #expect(outcome.results.isEmpty)
    }

    @Test func rightToLeftTwinsAreLaidOutFramesOnly() {
        let counter = CallCounter()
        let backend = CountingBackend(base: .settings, counter: counter)
        let sweep = Sweep(screens: [Fixtures.settingsScreen], matrix: Fixtures.matrix(), backend: backend,
                          resolver: FakeResolver(tables: Fixtures.tables), jobs: 1)
        let outcome = sweep.run(retention: .summary)
        // 4 locales × 12 categories analysed in full; the 12 ar variants' twins frames only.
        #expect(counter.full == 48)
        #expect(counter.framesOnly == 12)
        #expect(outcome.stats.layouts == 60)
    }
}

/// Counts the two kinds of layout calls (thread-safe).
final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts = (full: 0, framesOnly: 0)
    var full: Int { lock.withLock { counts.full } }
    var framesOnly: Int { lock.withLock { counts.framesOnly } }
    func count(framesOnly: Bool) {
        lock.withLock { if framesOnly { counts.framesOnly += 1 } else { counts.full += 1 } }
    }
}

/// A `FakeBackend` whose sessions count full and frames-only layouts.
struct CountingBackend: LayoutBackend {
    let base: FakeBackend
    let counter: CallCounter
    var deviceNames: [String] { base.deviceNames }
    func deviceName(matching name: String) -> String? { base.deviceName(matching: name) }
    func makeSession(screen: Screen, device: String, orientation: Orientation, direction: LayoutDirection) throws -> any VariantLayoutSession {
        CountingSession(base: try base.makeSession(screen: screen, device: device, orientation: orientation, direction: direction), counter: counter)
    }
}

final class CountingSession: VariantLayoutSession {
    let base: any VariantLayoutSession
    let counter: CallCounter
    init(base: any VariantLayoutSession, counter: CallCounter) {
        self.base = base
        self.counter = counter
    }
    func layout(category: ContentSizeCategory, locale: String, analyze: Bool, resolve: (TextSource) -> String) -> LayoutResult {
        counter.count(framesOnly: !analyze)
        return base.layout(category: category, locale: locale, analyze: analyze, resolve: resolve)
    }
}

/// A `ResultStream` that decodes nothing: it keeps the results it is given, in write order.
final class CollectingStream: ResultStream, @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [Data: [VariantResult]] = [:]
    private var collected: [VariantResult] = []
    var results: [VariantResult] { lock.withLock { collected } }

    func encode(_ results: [VariantResult]) -> Data {
        let token = Data(UUID().uuidString.utf8)
        lock.withLock { pending[token] = results }
        return token
    }

    func write(_ chunk: Data) {
        lock.withLock { collected += pending.removeValue(forKey: chunk) ?? [] }
    }
}
