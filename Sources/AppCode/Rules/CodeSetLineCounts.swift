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
            let appIndex = apps.index(under: root)
            for index in indices {
                for outlet in screens[index].appFacts.outlets {
                    guard let count = OutletValues.value(for: outlet, in: counts, index: appIndex),
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
    /// `@implementation Class`; nil for a count that is not an integer literal, or one set only
    /// on some paths (under an `if`, in a block).
    static func assignments(in data: Data) -> [OutletTextAssignments.Outlet: Set<Int?>] {
        let blocks = ObjectiveCBlocks(ObjectiveCLexer(data))
        let lexer = blocks.lexer
        guard !blocks.implementations.isEmpty else { return [:] }
        var found: [OutletTextAssignments.Outlet: Set<Int?>] = [:]
        // The next `;` after each token, found from the end once: a statement's end.
        var nextSemicolon = Array(repeating: lexer.tokens.count, count: lexer.tokens.count + 1)
        for index in lexer.tokens.indices.reversed() {
            nextSemicolon[index] = lexer.isToken(index, ";") ? index : nextSemicolon[index + 1]
        }
        for index in lexer.tokens.indices where lexer.isToken(index, "numberOfLines") {
            // `name(.titleLabel)?.numberOfLines =`, read backwards from the property.
            guard index >= 2, lexer.isToken(index - 1, "."), lexer.isToken(index + 1, "="),
                  nextSemicolon[index + 1] < lexer.tokens.count else { continue }
            // `self.titleLabel.numberOfLines` is the outlet `titleLabel`; `name.titleLabel.numberOfLines` is `name`'s.
            var nameIndex = index - 2
            if lexer.isToken(nameIndex, "titleLabel"), nameIndex >= 2, lexer.isToken(nameIndex - 1, "."), !lexer.isToken(nameIndex - 2, "self") {
                nameIndex -= 2
            }
            guard lexer.tokens[nameIndex].kind == .identifier, !lexer.text(nameIndex).hasPrefix("@") else { continue }
            var start = nameIndex
            if start >= 2, lexer.isToken(start - 1, "."), lexer.isToken(start - 2, "self") { start -= 2 }
            // Through another object (`cell.label`, `[x y].label`): not the class's own.
            if start >= 1, lexer.isToken(start - 1, ".") || lexer.isToken(start - 1, "]") { continue }
            guard let owner = blocks.implementation(holding: start)?.name else { continue }
            var name = lexer.text(nameIndex)
            guard name != "self", let first = name.unicodeScalars.first(where: { $0 != "_" }),
                  name.hasPrefix("_") ? name.unicodeScalars.dropFirst().first.map(Self.isASCIILetter) == true : Self.isASCIILetter(first) else { continue }
            if name.hasPrefix("_") { name.removeFirst() }
            let semicolon = nextSemicolon[index + 1]
            let value: Int?
            if blocks.guardingConditions(of: start) == [], semicolon > index + 2 {
                let from = lexer.tokens[index + 2].range.lowerBound, to = lexer.tokens[semicolon - 1].range.upperBound
                value = Int(String(decoding: lexer.bytes[from..<to], as: UTF8.self))
            } else {
                value = nil
            }
            found[OutletTextAssignments.Outlet(className: owner, property: name), default: []].insert(value)
        }
        return found
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
}
