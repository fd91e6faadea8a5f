import Configuration
import Diagnostics
import Findings
import LayoutEngine
import TextModel

/// A screen made ready for sweeping: its index, its detector, and every string it shows
/// resolved once per locale (strings do not change with device or category).
struct PreparedScreen: Sendable {
    /// One locale's strings for the screen.
    struct Locale: Sendable {
        let identifier: String
        let isRightToLeft: Bool
        /// Text source → displayed string, for the layout's resolve callback.
        let strings: [TextSource: String]
        /// View id → its resolved strings (text or placeholder first).
        let entries: [String: [ResolvedTextEntry]]
    }

    let screen: Screen
    let index: ScreenIndex
    let detector: FindingDetector
    let locales: [Locale]
    /// Resolves the screen's strings: its own app's translations.
    let resolver: any StringResolving
    /// Why the screen cannot be swept (a kind its file names wrongly), if it cannot.
    let problem: Diagnostic?

    init(screen: Screen, locales: [String], resolver: any StringResolving, suppression: SuppressionRules = SuppressionRules()) {
        self.screen = screen
        let resolver = resolver.resolver(forFile: screen.file)
        self.resolver = resolver
        index = ScreenIndex(screen: screen)
        var filter = FindingFilter()
        var problem: Diagnostic?
        do {
            filter = try suppression.filter(for: screen)
        } catch let error as DiagnosticError {
            problem = error.diagnostics.first
        } catch {
            problem = .error("\(error)", at: screen.file.map { SourceLocation(file: $0) })
        }
        self.problem = problem
        detector = FindingDetector(index: index, filter: filter)
        self.locales = locales.map { identifier in
            var strings: [TextSource: String] = [:]
            var entries: [String: [ResolvedTextEntry]] = [:]
            for node in screen.views {
                let sources = [node.text, node.placeholder].compactMap { $0 } + node.segments
                for source in sources {
                    let resolved = resolver.resolve(source, locale: identifier)
                    strings[source] = resolved.text
                    entries[node.id, default: []].append(ResolvedTextEntry(key: source.key, table: source.table, resolved: resolved))
                }
            }
            return Locale(identifier: identifier, isRightToLeft: resolver.isRightToLeft(locale: identifier),
                          strings: strings, entries: entries)
        }
    }

    /// The views of a layout as report records, in screen order; at `large`, with each text
    /// view's character budget.
    func records(_ laidOutViews: [String: ViewLayout], category: ContentSizeCategory = .medium) -> [ViewRecord] {
        screen.views.compactMap { node in
            guard let laidOut = laidOutViews[node.id] else { return nil }
            var record = ViewRecord(id: node.id, type: node.kind, parent: node.parent, frame: ViewRecord.rounded(laidOut.frame))
            record.intrinsic = laidOut.intrinsic
            if laidOut.hidden { record.hidden = true }
            if node.textStandsIn { record.textStandsIn = true }
            if let measurement = laidOut.measurement {
                record.lines = measurement.linesUsed
                record.lineTexts = measurement.lineTexts
                record.lineWidths = measurement.lineWidths.map(Format.rounded)
                record.lineHeight = Format.rounded(measurement.lineHeight)
                record.pointSize = Format.rounded(measurement.pointSize)
                record.alignment = node.alignment
                record.rightToLeft = measurement.isRightToLeft
                if category == .large, !laidOut.hidden, !node.textStandsIn, let text = laidOut.text {
                    let left = Headroom.charactersLeft(text: text, lineWidths: measurement.lineWidths,
                                                       width: laidOut.frame.width, lines: laidOut.linesAllowed ?? node.lines)
                    // Drawn lines of truncated text end in an ellipsis: it has no room left.
                    record.charactersLeft = laidOut.truncated ? left.map { min($0, 0) } : left
                }
            }
            return record
        }
    }
}
