import Foundation
import LayoutEngine
import TestSupport
@testable import ScreenFormats

/// Small hand-written Interface Builder documents for the importer's unit tests.
enum InterfaceBuilderFixtures {
    /// A storyboard document around `scenes` (the XML of `<scene>` elements); `resources` is
    /// the inner XML of `<resources>`. The scenes start on line 4.
    static func storyboard(_ scenes: String, resources: String = "") -> String {
        IBDocument.storyboard(scenes: scenes, toolsVersion: nil, device: nil, resources: resources)
    }

    /// A xib document around `objects` (its top-level objects).
    static func xib(_ objects: String) -> String {
        IBDocument.xib(objects: IBDocument.filesOwner(userLabel: "File's Owner") + "\n" + objects, toolsVersion: nil, safeAreas: false, device: nil)
    }

    /// One scene whose view controller's root view (id `top`, 375×667) holds `subviews` and
    /// `constraints`; `extra` goes inside the root view (guides, variations).
    static func scene(title: String = "Login", subviews: String, constraints: String = "", extra: String = "",
                      controllerExtra: String = "") -> String {
        IBDocument.scene(title: title, controllerID: "vc1", customClass: "LoginViewController", content: """
        \(controllerExtra)
                    <view key="view" contentMode="scaleToFill" id="top">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
        \(subviews)
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
        \(constraints)
                        </constraints>
        \(extra)
                    </view>
        """)
    }

    /// Reads a document from text.
    static func read(_ xml: String, path: String = "Login.storyboard") throws -> [Screen] {
        try InterfaceBuilderReader.read(data: Data(xml.utf8), displayPath: path)
    }

    /// The 1-based line of the first line of `xml` that contains `needle`.
    static func line(of needle: String, in xml: String) -> Int? {
        xml.components(separatedBy: "\n").firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }
}
