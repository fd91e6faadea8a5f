import Diagnostics
import Foundation
import LayoutEngine
import SwiftLayoutReader

/// Apps that turn right-to-left layout off for every view: `UIView.appearance()
/// .semanticContentAttribute = .forceLeftToRight` (Objective-C: `[[UIView appearance]
/// setSemanticContentAttribute:UISemanticContentAttributeForceLeftToRight]`) makes every view
/// of the app lay out left to right in every language (Element, whose build settings disable
/// right-to-left layout). Their screens are laid out left to right in right-to-left locales,
/// with the locale's text, and so are never reported unmirrored.
///
/// Only firm evidence counts: the statement is code (not a comment or a string, not in a test
/// target), starts a statement of a function's body, and every block around it up to that
/// function is an `if` whose condition is a Boolean constant the app sets that way (`if
/// (BuildSettings.disableRightToLeftLayout)`, `static let disableRightToLeftLayout = true`) or
/// `#available`. No `guard` or early exit comes before it in its block, and nothing in the app
/// sets the appearance's direction to anything else (a language switcher).
struct ForcedLeftToRight: AppCodeRule {
    let id = "forced-left-to-right"
    let summary = "An app whose code unconditionally sets UIView's appearance to forceLeftToRight lays out right-to-left locales left to right: its screens are not checked for mirroring."
    let examples: [AppCodeRuleExample] = [
        .triggering("UIView.appearance().semanticContentAttribute = .forceLeftToRight", in: ForcedLeftToRight.app),
        .notTriggering("UIView.appearance().semanticContentAttribute = isRTL ? .forceRightToLeft : .forceLeftToRight", in: ForcedLeftToRight.app),
    ]

    /// An app whose delegate may set every view's direction when it launches, after other
    /// set-up (in Swift a new line starts a statement).
    static let app = ExampleApp(.controller("HomeViewController", [.label("titleLabel", text: "Home")]), sources: [
        .swift("HomeViewController", "UIViewController", outlets: [.label("titleLabel")], codeIn: nil),
        ExampleSource("AppDelegate.swift", """
            import UIKit

            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                var isRTL: Bool { UserDefaults.standard.bool(forKey: "rightToLeft") }

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    let theme = UserDefaults.standard
                        .string(forKey: "theme")
                    print(theme ?? "")
                    \(ExampleSource.placeholder)
                    return true
                }
            }
            """),
    ])

    func apply(to context: AppContext) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(id, context)
        for (root, indices) in apps.screensByRoot(screens, where: { _ in true }) {
            guard let code = apps.files(under: root, withExtensions: ["swift", "m", "mm", "h"]),
                  let site = Self.forcingSite(in: code, root: root, apps: apps) else { continue }
            for index in indices {
                recorder.decide(index, .screen, .forcedLeftToRight,
                                "the app forces left-to-right layout on every view (UIView's appearance, semanticContentAttribute = forceLeftToRight): right-to-left locales are laid out left to right for its \(indices.count) screens, and not checked for mirroring",
                                at: site, change: .forceLeftToRight)
            }
        }
        return recorder.decisions
    }

    /// An assignment to the appearance's `semanticContentAttribute`: where, whether it forces
    /// left to right, and how to find the conditions of the `if`s around it
    /// (`StatementGuards.guardingConditions`), asked only once every assignment forces it.
    struct Assignment {
        var path: String
        var line: Int
        var forcesLeftToRight: Bool
        var conditions: () -> [String]?
    }

    /// Where the app's code forces every view left to right, when the evidence is firm.
    static func forcingSite(in files: [String], root: String, apps: AppSources) -> SourceLocation? {
        var assignments: [Assignment] = []
        for path in files {
            guard let data = read(path, root: root, apps: apps), ByteSearch.contains(data, Array("emanticContentAttribute".utf8)) else { continue }
            if path.lowercased().hasSuffix(".swift") {
                assignments += appearanceAssignments(in: CodeText(data, isSwift: true), path: path)
            } else {
                assignments += appearanceAssignments(in: ObjectiveCBlocks(ObjectiveCLexer(data)), path: path)
            }
        }
        // A language switcher sets the direction both ways: nothing is forced for good.
        guard !assignments.isEmpty, assignments.allSatisfy(\.forcesLeftToRight) else { return nil }
        var constants: [String: Bool]?
        let guards = assignments.map { $0.conditions() }
        for (assignment, conditions) in zip(assignments, guards) {
            guard let conditions else { continue }
            if !conditions.isEmpty, constants == nil {
                let names = Set(guards.flatMap { $0 ?? [] }.flatMap(BooleanConstants.names(in:)))
                let objectiveC = files.filter { !$0.lowercased().hasSuffix(".swift") }.compactMap { read($0, root: root, apps: apps) }
                constants = BooleanConstants.values(of: names, in: apps.swift(under: root), objectiveC: objectiveC)
            }
            guard conditions.allSatisfy({ holds($0, constants ?? [:]) }) else { continue }
            return SourceLocation(file: assignment.path, line: assignment.line)
        }
        return nil
    }

    /// Whether a value (`.forceLeftToRight`, `UISemanticContentAttributeForceLeftToRight`)
    /// forces left to right.
    private static func forces(_ value: some StringProtocol) -> Bool {
        value.hasSuffix("forceLeftToRight") || value == "UISemanticContentAttributeForceLeftToRight"
    }

    /// The assignments to UIView's appearance's `semanticContentAttribute` in a Swift file's code.
    static func appearanceAssignments(in text: CodeText, path: String) -> [Assignment] {
        let patterns = [
            #"(?<![\w.])UIView\s*\.\s*appearance\s*\(\s*\)\s*\.\s*semanticContentAttribute\s*=\s*([\w.]+)"#,
            #"\[\s*\[\s*UIView\s+appearance\s*\]\s+setSemanticContentAttribute\s*:\s*([\w.]+)\s*\]"#,
            #"(?<![\w.])\[\s*UIView\s+appearance\s*\]\s*\.\s*semanticContentAttribute\s*=\s*([\w.]+)"#,
        ]
        var found: [(Int, Bool)] = []
        for pattern in patterns {
            guard let expression = try? NSRegularExpression(pattern: pattern) else { continue }
            let whole = NSRange(text.string.startIndex..., in: text.string)
            for match in expression.matches(in: text.string, range: whole) {
                guard let range = Range(match.range, in: text.string), let valueRange = Range(match.range(at: 1), in: text.string) else { continue }
                let offset = text.string.utf8.distance(from: text.string.startIndex, to: range.lowerBound)
                guard text.isCode(offset) else { continue }
                found.append((offset, forces(text.string[valueRange])))
            }
        }
        guard !found.isEmpty else { return [] }
        let guards = StatementGuards(text)
        return found.sorted { $0.0 < $1.0 }.map { offset, forces in
            Assignment(path: path, line: text.line(at: offset), forcesLeftToRight: forces, conditions: { guards.guardingConditions(of: offset) })
        }
    }

    /// The same in an Objective-C file's tokens: `[[UIView appearance]
    /// setSemanticContentAttribute:value]`, `[UIView appearance].semanticContentAttribute =
    /// value` and `UIView.appearance().semanticContentAttribute = value`.
    static func appearanceAssignments(in blocks: ObjectiveCBlocks, path: String) -> [Assignment] {
        let lexer = blocks.lexer
        func matches(_ start: Int, _ symbols: [StaticString]) -> Bool {
            symbols.enumerated().allSatisfy { lexer.isToken(start + $0.offset, $0.element) }
        }
        /// The value `[\w.]+` at `start`: adjacent names, numbers and dots; its text and end.
        func value(at start: Int) -> (String, Int)? {
            var end = start
            while end < lexer.tokens.count, lexer.tokens[end].kind == .identifier || lexer.tokens[end].kind == .number || lexer.isToken(end, "."),
                  end == start || lexer.tokens[end - 1].range.upperBound == lexer.tokens[end].range.lowerBound {
                end += 1
            }
            guard end > start else { return nil }
            return (ObjectiveCBlocks.text(lexer, start..<end), end)
        }
        var found: [Assignment] = []
        for index in lexer.tokens.indices where lexer.isToken(index, "[") || lexer.isToken(index, "UIView") {
            let afterDot = index > 0 && lexer.isToken(index - 1, ".")
            var forcing: Bool?
            if matches(index, ["[", "[", "UIView", "appearance", "]", "setSemanticContentAttribute", ":"]),
               let (text, end) = value(at: index + 7), lexer.isToken(end, "]") {
                forcing = forces(text)
            } else if !afterDot, matches(index, ["[", "UIView", "appearance", "]", ".", "semanticContentAttribute", "="]),
                      let (text, _) = value(at: index + 7) {
                forcing = forces(text)
            } else if !afterDot, matches(index, ["UIView", ".", "appearance", "(", ")", ".", "semanticContentAttribute", "="]),
                      let (text, _) = value(at: index + 8) {
                forcing = forces(text)
            }
            guard let forcesLeftToRight = forcing else { continue }
            found.append(Assignment(path: path, line: lexer.tokens[index].line, forcesLeftToRight: forcesLeftToRight,
                                    conditions: { blocks.guardingConditions(of: index) }))
        }
        return found
    }

    /// Whether an `if` condition is `#available(…)` alone, or an expression of the app's
    /// Boolean constants that is true (`BooleanConstants`).
    static func holds(_ condition: String, _ constants: [String: Bool]) -> Bool {
        var condition = condition.trimmingCharacters(in: .whitespaces)
        while condition.hasPrefix("("), condition.hasSuffix(")") {
            condition = String(condition.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
        }
        if condition.hasPrefix("#available") || condition.hasPrefix("@available") {
            guard let close = condition.firstIndex(of: ")") else { return false }
            return condition[condition.index(after: close)...].trimmingCharacters(in: .whitespaces).isEmpty
        }
        return BooleanConstants.evaluate(condition, constants) == true
    }

    /// A code file's bytes, Swift files through the sources the other passes parse.
    private static func read(_ path: String, root: String, apps: AppSources) -> Data? {
        path.lowercased().hasSuffix(".swift") ? apps.swift(under: root).data(path) : apps.data(path)
    }
}
