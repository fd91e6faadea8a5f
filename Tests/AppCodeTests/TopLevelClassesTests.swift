import Foundation
@testable import AppCode
import Testing
import TestSupport

/// The classes of an IB file's top-level objects, which decide whether naming a class may load
/// the file: File's Owner and a xib's root views, a storyboard's controllers — not the class of
/// a subview (Element's `MXKContactListViewController.xib` holds an `MXKImageView` that every
/// screen names; naming that loads nothing).
@Suite struct TopLevelClassesTests {
    @Test func onlyObjectsDirectlyInsideObjectsCount() {
        let xib = IBDocument.xib(objects: """
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ContactList"/>
                    <!--A comment with <objects> in it-->
                    <view contentMode="scaleToFill" id="top" customClass="ListView">
                        <subviews>
                            <label text="a &gt; b" id="l" customClass="ShinyLabel"/>
                            <imageView id="i" userLabel="x > y" customClass="AvatarView"><rect key="frame"/></imageView>
                        </subviews>
                    </view>
                    <customObject id="o" customClass="ListDataSource"/>
            """, toolsVersion: nil, safeAreas: false, device: nil)
        #expect(UnloadedNibs.topLevelClasses(in: Data(xib.utf8)) == ["ContactList", "ListView", "ListDataSource"])
        let storyboard = """
            <document><scenes><scene sceneID="s"><objects>
                <viewController id="vc" customClass="SettingsController"><view key="view" id="v" customClass="GradientView"/></viewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="r" userLabel="First Responder" customClass="UIResponder" sceneMemberID="firstResponder"/>
            </objects></scene></scenes></document>
            """
        #expect(UnloadedNibs.topLevelClasses(in: Data(storyboard.utf8)) == ["SettingsController", "UIResponder"])
    }
}
