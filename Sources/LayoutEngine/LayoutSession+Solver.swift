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
                                          label: constraint.label, yields: constraint.yieldsInConflicts)
            record.solverID = id
            recordBySolverID[id] = index
        }
        records.append(record)
        if !constraint.form.quantities.isEmpty { dynamicRecords.append(index) }
        for quantity in constraint.form.quantities.keys {
            switch quantity {
            case .marginAdjustment, .safeInset, .readableInset:
                geometryQuantities.insert(quantity)
            default: break
            }
        }
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

    /// Re-adds an optional constraint to the solver at another tie-break tier (its current
    /// constant kept).
    func reinstall(_ index: Int, tier: Int) {
        guard records[index].active, let old = records[index].solverID else { return }
        let constraint = records[index].constraint
        solver.removeConstraint(old)
        recordBySolverID[old] = nil
        let id = solver.addConstraint(expression(constraint.form.nonZeroTerms, records[index].constant),
                                      LayoutSession.relation(constraint.relation),
                                      priority: LayoutSession.priority(constraint.priority, tier: tier), label: constraint.label,
                                      yields: constraint.yieldsInConflicts)
        records[index].solverID = id
        recordBySolverID[id] = index
    }

    /// Moves every variant-dependent constant to its value for these quantities.
    func updateConstants(_ quantities: (VariantQuantity) -> Double) {
        if !hasRealConstants {
            // The session's constraints were recorded with placeholder sizes (zero): build the
            // tableau once, with the first real values, instead of repairing it pivot by pivot.
            hasRealConstants = true
            solver.defersBuilding = false
            solver.rebuildOnNextSolve()
        }
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

    /// A root coordinate rounded to the nearest device pixel. Half-pixel ties round up, with a
    /// tolerance, so both edges of a whole-pixel width round alike and the width survives.
    func snap(_ value: Double) -> Double {
        let scale = device.scale
        let snapped = (value * scale + 0.5 + 1e-7).rounded(.down) / scale
        return snapped == 0 ? 0 : snapped
    }

    /// The width a view's frame will have once its edges are snapped to the pixel grid: the
    /// width its text is measured at, so the measurement and the reported frame agree.
    func snappedWidth(_ index: Int) -> Double {
        let left = value(index * 4)
        return snap(left + value(index * 4 + 2)) - snap(left)
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
