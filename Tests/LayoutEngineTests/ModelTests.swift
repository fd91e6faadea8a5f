import Testing
@testable import LayoutEngine

@Suite struct ModelTests {
    @Test func constraintPrintsInTheSpecShortForm() {
        let constraint = ConstraintSpec(id: "c1", first: Anchor(.view("title"), .trailing), second: Anchor(.view("card"), .trailing),
                                        constant: -16, priority: 750)
        #expect(constraint.description == "title.trailing = card.trailing - 16 @750")
        let constantOnly = ConstraintSpec(id: "c2", first: Anchor(.view("button"), .height), relation: .greaterThanOrEqual, constant: 44)
        #expect(constantOnly.description == "button.height >= 44")
        let guide = ConstraintSpec(id: "c3", first: Anchor(.view("card"), .top), second: Anchor(.guide("root", .safeArea), .top), multiplier: 0.5, constant: 20)
        #expect(guide.description == "card.top = 0.5 * root.safeArea.top + 20")
    }

    @Test func attributesKnowTheirAxis() {
        #expect(LayoutAttribute.leadingMargin.axis == .horizontal)
        #expect(LayoutAttribute.firstBaseline.axis == .vertical)
        #expect(LayoutAttribute.notAnAttribute.axis == nil)
        #expect(LayoutAttribute(parsing: "Baseline") == .lastBaseline)
        #expect(LayoutAttribute(parsing: "NotAnAttribute") == .notAnAttribute)
    }

    @Test func labelsHugAt251AndButtonsHaveConfigurationInsets() {
        #expect(ViewNode(id: "l", kind: .label).hugging.horizontal == 251)
        #expect(ViewNode(id: "v", kind: .view).hugging.vertical == 250)
        #expect(ViewNode(id: "b", kind: .button).contentInsets == EdgeInsets(top: 7, left: 12, bottom: 7, right: 12))
    }

    @Test func rectIntersection() {
        let a = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(a.intersection(Rect(x: 80, y: 40, width: 50, height: 50)) == Rect(x: 80, y: 40, width: 20, height: 10))
        #expect(a.intersection(Rect(x: 100, y: 0, width: 10, height: 10)) == nil)
    }

    @Test func rectContainment() {
        let a = Rect(x: 0, y: 0, width: 100, height: 50)
        #expect(a.contains(Rect(x: 10, y: 10, width: 90, height: 40)))
        #expect(!a.contains(Rect(x: 10, y: 10, width: 90.4, height: 40)))
        #expect(a.contains(Rect(x: 10, y: 10, width: 90.4, height: 40), tolerance: 0.5))
        #expect(!a.contains(Rect(x: -1, y: 0, width: 10, height: 10), tolerance: 0.5))
    }
}
