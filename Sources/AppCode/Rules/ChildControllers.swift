import Diagnostics
import Foundation
import LayoutEngine
import SwiftLayoutReader

/// View controllers built in Swift that the app shows as the child of another
/// (`addChild(amountController)`, `addChildViewController(…)`, Objective-C
/// `[self addChildViewController:…]`): the parent's code sizes and places the child's view (a
/// panel, a container, a part of its own layout), so the screen's size the sweep gives it
/// stands in for a size it does not know. A child's view runs off "the screen" or squeezes a
/// label only against that stand-in, so every finding that depends on the view's size rests on
/// it. Only code the app ships counts, and only a child whose class is named where it is added:
/// directly (`addChild(AmountViewController())`) or through a variable that file declares or
/// assigns with that class.
struct ChildControllers: AppCodeRule {
    let id = "child-controllers"
    let summary = "A view controller built in Swift that the app's code adds as a child of another (addChild), or any Today widget's controller (NCWidgetProviding), has its view sized by its host: the screen's size stands in, and findings that depend on it rest on that."
    let examples: [AppCodeRuleExample] = [
        .triggering("addChild(amountController)", in: ChildControllers.wallet),
        .notTriggering("present(amountController, animated: true)", in: ChildControllers.wallet),
        .triggering("extension SendViewController: NCWidgetProviding {}", in: ChildControllers.widget),
    ]

    /// A wallet screen whose class may be a Today widget's.
    static let widget = ExampleApp(.controller("SendViewController", [.label("titleLabel", text: "Send")]), sources: [
        .swift("SendViewController", "UIViewController", outlets: [.label("titleLabel")], codeIn: nil, after: ExampleSource.placeholder),
    ])

    /// A wallet whose send screen may embed an amount panel built in code.
    static let wallet = ExampleApp(.controller("SendViewController", [.label("titleLabel", text: "Send")]), sources: [
        .swift("SendViewController", "UIViewController", outlets: [.label("titleLabel")], members: ["let amountController = AmountViewController()"],
               codeIn: .viewDidLoad),
        ExampleSource("AmountViewController.swift", """
            import UIKit

            final class AmountViewController: UIViewController {
                let balanceLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    balanceLabel.text = "Balance"
                    balanceLabel.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(balanceLabel)
                    NSLayoutConstraint.activate([
                        balanceLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                        balanceLabel.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -16),
                    ])
                }
            }
            """),
    ], sweptCode: ["AmountViewController.swift"])

    func apply(to context: AppContext) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(id, context)
        for (root, indices) in apps.screensByRoot(screens, where: \.isBuiltInSwift) {
            let children = Self.childClasses(in: apps.code(under: root))
            guard !children.isEmpty else { continue }
            for index in indices {
                let name = recorder.screens[index].name
                guard let site = children[name] else { continue }
                let place = "\((site.file as NSString).lastPathComponent):\(site.line.map(String.init) ?? "?")"
                let what = "\(name) is shown as a child view controller (added at \(place)): its parent's code sizes its view, for which the screen's size stands in"
                recorder.decide(index, .screen, .sizedByHost, "\(what); findings that depend on that size rest on it", at: site,
                                change: .assume(Assumption(view: LayoutItem.rootID, about: .size, what: what, location: site)))
            }
        }
        // Today widgets: Notification Center sizes their view and gives it no safe-area insets.
        for (root, indices) in apps.screensByRoot(screens, where: { _ in true }) {
            let widgets = Self.widgetClasses(in: apps.code(under: root))
            guard !widgets.isEmpty else { continue }
            for index in indices {
                let screen = recorder.screens[index]
                guard let name = screen.appFacts.controllerClass ?? (screen.isBuiltInSwift ? screen.name : nil), let site = widgets[name] else { continue }
                let what = "\(name) is a Today widget (NCWidgetProviding): Notification Center sizes its view and gives it no safe-area insets, for which the screen's size stands in"
                recorder.decide(index, .screen, .sizedByHost, "\(what); findings that depend on that size rest on it", at: site,
                                change: .assume(Assumption(view: LayoutItem.rootID, about: .size, what: what, location: site)))
            }
        }
        return recorder.decisions
    }

    /// Classes the app's code declares adopting `NCWidgetProviding`, with where.
    static func widgetClasses(in files: [AppSources.CodeFile]) -> [String: SourceLocation] {
        var found: [String: SourceLocation] = [:]
        let patterns = [
            #"\bclass\s+(\w+)\s*:[^{]{0,300}?\bNCWidgetProviding\b"#,
            #"\bextension\s+(\w+)\s*:[^{]{0,300}?\bNCWidgetProviding\b"#,
        ]
        for file in files where ByteSearch.contains(file.data, Array("NCWidgetProviding".utf8)) {
            guard file.isSwift else {
                for (className, line) in objectiveCWidgets(in: ObjectiveCLexer(file.data)) where found[className] == nil {
                    found[className] = SourceLocation(file: file.path, line: line)
                }
                continue
            }
            let text = CodeText(file.data, isSwift: true)
            for pattern in patterns {
                for (groups, offset) in codeMatches(pattern, in: text) where found[groups[0]] == nil {
                    found[groups[0]] = SourceLocation(file: file.path, line: text.line(at: offset))
                }
            }
        }
        return found
    }

    /// The most tokens of an `@interface` line searched for its protocols.
    static let maximumInterfaceTokens = 64

    /// Classes an Objective-C `@interface` declares as adopting `NCWidgetProviding` (after its
    /// superclass or category, in its `<…>` list), with the line of the `@interface`.
    static func objectiveCWidgets(in lexer: ObjectiveCLexer) -> [(String, Int)] {
        let tokens = lexer.tokens
        var found: [(String, Int)] = []
        for index in tokens.indices where lexer.isToken(index, "@interface") && index + 1 < tokens.count
            && tokens[index + 1].kind == .identifier {
            var next = index + 2
            while next < tokens.count, next < index + maximumInterfaceTokens {
                if lexer.isToken(next, "{") || lexer.isToken(next, ";") || lexer.isToken(next, "@end") || lexer.isToken(next, "@property")
                    || lexer.isToken(next, "-") || lexer.isToken(next, "+") { break }
                if lexer.isToken(next, "NCWidgetProviding") {
                    found.append((lexer.text(index + 1), tokens[index].line))
                    break
                }
                next += 1
            }
        }
        return found
    }

    /// The most distinct names one Swift file's `addChild` calls are looked up for (real
    /// controllers add a handful of children).
    static let maximumNamesPerFile = 64

    /// Class name → where the app's code first adds it as a child view controller.
    static func childClasses(in files: [AppSources.CodeFile]) -> [String: SourceLocation] {
        var found: [String: SourceLocation] = [:]
        for file in files where ByteSearch.contains(file.data, Array("addChild".utf8)) {
            if file.isSwift {
                let text = CodeText(file.data, isSwift: true)
                // Each name is looked up once, and at most `maximumNamesPerFile` of them: a
                // hostile file of many calls is not searched once per call.
                var looked: Set<String> = []
                for (name, offset) in added(in: text) where looked.count < Self.maximumNamesPerFile && looked.insert(name).inserted {
                    guard let className = className(of: name, in: text), found[className] == nil else { continue }
                    found[className] = SourceLocation(file: file.path, line: text.line(at: offset))
                }
            } else {
                for (className, line) in objectiveCChildren(in: ObjectiveCLexer(file.data)) where found[className] == nil {
                    found[className] = SourceLocation(file: file.path, line: line)
                }
            }
        }
        return found
    }

    /// The classes Objective-C code adds as children, with the line: `[self
    /// addChildViewController:[[Amount alloc] init]]`, or a variable (`x`, `self.x`, `_x`) the
    /// file declares (`Amount *x`) or assigns (`x = [[Amount alloc] …]`).
    static func objectiveCChildren(in lexer: ObjectiveCLexer) -> [(String, Int)] {
        let tokens = lexer.tokens
        func identifier(_ index: Int) -> String? {
            index < tokens.count && tokens[index].kind == .identifier ? lexer.text(index) : nil
        }
        func allocated(at index: Int) -> String? {
            guard lexer.isToken(index, "["), lexer.isToken(index + 1, "["), let type = identifier(index + 2),
                  identifier(index + 3) == "alloc" || identifier(index + 3) == "new" else { return nil }
            return type
        }
        // Variable → its class, from declarations and allocations anywhere in the file.
        var classes: [String: String] = [:]
        for index in tokens.indices {
            if let type = identifier(index), type.first?.isUppercase == true, lexer.isToken(index + 1, "*"), let name = identifier(index + 2) {
                classes[name] = classes[name] ?? type
            }
            if let name = identifier(index), lexer.isToken(index + 1, "="), let type = allocated(at: index + 2) {
                classes[name] = type
            }
        }
        var found: [(String, Int)] = []
        for index in tokens.indices where identifier(index) == "addChildViewController" && lexer.isToken(index + 1, ":") {
            var start = index + 2
            if identifier(start) == "self", lexer.isToken(start + 1, ".") { start += 2 }
            let type = allocated(at: start) ?? identifier(start).flatMap { name in
                classes[name] ?? (name.hasPrefix("_") ? classes[String(name.dropFirst())] : classes["_" + name])
            }
            if let type { found.append((type, tokens[index].line)) }
        }
        return found
    }

    /// What each Swift call adding a child names (a variable, or a class constructed right
    /// there, marked by a trailing `(`), with the call's offset: `addChild(x)`,
    /// `addChild(self.x)`, `addChildViewController(x, …)`, `addChild(Foo())`.
    private static func added(in text: CodeText) -> [(String, Int)] {
        codeMatches(#"(?<![\w.])(?:self\s*\.\s*)?addChild(?:ViewController)?\s*\(\s*(?:self\s*\.\s*)?([A-Za-z_]\w*)\s*([(),!?])"#, in: text)
            .map { groups, offset in (groups[1] == "(" ? groups[0] + "(" : groups[0], offset) }
    }

    /// The class a name Swift code adds as a child stands for: the class itself when
    /// constructed in the call (`Foo(`), else the class the file declares or assigns the
    /// variable with.
    private static func className(of name: String, in text: CodeText) -> String? {
        if name.hasSuffix("(") {
            let type = String(name.dropLast())
            return type.first?.isUppercase == true ? type : nil
        }
        let escaped = NSRegularExpression.escapedPattern(for: name)
        let patterns = [
            #"(?:let|var)\s+\#(escaped)\s*:\s*([A-Z]\w*)"#,
            #"(?:let|var)\s+\#(escaped)\s*=\s*([A-Z]\w*)\s*\("#,
            #"(?<![\w.])(?:self\s*\.\s*)?\#(escaped)\s*=\s*([A-Z]\w*)\s*\("#,
        ]
        return patterns.lazy.compactMap { codeMatches($0, in: text).first?.groups[0] }.first
    }

    /// The matches of `pattern` that start in code (not a comment or a string): each one's
    /// capture groups (empty when a group matched nothing) and its offset in bytes.
    private static func codeMatches(_ pattern: String, in text: CodeText) -> [(groups: [String], offset: Int)] {
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [] }
        let string = text.string
        var found: [(groups: [String], offset: Int)] = []
        for match in expression.matches(in: string, range: NSRange(string.startIndex..., in: string)) {
            guard let whole = Range(match.range, in: string) else { continue }
            let offset = string.utf8.distance(from: string.startIndex, to: whole.lowerBound)
            guard text.isCode(offset) else { continue }
            let groups = (1..<max(1, match.numberOfRanges)).map { index in Range(match.range(at: index), in: string).map { String(string[$0]) } ?? "" }
            found.append((groups, offset))
        }
        return found
    }
}
