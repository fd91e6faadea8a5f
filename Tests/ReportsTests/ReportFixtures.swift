import Diagnostics
import LayoutEngine
import StressKit
import TextEngine

/// A small hand-made sweep: a German label clipping at AX sizes, an Arabic variant with a
/// view off its mirror, and a French-less key, plus a broken screen.
enum ReportFixtures {
    static let matrix = VariantMatrix(screens: ["Login", "Empty"], devices: ["iPhone 15"], orientations: [.portrait],
                                      locales: ["en", "de", "ar"], categories: [.large, .accessibilityMedium, .accessibilityExtraExtraExtraLarge])

    static func variant(_ locale: String, _ category: ContentSizeCategory, screen: String = "Login") -> Variant {
        Variant(screen: screen, device: "iPhone 15", orientation: .portrait, category: category, locale: locale,
                direction: locale == "ar" ? .rightToLeft : .leftToRight)
    }

    static func result(_ variant: Variant, clippedBy lost: Double?, mirrored: Bool = true) -> VariantResult {
        var title = ViewRecord(id: "title", type: .label, parent: "root", frame: Rect(x: 16, y: 80, width: 200, height: 24))
        title.lineTexts = [variant.locale == "de" ? "Willkommen <zurück> & mehr" : (variant.locale == "ar" ? "مرحبًا بعودتك" : "Welcome back")]
        title.lineWidths = [lost.map { 200 + $0 } ?? 120]
        title.lineHeight = 24
        title.pointSize = 20
        title.alignment = .natural
        title.rightToLeft = variant.direction == .rightToLeft
        let button = ViewRecord(id: "submit", type: .button, parent: "root", frame: Rect(x: 16, y: 120, width: 343, height: 50))
        var findings: [Finding] = []
        if let lost {
            findings.append(Finding(.clippedText(axis: .horizontal, lost: lost, because: ["title.trailing = card.trailing - 16"],
                                                 winningPriority: nil, allowedLines: 1, stack: nil),
                                    variant: variant, view: "title",
                                    location: SourceLocation(file: "Screens/Login.layout.yaml", line: 4), message: "lost \(lost) pt"))
        }
        var mirroring: MirroringSummary?
        if variant.direction == .rightToLeft {
            mirroring = MirroringSummary(mirrored: 1, keptByDesign: ["play"], flippedDespiteOptOut: [],
                                         twinFrames: ["title": Rect(x: 159, y: 80, width: 200, height: 24), "submit": Rect(x: 16, y: 120, width: 343, height: 50)])
            if !mirrored {
                findings.append(Finding(.rtlNotMirrored(cause: "`submit.left = root.left + 16` uses left/right, which never flip", overflow: 12),
                                        variant: variant, view: "submit", message: "is 12 pt off the mirror"))
            }
        }
        return VariantResult(variant: variant, rootSize: Size(width: 393, height: 852), safeArea: Rect(x: 0, y: 59, width: 393, height: 759),
                             views: [title, button], findings: findings, mirroring: mirroring)
    }

    static var results: [VariantResult] {
        var results: [VariantResult] = []
        for locale in matrix.locales {
            for category in matrix.categories {
                let clips = locale == "de" && category.isAccessibilityCategory
                results.append(result(variant(locale, category), clippedBy: clips ? (category == .accessibilityMedium ? 10 : 37.5) : nil,
                                      mirrored: category == .large))
            }
        }
        for locale in matrix.locales {
            for category in matrix.categories {
                results.append(result(variant(locale, category, screen: "Empty"), clippedBy: nil))
            }
        }
        return results
    }

    static func report(baseline: Baseline? = nil, failOn: [FindingKind] = [.clippedText]) -> SweepReport {
        let results = self.results
        let findings = FindingAggregator(matrix: matrix).aggregate(results, baseline: baseline)
        return SweepReport(matrix: matrix, results: results, findings: findings,
                           errors: [.error("unknown view 'ghost'", at: SourceLocation(file: "Screens/Broken.layout.yaml", line: 7))],
                           failOn: failOn, stats: SweepStats(variants: results.count, layouts: results.count + 6, seconds: 0.01, jobs: 2))
    }
}
