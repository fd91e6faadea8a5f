import Foundation

/// A small app on disk for the targets that read an app's files by path (its code, its Xcode
/// project, its Info.plist): a xib whose File's Owner is `ProfileController`, with a title
/// outlet. Each input replaces one file of it.
final class FuzzApp: @unchecked Sendable {  // Used from the fuzzer's one thread only.
    /// The app of this process, in a folder of its own.
    static let shared = FuzzApp()

    /// The app's folder.
    let root: URL
    /// The path of its xib.
    let xib: String

    private init() {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("layout-stress-fuzz-\(ProcessInfo.processInfo.processIdentifier)")
        xib = root.appendingPathComponent("App/Profile.xib").path
        try? FileManager.default.createDirectory(at: root.appendingPathComponent("App"), withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(at: root.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try? Data(FuzzApp.profileXib.utf8).write(to: URL(fileURLWithPath: xib))
        try? Data("@interface ProfileController : UIViewController\n@property (weak) IBOutlet UILabel *titleLabel;\n@end\n".utf8)
            .write(to: root.appendingPathComponent("App/ProfileController.h"))
    }

    /// Replaces the file at `path` (relative to the app's folder) with `data`.
    func write(_ data: Data, to path: String) {
        try? data.write(to: root.appendingPathComponent(path))
    }

    private static let profileXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23727" useAutolayout="YES" useSafeAreas="YES">
        <objects>
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="ProfileController">
        <connections><outlet property="view" destination="top" id="o0"/><outlet property="titleLabel" destination="title" id="o1"/></connections>
        </placeholder>
        <view contentMode="scaleToFill" id="top"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
        <subviews><label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title"><rect key="frame" x="16" y="100" width="40" height="20"/></label></subviews>
        <viewLayoutGuide key="safeArea" id="safe"/>
        <constraints>
        <constraint firstItem="title" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="16" id="c1"/>
        <constraint firstItem="title" firstAttribute="top" secondItem="top" secondAttribute="top" constant="100" id="c2"/>
        </constraints>
        </view>
        </objects>
        </document>
        """
}
