import Diagnostics
import Foundation
import LayoutEngine

/// Views of Interface Builder files the app's code reaches by their tag (`[cell
/// viewWithTag:XIB_JSON_DATA_CELL_GENRE]`, `view.viewWithTag(3)`), with no outlet naming them:
/// the code may set their text, frame or visibility there (Kodi Remote's list cells move and
/// resize their labels in `cellForRowAtIndexPath`), which no rule evaluates. Findings about such
/// a view rest on that, and name the call. A tag the code gives as a literal, a `#define` or a
/// constant (`let titleTag = 3`) reaches the views of that tag; one it computes (`100 + row`)
/// may reach any tagged view of the app.
struct ViewsReachedByTag: AppCodeRule {
    let id = "views-reached-by-tag"
    let summary = "A view of an Interface Builder file that the app's code finds by its tag (`viewWithTag`) may have its text, frame or visibility changed there, which is not evaluated: findings about it are not confirmed."
    let examples: [AppCodeRuleExample] = [
        .triggering("let badge = view.viewWithTag(7)\nbadge?.frame.origin.x = 40", in: ViewsReachedByTag.inbox),
        .notTriggering("let badge = view.viewWithTag(8)\nbadge?.isHidden = true", in: ViewsReachedByTag.inbox),
    ]

    /// A screen whose controller's code may find its badge, tagged 7, by its tag.
    static let inbox = ExampleApp.swift(.controller("InboxViewController", [.label("titleLabel", text: "Inbox"), .tagged("3 new", tag: 7)]),
                                        codeIn: .viewDidLoad)

    /// The tags the app's code asks for: each tag it names with its first call, and the first
    /// call whose tag it computes.
    struct Calls {
        /// The first call naming each tag.
        var byTag: [Int: SourceLocation] = [:]
        /// The first call whose tag was not read (computed, an enum's raw value).
        var computed: SourceLocation?
    }

    func apply(to context: AppContext) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(id, context)
        for (root, indices) in apps.screensByRoot(screens, where: { !$0.appFacts.viewTags.isEmpty && $0.design != nil }) {
            let code = apps.code(under: root)
            guard code.contains(where: { $0.data.range(of: Data("viewWithTag".utf8)) != nil }) else { continue }
            var files = code.map { (path: $0.path, data: $0.data) }
            for path in apps.files(under: root, withExtensions: ["h"]) ?? [] {
                if let data = apps.data(path) { files.append((path, data)) }
            }
            let calls = Self.calls(in: files)
            guard !calls.byTag.isEmpty || calls.computed != nil else { continue }
            for index in indices {
                for (view, tag) in screens[index].appFacts.viewTags.sorted(by: { $0.key < $1.key }) where recorder.screens[index].view(view) != nil {
                    let what: String
                    let location: SourceLocation
                    if let named = calls.byTag[tag] {
                        what = "the app's code finds it by its tag \(tag) (viewWithTag) and may change its text, frame or visibility, which was not evaluated"
                        location = named
                    } else if let computed = calls.computed {
                        what = "the app's code finds views by a tag it computes (viewWithTag), which may be this one's (\(tag)); what it changes was not evaluated"
                        location = computed
                    } else {
                        continue
                    }
                    recorder.decide(index, .view(view), .notEvaluated, "\(view): \(what)", at: location,
                                    change: .assume(Assumption(view: view, about: .code, what: what, location: location, keepsConstraints: true)))
                }
            }
        }
        return recorder.decisions
    }

    /// The `viewWithTag` calls of `files` (Objective-C's `viewWithTag:` and Swift's
    /// `viewWithTag(…)`), their tags read through the files' `#define`s and integer constants.
    static func calls(in files: [(path: String, data: Data)]) -> Calls {
        var symbols: [String: Set<Int>] = [:]
        var asked: [(argument: [String], location: SourceLocation)] = []
        for file in files {
            let lexer = ObjectiveCLexer(file.data)
            let tokens = lexer.tokens
            for (position, token) in tokens.enumerated() {
                switch token.kind {
                case .directive:
                    // `#define NAME 12` (or `(12)`).
                    let words = lexer.text(position).split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" || $0 == ")" })
                    if words.count == 3, words[0] == "#define", let value = Int(words[2]) { symbols[String(words[1]), default: []].insert(value) }
                case .identifier:
                    let word = lexer.text(position)
                    if word == "let" || word == "var", position + 3 < tokens.count, tokens[position + 1].kind == .identifier,
                       lexer.isToken(position + 2, "="), tokens[position + 3].kind == .number, let value = Int(lexer.text(position + 3)),
                       !(position + 4 < tokens.count && lexer.isToken(position + 4, ".")) {
                        symbols[lexer.text(position + 1), default: []].insert(value)
                    }
                    guard word == "viewWithTag", position + 1 < tokens.count else { continue }
                    let location = SourceLocation(file: file.path, line: token.line)
                    if lexer.isToken(position + 1, "("), lexer.partners[position + 1] > position + 1 {
                        let argument = ((position + 2)..<lexer.partners[position + 1]).map { lexer.text($0) }
                        asked.append((argument, location))
                    } else if lexer.isToken(position + 1, ":") {
                        var argument: [String] = []
                        var depth = 0
                        var next = position + 2
                        while next < tokens.count {
                            if lexer.isToken(next, "(") || lexer.isToken(next, "[") { depth += 1 }
                            if lexer.isToken(next, ")") || lexer.isToken(next, "]") {
                                if depth == 0 { break }
                                depth -= 1
                            }
                            if lexer.isToken(next, ";") { break }
                            argument.append(lexer.text(next))
                            next += 1
                        }
                        asked.append((argument, location))
                    }
                default:
                    continue
                }
            }
        }
        var calls = Calls()
        for (argument, location) in asked {
            // A cast in front (`(NSInteger)TAG`) changes nothing.
            var words = argument
            if words.count == 4, words[0] == "(", words[2] == ")" { words = [words[3]] }
            let tags: Set<Int>?
            if words.count == 1, let value = Int(words[0]) {
                tags = [value]
            } else if words.count == 1, let values = symbols[words[0]], values.count == 1 {
                tags = values
            } else {
                tags = nil
            }
            guard let tags else {
                if calls.computed == nil { calls.computed = location }
                continue
            }
            for tag in tags where calls.byTag[tag] == nil { calls.byTag[tag] = location }
        }
        return calls
    }
}
