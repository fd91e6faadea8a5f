#!/usr/bin/env python3
"""Times kiwisolver (PyPI) on a `layout-stress solve` JSON system, mirroring
`layout-stress solve FILE --bench --repeat N`:

- build: make the variables and constraints, add them, add the edit variables, suggest their
  initial values and update the variables;
- update: per step i, suggest every edit's i-th value ("values") and update all variables;
- set_constant: kiwi has no in-place constant change, so remove the constraint, add it back
  with the new constant and update the variables (the same constraints the Swift bench samples).

Prints JSON {"build_us", "update_us", "set_constant_us"} (medians, microseconds).
Usage: python3 Benchmarks/kiwi_bench.py FILE [--repeat N]
"""
import json
import statistics
import sys
import time

import kiwisolver as kiwi

OPS = {"==": "==", "<=": "<=", ">=": ">="}


def strength(priority):
    return "required" if priority >= 1000 else float(priority)


def make_constraint(variables, spec, constant=None):
    terms = [kiwi.Term(variables[name], float(coef)) for name, coef in spec["expr"].items()]
    expression = kiwi.Expression(terms, float(spec.get("constant", 0.0) if constant is None else constant))
    relation = spec["relation"]
    if relation == "==":
        constraint = expression == 0
    elif relation == "<=":
        constraint = expression <= 0
    else:
        constraint = expression >= 0
    return constraint | strength(spec.get("priority", 1000))


def build(problem, names):
    solver = kiwi.Solver()
    variables = {name: kiwi.Variable(name) for name in names}
    constraints = []
    for spec in problem["constraints"]:
        constraint = make_constraint(variables, spec)
        try:
            solver.addConstraint(constraint)
        except kiwi.UnsatisfiableConstraint:
            pass
        constraints.append(constraint)
    for edit in problem.get("edits", []):
        variable = variables[edit["variable"]]
        solver.addEditVariable(variable, strength(edit.get("priority", 999)))
        value = edit.get("value", (edit.get("values") or [None])[0])
        if value is not None:
            solver.suggestValue(variable, float(value))
    solver.updateVariables()
    return solver, variables, constraints


def main():
    path = sys.argv[1]
    repeat = int(sys.argv[sys.argv.index("--repeat") + 1]) if "--repeat" in sys.argv else 10
    with open(path) as handle:
        problem = json.load(handle)
    names = []
    seen = set()
    for spec in problem["constraints"]:
        for name in spec["expr"]:
            if name not in seen:
                seen.add(name)
                names.append(name)
    for edit in problem.get("edits", []):
        if edit["variable"] not in seen:
            seen.add(edit["variable"])
            names.append(edit["variable"])
    edits = problem.get("edits", [])
    steps = min((len(edit.get("values", [])) for edit in edits), default=0)
    optional = [i for i, spec in enumerate(problem["constraints"]) if spec.get("priority", 1000) < 1000]
    stride = max(1, len(optional) // 16)
    builds, updates, changes = [], [], []
    for _ in range(repeat):
        start = time.perf_counter_ns()
        solver, variables, constraints = build(problem, names)
        builds.append((time.perf_counter_ns() - start) / 1000)
        for step in range(steps):
            start = time.perf_counter_ns()
            for edit in edits:
                solver.suggestValue(variables[edit["variable"]], float(edit["values"][step]))
            solver.updateVariables()
            updates.append((time.perf_counter_ns() - start) / 1000)
        for index in optional[::stride]:
            spec = problem["constraints"][index]
            start = time.perf_counter_ns()
            solver.removeConstraint(constraints[index])
            changed = make_constraint(variables, spec, spec.get("constant", 0.0) - 7)
            solver.addConstraint(changed)
            solver.updateVariables()
            changes.append((time.perf_counter_ns() - start) / 1000)
            solver.removeConstraint(changed)
            solver.addConstraint(constraints[index])
            solver.updateVariables()
    result = {
        "build_us": round(statistics.median(builds), 2),
        "update_us": round(statistics.median(updates), 2) if updates else None,
        "set_constant_us": round(statistics.median(changes), 2) if changes else None,
    }
    print(json.dumps(result))


if __name__ == "__main__":
    main()
