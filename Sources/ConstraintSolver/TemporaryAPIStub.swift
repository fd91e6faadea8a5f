// TEMPORARY: API-only stand-in for the solver branch so LayoutEngine type-checks.
// Deleted when the real solver is merged from main. Never used for results.

public struct Variable: Hashable, Sendable {
    let index: Int
}

public struct LinearExpression {
    public var terms: [Variable: Double]
    public var constant: Double
    public init(_ terms: [Variable: Double] = [:], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }
}

public enum Relation: Sendable { case equal, lessThanOrEqual, greaterThanOrEqual }

public struct Priority: Comparable, Hashable, Sendable {
    public var value: Double
    public var tier: Int
    public init(_ value: Double, tier: Int = 0) {
        self.value = value
        self.tier = tier
    }
    public static let required = Priority(1000)
    public static func < (a: Priority, b: Priority) -> Bool { (a.value, a.tier) < (b.value, b.tier) }
}

public struct ConstraintID: Hashable, Sendable {
    let index: Int
}

public final class Solver {
    private var count = 0
    public init() {}
    public func makeVariable(_ name: String) -> Variable { count += 1; return Variable(index: count) }
    @discardableResult
    public func addConstraint(_ expression: LinearExpression, _ relation: Relation,
                              priority: Priority = .required, label: String = "") -> ConstraintID {
        count += 1
        return ConstraintID(index: count)
    }
    public func removeConstraint(_ id: ConstraintID) {}
    public func setConstant(_ id: ConstraintID, _ constant: Double) {}
    public func addEditVariable(_ variable: Variable, priority: Priority) {}
    public func suggestValue(_ variable: Variable, _ value: Double) {}
    public func solve() {}
    public func value(of variable: Variable) -> Double { 0 }
    public var conflicts: [[ConstraintID]] { [] }
    public var broken: [ConstraintID] { [] }
    public func unsatisfied(tolerance: Double) -> [ConstraintID] { [] }
    public func violation(of id: ConstraintID) -> Double { 0 }
    public func ambiguousVariables() -> Set<Variable> { [] }
    public func bindingConstraints(against id: ConstraintID) -> [ConstraintID] { [] }
    public func label(of id: ConstraintID) -> String { "" }
}
