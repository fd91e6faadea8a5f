import Foundation
import Testing
import TestSupport

/// A storyboard scene the app cannot show (no segue to it, not the first, its identifier, the
/// same as its class's name, named by no code) is not swept, however the file is spelled on the
/// command line; the initial scene and a scene code instantiates are.
@Suite struct UnreachedScenesTests {
    static func scene(_ id: String, identifier: String?, customClass: String) -> String {
        let storyboardID = identifier.map { #" storyboardIdentifier="\#($0)""# } ?? ""
        return """
            <scene sceneID="s-\(id)"><objects><viewController\(storyboardID) id="\(id)" customClass="\(customClass)" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="v-\(id)"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews><label opaque="NO" contentMode="left" text="\(customClass)" translatesAutoresizingMaskIntoConstraints="NO" id="l-\(id)">
            <rect key="frame" x="16" y="100" width="200" height="21"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label></subviews>
            <constraints><constraint firstItem="l-\(id)" firstAttribute="leading" secondItem="v-\(id)" secondAttribute="leading" constant="16" id="c1-\(id)"/>
            <constraint firstItem="l-\(id)" firstAttribute="top" secondItem="v-\(id)" secondAttribute="top" constant="100" id="c2-\(id)"/></constraints>
            </view></viewController></objects></scene>
            """
    }

    @Test func aSceneNothingLeadsToIsNotSwept() throws {
        let scenes = [
            Self.scene("home", identifier: nil, customClass: "HomeViewController"),
            Self.scene("orphan", identifier: "OrphanViewController", customClass: "OrphanViewController"),
            Self.scene("details", identifier: "Details", customClass: "DetailsViewController"),
        ].joined(separator: "\n")
        let storyboard = IBDocument.storyboard(scenes: scenes).replacingOccurrences(of: "<document ", with: #"<document initialViewController="home" "#)
        let code = """
            import UIKit

            final class HomeViewController: UIViewController {
                func open() {
                    let details = storyboard?.instantiateViewController(withIdentifier: "Details")
                    show(details!, sender: nil)
                }
            }
            final class OrphanViewController: UIViewController {}
            final class DetailsViewController: UIViewController {}
            """
        let folder = try ImportCommandTests.folder(with: ["Package.swift": "// swift-tools-version:5.9\n", "Main.storyboard": storyboard, "Controllers.swift": code])
        let (status, output, errors) = try ImportCommandTests.run(["explain", "Main.storyboard"], in: folder)
        #expect(status == 0, "\(errors)")
        let unreached = output.split(separator: "\n").filter { $0.contains("[unreached-scenes]") }
        #expect(unreached.count == 1, "\(output)")
        #expect(unreached.first?.contains("'OrphanViewController'") == true, "\(output)")
    }
}
