import Diagnostics
import LayoutEngine

/// Apple's Visual Format Language (`H:|-[a(>=50@750,<=120)]-8-[b(==a)]-|`) turned into
/// ordinary constraints, exactly as `NSLayoutConstraint.constraints(withVisualFormat:…)` makes them:
/// orientation `H:`/`V:` (default `H:`, leading-to-trailing), `|` the superview (the listed
/// views' common parent), `-` standard spacing (8 between siblings, 20 to the superview),
/// `-N-` or `-metric-` explicit spacing, `-(>=8@750,<=20)-` predicate lists, view predicates
/// on width or height with relations, priorities and view references, and `metrics`.
public struct VisualFormatParser {
    /// Standard spacing between sibling views.
    public static let standardSiblingSpacing = 8.0
    /// Standard spacing between a view and its superview's edge.
    public static let standardSuperviewSpacing = 20.0

    private let views: [String: ViewNode]
    private let metrics: [String: Double]

    /// A parser that knows the screen's views and the spec's metrics.
    public init(views: [ViewNode], metrics: [String: Double] = [:]) {
        self.views = Dictionary(views.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        self.metrics = metrics
    }

    /// The constraints a format string means. Ids are `idPrefix.1`, `idPrefix.2`, …;
    /// `location` is stored on each. Throws a `Diagnostic` naming the offending token.
    public func constraints(for format: String, idPrefix: String, location: SourceLocation?) throws -> [ConstraintSpec] {
        do {
            return try build(format, idPrefix: idPrefix, location: location)
        } catch let problem as SpecProblem {
            throw Diagnostic.error(problem.message, at: location)
        }
    }

    /// One `-…-` or flush joint between two items.
    private struct Connection {
        /// nil means standard spacing.
        var predicates: [Predicate]?
    }

    private struct Predicate {
        var relation: LayoutRelation
        var constant: Double?
        var view: String?
        var priority: Double
    }

    private enum Element {
        case superview
        case view(String, [Predicate])
    }

    private func build(_ format: String, idPrefix: String, location: SourceLocation?) throws -> [ConstraintSpec] {
        var scanner = VisualFormatScanner(format)
        var axis = LayoutAttribute.Axis.horizontal
        if scanner.consume("H:") { axis = .horizontal } else if scanner.consume("V:") { axis = .vertical }
        var elements: [Element] = []
        var connections: [Connection] = []
        if scanner.consume("|") {
            elements.append(.superview)
            connections.append(try connection(&scanner))
        }
        while true {
            guard scanner.peek == "[" else {
                throw SpecProblem(scanner.atEnd ? "expected a view '[name]' at the end of '\(format)'" : "expected a view '[name]' but found '\(scanner.rest)'")
            }
            elements.append(try view(&scanner))
            if scanner.atEnd { break }
            let joint = try connection(&scanner)
            if scanner.consume("|") {
                connections.append(joint)
                elements.append(.superview)
                guard scanner.atEnd else { throw SpecProblem("unexpected '\(scanner.rest)' after the closing '|'") }
                break
            }
            connections.append(joint)
        }
        let viewIDs = elements.compactMap { element -> String? in
            if case .view(let id, _) = element { return id }
            return nil
        }
        var superviewID: String?
        if elements.contains(where: { if case .superview = $0 { true } else { false } }) {
            let parents = Set(viewIDs.compactMap { views[$0]?.parent })
            guard parents.count == 1, let parent = parents.first else {
                throw SpecProblem("'|' needs the views \(viewIDs.map { "'\($0)'" }.joined(separator: ", ")) to share one superview")
            }
            superviewID = parent
        }
        let leadingEdge: LayoutAttribute = axis == .horizontal ? .leading : .top
        let trailingEdge: LayoutAttribute = axis == .horizontal ? .trailing : .bottom
        let size: LayoutAttribute = axis == .horizontal ? .width : .height
        var result: [ConstraintSpec] = []
        func add(_ first: Anchor, _ relation: LayoutRelation, _ second: Anchor?, constant: Double, priority: Double) {
            result.append(ConstraintSpec(id: "\(idPrefix).\(result.count + 1)", first: first, relation: relation, second: second,
                                         constant: constant, priority: priority, origin: .visualFormat,
                                         location: location, sourceText: format))
        }
        for (index, element) in elements.enumerated() {
            if case .view(let id, let predicates) = element {
                for predicate in predicates {
                    if let other = predicate.view {
                        add(Anchor(.view(id), size), predicate.relation, Anchor(.view(other), size), constant: 0, priority: predicate.priority)
                    } else {
                        add(Anchor(.view(id), size), predicate.relation, nil, constant: predicate.constant ?? 0, priority: predicate.priority)
                    }
                }
            }
            guard index < connections.count else { continue }
            let next = elements[index + 1]
            let joint = connections[index]
            switch (element, next) {
            case (.superview, .view(let id, _)):
                let superview = LayoutItem.view(superviewID ?? LayoutItem.rootID)
                for predicate in spacing(joint, toSuperview: true) {
                    add(Anchor(.view(id), leadingEdge), predicate.relation, Anchor(superview, leadingEdge),
                        constant: predicate.constant ?? 0, priority: predicate.priority)
                }
            case (.view(let id, _), .superview):
                let superview = LayoutItem.view(superviewID ?? LayoutItem.rootID)
                for predicate in spacing(joint, toSuperview: true) {
                    add(Anchor(superview, trailingEdge), predicate.relation, Anchor(.view(id), trailingEdge),
                        constant: predicate.constant ?? 0, priority: predicate.priority)
                }
            case (.view(let a, _), .view(let b, _)):
                for predicate in spacing(joint, toSuperview: false) {
                    add(Anchor(.view(b), leadingEdge), predicate.relation, Anchor(.view(a), trailingEdge),
                        constant: predicate.constant ?? 0, priority: predicate.priority)
                }
            default:
                break
            }
        }
        return result
    }

    private func spacing(_ joint: Connection, toSuperview: Bool) -> [Predicate] {
        joint.predicates ?? [Predicate(relation: .equal,
                                        constant: toSuperview ? VisualFormatParser.standardSuperviewSpacing : VisualFormatParser.standardSiblingSpacing,
                                        view: nil, priority: 1000)]
    }

    /// `-`, `-N-`, `-metric-`, `-(predicates)-`, or nothing (flush: spacing 0).
    private func connection(_ scanner: inout VisualFormatScanner) throws -> Connection {
        guard scanner.consume("-") else {
            guard scanner.peek == "[" || scanner.peek == "|" else {
                throw SpecProblem(scanner.atEnd ? "the format ends where a view or '|' is expected" : "expected '-', '[' or '|' but found '\(scanner.rest)'")
            }
            return Connection(predicates: [Predicate(relation: .equal, constant: 0, view: nil, priority: 1000)])
        }
        if scanner.peek == "[" || scanner.peek == "|" { return Connection(predicates: nil) }
        let predicates: [Predicate]
        if scanner.peek == "(" {
            predicates = try predicateList(&scanner)
        } else {
            let token = scanner.word()
            guard !token.isEmpty else {
                throw SpecProblem(scanner.atEnd ? "the format ends after '-'" : "expected a spacing after '-' but found '\(scanner.rest)'")
            }
            predicates = [Predicate(relation: .equal, constant: try constant(token), view: nil, priority: 1000)]
        }
        for predicate in predicates where predicate.view != nil {
            throw SpecProblem("a spacing cannot refer to the view '\(predicate.view ?? "")'")
        }
        guard scanner.consume("-") else {
            throw SpecProblem(scanner.atEnd ? "the format ends inside a spacing; expected '-'" : "expected '-' after the spacing but found '\(scanner.rest)'")
        }
        return Connection(predicates: predicates)
    }

    /// `[name]` or `[name(predicates)]`.
    private func view(_ scanner: inout VisualFormatScanner) throws -> Element {
        _ = scanner.consume("[")
        let name = scanner.word()
        guard !name.isEmpty else { throw SpecProblem("expected a view name after '[' but found '\(scanner.rest)'") }
        guard views[name] != nil else {
            throw SpecProblem(name == LayoutItem.rootID ? "'root' cannot appear in brackets; use '|' for the superview" : "unknown view '\(name)'")
        }
        var predicates: [Predicate] = []
        if scanner.peek == "(" { predicates = try predicateList(&scanner) }
        guard scanner.consume("]") else {
            throw SpecProblem(scanner.atEnd ? "missing ']' after '\(name)'" : "expected ']' after '\(name)' but found '\(scanner.rest)'")
        }
        return .view(name, predicates)
    }

    /// `(pred, pred, …)` with each `[relation] (constant|view) [@priority]`.
    private func predicateList(_ scanner: inout VisualFormatScanner) throws -> [Predicate] {
        _ = scanner.consume("(")
        var predicates: [Predicate] = []
        repeat {
            var relation = LayoutRelation.equal
            if scanner.consume("==") { relation = .equal } else if scanner.consume(">=") { relation = .greaterThanOrEqual } else if scanner.consume("<=") {
                relation = .lessThanOrEqual
            }
            let object = scanner.word(allowSign: true)
            guard !object.isEmpty else {
                throw SpecProblem(scanner.atEnd ? "the format ends inside a predicate" : "expected a constant, metric or view in a predicate but found '\(scanner.rest)'")
            }
            var priority = 1000.0
            if scanner.consume("@") {
                let token = scanner.word()
                guard !token.isEmpty else { throw SpecProblem("expected a priority after '@' but found '\(scanner.rest)'") }
                if let metric = metrics[token] {
                    priority = metric
                } else if let value = NamedPriority.parse(token) {
                    priority = value
                } else {
                    throw SpecProblem("invalid priority '\(token)' (a number in 1…1000, a metric, or required, high, low, fittingSize)")
                }
                guard (1...1000).contains(priority) else { throw SpecProblem("priority '\(token)' is outside 1…1000") }
            }
            if let number = Double(object), number.isFinite {
                predicates.append(Predicate(relation: relation, constant: number, view: nil, priority: priority))
            } else if let metric = metrics[object] {
                predicates.append(Predicate(relation: relation, constant: metric, view: nil, priority: priority))
            } else if views[object] != nil {
                predicates.append(Predicate(relation: relation, constant: nil, view: object, priority: priority))
            } else {
                throw SpecProblem("unknown metric or view '\(object)'")
            }
        } while scanner.consume(",")
        guard scanner.consume(")") else {
            throw SpecProblem(scanner.atEnd ? "missing ')' at the end of the predicate list" : "expected ',' or ')' in the predicate list but found '\(scanner.rest)'")
        }
        return predicates
    }

    private func constant(_ token: String) throws -> Double {
        if let number = Double(token), number.isFinite { return number }
        if let metric = metrics[token] { return metric }
        throw SpecProblem("unknown metric '\(token)'")
    }
}
