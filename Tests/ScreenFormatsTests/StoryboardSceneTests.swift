import Foundation
import LayoutEngine
import Testing
@testable import ScreenFormats
import TestSupport

/// Each storyboard screen knows the ways into its scene: the storyboard's initial controller,
/// a segue or relationship from another scene, and the identifier code may instantiate it by;
/// a cell inside a scene shares its scene's. A segue through a storyboard reference leads to
/// another storyboard's scene. A xib has no scenes.
@Suite struct StoryboardSceneTests {
    static func view(_ id: String, content: String = "") -> String {
        #"<view key="view" contentMode="scaleToFill" id="\#(id)"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>\#(content)</view>"#
    }

    @Test func scenesKnowTheirWaysIn() throws {
        let button = #"<subviews><button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="go"><rect key="frame" x="16" y="100" width="60" height="30"/><state key="normal" title="Next"/><connections><segue destination="next" kind="show" id="sg1"/><segue destination="ref" kind="presentation" id="sg2"/></connections></button></subviews>"#
        let scenes = [
            #"<scene sceneID="s1"><objects><viewController id="first" sceneMemberID="viewController">\#(Self.view("v1", content: button))</viewController></objects></scene>"#,
            #"<scene sceneID="s2"><objects><viewController id="next" customClass="NextViewController" sceneMemberID="viewController">\#(Self.view("v2"))</viewController></objects></scene>"#,
            #"<scene sceneID="s3"><objects><viewController storyboardIdentifier="Settings" id="settings" sceneMemberID="viewController">\#(Self.view("v3"))</viewController></objects></scene>"#,
            #"<scene sceneID="s4"><objects><viewController id="orphan" sceneMemberID="viewController">\#(Self.view("v4"))</viewController></objects></scene>"#,
            #"<scene sceneID="s5"><objects><viewControllerPlaceholder storyboardName="About" id="ref" sceneMemberID="viewController"/></objects></scene>"#,
        ].joined(separator: "\n")
        let xml = IBDocument.storyboard(scenes: scenes).replacingOccurrences(of: "<document ", with: #"<document initialViewController="first" "#)
        let screens = try InterfaceBuilderReader.read(data: Data(xml.utf8), displayPath: "Main.storyboard")
        let byName = Dictionary(uniqueKeysWithValues: screens.map { ($0.name, $0.appFacts.storyboardScene) })
        #expect(byName.count == 4, "\(byName.keys.sorted())")
        func scene(_ match: (String) -> Bool) -> StoryboardScene? { byName.first { match($0.key) }?.value ?? nil }
        let first = try #require(scene { $0.hasSuffix("first") })
        #expect(first.identifier == nil && first.entered && first.isInitial && first.enteredFrom.isEmpty)
        #expect(first.leadsTo == [StoryboardReference(storyboardName: "About", identifier: nil)])
        let next = try #require(scene { $0.contains("Next") })
        #expect(next.identifier == nil && next.entered && !next.isInitial && next.enteredFrom == ["first"])
        let settings = try #require(scene { $0.contains("settings") || $0.contains("Settings") })
        #expect(settings.identifier == "Settings" && !settings.entered && settings.enteredFrom.isEmpty)
        let orphan = try #require(scene { $0.hasSuffix("orphan") })
        #expect(orphan.identifier == nil && !orphan.entered)
    }
}
