import Foundation
import Testing
import TestSupport

/// A cell whose class places a view in `layoutSubviews` (PinLayout's `view.pin…`, or a
/// `frame` it sets) has that view where the code puts it, not where the file's autoresizing
/// mask would: the sweep does not judge its position (here, mirroring in Arabic), and says so.
@Suite struct LayoutPassPlacementTests {
    /// A cell with a fixed-frame wrapper view held at the left by its autoresizing mask (which
    /// never flips) and a label inside it: unmirrored in Arabic by the file alone.
    static let xib = IBDocument.xib(objects: """
        \(IBDocument.filesOwner())
        <tableViewCell contentMode="scaleToFill" id="cell" customClass="TaskCell">
            <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
            <tableViewCellContentView key="contentView" opaque="NO" id="content">
                <rect key="frame" x="0.0" y="0.0" width="393" height="60"/>
                <subviews>
                    <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="wrapper">
                        <rect key="frame" x="10" y="4" width="200" height="52"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <subviews>
                            <label text="Water the plants" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="8" y="15" width="150" height="21"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                    </view>
                </subviews>
            </tableViewCellContentView>
            <connections>
                <outlet property="wrapper" destination="wrapper" id="o1"/>
                <outlet property="titleLabel" destination="title" id="o2"/>
            </connections>
        </tableViewCell>
        """)

    /// The ids of the views reported unmirrored in Arabic, stdout and stderr.
    static func sweep(_ code: [String: String]) throws -> (unmirrored: Set<String>, stdout: String, stderr: String) {
        let folder = try RunContextTests.project([
            "Package.swift": "// swift-tools-version:5.9\n", "App/TaskCell.xib": xib,
            "App/TaskList.swift": "import UIKit\n\nfunc register(_ table: UITableView) {\n    table.register(UINib(nibName: \"TaskCell\", bundle: nil), forCellReuseIdentifier: \"task\")\n}\n",
        ].merging(code) { $1 })
        let outcome = try SweepCommandTests.run(["sweep", "--verbose", folder + "/App/TaskCell.xib", "--locales", "ar", "--categories", "large",
                                                 "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json", "--variants", "all"])
        let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
        let findings = (object?["findings"] as? [[String: Any]]) ?? []
        let unmirrored = findings.filter { $0["kind"] as? String == "rtl-not-mirrored" }.compactMap { $0["view"] as? String }
        return (Set(unmirrored), outcome.stdout, outcome.stderr)
    }

    static func cell(layout: String, superclass: String = "UITableViewCell") -> String {
        "import UIKit\n\nclass TaskCell: \(superclass) {\n    @IBOutlet weak var wrapper: UIView!\n    @IBOutlet weak var titleLabel: UILabel!\n\n\(layout)\n}\n"
    }

    @Test func aViewTheLayoutPassPlacesIsNotJudged() throws {
        let plain = try Self.sweep(["App/TaskCell.swift": Self.cell(layout: "")])
        #expect(plain.unmirrored.contains("wrapper"), "\(plain.unmirrored)")
        let pinned = "    override func layoutSubviews() {\n        super.layoutSubviews()\n        layout()\n    }\n\n    private func layout() {\n        wrapper.pin.horizontally(10).top(4)\n    }"
        // (Code that asks the layout direction is trusted to mirror what it places.)
        let framed = "    override func layoutSubviews() {\n        super.layoutSubviews()\n        let leading = effectiveUserInterfaceLayoutDirection == .leftToRight\n        self.wrapper.frame = contentView.bounds.insetBy(dx: leading ? 10 : 12, dy: 4)\n    }"
        for layout in [pinned, framed] {
            let run = try Self.sweep(["App/TaskCell.swift": Self.cell(layout: layout)])
            // The wrapper and the label inside it are the code's to place.
            #expect(run.unmirrored.isEmpty, "\(layout): \(run.unmirrored)")
            #expect(run.stderr.contains("note: TaskCell.wrapper (wrapper) is placed by the class's layout pass"), "\(run.stderr)")
        }
        // A superclass's layout pass places the subclass's views too.
        let inherited = try Self.sweep([
            "App/TaskCell.swift": Self.cell(layout: "", superclass: "BaseTaskCell"),
            "App/BaseTaskCell.swift": "import UIKit\n\nclass BaseTaskCell: UITableViewCell {\n    override func layoutSubviews() {\n        super.layoutSubviews()\n        wrapper.pin.horizontally(10)\n    }\n}\n",
        ])
        #expect(inherited.unmirrored.isEmpty, "\(inherited.unmirrored)")
    }

    /// PinLayout lays out left to right unless the app sets `Pin.layoutDirection`: a view it
    /// holds by one horizontal edge sits on the same side in Arabic, and is reported so, at
    /// the statement that places it. One held by both edges, or in an app that sets the
    /// direction, is not.
    @Test func pinLayoutLeftToRightIsNotMirrored() throws {
        let oneSide = "    override func layoutSubviews() {\n        super.layoutSubviews()\n        wrapper.pin.start(10).top(4).width(200)\n    }"
        let run = try Self.sweep(["App/TaskCell.swift": Self.cell(layout: oneSide)])
        #expect(run.unmirrored == ["wrapper"], "\(run.unmirrored)")
        let object = (try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) as? [String: Any]
        let finding = ((object?["findings"] as? [[String: Any]]) ?? []).first { $0["kind"] as? String == "rtl-not-mirrored" }
        let location = finding?["location"] as? [String: Any]
        #expect((location?["file"] as? String)?.hasSuffix("App/TaskCell.swift") == true && location?["line"] as? Int == 9, "\(String(describing: location))")
        #expect(((finding?["worst"] as? [String: Any])?["cause"] as? String)?.contains("Pin.layoutDirection(.auto)") == true, "\(String(describing: finding))")
        let both = "    override func layoutSubviews() {\n        super.layoutSubviews()\n        wrapper.pin.start(10).end(12).top(4)\n    }"
        #expect(try Self.sweep(["App/TaskCell.swift": Self.cell(layout: both)]).unmirrored.isEmpty)
        let automatic = try Self.sweep(["App/TaskCell.swift": Self.cell(layout: oneSide),
                                        "App/AppDelegate.swift": "import PinLayout\n\nfunc launch() {\n    Pin.layoutDirection(.auto)\n}\n"])
        #expect(automatic.unmirrored.isEmpty, "\(automatic.unmirrored)")
    }

    /// A view no constraint places (here, held by its autoresizing mask) whose frame the class's
    /// code sets in any method is the code's too; Objective-C classes' code counts the same way
    /// (each asking the layout direction, so that mirroring is the code's as well).
    @Test func aFrameCodeSetsAnywhereMovesAViewNoConstraintPlaces() throws {
        let configured = try Self.sweep(["App/TaskCell.swift": Self.cell(layout: "    func configure() {\n        wrapper.frame = contentView.bounds.insetBy(dx: 10, dy: 4)\n        if semanticContentAttribute == .forceRightToLeft { wrapper.transform = .identity }\n    }")])
        #expect(configured.unmirrored.isEmpty, "\(configured.unmirrored)")
        #expect(configured.stderr.contains("TaskCell.wrapper (wrapper) has no constraints and the class's code sets its frame"), "\(configured.stderr)")
        for implementation in [
            "- (void)layoutSubviews\n{\n    [super layoutSubviews];\n    [self updateLayout];\n}\n\n- (void)updateLayout\n{\n    CGRect frame = self.contentView.bounds;\n    _wrapper.frame = CGRectInset(frame, [self isDirectionRTL] ? 12 : 10, 4);\n}\n",
            "- (void)setTask:(Task *)task\n{\n    CGFloat x = [self isDirectionRTL] ? 183 : 10;\n    [self.wrapper setFrame:CGRectMake(x, 4, 200, 52)];\n}\n",
        ] {
            let objectiveC = try Self.sweep([
                "App/TaskCell.swift": "import UIKit\n\nfunc noop() {}\n",
                "App/TaskCell.h": "@interface TaskCell : UITableViewCell\n@property (weak, nonatomic) IBOutlet UIView *wrapper;\n@end\n",
                "App/TaskCell.m": "#import \"TaskCell.h\"\n\n@implementation TaskCell\n\n// self.wrapper.frame = nothing in a comment\n\(implementation)\n@end\n",
            ])
            #expect(objectiveC.unmirrored.isEmpty, "\(implementation): \(objectiveC.unmirrored)")
            #expect(objectiveC.stderr.contains("TaskCell.wrapper (wrapper)"), "\(objectiveC.stderr)")
        }
    }

    /// Frames code sets without ever asking the layout direction stay where they are left to
    /// right: such a view is judged for mirroring on the file's own frame (a wrapper 200 pt
    /// wide at the left stays at the left in Arabic); code that asks the direction may mirror
    /// it, and is trusted to.
    @Test func framesSetWithoutAskingTheDirectionStayLeftToRight() throws {
        let blind = "- (void)layoutSubviews\n{\n    [super layoutSubviews];\n    self.wrapper.frame = CGRectMake(10, 4, 200, 52);\n}\n"
        let aware = "- (void)layoutSubviews\n{\n    [super layoutSubviews];\n    CGFloat x = [self isDirectionRTL] ? self.bounds.size.width - 210 : 10;\n    self.wrapper.frame = CGRectMake(x, 4, 200, 52);\n}\n"
        for (implementation, unmirrored) in [(blind, true), (aware, false)] {
            let run = try Self.sweep([
                "App/TaskCell.swift": "import UIKit\n\nfunc noop() {}\n",
                "App/TaskCell.h": "@interface TaskCell : UITableViewCell\n@property (weak, nonatomic) IBOutlet UIView *wrapper;\n@end\n",
                "App/TaskCell.m": "#import \"TaskCell.h\"\n\n@implementation TaskCell\n\n\(implementation)\n@end\n",
            ])
            #expect(run.unmirrored.contains("wrapper") == unmirrored, "\(implementation): \(run.unmirrored)")
            if unmirrored {
                let object = (try? JSONSerialization.jsonObject(with: Data(run.stdout.utf8))) as? [String: Any]
                let finding = ((object?["findings"] as? [[String: Any]]) ?? []).first { $0["view"] as? String == "wrapper" }
                #expect(((finding?["worst"] as? [String: Any])?["cause"] as? String)?.contains("without ever asking the layout direction") == true,
                        "\(String(describing: finding))")
            }
        }
    }

    /// Reading a frame, or setting one in an animation closure, places nothing.
    @Test func onlyTheLayoutPassPlacing() throws {
        for layout in [
            "    override func layoutSubviews() {\n        super.layoutSubviews()\n        let height = wrapper.frame.height\n        titleLabel.alpha = height > 0 ? 1 : 0\n    }",
            "    override func layoutSubviews() {\n        super.layoutSubviews()\n        UIView.animate(withDuration: 0.2) { self.wrapper.frame = .zero }\n    }",
        ] {
            let run = try Self.sweep(["App/TaskCell.swift": Self.cell(layout: layout)])
            #expect(run.unmirrored.contains("wrapper"), "\(layout): \(run.unmirrored)")
            #expect(!run.stderr.contains("layout pass"), "\(run.stderr)")
        }
    }
}
