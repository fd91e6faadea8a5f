import Diagnostics
import LayoutEngine
import StressKit
import Testing
import TextEngine

@Suite struct SweepTests {
    @Test func aFixedWidthLabelClipsFromTheCategoryWhereItsTextOutgrowsTheWidth() throws {
        let report = SweepReport(sweep: Fixtures.sweep(), outcome: Fixtures.sweep().run())
        let clipped = try #require(report.findings.first { $0.view == "title" && $0.kind == .clippedText })
        // 8 pt per character at large, +20% per step: "Settings" (64 pt) passes 100 pt at
        // extraExtraExtraLarge (64 × 1.6); "Einstellungen" (104 pt) already at large.
        let byLocale = Dictionary(uniqueKeysWithValues: clipped.firstFailures.map { ($0.locale, $0) })
        #expect(byLocale["en"]?.category == .extraExtraExtraLarge)
        #expect(byLocale["de"]?.category == .large)
        #expect(byLocale["en"]?.upward == true)
        #expect(clipped.worst.details.because == ["title.width = 100"])
        #expect(clipped.worst.variant.category == .accessibilityExtraExtraExtraLarge)
        #expect(clipped.location == SourceLocation(file: "Screens/Test.layout.yaml", line: 3))
        // ar (9 characters) passes 100 pt at XXL, th (7 graphemes) at AX1: 6 + 9 + 7 + 5 variants clip.
        #expect(clipped.summary.hasPrefix("title clips from L in de (+3 more locales at larger sizes) on Phone; worst 170.4 pt at AX5 (de, Phone portrait)"),
                "\(clipped.summary)")
        #expect(clipped.summary.hasSuffix(" — 27/48 variants"), "\(clipped.summary)")
        // Each result carries the per-variant finding with the points lost.
        let ax5German = try #require(report.results.first { $0.variant.locale == "de" && $0.variant.category == .accessibilityExtraExtraExtraLarge })
        let finding = try #require(ax5German.findings.first { $0.kind == .clippedText })
        guard case let .clippedText(axis, lost, _, _, _, _, _) = finding.details else { Issue.record("not clipped-text"); return }
        #expect(abs(lost - (13 * 8 * 2.6 - 100)) < 0.01)
        #expect(axis == .horizontal)
    }

    @Test func rightToLeftFlagsLeftPinnedViewsAndKeepsPlaybackControls() throws {
        let report = SweepReport(sweep: Fixtures.sweep(), outcome: Fixtures.sweep().run())
        let mirroring = report.findings.filter { $0.kind == .rtlNotMirrored }
        #expect(mirroring.map(\.view) == ["bio"])
        let bio = try #require(mirroring.first)
        #expect(bio.locales == ["ar"])
        #expect(bio.worst.details.cause?.contains("bio.left = root.left + 16") == true)
        #expect(bio.suggestion?.contains("leading/trailing") == true)
        let arabic = try #require(report.results.first { $0.variant.locale == "ar" })
        #expect(arabic.variant.direction == .rightToLeft)
        #expect(arabic.mirroring?.keptByDesign == ["play"])
        #expect(arabic.mirroring?.flippedDespiteOptOut == [])
        #expect(report.results.filter { $0.variant.direction == .leftToRight }.allSatisfy { $0.mirroring == nil })
    }

    @Test func missingTranslationsAreReportedOnlyWhereTheKeyIsAbsent() throws {
        let report = SweepReport(sweep: Fixtures.sweep(), outcome: Fixtures.sweep().run())
        let missing = report.findings.filter { $0.kind == .missingTranslation }
        #expect(missing.map(\.view) == ["bio"])
        #expect(missing.first?.locales == ["th"])
        #expect(missing.first?.worst.details == .missingTranslation(key: "bio"))
        #expect(missing.first?.count == 12)
    }

    @Test func resultsDoNotDependOnTheNumberOfJobs() {
        let matrix = Fixtures.matrix(devices: ["Phone", "Tablet"], orientations: [.portrait, .landscape])
        var second = Fixtures.settingsScreen
        second.name = "Other"
        let one = Fixtures.sweep(screens: [Fixtures.settingsScreen, second], matrix: matrix, jobs: 1).run()
        let two = Fixtures.sweep(screens: [Fixtures.settingsScreen, second], matrix: matrix, jobs: 2).run()
        let four = Fixtures.sweep(screens: [Fixtures.settingsScreen, second], matrix: matrix, jobs: 4).run()
        #expect(one.results.count == 2 * 2 * 2 * 4 * 12)
        #expect(one.results == two.results)
        #expect(one.results == four.results)
        // Matrix order: screen, device, orientation, locale, category.
        #expect(one.results.first?.variant == Variant(screen: "Settings", device: "Phone", orientation: .portrait,
                                                       category: .extraSmall, locale: "en", direction: .leftToRight))
        #expect(one.results[12].variant.locale == "de")
    }

    @Test func shardsMergeIntoTheFullSweep() throws {
        let matrix = Fixtures.matrix(devices: ["Phone", "Tablet"], orientations: [.portrait, .landscape])
        let fullSweep = Fixtures.sweep(matrix: matrix)
        let full = SweepReport(sweep: fullSweep, outcome: fullSweep.run())
        let shards = (1...3).map { index in
            let sweep = Fixtures.sweep(matrix: matrix, shard: Shard(index: index, count: 3))
            return SweepReport(sweep: sweep, outcome: sweep.run())
        }
        #expect(shards.map(\.results.count).reduce(0, +) == full.results.count)
        #expect(shards.allSatisfy { $0.results.count < full.results.count })
        let merged = try SweepReport.merged(shards.reversed())
        #expect(merged.results == full.results)
        #expect(merged.findings == full.findings)
        #expect(merged.stats.variants == full.stats.variants)
    }

    @Test func theBaselineSuppressesKnownFindingsButNotNewOnes() throws {
        let sweep = Fixtures.sweep()
        let outcome = sweep.run()
        let failing = SweepReport(sweep: sweep, outcome: outcome, failOn: [.clippedText, .rtlNotMirrored])
        #expect(failing.exitCode == 1)
        let baseline = Baseline(findings: [FindingGroupKey(screen: "Settings", view: "title", kind: .clippedText)])
        let withBaseline = SweepReport(sweep: sweep, outcome: outcome, baseline: baseline, failOn: [.clippedText, .rtlNotMirrored])
        #expect(withBaseline.findings.first { $0.view == "title" && $0.kind == .clippedText }?.baselined == true)
        // The mirroring fault is new: it still fails.
        #expect(withBaseline.failingFindings.map(\.key) == [FindingGroupKey(screen: "Settings", view: "bio", kind: .rtlNotMirrored)])
        #expect(withBaseline.exitCode == 1)
        let everything = Baseline(findings: failing.findings.map(\.key))
        let adopted = SweepReport(sweep: sweep, outcome: outcome, baseline: everything, failOn: [.clippedText, .rtlNotMirrored])
        #expect(adopted.exitCode == 0)
        // A baseline survives a round trip through its file format.
        let decoded = try JSONDecoderForTests.decode(Baseline.self, from: everything.encoded())
        #expect(decoded == everything)
    }

    @Test func aBrokenScreenIsReportedAndTheOthersStillSwept() {
        var broken = Fixtures.settingsScreen
        broken.name = "Broken"
        broken.file = "Screens/Broken.layout.yaml"
        var backend = FakeBackend.settings
        backend.failingScreens = ["Broken"]
        let sweep = Fixtures.sweep(screens: [broken, Fixtures.settingsScreen], backend: backend, jobs: 2)
        let report = SweepReport(sweep: sweep, outcome: sweep.run())
        #expect(report.results.allSatisfy { $0.variant.screen == "Settings" })
        #expect(report.results.count == 4 * 12)
        #expect(report.errors.map(\.description) == ["Screens/Broken.layout.yaml:7: error: unknown view 'ghost' in constraint"])
        #expect(report.exitCode == 2)
    }

    @Test func smallControlsAndFixedFontsAreFlagged() throws {
        var screen = Fixtures.settingsScreen
        screen.views[0].font = .system(size: 17)
        let sweep = Fixtures.sweep(screens: [screen])
        let report = SweepReport(sweep: sweep, outcome: sweep.run())
        let small = try #require(report.findings.first { $0.kind == .smallTouchTarget && $0.view == "ok" })
        guard case .smallTouchTarget(let size, _, _) = small.worst.details else { Issue.record("not small-touch-target"); return }
        #expect(size.height == 44)
        #expect(size.width < 44)
        let fixed = try #require(report.findings.first { $0.kind == .fixedFont })
        #expect(fixed.view == "title")
        #expect(fixed.count == report.results.count)
        #expect(!report.findings.contains { $0.kind == .fixedFont && $0.view == "bio" })
    }

    @Test(arguments: [(40.0, 3), (90.0, 7), (150.0, 12), (61.0, 5)])
    func theFirstFailingCategoryIsTheFirstWhereTheTextNoLongerFits(width: Double, characters: Int) throws {
        let text = String(repeating: "x", count: characters)
        let backend = FakeBackend(fixedWidths: ["title": width])
        let sweep = Sweep(screens: [Fixtures.settingsScreen], matrix: Fixtures.matrix(locales: ["en"]), backend: backend,
                          resolver: FakeResolver(tables: ["en": ["title": text, "bio": "b"]]), jobs: 2)
        let report = SweepReport(sweep: sweep, outcome: sweep.run())
        let expected = ContentSizeCategory.allCases.first { FakeBackend.textWidth(text, $0) - width > CheckContext.clipTolerance }
        let clipped = report.findings.first { $0.view == "title" && $0.kind == .clippedText }
        #expect(clipped?.firstFailures.first?.category == expected)
        if let expected {
            #expect(clipped?.count == ContentSizeCategory.allCases.filter { $0 >= expected }.count)
        }
    }
}
