import Testing
@testable import ConstraintSolver

/// The "why" of a violated optional constraint.
@Suite struct BindingConstraintTests {
    struct Card {
        let solver = Solver()
        let cardLeading, cardWidth, labelLeading, labelTrailing, labelWidth: Variable
        let pinCard, cardWidth200, leadingInset, trailingInset, widthDefinition, hugging, compression: ConstraintID

        init() {
            cardLeading = solver.makeVariable("card.leading")
            cardWidth = solver.makeVariable("card.width")
            labelLeading = solver.makeVariable("label.leading")
            labelTrailing = solver.makeVariable("label.trailing")
            labelWidth = solver.makeVariable("label.width")
            pinCard = solver.addConstraint(LinearExpression(cardLeading), .equal, label: "card.leading = 0")
            cardWidth200 = solver.addConstraint(cardWidth - 200, .equal, label: "card.width = 200")
            leadingInset = solver.addConstraint(labelLeading - cardLeading - 16, .equal, label: "label.leading = card.leading + 16")
            trailingInset = solver.addConstraint(labelTrailing - cardLeading - cardWidth + 16, .equal, label: "label.trailing = card.trailing - 16")
            widthDefinition = solver.addConstraint(labelWidth - labelTrailing + labelLeading, .equal, label: "label.width")
            hugging = solver.addConstraint(labelWidth - 320, .lessThanOrEqual, priority: Priority(250), label: "hugging")
            compression = solver.addConstraint(labelWidth - 320, .greaterThanOrEqual, priority: Priority(750), label: "compression")
        }
    }

    @Test func clippedLabelNamesTheConstraintsThatBeatIt() {
        let card = Card()
        #expect(abs(card.solver.value(of: card.labelWidth) - 168) < 1e-9)
        #expect(card.solver.unsatisfied() == [card.compression])
        let why = card.solver.bindingConstraints(against: card.compression)
        #expect(Set(why) == [card.cardWidth200, card.leadingInset, card.trailingInset, card.widthDefinition])
        #expect(card.solver.label(of: card.cardWidth200) == "card.width = 200")
    }

    @Test func removingTheReturnedConstraintsLetsTheLoserHold() {
        let card = Card()
        let why = card.solver.bindingConstraints(against: card.compression)
        #expect(!why.isEmpty)
        for id in why { card.solver.removeConstraint(id) }
        #expect(card.solver.violation(of: card.compression) < 1e-9)
    }

    @Test func satisfiedConstraintHasNoBinding() {
        let card = Card()
        #expect(card.solver.bindingConstraints(against: card.widthDefinition).isEmpty)
    }

    @Test func weakerOrEqualConstraintsAreNotBlamed() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let strong = solver.addConstraint(x - 50, .lessThanOrEqual, priority: Priority(800))
        let weaker = solver.addConstraint(x - 30, .lessThanOrEqual, priority: Priority(500))
        let loser = solver.addConstraint(x - 100, .greaterThanOrEqual, priority: Priority(600))
        #expect(abs(solver.value(of: x) - 50) < 1e-9)
        #expect(solver.unsatisfied() == [weaker, loser])
        #expect(solver.bindingConstraints(against: loser) == [strong])
    }

    @Test func brokenConstraintIsExplainedByItsConflict() {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let first = solver.addConstraint(x - 10, .equal)
        let second = solver.addConstraint(x - 20, .equal)
        #expect(solver.bindingConstraints(against: second) == [first])
    }
}
