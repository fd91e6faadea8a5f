import Diagnostics
import Foundation
import LayoutEngine
import SwiftLayoutReader

/// Interface Builder screens as their app's code leaves them when they load: a view the
/// controller (or cell, or view class) always hides in `viewDidLoad`/`awakeFromNib` is laid
/// out hidden, as UIKit shows it, instead of being reported for problems nobody sees. The
/// code is the app's Swift sources: every `.swift` file under the folder that holds the
/// Xcode project (or Swift package) above the screen's file.
struct LoadTimeHiding: AppCodeRule {
    /// Apps with more Swift files than this are not read for it.
    public static let maximumSwiftFiles = 20_000

    let id = "load-time-hiding"
    let summary = "A view an outlet reaches that its class always hides when it loads (viewDidLoad, awakeFromNib, init) is laid out hidden; two views the code shows one at a time are never judged against each other."
    let examples: [AppCodeRuleExample] = [
        .triggering("override func viewDidLoad() { super.viewDidLoad(); banner.isHidden = true }", in: .swift(LoadTimeHiding.promo, codeIn: .member)),
        .triggering("errorLabel.isHidden = !failed; spinner.isHidden = failed", in: .swift(
            .controller("UploadViewController", [.label("errorLabel", text: "Upload failed"), .view("spinner")]), codeIn: .method("func show(failed: Bool)"))),
        .notTriggering("if user.isNew { banner.isHidden = true }", in: .swift(LoadTimeHiding.promo, codeIn: .viewDidLoad, members: ["let user = User.current"])),
    ]

    /// A screen whose controller may hide its banner.
    static let promo = ExampleScreen.controller("PromoViewController", [.label("banner", text: "New: dark mode")])

    func apply(to context: AppContext) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(id, context)
        for (root, indices) in apps.screensByRoot(screens, where: { !$0.appFacts.outlets.isEmpty }) {
            let classes = Set(indices.flatMap { screens[$0].appFacts.outlets.map(\.className) })
            let sources = apps.swift(under: root)
            let hidden = LoadTimeVisibility.hiddenOutlets(of: classes, in: sources)
            let alternates = AlternateVisibility.pairs(of: classes, in: sources)
            for index in indices {
                let viewOf = Dictionary(screens[index].appFacts.outlets.map { ("\($0.className).\($0.property)", $0.viewID) },
                                        uniquingKeysWith: { first, _ in first })
                for outlet in Set(screens[index].appFacts.outlets.map(\.className)).sorted() {
                    for pair in (alternates[outlet] ?? []).sorted(by: { ($0.first, $0.second) < ($1.first, $1.second) }) {
                        guard let one = viewOf["\(outlet).\(pair.first)"], let other = viewOf["\(outlet).\(pair.second)"], one != other else { continue }
                        let pairIDs = [one, other].sorted()
                        guard !recorder.screens[index].appFacts.alternatelyShown.contains(pairIDs) else { continue }
                        recorder.decide(index, .view(one), .shownOneAtATime,
                                        "\(outlet).\(pair.first) (\(one)) and \(outlet).\(pair.second) (\(other)) are shown one at a time by the class's code: never judged against each other",
                                        at: recorder.screens[index].view(one)?.location, change: .showOneAtATime(pairIDs))
                    }
                }
            }
            guard !hidden.isEmpty else { continue }
            for index in indices {
                for outlet in screens[index].appFacts.outlets {
                    guard let location = hidden[outlet.className]?[outlet.property],
                          let view = recorder.screens[index].view(outlet.viewID), !view.hidden else { continue }
                    recorder.decide(index, .view(outlet.viewID), .hidden,
                                    "\(outlet.className).\(outlet.property) (\(outlet.viewID)) is hidden when the screen loads: laid out hidden",
                                    at: location, change: .hide(view: outlet.viewID))
                }
            }
        }
        return recorder.decisions
    }

    /// Every file below `root` whose extension (lowercased) is one of `extensions`, without
    /// hidden folders, dependencies, build output and test code (`ProjectFolders`: what a test does
    /// to a view is no run-time fact of the app), sorted; nil past `maximumSwiftFiles`.
    static func files(under root: String, withExtensions extensions: Set<String>) -> [String]? {
        guard let enumerator = FileManager.default.enumerator(at: URL(fileURLWithPath: root), includingPropertiesForKeys: nil,
                                                              options: [.skipsHiddenFiles]) else { return [] }
        var files: [String] = []
        while let url = enumerator.nextObject() as? URL {
            let name = url.lastPathComponent
            if ProjectFolders.buildAndDependencyFolders.contains(name) || ProjectFolders.isTestCode(name) { enumerator.skipDescendants(); continue }
            if extensions.contains(url.pathExtension.lowercased()) {
                files.append(url.path)
                if files.count > maximumSwiftFiles { return nil }
            }
        }
        return files.sorted()
    }
}
