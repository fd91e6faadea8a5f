import Diagnostics
import Foundation
import LayoutEngine
import Testing
@testable import ScreenFormats

@Suite struct InterfaceBuilderConstraintTests {
    typealias F = InterfaceBuilderFixtures

    static let twoLabels = """
        <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title"><rect key="frame" x="16" y="20" width="100" height="21"/></label>
        <label text="Body" translatesAutoresizingMaskIntoConstraints="NO" id="body"><rect key="frame" x="16" y="49" width="100" height="21"/></label>
        """

    /// The constraints of a scene with two labels, by id.
    func constraints(_ constraints: String, extra: String = "", controllerExtra: String = "") throws -> (Screen, [String: ConstraintSpec]) {
        let xml = F.storyboard(F.scene(subviews: Self.twoLabels, constraints: constraints, extra: extra, controllerExtra: controllerExtra))
        let screen = try #require(try F.read(xml).first)
        return (screen, Dictionary(uniqueKeysWithValues: screen.constraints.map { ($0.id, $0) }))
    }

    @Test func itemsAttributesRelationsAndNumbers() throws {
        let xml = F.storyboard(F.scene(subviews: Self.twoLabels, constraints: """
            <constraint firstItem="title" firstAttribute="leading" secondItem="top" secondAttribute="leadingMargin" constant="4" id="c1"/>
            <constraint firstAttribute="trailing" relation="greaterThanOrEqual" secondItem="title" secondAttribute="trailing" constant="20" priority="750" id="c2"/>
            <constraint firstItem="body" firstAttribute="firstBaseline" secondItem="title" secondAttribute="baseline" constant="28" id="c3"/>
            <constraint firstItem="body" firstAttribute="width" secondItem="title" secondAttribute="width" multiplier="0.5" id="c4"/>
            <constraint firstItem="body" firstAttribute="width" secondItem="body" secondAttribute="height" multiplier="73:45" id="c5"/>
            <constraint firstItem="title" firstAttribute="centerY" secondItem="top" secondAttribute="bottom" multiplier="1/3" constant="-58" id="c6"/>
            <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c7"/>
            <constraint firstItem="body" firstAttribute="top" relation="lessThanOrEqual" secondItem="safe" secondAttribute="bottom" constant="-8" id="c8"/>
            """))
        let screen = try #require(try F.read(xml).first)
        let byID = Dictionary(uniqueKeysWithValues: screen.constraints.map { ($0.id, $0) })
        #expect(byID["c1"] == ConstraintSpec(id: "c1", first: Anchor(.view("title"), .leading), second: Anchor(.root, .leadingMargin),
                                             constant: 4, origin: .interfaceBuilder,
                                             location: SourceLocation(file: "Login.storyboard", line: F.line(of: "id=\"c1\"", in: xml))))
        // A constraint without firstItem belongs to the view that holds it (the root here).
        #expect(byID["c2"]?.first == Anchor(.root, .trailing))
        #expect(byID["c2"]?.relation == .greaterThanOrEqual)
        #expect(byID["c2"]?.priority == 750)
        #expect(byID["c2"]?.constant == 20)
        #expect(byID["c3"]?.first.attribute == .firstBaseline)
        #expect(byID["c3"]?.second?.attribute == .lastBaseline)
        #expect(byID["c4"]?.multiplier == 0.5)
        #expect(byID["c5"]?.multiplier == 73.0 / 45.0)
        #expect(byID["c6"]?.multiplier == 1.0 / 3.0)
        #expect(byID["c6"]?.constant == -58)
        #expect(byID["c7"]?.second == Anchor(.guide("root", .safeArea), .top))
        #expect(byID["c8"]?.relation == .lessThanOrEqual)
        #expect(byID["c8"]?.second == Anchor(.guide("root", .safeArea), .bottom))
        #expect(byID.values.filter { $0.origin == .interfaceBuilder }.count == 8)
        #expect(screen.warnings.isEmpty)
    }

    @Test func constantOnlyConstraintsHaveNoSecondItem() throws {
        let xml = F.storyboard(F.scene(subviews: """
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box">
                <rect key="frame" x="0" y="0" width="44" height="44"/>
                <constraints>
                    <constraint firstAttribute="width" constant="44" id="w"/>
                    <constraint firstAttribute="height" relation="greaterThanOrEqual" constant="30" id="h"/>
                </constraints>
            </view>
            """))
        let screen = try #require(try F.read(xml).first)
        let byID = Dictionary(uniqueKeysWithValues: screen.constraints.map { ($0.id, $0) })
        #expect(byID["w"]?.first == Anchor(.view("box"), .width))
        #expect(byID["w"]?.second == nil)
        #expect(byID["w"]?.constant == 44)
        #expect(byID["h"]?.relation == .greaterThanOrEqual)
    }

    @Test func symbolicConstantsWithoutANumberUseStandardSpacing() throws {
        let (_, byID) = try constraints("""
            <constraint firstItem="body" firstAttribute="top" secondItem="title" secondAttribute="bottom" symbolic="YES" id="sib"/>
            <constraint firstItem="title" firstAttribute="leading" secondItem="top" secondAttribute="leading" symbolic="YES" id="edge"/>
            <constraint firstItem="title" firstAttribute="leading" secondItem="top" secondAttribute="leadingMargin" symbolic="YES" id="margin"/>
            <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" symbolic="YES" id="safeTop"/>
            <constraint firstItem="body" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="12" symbolic="YES" id="given"/>
            """)
        #expect(byID["sib"]?.constant == 8)
        #expect(byID["edge"]?.constant == 20)
        #expect(byID["margin"]?.constant == 0)
        #expect(byID["safeTop"]?.constant == 8)
        #expect(byID["given"]?.constant == 12)
    }

    /// Placeholder constraints are dropped; one the default variation excludes is kept for the
    /// size classes that install it (`Screen.resolved(for:)`), not for the others.
    @Test func placeholdersAreDroppedAndDefaultVariationExclusionsKeptForTheirSizeClasses() throws {
        let (screen, byID) = try constraints("""
            <constraint firstItem="title" firstAttribute="top" secondItem="top" secondAttribute="top" placeholder="YES" id="ph"/>
            <constraint firstItem="title" firstAttribute="width" constant="300" id="regularOnly"/>
            <constraint firstItem="title" firstAttribute="width" constant="100" id="kept"/>
            """, extra: """
            <variation key="default">
                <mask key="constraints">
                    <exclude reference="regularOnly"/>
                </mask>
            </variation>
            <variation key="heightClass=regular-widthClass=regular">
                <mask key="constraints">
                    <include reference="regularOnly"/>
                    <exclude reference="kept"/>
                </mask>
            </variation>
            """)
        #expect(byID["ph"] == nil)
        #expect(screen.uninstalledByDefault == ["regularOnly"])
        let phone = Set(screen.resolved(for: SizeClass(regularWidth: false, regularHeight: true)).constraints.map(\.id))
        #expect(phone.contains("kept") && !phone.contains("regularOnly"))
        let pad = Set(screen.resolved(for: SizeClass(regularWidth: true, regularHeight: true)).constraints.map(\.id))
        #expect(pad.contains("regularOnly") && !pad.contains("kept"))
    }

    @Test func legacyLayoutGuidesMapToTheRootSafeArea() throws {
        let (_, byID) = try constraints("""
            <constraint firstItem="title" firstAttribute="top" secondItem="tlg" secondAttribute="bottom" constant="8" id="t1"/>
            <constraint firstItem="blg" firstAttribute="top" secondItem="body" secondAttribute="bottom" constant="8" id="b1"/>
            <constraint firstItem="title" firstAttribute="top" secondItem="tlg" secondAttribute="top" id="t2"/>
            """, controllerExtra: """
            <layoutGuides>
                <viewControllerLayoutGuide type="top" id="tlg"/>
                <viewControllerLayoutGuide type="bottom" id="blg"/>
            </layoutGuides>
            """)
        #expect(byID["t1"]?.second == Anchor(.guide("root", .safeArea), .top))
        #expect(byID["b1"]?.first == Anchor(.guide("root", .safeArea), .bottom))
        #expect(byID["t2"]?.second == Anchor(.root, .top))
    }

    @Test func brokenConstraintsAreWarnedAboutAndSkipped() throws {
        let (screen, byID) = try constraints("""
            <constraint firstItem="title" firstAttribute="sideways" secondItem="top" secondAttribute="top" id="bad1"/>
            <constraint firstItem="title" firstAttribute="top" secondItem="nowhere" secondAttribute="top" id="bad2"/>
            <constraint firstItem="title" firstAttribute="width" secondItem="body" secondAttribute="width" multiplier="two" id="bad3"/>
            <constraint firstItem="title" firstAttribute="top" secondItem="nowhere" secondAttribute="bottom" id="bad4"/>
            <constraint firstItem="title" firstAttribute="top" secondItem="top" secondAttribute="top" id="good"/>
            """)
        #expect(byID.keys.filter { $0.hasPrefix("bad") }.isEmpty)
        #expect(byID["good"] != nil)
        // Three kinds (attribute, item, multiplier): one warning each, even though "item" occurs twice.
        #expect(screen.warnings.count == 3)
        #expect(screen.warnings.allSatisfy { $0.severity == .warning && $0.location?.file == "Login.storyboard" })
    }
}
