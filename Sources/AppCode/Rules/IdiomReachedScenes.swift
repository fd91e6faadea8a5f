import Diagnostics
import Foundation
import LayoutEngine
import SwiftLayoutReader

/// Storyboard scenes the app reaches only from scenes it shows on one idiom: every segue,
/// relationship, embed or storyboard reference leading to the scene starts in a scene already
/// kept to iPad (or to iPhone), and nothing else opens it (its identifier and, for a
/// storyboard's initial scene, its storyboard's name appear in no string of the app's code or
/// Info.plist). Such a scene is shown on that idiom only, and so is what it leads to in turn:
/// an iPad flow's About and Settings screens are not swept on iPhone.
struct IdiomReachedScenes: AppCodeRule {
    let id = "idiom-reached-scenes"
    let summary = "A storyboard scene reached only by segues, embeds or storyboard references from scenes the app shows on one idiom (and opened by no code naming its identifier or storyboard) is shown on that idiom only."
    let examples: [AppCodeRuleExample] = [
        .triggering("let menu = UIStoryboard(name: \"Menus\", bundle: nil)", in: IdiomReachedScenes.about),
        .notTriggering("let about = UIStoryboard(name: \"Main\", bundle: nil).instantiateInitialViewController()", in: IdiomReachedScenes.about),
    ]

    /// An About screen (the first scene of `Main.storyboard`) that the iPad's menu opens through
    /// a storyboard reference; the iPhone's menu is a scene of its own.
    static let about = ExampleApp(.controller("AboutViewController", [.label("versionLabel", text: "Version 2.1")]), sources: [
        .swift("AboutViewController", "UIViewController", outlets: [.label("versionLabel")], codeIn: .viewDidLoad),
        ExampleSource("Menus.storyboard", """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23727" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <scenes>
                    <scene sceneID="m1">
                        <objects>
                            <viewController storyboardIdentifier="Menu" id="menu" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="menuView">
                                    <rect key="frame" x="0.0" y="0.0" width="1024" height="768"/>
                                </view>
                                <connections>
                                    <segue destination="aboutReference" kind="presentation" id="toAbout"/>
                                </connections>
                            </viewController>
                            <viewControllerPlaceholder storyboardName="Main" id="aboutReference" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                    <scene sceneID="m2">
                        <objects>
                            <viewController storyboardIdentifier="iPhoneMenu" id="phoneMenu" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="phoneMenuView">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """),
    ], sweptCode: ["Menus.storyboard"])

    /// How many rounds the idioms spread along segues (each round reaches one step further).
    static let maximumRounds = 16

    /// A scene: its storyboard file and controller id.
    struct SceneKey: Hashable {
        var file: String
        var controller: String
    }

    func apply(to context: AppContext) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(id, context)
        let inStoryboard: (Screen) -> Bool = { $0.appFacts.storyboardScene?.controllerID != nil && ($0.file?.hasSuffix(".storyboard") ?? false) }
        for (root, indices) in apps.screensByRoot(screens, where: inStoryboard) {
            var scenes: [SceneKey: (scene: StoryboardScene, indices: [Int])] = [:]
            var filesByName: [String: [String]] = [:]
            for index in indices {
                guard let file = screens[index].file, let scene = screens[index].appFacts.storyboardScene,
                      let controller = scene.controllerID else { continue }
                let key = SceneKey(file: file, controller: controller)
                scenes[key, default: (scene, [])].indices.append(index)
                let name = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
                if !(filesByName[name]?.contains(file) ?? false) { filesByName[name, default: []].append(file) }
            }
            // Each storyboard's scenes by identifier, and its initial scene.
            var byIdentifier: [String: [String: SceneKey]] = [:]
            var initial: [String: SceneKey] = [:]
            for (key, entry) in scenes {
                if let identifier = entry.scene.identifier { byIdentifier[key.file, default: [:]][identifier] = key }
                if entry.scene.isInitial { initial[key.file] = key }
            }
            // What leads to each scene: scenes of its storyboard, and scenes of others through references.
            var incoming: [SceneKey: [SceneKey]] = [:]
            for (key, entry) in scenes {
                incoming[key, default: []] += entry.scene.enteredFrom.map { SceneKey(file: key.file, controller: $0) }
                for reference in entry.scene.leadsTo {
                    for file in filesByName[reference.storyboardName] ?? [] {
                        let target = reference.identifier.map { byIdentifier[file]?[$0] } ?? initial[file]
                        if let target { incoming[target, default: []].append(key) }
                    }
                }
            }
            let texts = (apps.code(under: root).map(\.data)) + (apps.files(under: root, withExtensions: ["plist"]) ?? []).compactMap { apps.data($0) }
            var spelledNames: [String: Bool] = [:]
            func spelled(_ name: String) -> Bool {
                if let known = spelledNames[name] { return known }
                let quoted = Array("\"\(name)\"".utf8), inPlist = Array("<string>\(name)</string>".utf8)
                let found = texts.contains { ByteSearch.contains($0, quoted) || ByteSearch.contains($0, inPlist) }
                spelledNames[name] = found
                return found
            }
            var idiom: [SceneKey: Bool] = [:]
            for (key, entry) in scenes {
                if let pad = entry.indices.lazy.compactMap({ recorder.screens[$0].appFacts.loadedOnPadInCode }).first { idiom[key] = pad }
            }
            for _ in 0..<Self.maximumRounds {
                var changed = false
                for (key, entry) in scenes.sorted(by: { ($0.key.file, $0.key.controller) < ($1.key.file, $1.key.controller) }) where idiom[key] == nil {
                    let sources = incoming[key] ?? []
                    guard !sources.isEmpty else { continue }
                    let reached = Set(sources.map { idiom[$0] })
                    guard reached.count == 1, let only = reached.first, let pad = only else { continue }
                    if let identifier = entry.scene.identifier, spelled(identifier) { continue }
                    if entry.scene.isInitial, spelled(URL(fileURLWithPath: key.file).deletingPathExtension().lastPathComponent) { continue }
                    idiom[key] = pad
                    changed = true
                    let from = sources.compactMap { scenes[$0]?.scene.identifier ?? $0.controller }
                    let names = Array(Set(from)).sorted().prefix(3).joined(separator: ", ")
                    for index in entry.indices {
                        recorder.decide(index, .screen, .idiomLimited,
                                        "the storyboard leads to this scene only from scenes the app shows on \(pad ? "iPad" : "iPhone") (\(names)), and no code opens it: the screen is swept on \(pad ? "iPad" : "iPhone") only",
                                        at: SourceLocation(file: key.file), change: .limitIdiom(pad: pad))
                    }
                }
                if !changed { break }
            }
        }
        return recorder.decisions
    }
}
