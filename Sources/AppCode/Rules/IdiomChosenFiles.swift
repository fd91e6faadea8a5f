import Diagnostics
import Foundation
import LayoutEngine
import SwiftLayoutReader

/// Interface Builder files the app's code picks by the device's idiom, in one expression: `isPad
/// ? "ARSyncViewController" : "ARPhoneSyncViewController"` (Objective-C `[UIDevice isPad] ?
/// @"…" : @"…"`, `UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad ? …`, Swift
/// `traitCollection.userInterfaceIdiom == .pad ? … : …`). The name in the iPad branch is the
/// iPad's file and the other the iPhone's: each is swept on its own idiom's devices only. A
/// condition that names no idiom, or both, decides nothing.
struct IdiomChosenFiles: AppCodeRule {
    let id = "idiom-chosen-files"
    let summary = "An Interface Builder file the app's code names in one branch of a choice by the device's idiom (isPad ? \"A\" : \"B\") is shown on that idiom only: the other idiom's devices are not swept for it."
    let examples: [AppCodeRuleExample] = [
        .triggering(#"let board = UIStoryboard(name: UIDevice.current.userInterfaceIdiom == .pad ? "Main" : "Main_Phone", bundle: nil)"#, in: IdiomChosenFiles.sync),
        .notTriggering(#"let board = UIStoryboard(name: isCompact ? "Main" : "Main_Compact", bundle: nil)"#, in: IdiomChosenFiles.sync),
    ]

    /// A sync screen in `Main.storyboard`, whose controller may pick its storyboard by idiom.
    static let sync = ExampleApp.swift(.controller("SyncViewController", [.label("statusLabel", text: "Syncing")]), codeIn: .viewDidLoad,
                                       members: ["var isCompact = false"])

    func apply(to context: AppContext) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(id, context)
        let isInterfaceFile: (Screen) -> Bool = { $0.design != nil && ($0.file.map { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") } ?? false) }
        for (root, indices) in apps.screensByRoot(screens, where: isInterfaceFile) {
            var choices: [String: (pad: Bool, site: SourceLocation)] = [:]
            var contradicted: Set<String> = []
            // Only a file that names an idiom can choose by it: the expression search skips the rest.
            for file in apps.code(under: root) where Self.idiomWords.contains(where: { ByteSearch.contains(file.data, $0) }) {
                for choice in Self.choices(in: ObjectiveCLexer(file.data)) {
                    let site = SourceLocation(file: file.path, line: choice.line)
                    for (name, pad) in [(choice.padName, true), (choice.phoneName, false)] {
                        if let known = choices[name], known.pad != pad { contradicted.insert(name) }
                        if choices[name] == nil { choices[name] = (pad, site) }
                    }
                }
            }
            guard !choices.isEmpty else { continue }
            for index in indices {
                guard let file = recorder.screens[index].file, let choice = choices[Self.baseName(of: file)],
                      !contradicted.contains(Self.baseName(of: file)) else { continue }
                let idiom = choice.pad ? "iPad" : "iPhone"
                recorder.decide(index, .screen, .idiomLimited,
                                "the app's code loads \((file as NSString).lastPathComponent) only on \(idiom), choosing it by the device's idiom: the screen is swept on \(idiom) only",
                                at: choice.site, change: .limitIdiom(pad: choice.pad))
            }
        }
        return recorder.decisions
    }

    /// A file's name as code names it: without its folder, extension or device modifier.
    static func baseName(of file: String) -> String {
        var name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        for modifier in ["~ipad", "~iphone"] where name.lowercased().hasSuffix(modifier) { name = String(name.dropLast(modifier.count)) }
        return name
    }

    /// Bytes every idiom marker contains (`Pad`/`pad`, `Phone`/`phone`).
    private static let idiomWords = ["Pad", "pad", "Phone", "phone"].map { Array($0.utf8) }

    /// Names a condition true on iPad uses, and names one true on iPhone uses; `.pad` and
    /// `.phone` are the enum cases after a dot.
    static let padMarkers: Set<String> = ["isPad", "isIPad", "isIpad", "IsIpad", "isiPad", "UIUserInterfaceIdiomPad"]
    static let phoneMarkers: Set<String> = ["isPhone", "isIPhone", "isIphone", "IsIphone", "isiPhone", "UIUserInterfaceIdiomPhone"]

    /// Keywords before which a condition cannot reach.
    static let conditionStarters: Set<String> = ["return", "let", "var", "case", "if", "guard"]

    /// The longest name a branch may give, and the most tokens a condition may hold.
    static let maximumNameLength = 120
    static let maximumConditionTokens = 40

    /// One choice by idiom: the name its iPad branch gives, the other branch's, and its line.
    struct Choice: Equatable {
        var padName: String
        var phoneName: String
        var line: Int
    }

    /// The choices by idiom between two string literals (`cond ? "A" : "B"`, `@"A"` in
    /// Objective-C) in a file's code, read from its tokens: Swift and Objective-C spell a
    /// conditional between two plain literals alike.
    static func choices(in lexer: ObjectiveCLexer) -> [Choice] {
        let tokens = lexer.tokens
        var found: [Choice] = []
        for index in tokens.indices where lexer.isToken(index, "?") && index + 3 < tokens.count {
            guard lexer.isToken(index + 2, ":"), let first = literal(index + 1, in: lexer), let second = literal(index + 3, in: lexer),
                  let pad = padCondition(before: index, in: lexer) else { continue }
            found.append(Choice(padName: pad ? first : second, phoneName: pad ? second : first, line: tokens[index].line))
        }
        return found
    }

    /// The text of a plain string literal token (`"Main"`, `@"Main"`); nil for any other token,
    /// an empty or overlong one, or one with escapes or interpolation.
    private static func literal(_ index: Int, in lexer: ObjectiveCLexer) -> String? {
        guard lexer.tokens[index].kind == .string else { return nil }
        var text = lexer.text(index)
        if text.hasPrefix("@") { text.removeFirst() }
        guard text.count >= 3, text.hasPrefix("\""), text.hasSuffix("\""), !text.contains("\\") else { return nil }
        let inner = String(text.dropFirst().dropLast())
        return inner.isEmpty || inner.count > maximumNameLength || inner.contains("\"") ? nil : inner
    }

    /// Whether the condition before the `?` at `question` is true on iPad (true) or on iPhone
    /// (false); nil when it names no idiom, or both. The condition runs back to the expression's
    /// start: the nearest `;`, `{`, `}`, `(`, `,` or assignment `=`, within the `?`'s line (and
    /// the line before, when the `?` begins its line), at most `maximumConditionTokens` tokens.
    static func padCondition(before question: Int, in lexer: ObjectiveCLexer) -> Bool? {
        let tokens = lexer.tokens
        let line = tokens[question].line
        let beginsLine = question == 0 || tokens[question - 1].line < line
        let firstLine = beginsLine ? line - 1 : line
        var saysPad = false, saysPhone = false, negated = false
        var index = question - 1
        var taken = 0
        while index >= 0, taken < maximumConditionTokens, tokens[index].line >= firstLine {
            let token = tokens[index]
            if token.kind == .directive { break }
            if token.kind == .punctuation {
                if lexer.isToken(index, ";") || lexer.isToken(index, "{") || lexer.isToken(index, "}") || lexer.isToken(index, "(")
                    || lexer.isToken(index, ",") || lexer.isToken(index, "=") { break }
                if lexer.isToken(index, "!") || lexer.isToken(index, "!=") { negated = true }
            } else if token.kind == .identifier {
                let name = lexer.text(index)
                let afterDot = lexer.isToken(index - 1, ".")
                if padMarkers.contains(name) || (afterDot && name == "pad") { saysPad = true }
                if phoneMarkers.contains(name) || (afterDot && name == "phone") { saysPhone = true }
                if conditionStarters.contains(name) { break }
            }
            index -= 1
            taken += 1
        }
        guard saysPad != saysPhone else { return nil }
        return saysPad != negated
    }
}
