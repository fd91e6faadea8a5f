import Foundation
import Testing
import TestSupport

/// Without SF Pro, a stand-in measures the system font to within a few percent: a label that
/// misses its width by less than that may fit on device, so its clipping rests on the face.
/// One that misses by far more is confirmed.
@Suite struct StandInFontMarginTests {
    static func storyboard(width: Double?) -> String {
        let constraint = width.map { #"<constraint firstAttribute="width" constant="\#($0)" id="w1"/>"# } ?? ""
        return Self.storyboard(holding: """
                        <label text="Server Name" lineBreakMode="tailTruncation" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="name">
                            <rect key="frame" x="16" y="100" width="100" height="21"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            <constraints>\(constraint)</constraints>
                        </label>
            """, id: "name")
    }

    /// A storyboard whose one scene holds `subview` (of id `id`) near its top leading corner.
    static func storyboard(holding subview: String, id: String) -> String {
        IBDocument.storyboard(scenes: IBDocument.scene(content: """
                <view key="view" id="root1">
                    <rect key="frame" x="0" y="0" width="393" height="852"/>
                    <subviews>
        \(subview)
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="\(id)" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="40" id="c1"/>
                        <constraint firstItem="\(id)" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c2"/>
                    </constraints>
                </view>
        """))
    }

    /// The JSON report of sweeping `storyboard` as an app's only screen, in one variant.
    static func sweep(storyboard: String) throws -> [String: Any] {
        let folder = try RunContextTests.project(["Package.swift": "// swift-tools-version:5.9\n", "App/Main.storyboard": storyboard])
        let outcome = try PseudoCommandTests.run(["sweep", folder + "/App/Main.storyboard", "--locales", "en", "--categories", "large",
                                                  "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json", "--variants", "all"],
                                                 stdin: Data(), in: folder)
        return (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any] ?? [:]
    }

    static func sweep(width: Double?) throws -> [String: Any] {
        try sweep(storyboard: storyboard(width: width))
    }

    @Test func aNarrowMissWithTheStandInFaceRestsOnTheFace() throws {
        // The label's own width with no constraint on it: what the stand-in measures.
        let free = try Self.sweep(width: nil)
        let views = ((free["results"] as? [[String: Any]])?.first?["views"] as? [[String: Any]]) ?? []
        let natural = try #require((views.first { $0["id"] as? String == "name" }?["intrinsic"] as? [String: Any])?["width"] as? Double, "\(free)")

        func clipped(_ width: Double) throws -> [String: Any] {
            let findings = (try Self.sweep(width: width)["findings"] as? [[String: Any]]) ?? []
            // One line squeezed: UIKit truncates it with an ellipsis.
            return try #require(findings.first { ["clipped-text", "truncated-text"].contains($0["kind"] as? String ?? "") }, "\(findings)")
        }
        let narrow = try clipped((natural - 1.5).rounded(.down))
        #expect(narrow["confirmed"] as? Bool == false, "\(narrow)")
        let assumptions = (narrow["assumptions"] as? [[String: Any]]) ?? []
        #expect(assumptions.contains { $0["about"] as? String == "font" && ($0["what"] as? String)?.contains("stand-in for SF Pro") == true }, "\(assumptions)")
        let wide = try clipped((natural * 0.8).rounded(.down))
        #expect(wide["confirmed"] as? Bool == true, "\(wide)")
    }

    /// Lockdown's 📱 at a fixed 60 pt in a 70 pt box: the stand-in emoji face draws it 1.25 em
    /// wide and clips it; Apple Color Emoji's width may differ by a quarter of the size, so the
    /// clip rests on the face. Squeezed past that margin, it is confirmed.
    @Test func aTextOfEmojiMissingItsWidthByLessThanTheFacesMayDifferRestsOnTheFace() throws {
        func clipped(_ width: Int) throws -> [String: Any] {
            let storyboard = Self.storyboard(holding: """
                            <label text="📱" textAlignment="center" lineBreakMode="tailTruncation" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                                <rect key="frame" x="16" y="100" width="\(width)" height="72"/>
                                <fontDescription key="fontDescription" type="system" pointSize="60"/>
                                <constraints><constraint firstAttribute="width" constant="\(width)" id="w1"/></constraints>
                            </label>
                """, id: "icon")
            let findings = (try Self.sweep(storyboard: storyboard)["findings"] as? [[String: Any]]) ?? []
            return try #require(findings.first { ["clipped-text", "truncated-text"].contains($0["kind"] as? String ?? "") }, "\(findings)")
        }
        let close = try clipped(70)
        #expect(close["confirmed"] as? Bool == false, "\(close)")
        let assumptions = (close["assumptions"] as? [[String: Any]]) ?? []
        #expect(assumptions.contains { $0["about"] as? String == "font" && ($0["what"] as? String)?.contains("1 emoji") == true }, "\(assumptions)")
        #expect(try clipped(40)["confirmed"] as? Bool == true)
    }
}

