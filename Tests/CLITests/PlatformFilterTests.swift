import Foundation
import Testing

/// Files written for another platform say so themselves (an IB document's `targetRuntime` or
/// type, a Swift file's AppKit or WatchKit imports): a sweep does not lay them out as iPhone
/// screens, and says how many of each it left out.
@Suite struct PlatformFilterTests {
    static func document(type: String, runtime: String, label: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)" version="3.0" toolsVersion="22505" targetRuntime="\(runtime)" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                    <subviews>
                        <label text="\(label)" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="20" y="20" width="1800" height="21"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                        <constraint firstItem="title" firstAttribute="width" constant="1800" id="c3"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    @Test func filesForOtherPlatformsAreNotSwept() throws {
        let folder = try RunContextTests.project([
            "App/Phone.xib": Self.document(type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", runtime: "iOS.CocoaTouch", label: "Phone"),
            "TV/Shelf.xib": Self.document(type: "com.apple.InterfaceBuilder3.AppleTV.XIB", runtime: "AppleTV", label: "Shelf"),
            "TV/Menu.storyboard": Self.document(type: "com.apple.InterfaceBuilder3.AppleTV.Storyboard", runtime: "AppleTV", label: "Menu"),
            "Mac/Window.xib": Self.document(type: "com.apple.InterfaceBuilder3.Cocoa.XIB", runtime: "MacOSX.Cocoa", label: "Window"),
            "Mac/SidebarView.swift": """
                import AppKit

                final class SidebarView: NSView {
                    let title = NSTextField(labelWithString: "Sidebar")
                }
                """,
        ])
        let outcome = try SweepCommandTests.run(["sweep", folder, "--locales", "en", "--categories", "large", "--devices", "iPhone 15",
                                                 "--orientations", "portrait", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any], "\(outcome.stderr)")
        let screens = try #require((object["matrix"] as? [String: Any])?["screens"] as? [String])
        #expect(screens.count == 1 && screens.first?.hasPrefix("Phone.xib") == true, "\(screens)")
        // The 1,800 pt wide tvOS and macOS labels would clip on an iPhone: none is reported.
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(!findings.contains { ($0["screen"] as? String)?.hasPrefix("Phone") == false }, "\(findings.map { $0["screen"] ?? "" })")
        #expect(outcome.stderr.contains("note: 2 tvOS files not swept: the files are written for tvOS, not iOS"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("note: 2 macOS files not swept"), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("watchOS"), "\(outcome.stderr)")
    }
}

/// A run that sweeps nothing cannot pass: every file left out (here, a tvOS file) is exit 2
/// with a message saying so, even with nothing selected by --fail-on.
@Suite struct NothingSweptTests {
    @Test func aSweepOfNothingIsExitTwo() throws {
        let folder = try RunContextTests.project([
            "TV/Shelf.xib": PlatformFilterTests.document(type: "com.apple.InterfaceBuilder3.AppleTV.XIB", runtime: "AppleTV", label: "Shelf"),
        ])
        let outcome = try SweepCommandTests.run(["sweep", folder, "--locales", "en", "--categories", "large"])
        #expect(outcome.status == 2, "\(outcome.stdout)")
        #expect(outcome.stdout.contains("error: nothing was swept (0 variants from 0 screen files, 0 screens)"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("Exit 2: nothing was swept"), "\(outcome.stdout)")
        #expect(!outcome.stdout.contains("No problems found"), "\(outcome.stdout)")
    }
}
