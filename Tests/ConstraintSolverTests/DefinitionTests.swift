import Testing
@testable import ConstraintSolver

/// Definition rows (Solver+Definitions): a chain keeps short rows and still answers exactly.
@Suite struct DefinitionTests {
    /// `x₀ = start @required`, `xᵢ₊₁ = xᵢ + wᵢ + 8`, `wᵢ = 20 @750`: a column of views.
    static func chain(_ count: Int) -> (Solver, [Variable], [ConstraintID], ConstraintID) {
        let solver = Solver()
        let positions = (0...count).map { solver.makeVariable("y\($0)") }
        let heights = (0..<count).map { solver.makeVariable("h\($0)") }
        var heightIDs: [ConstraintID] = []
        for height in heights { heightIDs.append(solver.addConstraint(height - 20, .equal, priority: Priority(750))) }
        let start = solver.addConstraint(LinearExpression(positions[0]) - 10, .equal)
        for i in 0..<count {
            solver.addConstraint(positions[i + 1] - positions[i] - heights[i] - 8, .equal)
        }
        return (solver, positions, heightIDs, start)
    }

    @Test func aLongChainHoldsShortRowsAndExactValues() {
        let (solver, positions, _, _) = Self.chain(600)
        let values = solver.values(of: positions)
        for (i, value) in values.enumerated() { #expect(abs(value - (10 + 28 * Double(i))) < 1e-9) }
        // Fully substituted, the last position's row would name all 600 heights' error terms.
        let longest = solver.rows.map { $0.value.cells.count }.max() ?? 0
        #expect(longest <= Solver.defaultDefinitionThreshold + 4, "longest row \(longest)")
        #expect(solver.ambiguousVariables().isEmpty)
    }

    @Test func constantChangesAndRemovalsReachEveryDefinition() {
        let (solver, positions, heightIDs, start) = Self.chain(300)
        solver.setConstant(start, -50)            // x₀ = 50
        solver.setConstant(heightIDs[100], -60)   // h₁₀₀ = 60
        #expect(abs(solver.value(of: positions[300]) - (50 + 28 * 300 + 40)) < 1e-9)
        #expect(abs(solver.value(of: positions[100]) - (50 + 28 * 100)) < 1e-9)
        // Without its height preference, h₁₀₀ is free: every position after it is ambiguous.
        solver.removeConstraint(heightIDs[100])
        let ambiguous = solver.ambiguousVariables()
        #expect(ambiguous.contains(positions[101]) && ambiguous.contains(positions[300]))
        #expect(!ambiguous.contains(positions[100]))
        // Pinning the end fixes them again, through the chain.
        solver.addConstraint(LinearExpression(positions[300]) - (50 + 28 * 300 + 100), .equal)
        #expect(solver.ambiguousVariables().isEmpty)
        #expect(abs(solver.value(of: positions[101]) - (50 + 28 * 100 + 20 + 100 + 8)) < 1e-9)
    }
}
