import Foundation
import Diagnostics
import LayoutEngine

/// Interface Builder views showing text (labels, buttons, text fields, text views) whose custom
/// class the app's code declares nowhere: a framework's or a package's class (Sign in with
/// Apple's `ASAuthorizationAppleIDButton`, a floating-label text field). Such a class draws its
/// text as its own code decides (its own title, font or insets), which is not read here, so
/// findings about the text rest on that class. Judged only where the app's code is at hand.
struct OutsideViewClasses: AppCodeRule {
    let id = "outside-view-classes"
    let summary = "A view showing text whose custom class the app's code does not declare (a framework's or a package's class) draws its text as that class decides, which is not read: findings about its text are not confirmed."
    let examples: [AppCodeRuleExample] = [
        .triggering("// SignInViewController.swift declares no ASAuthorizationAppleIDButton", in: OutsideViewClasses.signIn),
        .notTriggering("final class ASAuthorizationAppleIDButton: UIButton {}", in: OutsideViewClasses.signIn),
    ]

    /// A sign-in screen holding a button of a class the app may or may not declare itself.
    static let signIn = ExampleApp(.controller("SignInViewController", [.button(title: "Sign in with Apple", customClass: "ASAuthorizationAppleIDButton")]), sources: [
        .swift("SignInViewController", "UIViewController", codeIn: .member),
    ])

    /// Files and folders that mark a folder as a project's, a package's or a checkout's top.
    static let projectMarkers: Set<String> = [".git", "Package.swift", "Podfile", "Cartfile", "project.yml", "Project.swift"]
    /// How many folders above the screens' own the search for a declaration goes at most.
    static let levelsUp = 4

    /// UIKit's own text classes, which a file may name as a custom class too.
    static let uikitTextClasses: Set<String> = ["UILabel", "UIButton", "UITextField", "UITextView"]

    func apply(to context: AppContext) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(id, context)
        var candidates: [(screen: Int, view: String, className: String)] = []
        for (root, indices) in apps.screensByRoot(screens, where: { !$0.appFacts.viewClasses.isEmpty && $0.design != nil }) {
            guard !apps.code(under: root).isEmpty else { continue }
            let index = apps.index(under: root)
            for screen in indices {
                for (viewID, className) in screens[screen].appFacts.viewClasses.sorted(by: { $0.key < $1.key }) {
                    guard let view = screens[screen].view(viewID), ClassTextSetUps.textKinds.contains(view.kind),
                          !index.declares(className), !Self.uikitTextClasses.contains(className) else { continue }
                    candidates.append((screen, viewID, className))
                }
            }
        }
        guard !candidates.isEmpty else { return [] }
        // A class the app declares beside its folder (a shared folder, another local package) is
        // the app's: look through everything under the folder holding all the screens read.
        guard let declaredNearby = Self.declared(Set(candidates.map(\.className)), near: screens.compactMap(\.file), apps: apps) else { return [] }
        for candidate in candidates where !declaredNearby.contains(candidate.className) {
            let location = screens[candidate.screen].view(candidate.view)?.location
            let what = "its class \(candidate.className) is not declared in the app's code (a framework's or a package's class): how it draws its text is that class's, which was not read"
            recorder.decide(candidate.screen, .view(candidate.view), .notEvaluated, "\(candidate.view) is a \(candidate.className): \(what)", at: location,
                            change: .assume(Assumption(view: candidate.view, about: .textStyle, what: what, location: location)))
        }
        return recorder.decisions
    }

    /// Which of `classes` some Swift or Objective-C file declares (`class Name`, `@interface
    /// Name`) under the folder holding all of `files`, or above it as far as the folders are a
    /// project's; nil when that folder is the file system's root or holds more code than is listed.
    static func declared(_ classes: Set<String>, near files: [String], apps: AppSources) -> Set<String>? {
        guard var common = files.first.map({ URL(fileURLWithPath: $0).deletingLastPathComponent().pathComponents }) else { return nil }
        for file in files.dropFirst() {
            let parts = URL(fileURLWithPath: file).deletingLastPathComponent().pathComponents
            let shared = zip(common, parts).prefix { $0 == $1 }.count
            common = Array(common.prefix(shared))
        }
        guard common.count > 1 else { return nil }
        // Up through folders that are still the project's: ones holding a project, package or
        // repository of their own (a checkout's top with its shared components).
        var top = URL(fileURLWithPath: NSString.path(withComponents: common), isDirectory: true)
        for _ in 0..<Self.levelsUp {
            let parent = top.deletingLastPathComponent()
            let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
            guard parent.path != top.path, names.contains(where: { name in
                Self.projectMarkers.contains(name) || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
            }) else { break }
            top = parent
        }
        guard let code = apps.files(under: top.path, withExtensions: ["swift", "m", "mm", "h"]) else { return nil }
        var found: Set<String> = []
        let patterns = classes.flatMap { name in ["class \(name)", "@interface \(name)"].map { (name, Data($0.utf8)) } }
        for path in code {
            guard found.count < classes.count, let data = apps.data(path) else { continue }
            for (name, pattern) in patterns where !found.contains(name) {
                var start = data.startIndex
                while let range = data.range(of: pattern, in: start..<data.endIndex) {
                    let next = range.upperBound < data.endIndex ? data[range.upperBound] : UInt8(ascii: " ")
                    if !(next == UInt8(ascii: "_") || (next >= 48 && next <= 57) || (next | 0x20 >= 97 && next | 0x20 <= 122)) {
                        found.insert(name)
                        break
                    }
                    start = range.upperBound
                }
            }
        }
        return found
    }
}
