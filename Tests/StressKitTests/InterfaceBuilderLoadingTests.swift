import AppCode
import Diagnostics
import Foundation
import LayoutEngine
import Testing
@testable import StressKit

@Suite struct InterfaceBuilderLoadingTests {
    @Test func theSweepLoadsStoryboardsAndReportsBrokenOnesWithTheirLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ib-load-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = folder.appendingPathComponent("Good.storyboard").path
        let bad = folder.appendingPathComponent("Bad.xib").path
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0"><scenes>
            <!--Hello-->
            <scene sceneID="s"><objects><viewController id="c"><view key="view" id="r">
                <rect key="frame" x="0" y="0" width="375" height="667"/>
                <subviews><label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" id="l"><rect key="frame" x="0" y="0" width="9" height="9"/></label></subviews>
            </view></viewController></objects></scene>
            </scenes></document>
            """.utf8).write(to: URL(fileURLWithPath: good))
        try Data("<document>\n<objects>\n".utf8).write(to: URL(fileURLWithPath: bad))
        let (screens, errors, _) = ScreenLoader.load([good, bad])
        #expect(screens.map(\.name) == ["Good.storyboard › Hello"])
        #expect(screens.first?.views.map(\.id) == ["l"])
        #expect(errors.count == 1)
        #expect(errors.first?.location?.file == bad)
        #expect(errors.first?.location?.line != nil)
    }
}
