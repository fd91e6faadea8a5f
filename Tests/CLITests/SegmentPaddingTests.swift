import Foundation
import Testing
import TestSupport

/// A segmented control squeezed by less than the padding Interface Builder sizes it with still
/// fits every title in its segment: whether UIKit truncates one then rests on how close to the
/// edges it draws titles, which is not known. Squeezed past its titles, it clips for certain.
@Suite struct SegmentPaddingTests {
    static func storyboard(width: Double?) -> String {
        let constraint = width.map { #"<constraint firstAttribute="width" constant="\#($0)" id="w1"/>"# } ?? ""
        return StandInFontMarginTests.storyboard(holding: """
                        <segmentedControl opaque="NO" contentMode="scaleToFill" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="mode">
                            <rect key="frame" x="16" y="100" width="200" height="32"/>
                            <segments>
                                <segment title="White"/>
                                <segment title="Dark"/>
                                <segment title="System"/>
                            </segments>
                            <constraints>\(constraint)</constraints>
                        </segmentedControl>
            """, id: "mode")
    }

    static func sweep(width: Double?) throws -> [String: Any] {
        try StandInFontMarginTests.sweep(storyboard: storyboard(width: width))
    }

    @Test func aSqueezeWithinThePaddingRestsOnUIKitsTitleInset() throws {
        let free = try Self.sweep(width: nil)
        let views = ((free["results"] as? [[String: Any]])?.first?["views"] as? [[String: Any]]) ?? []
        let natural = try #require((views.first { $0["id"] as? String == "mode" }?["intrinsic"] as? [String: Any])?["width"] as? Double, "\(free)")

        func clipped(_ width: Double) throws -> [String: Any] {
            let findings = (try Self.sweep(width: width)["findings"] as? [[String: Any]]) ?? []
            return try #require(findings.first { $0["kind"] as? String == "clipped-text" }, "\(findings)")
        }
        // 3 segments × 2 × 9 pt of padding: 30 pt less still leaves each title its own width.
        let padded = try clipped((natural - 30).rounded(.down))
        #expect(padded["confirmed"] as? Bool == false, "\(padded)")
        let assumptions = (padded["assumptions"] as? [[String: Any]]) ?? []
        #expect(assumptions.contains { ($0["what"] as? String)?.contains("every title fits its segment") == true }, "\(assumptions)")
        let squeezed = try clipped((natural - 80).rounded(.down))
        #expect(squeezed["confirmed"] as? Bool == true, "\(squeezed)")
    }
}
