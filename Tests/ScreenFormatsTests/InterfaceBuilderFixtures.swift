import Foundation
import LayoutEngine
@testable import ScreenFormats

/// Small hand-written Interface Builder documents for the importer's unit tests.
enum InterfaceBuilderFixtures {
    /// A storyboard document around `scenes` (the XML of `<scene>` elements); `resources` is
    /// the inner XML of `<resources>`. The scenes start on line 4.
    static func storyboard(_ scenes: String, resources: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" useAutolayout="YES" useSafeAreas="YES">
            <scenes>
        \(scenes)
            </scenes>
            <resources>\(resources)</resources>
        </document>
        """
    }

    /// A xib document around `objects` (its top-level objects).
    static func xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        \(objects)
            </objects>
        </document>
        """
    }

    /// One scene whose view controller's root view (id `top`, 375×667) holds `subviews` and
    /// `constraints`; `extra` goes inside the root view (guides, variations).
    static func scene(title: String = "Login", subviews: String, constraints: String = "", extra: String = "",
                      controllerExtra: String = "") -> String {
        """
        <!--\(title)-->
        <scene sceneID="s1">
            <objects>
                <viewController id="vc1" customClass="LoginViewController" sceneMemberID="viewController">
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
                </viewController>
            </objects>
        </scene>
        """
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
