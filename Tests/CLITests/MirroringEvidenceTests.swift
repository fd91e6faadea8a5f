import Foundation
import Testing
import TestSupport

/// What a right-to-left finding rests on: a made-up text does not change whether a view mirrors
/// (the left-to-right twin has the same strings), but a plain view with nothing to read or tap
/// may sit at its physical edge on purpose; a collection view cell's size is its layout's.
@Suite struct MirroringEvidenceTests {
    static let spec = """
        screen: Banner
        views:
          fade:  { type: view, parent: root }
          pane:  { type: scroll, parent: root }
          title: { type: label, parent: root, text: "Welcome back", style: body }
          badge: { type: view, parent: root }
          count: { type: label, parent: badge, text: "3", style: caption1 }
        constraints:
          - fade.top = root.safeArea.top
          - fade.left = root.left
          - fade.width = 24
          - fade.height = 44
          - pane.top = root.safeArea.top + 100
          - pane.left = root.left
          - pane.width = 60
          - pane.height = 60
          - title.top = root.safeArea.top + 12
          - title.left = root.left + 40
          - badge.top = title.bottom + 8
          - badge.left = root.left + 40
          - badge.width = 30
          - badge.height = 20
          - count.centerX = badge.centerX
          - count.centerY = badge.centerY
        """

    static func findings(_ spec: String, file: String) throws -> [[String: Any]] {
        let path = try SweepCommandTests.temporaryFile(file, spec)
        let outcome = try SweepCommandTests.run(["sweep", path, "--locales", "ar", "--categories", "large", "--devices", "iPhone 15",
                                                 "--orientations", "portrait", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any], "\(outcome.stderr)")
        return try #require(object["findings"] as? [[String: Any]])
    }

    /// A centred view nudged a few points (`centerX = root.centerX - 3`, an optical nudge)
    /// reads as centred in both directions: not reported. Twenty points off is a fault.
    @Test func anOpticalNudgeIsNoMirroringFault() throws {
        let spec = """
            screen: Nudge
            views:
              logo: { type: view, parent: root }
              badge: { type: view, parent: root }
              mark: { type: label, parent: logo, text: "Logo", style: body }
              sign: { type: label, parent: badge, text: "Off", style: body }
            constraints:
              - logo.top = root.safeArea.top + 20
              - logo.centerX = root.centerX - 3
              - logo.width = 120
              - logo.height = 40
              - mark.top = logo.top
              - mark.leading = logo.leading
              - badge.top = root.safeArea.top + 80
              - badge.centerX = root.centerX - 20
              - badge.width = 120
              - badge.height = 40
              - sign.top = badge.top
              - sign.leading = badge.leading
            """
        let mirroring = try Self.findings(spec, file: "Nudge.layout.yaml").filter { $0["kind"] as? String == "rtl-not-mirrored" }
        #expect(!mirroring.contains { $0["view"] as? String == "logo" }, "\(mirroring)")
        #expect(mirroring.contains { $0["view"] as? String == "badge" }, "\(mirroring)")
    }

    @Test func aPlainViewAtItsPhysicalEdgeNeedsALookAndATextDoesNot() throws {
        let findings = try Self.findings(Self.spec, file: "Banner.layout.yaml")
        let mirroring = findings.filter { $0["kind"] as? String == "rtl-not-mirrored" }
        let fade = try #require(mirroring.first { $0["view"] as? String == "fade" }, "\(mirroring.map { $0["view"] ?? "" })")
        #expect(fade["confirmed"] as? Bool == false)
        #expect(((fade["assumptions"] as? [[String: Any]])?.first?["what"] as? String)?.contains("plain or scroll view with nothing to read or tap") == true, "\(fade)")
        // So is an empty scroll view.
        let pane = try #require(mirroring.first { $0["view"] as? String == "pane" }, "\(mirroring.map { $0["view"] ?? "" })")
        #expect(pane["confirmed"] as? Bool == false, "\(pane)")
        // A label, and a plain view holding one, are what a reader sees: confirmed.
        let title = try #require(mirroring.first { $0["view"] as? String == "title" })
        #expect(title["confirmed"] as? Bool == true, "\(title)")
        let badge = try #require(mirroring.first { $0["view"] as? String == "badge" })
        #expect(badge["confirmed"] as? Bool == true, "\(badge)")
    }

    static let collectionCell = IBDocument.xib(objects: """
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="120" height="60"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="120" height="60"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Recently played podcasts" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="8" y="8" width="104" height="21"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="top" constant="8" id="c1"/>
                            <constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leading" constant="8" id="c2"/>
                            <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="8" id="c3"/>
                        </constraints>
                    </view>
                </collectionViewCell>
        """, toolsVersion: "22505", safeAreas: false, device: nil)

    @Test func aFindingInACollectionViewCellRestsOnTheCellsSize() throws {
        let path = try SweepCommandTests.temporaryFile("TileCell.xib", Self.collectionCell)
        let outcome = try SweepCommandTests.run(["sweep", path, "--locales", "en", "--categories", "large", "--devices", "iPhone 15",
                                                 "--orientations", "portrait", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any], "\(outcome.stderr)")
        let findings = try #require(object["findings"] as? [[String: Any]])
        let layout = findings.filter { ["clipped-text", "truncated-text", "offscreen"].contains($0["kind"] as? String) }
        #expect(!layout.isEmpty, "\(findings.map { "\($0["kind"] ?? "") \($0["view"] ?? "")" })")
        for finding in layout {
            #expect(finding["confirmed"] as? Bool == false, "\(finding)")
            let what = (finding["assumptions"] as? [[String: Any]])?.compactMap { $0["what"] as? String } ?? []
            #expect(what.contains { $0.contains("collection view cell, whose size the collection view's layout gives") }, "\(what)")
        }
    }
}
