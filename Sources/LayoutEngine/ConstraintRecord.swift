import ConstraintSolver

/// A generated constraint and its state in the solver.
struct ConstraintRecord {
    var constraint: GeneratedConstraint
    /// Nil when the constraint has no variables (it is then true or false on its own).
    var solverID: ConstraintID?
    /// The constant currently in the solver.
    var constant: Double
    /// False once removed (replaced `fillProportionally` shares).
    var active: Bool
}
