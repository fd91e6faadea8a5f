import Foundation
import Testing
import TestSupport

/// A table cell xib registered for a table whose row height the app fixes is laid out at that
/// height (Pocket Casts' filter rows: 44 pt in the xib, 72 pt in the table that shows them),
/// whichever way the registering class fixes it; a computed height leaves the cell sizing itself.
@Suite struct FixedRowHeightsTests {
    /// A 44 pt cell whose 30 pt box is centred vertically: sizing itself, it keeps IB's 44.
    static let cellXib = IBDocument.xib(objects: """
        \(IBDocument.filesOwner())
        <tableViewCell contentMode="scaleToFill" reuseIdentifier="FilterCell" id="cell" customClass="FilterCell">
            <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
            <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="content">
                <rect key="frame" x="0.0" y="0.0" width="393" height="44"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                        <rect key="frame" x="16" y="7" width="30" height="30"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="30" id="w"/>
                            <constraint firstAttribute="height" constant="30" id="h"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="l"/>
                    <constraint firstItem="box" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="y"/>
                </constraints>
            </tableViewCellContentView>
        </tableViewCell>
        """)

    /// A controller xib whose `listTable` outlet leads to a table with `rowHeight`.
    static func controllerXib(rowHeight: String) -> String {
        IBDocument.xib(objects: """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FilterController">
            <connections>
                <outlet property="listTable" destination="table" id="o1"/>
                <outlet property="view" destination="top" id="o2"/>
            </connections>
        </placeholder>
        <view contentMode="scaleToFill" id="top">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <subviews>
                <tableView clipsSubviews="YES" contentMode="scaleToFill" style="plain" rowHeight="\(rowHeight)" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                </tableView>
            </subviews>
            <constraints>
                <constraint firstItem="table" firstAttribute="top" secondItem="top" secondAttribute="top" id="c1"/>
                <constraint firstItem="table" firstAttribute="bottom" secondItem="top" secondAttribute="bottom" id="c2"/>
                <constraint firstItem="table" firstAttribute="leading" secondItem="top" secondAttribute="leading" id="c3"/>
                <constraint firstItem="table" firstAttribute="trailing" secondItem="top" secondAttribute="trailing" id="c4"/>
            </constraints>
        </view>
        """)
    }

    /// The controller registering the cell for `listTable`, with `members` in its body.
    static func controller(_ members: String) -> String {
        """
        import UIKit

        final class FilterController: UIViewController, UITableViewDataSource, UITableViewDelegate {
            @IBOutlet var listTable: UITableView!

            override func viewDidLoad() {
                super.viewDidLoad()
                listTable.register(UINib(nibName: "FilterCell", bundle: nil), forCellReuseIdentifier: "filter")
            }

        \(members)
        }
        """
    }

    /// The cell's laid-out height and the sweep's standard error.
    static func cellHeight(_ files: [String: String]) throws -> (height: Double?, stderr: String) {
        var project = ["Package.swift": "// swift-tools-version:5.9\n", "App/FilterCell.xib": cellXib,
                       "App/FilterCell.swift": "import UIKit\n\nfinal class FilterCell: UITableViewCell {}\n"]
        project.merge(files) { _, new in new }
        let folder = try RunContextTests.project(project)
        let outcome = try SweepCommandTests.run(["sweep", "--verbose", folder + "/App/FilterCell.xib", "--locales", "en", "--categories", "large",
                                                 "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json", "--variants", "all"])
        let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
        let result = ((object?["results"] as? [[String: Any]]) ?? []).first
        let content = ((result?["views"] as? [[String: Any]]) ?? []).first { $0["id"] as? String == "content" }
        return ((content?["frame"] as? [String: Any])?["height"] as? Double, outcome.stderr)
    }

    @Test func aConstantHeightForRowFixesTheRow() throws {
        let run = try Self.cellHeight(["App/FilterController.swift": Self.controller("""
                func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                    72
                }
            """)])
        #expect(run.height == 72, "\(run.stderr)")
        #expect(run.stderr.contains("FilterController.swift:8: note: the app shows this cell in rows 72 pt tall"), "\(run.stderr)")
    }

    @Test func aRowHeightSetInCodeOrInTheTablesFileFixesTheRow() throws {
        let code = try Self.cellHeight(["App/FilterController.swift": Self.controller("""
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    self.listTable.rowHeight = 60
                }
            """)])
        #expect(code.height == 60, "\(code.stderr)")
        let interface = try Self.cellHeight(["App/FilterController.swift": Self.controller(""),
                                             "App/FilterController.xib": Self.controllerXib(rowHeight: "64")])
        #expect(interface.height == 64, "\(interface.stderr)")
    }

    /// A height the code computes, a table left at "Automatic" (`rowHeight="-1"`), or a
    /// controller that says nothing: the cell sizes itself (IB's 44 pt, as nothing else decides).
    @Test func aComputedOrAutomaticHeightLeavesTheCellSizingItself() throws {
        let computed = try Self.cellHeight(["App/FilterController.swift": Self.controller("""
                func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                    if indexPath.row == 0 { return 72 }
                    return UITableView.automaticDimension
                }
            """)])
        #expect(computed.height == 44, "\(computed.stderr)")
        #expect(!computed.stderr.contains("rows"), "\(computed.stderr)")
        let automatic = try Self.cellHeight(["App/FilterController.swift": Self.controller(""),
                                             "App/FilterController.xib": Self.controllerXib(rowHeight: "-1")])
        #expect(automatic.height == 44, "\(automatic.stderr)")
        let silent = try Self.cellHeight(["App/FilterController.swift": Self.controller("")])
        #expect(silent.height == 44, "\(silent.stderr)")
    }
}
