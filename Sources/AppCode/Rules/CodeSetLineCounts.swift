import Diagnostics
import Foundation
import LayoutEngine
import SwiftLayoutReader

/// Interface Builder labels and buttons whose line count the app's own class sets in code: a
/// single-line label or button title the code makes multi-line (`detailLabel.numberOfLines =
/// 0`, `self.resetButton.titleLabel?.numberOfLines = 0`, a button helper of the app doing it —
/// Element's `vc_enableMultiLinesTitle()` — or Objective-C's `self.detailLabel.numberOfLines =
/// 0;`) wraps at run time instead of being cut. Only the outlet's own class counts, through
/// `self`, an instance variable or a bare name; an outlet its code gives different counts, a
/// count that is not a literal, or one set only on some paths, keeps the file's (`OutletLineCounts` for Swift).
struct CodeSetLineCounts: AppCodeRule {
    let id = "code-set-line-counts"
    let summary = "A label or button title whose numberOfLines its class's code always sets to one literal count takes that many lines."
    let examples: [AppCodeRuleExample] = [
        .triggering("detailLabel.numberOfLines = 0", in: CodeSetLineCounts.detail),
        .triggering("self.resetButton.titleLabel?.numberOfLines = 0", in: CodeSetLineCounts.detail),
        .notTriggering("if expanded { detailLabel.numberOfLines = 0 }", in: CodeSetLineCounts.detail),
    ]

    /// A screen whose controller may change the line counts of a label and a button title when it loads.
    static let detail = ExampleApp.swift(.controller("DetailViewController", [.label("detailLabel", text: "Ships in two to three days"),
                                                                              .button("resetButton", title: "Reset all settings")]),
                                         codeIn: .viewDidLoad, members: ["var expanded = false"])

    func apply(to context: AppContext) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(id, context)
        let marker = Data("numberOfLines".utf8)
        for (root, indices) in apps.screensByRoot(screens, where: { !$0.appFacts.outlets.isEmpty && $0.design != nil }) {
            // `OutletLineCounts` picks the Swift files that name the property itself.
            let swift = apps.swift(under: root)
            var counts = OutletLineCounts.counts(in: swift.paths, sources: swift)
            var objectiveC: [OutletTextAssignments.Outlet: Set<Int?>] = [:]
            for file in apps.code(under: root) where !file.isSwift && ByteSearch.contains(file.data, Array(marker)) {
                for (outlet, values) in Self.assignments(in: file.data) { objectiveC[outlet, default: []].formUnion(values) }
            }
            for (outlet, values) in objectiveC {
                var all = values
                if let swiftCount = counts[outlet] { all.insert(swiftCount) }
                if all.count == 1, let only = all.first, let count = only { counts[outlet] = count } else { counts[outlet] = nil }
            }
            guard !counts.isEmpty else { continue }
            for index in indices {
                for outlet in screens[index].appFacts.outlets {
                    guard let count = OutletValues.value(for: outlet, in: counts, sources: swift),
                          let view = recorder.screens[index].views.first(where: { $0.id == outlet.viewID }) else { continue }
                    guard view.kind == .label || view.kind == .button, view.text != nil, view.lines != count else { continue }
                    let what = count == 0 ? "as many lines as it needs" : "at most \(count) line\(count == 1 ? "" : "s")"
                    recorder.decide(index, .view(outlet.viewID), .linesSet,
                                    "\(outlet.className).\(outlet.property) (\(outlet.viewID)) takes \(what): its class's code sets numberOfLines",
                                    at: view.location, change: .setLines(view: outlet.viewID, count: count))
                }
            }
        }
        return recorder.decisions
    }

    /// One Objective-C file's own-class line counts: `self.name.numberOfLines = n;`,
    /// `_name.titleLabel.numberOfLines = n;`, a bare `name.numberOfLines = n;` inside
    /// `@implementation Class`; nil for a count that is not an integer literal.
    static func assignments(in data: Data) -> [OutletTextAssignments.Outlet: Set<Int?>] {
        let text = CodeText(data, isSwift: false)
        let masked = String(decoding: text.bytes.indices.map { text.isCode($0) ? text.bytes[$0] : UInt8(ascii: " ") }, as: UTF8.self)
        let classes = ObjectiveCTextAssignments.implementations(in: text)
        guard !classes.isEmpty, let pattern = try? NSRegularExpression(
            pattern: #"(?<![\w.\]])(self\s*\.\s*)?(_?[A-Za-z]\w*)(\s*\.\s*titleLabel)?\s*\.\s*numberOfLines\s*=(?!=)\s*([^;]*);"#) else { return [:] }
        var found: [OutletTextAssignments.Outlet: Set<Int?>] = [:]
        let whole = NSRange(masked.startIndex..<masked.endIndex, in: masked)
        for match in pattern.matches(in: masked, range: whole) {
            guard let nameRange = Range(match.range(at: 2), in: masked), let valueRange = Range(match.range(at: 4), in: masked),
                  let start = Range(match.range, in: masked)?.lowerBound else { continue }
            let offset = masked.utf8.distance(from: masked.startIndex, to: start)
            guard let owner = classes.first(where: { $0.range.contains(offset) })?.name else { continue }
            var name = String(masked[nameRange])
            if name == "self" { continue }
            if name.hasPrefix("_") { name.removeFirst() }
            // Set only on some paths (under an `if`, in a block): not known.
            let value = text.guardingConditions(of: offset) == [] ? Int(masked[valueRange].trimmingCharacters(in: .whitespacesAndNewlines)) : nil
            found[OutletTextAssignments.Outlet(className: owner, property: name), default: []].insert(value)
        }
        return found
    }
}
