import Foundation
import LayoutEngine
import Testing
@testable import ScreenFormats

@Suite struct InterfaceBuilderAutoresizingTests {
    typealias F = InterfaceBuilderFixtures

    /// Solves a view's two constraints on one axis for a superview of `parentSize` whose own
    /// coordinate space starts at 0 (so `parent.max = parentSize`): returns (origin, size).
    static func solve(_ constraints: [ConstraintSpec], horizontal: Bool, parentSize: Double) -> (Double, Double)? {
        let minAttribute: LayoutAttribute = horizontal ? .left : .top
        let maxAttribute: LayoutAttribute = horizontal ? .right : .bottom
        let centerAttribute: LayoutAttribute = horizontal ? .centerX : .centerY
        let sizeAttribute: LayoutAttribute = horizontal ? .width : .height
        func parentValue(_ attribute: LayoutAttribute) -> Double {
            switch attribute {
            case minAttribute: 0
            case maxAttribute, sizeAttribute: parentSize
            case centerAttribute: parentSize / 2
            default: .nan
            }
        }
        func value(_ spec: ConstraintSpec) -> Double {
            spec.multiplier * (spec.second.map { parentValue($0.attribute) } ?? 0) + spec.constant
        }
        let axis: LayoutAttribute.Axis = horizontal ? .horizontal : .vertical
        let onAxis = constraints.filter { $0.first.attribute.axis == axis }
        guard onAxis.count == 2, let sizeSpec = onAxis.first(where: { $0.first.attribute == sizeAttribute }),
              let positionSpec = onAxis.first(where: { $0.first.attribute != sizeAttribute }) else { return nil }
        let size = value(sizeSpec)
        let position = value(positionSpec)
        switch positionSpec.first.attribute {
        case minAttribute: return (position, size)
        case maxAttribute: return (position - size, size)
        case centerAttribute: return (position - size / 2, size)
        default: return nil
        }
    }

    static func constraints(frame: Rect, parent: Size, mask: String) throws -> [ConstraintSpec] {
        let xml = F.xib("""
            <view contentMode="scaleToFill" id="holder">
                <rect key="frame" x="0" y="0" width="\(parent.width)" height="\(parent.height)"/>
                <subviews>
                    <view contentMode="scaleToFill" id="v">
                        <rect key="frame" x="\(frame.x)" y="\(frame.y)" width="\(frame.width)" height="\(frame.height)"/>
                        <autoresizingMask key="autoresizingMask" \(mask)/>
                    </view>
                </subviews>
            </view>
            """)
        let screen = try #require(try F.read(xml, path: "Auto.xib").first)
        let made = screen.constraints.filter { $0.first.item == .view("v") }
        #expect(made.count == 4)
        #expect(made.allSatisfy { $0.origin == .autoresizing && $0.isRequired })
        // A screen-sized holder is the screen's root; a smaller one is placed in it.
        let holder: LayoutItem = parent.width >= 320 && parent.height >= 480 ? .root : .view("holder")
        #expect(made.allSatisfy { $0.second == nil || $0.second?.item == holder })
        return made
    }

    @Test func fixedFlexibleWidthAndFlexibleLeftMargins() throws {
        let frame = Rect(x: 20, y: 10, width: 100, height: 40)
        let parent = Size(width: 320, height: 480)
        let fixed = try Self.constraints(frame: frame, parent: parent, mask: "")
        #expect(Self.solve(fixed, horizontal: true, parentSize: 400).map { [$0.0, $0.1] } == [20, 100])
        let stretch = try Self.constraints(frame: frame, parent: parent, mask: "widthSizable=\"YES\"")
        #expect(Self.solve(stretch, horizontal: true, parentSize: 400).map { [$0.0, $0.1] } == [20, 180])
        let right = try Self.constraints(frame: frame, parent: parent, mask: "flexibleMinX=\"YES\" flexibleMaxY=\"YES\"")
        #expect(Self.solve(right, horizontal: true, parentSize: 400).map { [$0.0, $0.1] } == [100, 100])
        #expect(Self.solve(right, horizontal: false, parentSize: 600).map { [$0.0, $0.1] } == [10, 40])
    }

    @Test func flexibleMarginsShareGrowthInProportion() throws {
        // Margins 20 and 200: the left takes 20/220 of the growth.
        let constraints = try Self.constraints(frame: Rect(x: 20, y: 0, width: 100, height: 10), parent: Size(width: 320, height: 10),
                                               mask: "flexibleMinX=\"YES\" flexibleMaxX=\"YES\"")
        let solved = try #require(Self.solve(constraints, horizontal: true, parentSize: 540))
        #expect(abs(solved.0 - 40) < 1e-9)
        #expect(solved.1 == 100)
    }

    /// For random frames and masks: at the IB size the constraints give back the IB frame; at
    /// any other size the fixed parts keep their length, the parts add up to the new size and
    /// the flexible parts grow in proportion to their IB length.
    @Test func autoresizingFollowsUIKitsRuleForRandomMasks() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<60 {
            let parent = Double(Int.random(in: 100...800, using: &generator))
            let x = Double(Int.random(in: 0...Int(parent / 2), using: &generator))
            let width = Double(Int.random(in: 0...Int(parent - x), using: &generator))
            let flags = (Bool.random(using: &generator), Bool.random(using: &generator), Bool.random(using: &generator))
            var mask: [String] = []
            if flags.0 { mask.append("flexibleMinX=\"YES\"") }
            if flags.1 { mask.append("widthSizable=\"YES\"") }
            if flags.2 { mask.append("flexibleMaxX=\"YES\"") }
            let constraints = try Self.constraints(frame: Rect(x: x, y: 0, width: width, height: 10),
                                                   parent: Size(width: parent, height: 10), mask: mask.joined(separator: " "))
            let same = try #require(Self.solve(constraints, horizontal: true, parentSize: parent))
            #expect(abs(same.0 - x) < 1e-6 && abs(same.1 - width) < 1e-6)
            let newParent = parent + Double(Int.random(in: -50...300, using: &generator))
            let solved = try #require(Self.solve(constraints, horizontal: true, parentSize: newParent))
            let before = [x, width, parent - x - width]
            let after = [solved.0, solved.1, newParent - solved.0 - solved.1]
            let flexible = [flags.0, flags.1, flags.2]
            let flexibleTotal = zip(before, flexible).filter(\.1).map(\.0).reduce(0, +)
            for part in 0..<3 {
                if !flexible.contains(true) || !flexible[part] {
                    if !flexible.contains(true) && part == 2 { continue }  // nothing flexible: the right margin absorbs it
                    #expect(abs(after[part] - before[part]) < 1e-6, "fixed part \(part) changed")
                } else if flexibleTotal > 0 {
                    let expected = before[part] + (newParent - parent) * before[part] / flexibleTotal
                    #expect(abs(after[part] - expected) < 1e-6, "flexible part \(part): \(after[part]) ≠ \(expected)")
                }
            }
        }
    }

    /// A view without constraints in a file saved by Xcode 8 or later (`fixedFrame`) follows
    /// its autoresizing mask at run time — here it keeps its 187 pt trailing gap in a root
    /// 125 pt wider than IB's 375 — unless a constraint places it.
    @Test func fixedFrameViewsFollowTheirMaskWhenUnconstrained() throws {
        let xml = F.storyboard(F.scene(subviews: """
            <label text="Loose" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="loose"><rect key="frame" x="8" y="11" width="180" height="22"/><autoresizingMask key="autoresizingMask" flexibleMinX="YES"/></label>
            <label text="Held" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="held"><rect key="frame" x="8" y="40" width="180" height="22"/></label>
            """, constraints: """
            <constraint firstItem="held" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="8" id="h1"/>
            """))
        let screen = try #require(try F.read(xml).first)
        let loose = screen.constraints.filter { $0.first.item == .view("loose") }
        #expect(loose.count == 4)
        #expect(Self.solve(loose, horizontal: true, parentSize: 500).map { [$0.0, $0.1] } == [133, 180])
        #expect(screen.constraints.filter { $0.first.item == .view("held") }.map(\.id) == ["h1"])
    }
}
