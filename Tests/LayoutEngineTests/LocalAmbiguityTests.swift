import Testing
import LayoutEngine
import TextModel

/// Ambiguity is judged on each view's frame in its superview, as UIKit's `hasAmbiguousLayout`
/// and Interface Builder's `ambiguous` flag judge it: a view that moves with an ambiguous
/// container is not itself ambiguous; one that stays put while its container moves is.
@Suite struct LocalAmbiguityTests {
    /// A 100 × 50 card whose x nothing fixes, holding `inside` (10 pt from the card's leading
    /// edge) and `pinned` (20 pt from the screen's leading edge, whatever the card does).
    private func screen() -> Screen {
        let b = ScreenBuilder(name: "Card")
        let card = b.addView("card")
        let inside = b.addView("inside", in: card)
        let pinned = b.addView("pinned", in: card)
        LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 100),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 50),
            inside.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            inside.topAnchor.constraint(equalTo: card.topAnchor),
            inside.widthAnchor.constraint(equalToConstant: 20),
            inside.heightAnchor.constraint(equalToConstant: 20),
            pinned.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 20),
            pinned.topAnchor.constraint(equalTo: card.topAnchor, constant: 25),
            pinned.widthAnchor.constraint(equalToConstant: 20),
            pinned.heightAnchor.constraint(equalToConstant: 20),
        ])
        return b.screen
    }

    @Test func aViewMovingWithItsAmbiguousContainerIsNotAmbiguous() throws {
        let result = try LayoutTestSupport.layout(screen())
        let ambiguous = Set(result.ambiguous.flatMap(\.views))
        #expect(ambiguous.contains("card"))
        #expect(!ambiguous.contains("inside"))
        // `pinned` stays 20 pt from the screen while the card moves: its frame in the card moves.
        #expect(ambiguous.contains("pinned"))
        #expect(result.view("pinned")?.ambiguousAxes == [.horizontal])
        #expect(result.view("inside")?.ambiguousAxes == [])
    }

    /// When a view's origin and its container's both move, the solver is asked about their
    /// difference: `inside` moves with the card (not ambiguous), `pinned`, now free on its own
    /// (only kept right of the screen's edge), does not (ambiguous).
    @Test func offsetsAreAskedOfTheSolverWhenBothOriginsMove() throws {
        var base = screen()
        base.constraints.removeAll { $0.first.item == .view("pinned") && $0.first.attribute == .leading }
        base.constraints.append(ConstraintSpec(id: "free.lead", first: Anchor(.view("pinned"), .leading), relation: .greaterThanOrEqual,
                                               second: Anchor(.root, .leading), constant: 0, origin: .code))
        let result = try LayoutTestSupport.layout(base)
        let ambiguous = Set(result.ambiguous.flatMap(\.views))
        // Both the card's x and the pinned view's x are free, independently: its offset moves.
        #expect(ambiguous.contains("pinned"))
        #expect(!ambiguous.contains("inside"))
    }
}
