/// The ConstraintSolver module: an incremental Cassowary simplex solver with strictly
/// lexicographic priorities, conflict explanation and ambiguity detection.
public enum ConstraintSolverModule {}
