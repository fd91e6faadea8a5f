import Diagnostics
import Foundation
import LayoutEngine
import SwiftLayoutReader

/// Interface Builder texts the app's Swift code sets to one localized string: a view an outlet
/// reaches whose every text assignment in the app names the same translation key
/// (`loginButton.setTitle(NSLocalizedString("Log In", comment: ""), for: .normal)`) is laid out
/// with that key's string in each locale, with a note, instead of the nib's design-time text
/// lengthened as a stand-in for an unknown run-time string (`OutletTextAssignments`).
/// A text field's placeholder code sets (`placeholder = key`, `attributedPlaceholder =
/// NSAttributedString(string: key, …)`) is read the same way, and so is Objective-C code
/// (`ObjectiveCTextAssignments`: `[self.joinButton setTitle:[VectorL10n join] forState:…]`).
struct CodeSetTexts: AppCodeRule {
    let id = "code-set-texts"
    let summary = "A text, title or placeholder that every assignment in the app's code sets to the same localized key is laid out with that key's translations."
    let examples: [AppCodeRuleExample] = [
        .triggering(#"loginButton.setTitle(NSLocalizedString("Log In", comment: ""), for: .normal)"#, in: CodeSetTexts.login),
        .triggering("[self.joinButton setTitle:[VectorL10n join] forState:UIControlStateNormal];", in: .objectiveC(
            .controller("RoomViewController", [.button("joinButton", title: "Join")]), codeIn: .viewDidLoad).adding(CodeSetTexts.vectorStrings)),
        .triggering("self.hostLabel.text = LOCALIZED_STR(@\"Host\");", in: .objectiveC(
            .controller("HostViewController", [.label("hostLabel", text: "Host")]), codeIn: .viewDidLoad).adding(CodeSetTexts.macros)),
        .notTriggering("titleLabel.text = user.name", in: CodeSetTexts.login),
    ]

    /// A header of the app's own macros, one wrapping `NSLocalizedString` (Kodi Remote's).
    static let macros = ExampleSource("ConvenienceMacros.h", "#define LOCALIZED_STR(string) NSLocalizedString(string, nil)\n")

    /// A login screen whose controller may set its title label's text and its button's title.
    static let login = ExampleApp.swift(.controller("LoginViewController", [.label("titleLabel", text: "Welcome"), .button("loginButton", title: "Log In")]),
                                        codeIn: .viewDidLoad, members: ["let user = User.current"])
    /// SwiftGen's strings for Objective-C (Element's `VectorL10n`): `join` is the key `join` of `Vector.strings`.
    static let vectorStrings = ExampleSource("VectorL10n.swift", """
        import Foundation

        @objcMembers
        public class VectorL10n: NSObject {
          public static var join: String {
            return VectorL10n.tr("Vector", "join")
          }
        }

        extension VectorL10n {
          static func tr(_ table: String, _ key: String) -> String {
            NSLocalizedString(key, tableName: table, bundle: Bundle.main, comment: "")
          }
        }
        """)

    func apply(to context: AppContext) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(id, context)
        for (root, indices) in apps.screensByRoot(screens, where: { !$0.appFacts.outlets.isEmpty && $0.design != nil }) {
            // Candidates: outlets whose views show a text the nib gives and code may replace, as
            // properties of the nib's class and of each superclass whose code may set them.
            let swift = apps.swift(under: root)
            let appIndex = apps.index(under: root)
            var candidates: Set<OutletTextAssignments.Outlet> = []
            for index in indices {
                for outlet in screens[index].appFacts.outlets {
                    guard let view = screens[index].views.first(where: { $0.id == outlet.viewID }) else { continue }
                    for owner in appIndex.lineage(of: outlet.className) {
                        let key = OutletTextAssignments.Outlet(className: owner, property: outlet.property)
                        // An empty label's one-line stand-in (`UnsetTexts`) gives way to a text code sets.
                        if let text = view.text, text.fixedAtRunTime != true || view.textStandsIn, text.fallback != nil { candidates.insert(key) }
                        if let placeholder = view.placeholder, placeholder.fixedAtRunTime != true, placeholder.fallback != nil {
                            candidates.insert(OutletTextAssignments.placeholder(of: key))
                        }
                    }
                }
            }
            guard !candidates.isEmpty else { continue }
            let properties = Set(candidates.map { OutletTextAssignments.baseProperty($0.property) })
            var paths: [String] = []
            var objectiveC = OutletTextAssignments.Found()
            let swiftKeys = SwiftStringKeys(sources: swift)
            let neutral = apps.neutralHelpers(under: root, for: properties)
            // The app's macros wrapping a lookup (`LOCALIZED_STR(@"Title")`), read when it has Objective-C code.
            var macros = LocalizingMacros()
            if apps.code(under: root).contains(where: { !$0.isSwift }) {
                let headers = (apps.files(under: root, withExtensions: ["h"]) ?? []).compactMap { apps.data($0) }
                macros = LocalizingMacros(files: apps.code(under: root).filter { !$0.isSwift }.map(\.data) + headers)
            }
            for file in apps.code(under: root) {
                let names = apps.textSetNames(in: file, leavingTextWith: neutral)
                if file.isSwift {
                    if !names.isDisjoint(with: properties) { paths.append(file.path) }
                } else {
                    guard !names.isDisjoint(with: properties) else { continue }
                    let found = ObjectiveCTextAssignments.read(file.data, path: file.path, properties: properties, settable: names, keys: swiftKeys, macros: macros)
                    for (outlet, assignments) in found.assignments { objectiveC.assignments[outlet, default: []] += assignments }
                    objectiveC.unknown.formUnion(found.unknown)
                }
            }
            let keys = OutletTextAssignments.keys(of: candidates, in: paths, sources: swift, other: objectiveC,
                                                  stringKeys: swiftKeys, neutral: neutral)
            guard !keys.isEmpty else { continue }
            for index in indices {
                for outlet in screens[index].appFacts.outlets {
                    for isPlaceholder in [false, true] {
                        let property = isPlaceholder ? outlet.property + OutletTextAssignments.placeholderSuffix : outlet.property
                        let asked = CodeOutlet(className: outlet.className, property: property, viewID: outlet.viewID)
                        guard let assignment = OutletValues.value(for: asked, in: keys, index: appIndex),
                              let view = recorder.screens[index].views.first(where: { $0.id == outlet.viewID }),
                              let design = isPlaceholder ? view.placeholder : view.text,
                              design.fixedAtRunTime != true || (!isPlaceholder && view.textStandsIn),
                              design.fallback != nil else { continue }
                        // Where no locale has the key (the app's tables not found), the nib's text
                        // stands in for it as before.
                        // (An empty label's stand-in is no text of the nib's: it stays empty.)
                        let nibText = !isPlaceholder && view.textStandsIn ? "" : design.fallback
                        var source = assignment.source
                        if source.fallback == nil { source.fallback = nibText }
                        source.alternatives = source.alternatives?.map { alternative in
                            var alternative = alternative
                            if alternative.fallback == nil { alternative.fallback = nibText }
                            return alternative
                        }
                        let keys = ([source] + (source.alternatives ?? [])).map { $0.key.map { "'\($0)'" } ?? "no text" }
                        let what = isPlaceholder ? "placeholder" : "localized string"
                        let message: String
                        if source.key == nil, source.fallback == "", source.alternatives == nil {
                            message = "shows no \(isPlaceholder ? "placeholder" : "text"): code clears it (nil or \"\")"
                        } else if keys.count == 1 {
                            message = "shows the \(what) \(keys[0]) code sets: laid out with its translations"
                        } else {
                            message = "shows one of the \(what)s \(keys.joined(separator: ", ")) code sets: laid out with the longest translation"
                        }
                        recorder.decide(index, .view(outlet.viewID), isPlaceholder ? .placeholderSet : .textSet,
                                        "\(outlet.className).\(outlet.property) (\(outlet.viewID)) \(message)", at: assignment.location,
                                        change: .setText(view: outlet.viewID, source: source, placeholder: isPlaceholder))
                    }
                }
            }
        }
        return recorder.decisions
    }
}
