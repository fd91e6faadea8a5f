import Foundation
import Testing
import TestSupport

/// Suppression as a team uses it: kinds switched off or singled out, a lowest severity,
/// known cases ignored by screen, view and kind with a reason, and opt-outs written on the
/// view itself in a spec or an Interface Builder file.
@Suite struct SuppressionTests {
    /// Two labels that overlap (a warning on `a`); `a` also has a fixed font (a note).
    static let pair = """
        screen: Pair
        views:
          a: { type: label, parent: root, text: "Hello there", font: { family: system, size: 15 } }
          b: { type: label, parent: root, text: "World", style: body, name: Caption }
        constraints:
          - a.leading = root.safeArea.leading + 16
          - a.top = root.safeArea.top + 16
          - b.leading = root.safeArea.leading + 20
          - b.top = root.safeArea.top + 18
        """

    static func folder(_ files: [String: String]) throws -> String {
        try RunContextTests.project(files)
    }

    /// The (view kind) pairs of a one-variant sweep's aggregated findings.
    static func findings(_ arguments: [String]) throws -> (found: [String], status: Int32, stderr: String) {
        let outcome = try SweepCommandTests.run(["sweep"] + arguments + ["--locales", "en", "--categories", "large", "--devices", "iPhone 15",
                                                 "--orientations", "portrait", "--format", "json"])
        let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
        let found = (object?["findings"] as? [[String: Any]] ?? []).map { "\($0["view"] as? String ?? "?") \($0["kind"] as? String ?? "?")" }
        return (found.sorted(), outcome.status, outcome.stderr)
    }

    @Test func withoutRulesBothFindingsAreReported() throws {
        let folder = try Self.folder(["Pair.layout.yaml": Self.pair])
        #expect(try Self.findings([folder]).found == ["a fixed-font", "a overlap"])
    }

    @Test func flagsSingleOutSwitchOffAndSetALowestSeverity() throws {
        let folder = try Self.folder(["Pair.layout.yaml": Self.pair])
        #expect(try Self.findings([folder, "--only", "overlap"]).found == ["a overlap"])
        #expect(try Self.findings([folder, "--disable", "overlap"]).found == ["a fixed-font"])
        #expect(try Self.findings([folder, "--min-severity", "warning"]).found == ["a overlap"])
        let bad = try Self.findings([folder, "--only", "overlaps"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("unknown finding kind 'overlaps'"))
    }

    @Test func configurationKeysDisableOnlyAndIgnoreWithAReason() throws {
        let folder = try Self.folder([
            "Screens/Pair.layout.yaml": Self.pair,
            "disabled.yml": "screens: [Screens]\ndisabled: [fixed-font]\n",
            "only.yml": "screens: [Screens]\nonly: fixed-font\n",
            "ignore.yml": """
                screens: [Screens]
                ignore:
                  - { screen: Pai*, view: Caption, kind: overlap, reason: "b is shown only when a is hidden" }
                """,
            "elsewhere.yml": """
                screens: [Screens]
                ignore:
                  - { screen: Other, kind: overlap, reason: "another screen" }
                """,
        ])
        #expect(try Self.findings(["--config", folder + "/disabled.yml"]).found == ["a overlap"])
        #expect(try Self.findings(["--config", folder + "/only.yml"]).found == ["a fixed-font"])
        // The rule names the other view of the pair by its name: the overlap goes, the note stays.
        #expect(try Self.findings(["--config", folder + "/ignore.yml"]).found == ["a fixed-font"])
        #expect(try Self.findings(["--config", folder + "/elsewhere.yml"]).found == ["a fixed-font", "a overlap"])
    }

    /// An `ignore:` entry that names nothing swept (a renamed screen or view) hides nothing:
    /// a warning at its line says so; one that matches says nothing.
    @Test func anIgnoreEntryThatNamesNothingIsAWarning() throws {
        let folder = try Self.folder([
            "Screens/Pair.layout.yaml": Self.pair,
            "stale.yml": """
                screens: [Screens]
                ignore:
                  - { screen: Pai*, view: Caption, kind: overlap, reason: "b is shown only when a is hidden" }
                  - { screen: Settings, kind: overlap, reason: "a screen since renamed" }
                  - { screen: Pair, view: Subtitle, kind: overlap, reason: "a view since removed" }
                """,
        ])
        let run = try Self.findings(["--config", folder + "/stale.yml"])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("stale.yml:4:") && $0.contains("warning: ignore: 'Settings' matches no screen swept") }, "\(run.stderr)")
        #expect(lines.contains { $0.contains("stale.yml:5:") && $0.contains("warning: ignore: view 'Subtitle' is in none of the screens 'Pair' matches") }, "\(run.stderr)")
        #expect(!run.stderr.contains("stale.yml:3:"), "\(run.stderr)")
    }

    /// An `ignore:` entry or a view's own opt-out that names a real view but hid no finding in
    /// any variant swept is a warning at its line, like a linter's superfluous disable; one whose
    /// kinds the run does not check, or a shard, says nothing.
    @Test func anOptOutThatHidNothingIsAWarning() throws {
        let folder = try Self.folder([
            "Screens/Pair.layout.yaml": Self.pair,
            "idle.yml": """
                screens: [Screens]
                ignore:
                  - { screen: Pair, view: Caption, kind: overlap, reason: "b is shown only when a is hidden" }
                  - { screen: Pair, view: Caption, kind: clipped-text, reason: "fixed since" }
                """,
        ])
        let run = try Self.findings(["--config", folder + "/idle.yml"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.found == ["a fixed-font"], "the overlap entry still hides the overlap")
        let lines = run.stderr.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.contains("idle.yml:4:") && $0.contains("warning: ignore: entry (screen 'Pair', view 'Caption', clipped-text): it hid no finding in the 1 variant swept") },
                "\(run.stderr)")
        #expect(!run.stderr.contains("idle.yml:3:"), "\(run.stderr)")
        // Clipped text is not checked with --only overlap: the entry cannot hide anything, and is not judged.
        let narrowed = try Self.findings(["--config", folder + "/idle.yml", "--only", "overlap"])
        #expect(!narrowed.stderr.contains("hid no finding"), "\(narrowed.stderr)")
        let shard = try Self.findings(["--config", folder + "/idle.yml", "--shard", "1/1"])
        #expect(!shard.stderr.contains("hid no finding"), "\(shard.stderr)")

        func attribute(_ kinds: String) -> String {
            """
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="layoutStressIgnore" value="\(kinds)"/>
            </userDefinedRuntimeAttributes>
            """
        }
        let used = try Self.findings([try Self.folder(["Card.xib": Self.xib(attribute("overlap"))])])
        #expect(!used.stderr.contains("hid no finding"), "\(used.stderr)")
        let idle = try Self.findings([try Self.folder(["Card.xib": Self.xib(attribute("offscreen"))])])
        #expect(idle.found.contains("aaa-11-aaa overlap"))
        #expect(idle.stderr.contains("Card.xib:11: warning: view 'World' opts out of offscreen: it hid no finding in the 1 variant swept"),
                "\(idle.stderr)")
    }

    /// A view built in Swift opts out with a comment on the line that creates it (or on the
    /// line above): `// layout-stress:ignore overlap`, a reason after ` -- `.
    @Test func aSwiftViewOptsOutWithAComment() throws {
        func code(_ comment: String, above: String = "") -> String {
            """
            import UIKit

            final class PairView: UIView {
                let first = UILabel()
                \(above)
                let second = UILabel()\(comment)

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    first.text = "Hello there"
                    second.text = "World"
                    for label in [first, second] {
                        label.translatesAutoresizingMaskIntoConstraints = false
                        addSubview(label)
                    }
                    NSLayoutConstraint.activate([
                        first.topAnchor.constraint(equalTo: topAnchor, constant: 16),
                        first.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                        second.topAnchor.constraint(equalTo: topAnchor, constant: 18),
                        second.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20),
                        bottomAnchor.constraint(equalTo: second.bottomAnchor, constant: 16),
                    ])
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """
        }
        func found(_ text: String) throws -> [String] {
            let folder = try Self.folder(["PairView.swift": text])
            return try Self.findings([folder + "/PairView.swift"]).found
        }
        #expect(try found(code("")).contains("first overlap"))
        #expect(try !found(code(" // layout-stress:ignore overlap -- shown only while first is hidden")).contains("first overlap"))
        #expect(try !found(code("", above: "// layout-stress:ignore overlap")).contains("first overlap"))
        // Another kind leaves the overlap reported; a bare marker ignores every kind.
        #expect(try found(code(" // layout-stress:ignore offscreen")).contains("first overlap"))
        #expect(try found(code(" // layout-stress:ignore")) == ["first fixed-font"])
    }

    @Test(arguments: [
        ("ignore:\n  - { view: a, kind: overlap }\n", 2, "needs a reason"),
        ("ignore:\n  - { view: a, kind: overlaps, reason: x }\n", 2, "unknown finding kind 'overlaps'"),
        ("ignore:\n  - { view: a, colour: red, reason: x }\n", 2, "unknown key 'colour' in an ignore entry"),
        ("ignore: overlap\n", 1, "ignore expects a list"),
        ("disabled: [clipping]\n", 1, "unknown finding kind 'clipping'"),
        ("minSeverity: fatal\n", 1, "minSeverity must be note, warning or error"),
    ])
    func badRulesNameTheFileAndLine(text: String, line: Int, message: String) throws {
        let folder = try Self.folder(["Pair.layout.yaml": Self.pair, "layout-stress.yml": "screens: [Pair.layout.yaml]\n" + text])
        let run = try Self.findings(["--config", folder + "/layout-stress.yml"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("layout-stress.yml:\(line + 1):"), "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test func aSpecViewOptsOutOfKinds() throws {
        let ignoring = Self.pair.replacingOccurrences(of: "name: Caption }", with: "name: Caption, ignore: [overlap] }")
        let folder = try Self.folder(["Pair.layout.yaml": ignoring])
        #expect(try Self.findings([folder]).found == ["a fixed-font"])
        let wrong = try Self.folder(["Pair.layout.yaml": Self.pair.replacingOccurrences(of: "name: Caption }", with: "name: Caption, ignore: overlapping }")])
        let run = try Self.findings([wrong])
        #expect(run.status == 2)
        #expect(run.stderr.contains("Pair.layout.yaml:4: error: unknown finding kind 'overlapping'"), "\(run.stderr)")
    }

    static func xib(_ secondLabelExtras: String, label: String = "") -> String {
        IBDocument.xib(objects: """
                <view contentMode="scaleToFill" id="root-1" userLabel="Card">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                    <subviews>
                        <label text="Hello there" translatesAutoresizingMaskIntoConstraints="NO" id="aaa-11-aaa">
                            <rect key="frame" x="16" y="16" width="90" height="21"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </label>
                        <label text="World" translatesAutoresizingMaskIntoConstraints="NO" id="bbb-22-bbb"\(label)>
                            <rect key="frame" x="20" y="18" width="45" height="21"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                            \(secondLabelExtras)
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="aaa-11-aaa" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="16" id="c-1"/>
                        <constraint firstItem="aaa-11-aaa" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="16" id="c-2"/>
                        <constraint firstItem="bbb-22-bbb" firstAttribute="leading" secondItem="root-1" secondAttribute="leading" constant="20" id="c-3"/>
                        <constraint firstItem="bbb-22-bbb" firstAttribute="top" secondItem="root-1" secondAttribute="top" constant="18" id="c-4"/>
                    </constraints>
                </view>
            """, toolsVersion: "22505", device: nil)
    }

    @Test func anInterfaceBuilderViewOptsOutByRuntimeAttributeOrLabel() throws {
        let plain = try Self.folder(["Card.xib": Self.xib("")])
        #expect(try Self.findings([plain]).found.contains("aaa-11-aaa overlap"))
        let attribute = try Self.folder(["Card.xib": Self.xib("""
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="layoutStressIgnore" value="overlap"/>
            </userDefinedRuntimeAttributes>
            """)])
        #expect(try !Self.findings([attribute]).found.contains("aaa-11-aaa overlap"))
        let labelled = try Self.folder(["Card.xib": Self.xib("", label: #" userLabel="Subtitle [layoutStressIgnore: all]""#)])
        #expect(try !Self.findings([labelled]).found.contains("aaa-11-aaa overlap"))
        let wrong = try Self.folder(["Card.xib": Self.xib("", label: #" userLabel="Subtitle [layoutStressIgnore: overlapz]""#)])
        let run = try Self.findings([wrong])
        #expect(run.status == 2)
        #expect(run.stderr.contains("Card.xib:11: error: unknown finding kind 'overlapz'"), "\(run.stderr)")
    }
}

/// Baselines key Interface Builder screens by object id, so a key survives a text change in
/// the label that names a static cell.
@Suite struct StableBaselineTests {
    static func cell(_ text: String) -> String {
        IBDocument.xib(objects: """
                <tableViewCell contentMode="scaleToFill" id="cell-1">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="cell-1" id="content-1">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                        <subviews>
                            <label text="\(text)" translatesAutoresizingMaskIntoConstraints="NO" id="aaa-11-aaa">
                                <rect key="frame" x="16" y="8" width="90" height="21"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                            </label>
                            <label text="Badge" translatesAutoresizingMaskIntoConstraints="NO" id="bbb-22-bbb">
                                <rect key="frame" x="20" y="10" width="45" height="21"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstItem="aaa-11-aaa" firstAttribute="leading" secondItem="content-1" secondAttribute="leading" constant="16" id="c-1"/>
                            <constraint firstItem="aaa-11-aaa" firstAttribute="top" secondItem="content-1" secondAttribute="top" constant="8" id="c-2"/>
                            <constraint firstItem="bbb-22-bbb" firstAttribute="leading" secondItem="content-1" secondAttribute="leading" constant="20" id="c-3"/>
                            <constraint firstItem="bbb-22-bbb" firstAttribute="top" secondItem="content-1" secondAttribute="top" constant="10" id="c-4"/>
                            <constraint firstAttribute="bottom" secondItem="aaa-11-aaa" secondAttribute="bottom" constant="8" id="c-5"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            """, toolsVersion: "22505", device: nil)
    }

    @Test func aBaselineSurvivesATextChangeInTheLabelThatNamesACell() throws {
        let folder = try SuppressionTests.folder(["Cell.xib": Self.cell("Hello there")])
        let baseline = folder + "/baseline.json"
        let flags = ["--locales", "en", "--categories", "large", "--devices", "iPhone 15", "--orientations", "portrait"]
        let written = try SweepCommandTests.run(["sweep", folder, "--write-baseline", baseline] + flags)
        #expect(written.status == 0, "\(written.stderr)")
        let stored = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(stored.contains("Cell.xib#cell-1"), "\(stored)")
        #expect(!stored.contains("Hello there"))

        try Data(Self.cell("Good morning").utf8).write(to: URL(fileURLWithPath: folder + "/Cell.xib"))
        let renamed = try SweepCommandTests.run(["sweep", folder, "--baseline", baseline, "--fail-on", "all"] + flags)
        #expect(renamed.stdout.contains("Good morning"), "the cell is still named by its text for people")
        #expect(renamed.status == 0, "\(renamed.stdout)")
        // A new problem still fails: the baseline is not a blanket pass.
        try Data(Self.cell("Good morning").replacingOccurrences(of: #"id="c-4""#, with: #"id="c-4"/><constraint firstItem="bbb-22-bbb" firstAttribute="width" constant="-5" id="c-6""#).utf8)
            .write(to: URL(fileURLWithPath: folder + "/Cell.xib"))
        let broken = try SweepCommandTests.run(["sweep", folder, "--baseline", baseline, "--fail-on", "all"] + flags)
        #expect(broken.status == 1, "\(broken.stdout)")
    }
}
