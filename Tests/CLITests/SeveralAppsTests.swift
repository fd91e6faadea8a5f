import Foundation
import Testing
import TestSupport

/// Apps swept side by side in one run each read their own translations, and nothing of the
/// folder that holds them both (another project's files, a home folder).
@Suite struct SeveralAppsTests {
    /// A scene whose one label wraps across the width: its lines show the whole text.
    static let storyboard = IBDocument.storyboard(scenes: IBDocument.scene(content: """
                <view key="view" id="root1">
                    <rect key="frame" x="0" y="0" width="393" height="852"/>
                    <subviews>
                        <label text="Welcome" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                            <rect key="frame" x="16" y="100" width="361" height="21"/>
                        </label>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="40" id="c1"/>
                        <constraint firstItem="title" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="16" id="c2"/>
                        <constraint firstItem="safe" firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="16" id="c3"/>
                    </constraints>
                </view>
        """))

    /// A screen built in Swift whose label shows the app's `greeting` string.
    static let controller = """
        import UIKit

        final class GreetingViewController: UIViewController {
            private let greetingLabel = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                greetingLabel.text = NSLocalizedString("greeting", comment: "")
                greetingLabel.numberOfLines = 0
                greetingLabel.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(greetingLabel)
                NSLayoutConstraint.activate([
                    greetingLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),
                    greetingLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    greetingLabel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                ])
            }
        }
        """

    /// A label's lines and its one-line width, per screen and locale.
    struct Label: Equatable {
        var lines: Int
        var width: Double
    }

    /// Screen → locale → its label.
    /// Run in `folder`, where no `Locales` folder is (the package's own would be taken first).
    static func labels(_ arguments: [String], in folder: String) throws -> (labels: [String: [String: Label]], outcome: PseudoCommandTests.Outcome) {
        let outcome = try PseudoCommandTests.run(["sweep"] + arguments + ["--locales", "en,de", "--categories", "large", "--devices", "iPhone 15",
                                                                          "--orientations", "portrait", "--format", "json", "--variants", "all"],
                                                 stdin: Data(), in: folder)
        let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
        var labels: [String: [String: Label]] = [:]
        for result in (object?["results"] as? [[String: Any]]) ?? [] {
            guard let view = ((result["views"] as? [[String: Any]]) ?? []).first(where: { $0["type"] as? String == "label" }),
                  let lines = view["lines"] as? Int, let width = (view["intrinsic"] as? [String: Any])?["width"] as? Double else { continue }
            labels[result["screen"] as? String ?? "?", default: [:]][result["locale"] as? String ?? "?"] = Label(lines: lines, width: width)
        }
        return (labels, outcome)
    }

    /// German texts: a short one, and long ones that wrap across the screen's width.
    static let short = "Hallo"
    static let long = "Willkommen in der zweiten App, wir freuen uns sehr, dass Sie heute hier sind"

    @Test func eachAppReadsItsOwnTranslations() throws {
        let folder = try RunContextTests.project([
            "One/Package.swift": "// swift-tools-version:5.9\n",
            "One/App/Base.lproj/Main.storyboard": Self.storyboard,
            "One/App/de.lproj/Main.strings": "\"title.text\" = \"\(Self.short)\";\n",
            "One/App/en.lproj/Main.strings": "\"title.text\" = \"Welcome\";\n",
            "Two/Package.swift": "// swift-tools-version:5.9\n",
            "Two/App/Base.lproj/Main.storyboard": Self.storyboard,
            "Two/App/de.lproj/Main.strings": "\"title.text\" = \"\(Self.long)\";\n",
            "Two/App/en.lproj/Main.strings": "\"title.text\" = \"Welcome\";\n",
            "Three/Package.swift": "// swift-tools-version:5.9\n",
            "Three/Sources/GreetingViewController.swift": Self.controller,
            "Three/Sources/en.lproj/Localizable.strings": "\"greeting\" = \"Hi\";\n",
            "Three/Sources/de.lproj/Localizable.strings": "\"greeting\" = \"\(Self.long)\";\n",
            // A fourth project's broken table beside them, which must not be read.
            "Other/de.lproj/Localizable.strings": "\"broken = ;\n",
        ])
        let (labels, outcome) = try Self.labels([folder + "/One", folder + "/Two", folder + "/Three"], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("Other/"), "\(outcome.stderr)")
        // The two storyboards share a table name and object ids: only per-app catalogs tell them apart.
        let one = try #require(labels.first { !$0.key.contains("Two/") && $0.key.contains("Main") }?.value, "\(labels)")
        let two = try #require(labels.first { $0.key.contains("Two/") }?.value, "\(labels)")
        let english = try #require(one["en"], "\(labels)")
        #expect(two["en"] == english)
        #expect(one["de"].map { $0.lines == 1 && $0.width < english.width } == true, "\(labels) \(outcome.stderr)")
        #expect(two["de"].map { $0.lines >= 2 } == true, "\(labels) \(outcome.stderr)")
        // A screen built in code reads its own app's Localizable table: "Hi" in English.
        let three = try #require(labels.first { $0.key.contains("Greeting") }?.value, "\(labels)")
        #expect(three["en"].map { $0.lines == 1 && $0.width < english.width / 2 } == true, "\(labels) \(outcome.stderr)")
        #expect(three["de"].map { $0.lines >= 2 } == true, "\(labels) \(outcome.stderr)")
    }

    @Test func oneAppAloneReadsItsOwnTranslationsAsBefore() throws {
        let folder = try RunContextTests.project([
            "One/Package.swift": "// swift-tools-version:5.9\n",
            "One/App/Base.lproj/Main.storyboard": Self.storyboard,
            "One/App/de.lproj/Main.strings": "\"title.text\" = \"\(Self.long)\";\n",
            "One/App/en.lproj/Main.strings": "\"title.text\" = \"Welcome\";\n",
        ])
        let (labels, outcome) = try Self.labels([folder + "/One/App"], in: folder)
        #expect(labels.values.first?["de"].map { $0.lines >= 2 } == true, "\(labels) \(outcome.stderr)")
        #expect(labels.values.first?["en"]?.lines == 1, "\(labels) \(outcome.stderr)")
    }
}
