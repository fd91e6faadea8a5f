import ConstraintSolver

extension LayoutSession {
    /// Adds a constraint to the solver (its variant-dependent constant starts at zero).
    @discardableResult
    func install(_ constraint: GeneratedConstraint) -> Int {
        let index = records.count
        let terms = constraint.form.nonZeroTerms
        let constant = constraint.form.constant
        var record = ConstraintRecord(constraint: constraint, solverID: nil, constant: constant, active: true)
        if !terms.isEmpty {
            let id = solver.addConstraint(expression(terms, constant), LayoutSession.relation(constraint.relation),
                                          priority: LayoutSession.priority(constraint.priority, tier: constraint.tier),
                                          label: constraint.label)
            record.solverID = id
            recordBySolverID[id] = index
        }
        records.append(record)
        if !constraint.form.quantities.isEmpty { dynamicRecords.append(index) }
        return index
    }

    /// Removes a constraint from the solver.
    func uninstall(_ index: Int) {
        guard records[index].active else { return }
        records[index].active = false
        if let id = records[index].solverID {
            solver.removeConstraint(id)
            recordBySolverID[id] = nil
        }
    }

    /// Moves every variant-dependent constant to its value for these quantities.
    func updateConstants(_ quantities: (VariantQuantity) -> Double) {
        for index in dynamicRecords where records[index].active {
            let form = records[index].constraint.form
            var constant = form.constant
            for (quantity, coefficient) in form.quantities { constant += coefficient * quantities(quantity) }
            if constant != records[index].constant {
                records[index].constant = constant
                if let id = records[index].solverID { solver.setConstant(id, constant) }
            }
        }
    }

    /// True when a constraint without variables holds on its own.
    func holdsWithoutVariables(_ record: ConstraintRecord) -> Bool {
        let value = record.constant
        switch record.constraint.relation {
        case .equal: return abs(value) <= 1e-9
        case .lessThanOrEqual: return value <= 1e-9
        case .greaterThanOrEqual: return value >= -1e-9
        }
    }

    func value(_ variable: Int) -> Double {
        solver.value(of: variables[variable])
    }

    private func expression(_ terms: [Int: Double], _ constant: Double) -> LinearExpression {
        var solverTerms: [Variable: Double] = [:]
        for (variable, coefficient) in terms { solverTerms[variables[variable], default: 0] += coefficient }
        return LinearExpression(solverTerms, constant: constant)
    }

    static func relation(_ relation: LayoutRelation) -> Relation {
        switch relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }

    static func priority(_ value: Double, tier: Int) -> Priority {
        value >= 1000 ? .required : Priority(value, tier: tier)
    }
}
