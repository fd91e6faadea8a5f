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
                for choice in Self.choices(in: CodeText(file.data, isSwift: file.isSwift)) {
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

    /// Names a condition true on iPad uses, and names one true on iPhone uses.
    static let padMarkers = ["isPad", "isIPad", "isIpad", "IsIpad", "isiPad", "UIUserInterfaceIdiomPad", ".pad"]
    static let phoneMarkers = ["isPhone", "isIPhone", "isIphone", "IsIphone", "isiPhone", "UIUserInterfaceIdiomPhone", ".phone"]

    /// One choice by idiom: the name its iPad branch gives, the other branch's, and its line.
    struct Choice: Equatable {
        var padName: String
        var phoneName: String
        var line: Int
    }

    /// The choices by idiom between two string literals in a file's code.
    static func choices(in text: CodeText) -> [Choice] {
        guard let expression = try? NSRegularExpression(pattern: #"\?\s*@?"([^"\n\\]{1,120})"\s*:\s*@?"([^"\n\\]{1,120})""#) else { return [] }
        let string = text.string
        var found: [Choice] = []
        for match in expression.matches(in: string, range: NSRange(string.startIndex..., in: string)) {
            guard let whole = Range(match.range, in: string), let first = Range(match.range(at: 1), in: string),
                  let second = Range(match.range(at: 2), in: string) else { continue }
            let offset = string.utf8.distance(from: string.startIndex, to: whole.lowerBound)
            guard text.isCode(offset), let pad = padCondition(before: whole.lowerBound, in: string) else { continue }
            let (padName, phoneName) = pad ? (String(string[first]), String(string[second])) : (String(string[second]), String(string[first]))
            found.append(Choice(padName: padName, phoneName: phoneName, line: text.line(at: offset)))
        }
        return found
    }

    /// Whether the condition before a `?` is true on iPad (true) or on iPhone (false); nil when
    /// it names no idiom, or both. The condition runs back to the expression's start: at most
    /// 160 characters, to the nearest `;`, `{`, `}`, `=` that is no comparison, `(` or `,`.
    static func padCondition(before end: String.Index, in string: String) -> Bool? {
        var start = end
        var scanned = 0
        while start > string.startIndex, scanned < 160 {
            let previous = string.index(before: start)
            let character = string[previous]
            if ";{}(,\n".contains(character) { break }
            if character == "=", previous > string.startIndex {
                let before = string[string.index(before: previous)]
                let after = string.index(after: previous) < string.endIndex ? string[string.index(after: previous)] : " "
                if before != "=" && before != "!" && after != "=" { break }
            }
            start = previous
            scanned += 1
        }
        var condition = String(string[start..<end])
        // `[UIDevice isPad]` and `UI_USER_INTERFACE_IDIOM()` carry their brackets into the
        // condition; an enclosing call's `(` ended it.
        condition = condition.trimmingCharacters(in: .whitespaces)
        // A marker counts as a whole name: `.pad`, not `.padding`; `isPhone`, not `isPhoneNumber`.
        func names(_ markers: [String]) -> Bool {
            markers.contains { marker in
                var searched = condition.startIndex
                while let found = condition.range(of: marker, range: searched..<condition.endIndex) {
                    guard let next = condition[found.upperBound...].first, next.isLetter || next.isNumber || next == "_" else { return true }
                    searched = found.upperBound
                }
                return false
            }
        }
        let saysPad = names(Self.padMarkers), saysPhone = names(Self.phoneMarkers)
        guard saysPad != saysPhone else { return nil }
        let negated = condition.hasPrefix("!") || condition.contains("!=") || condition.contains("!(") || condition.contains("![")
        return saysPad != negated
    }
}
