import Diagnostics
import LayoutEngine
import ScreenFormats
import SwiftSyntax
import TextModel

extension SwiftEvaluator {
    /// Records a constraint made at `site`; returns its index.
    @discardableResult
    func addConstraint(_ spec: ConstraintSpec, active: Bool, at site: some SyntaxProtocol, sourceText: String? = nil) -> Int {
        var spec = spec
        let place = location(site)
        spec.location = place
        spec.origin = .code
        spec.id = "\(NSStringLike(path: place.file).lastComponent):\(place.line ?? 0)#\(state.constraints.count + 1)"
        // The location names the Swift line; the text is kept only where it marks the form (SnapKit).
        spec.sourceText = sourceText
        state.constraints.append(SwiftScreenState.ConstraintRecord(spec: spec, active: active))
        return state.constraints.count - 1
    }


    /// `anchor.constraint(equalTo:…)` and the other NSLayoutAnchor factories.
    func anchorConstraint(_ first: Anchor, _ arguments: SwiftArguments, _ call: FunctionCallExprSyntax) -> SwiftValue {
        guard let (label, target) = arguments.first, let label else { return unevaluated(call) }
        let relation: LayoutRelation
        if label.hasPrefix("equalTo") { relation = .equal }
        else if label.hasPrefix("greaterThanOrEqualTo") { relation = .greaterThanOrEqual }
        else if label.hasPrefix("lessThanOrEqualTo") { relation = .lessThanOrEqual }
        else { return unevaluated(call) }
        var spec = ConstraintSpec(id: "", first: first, relation: relation)
        if label.hasSuffix("Constant") {
            guard let constant = target.number else {
                warn("constraint constant not evaluated; the constraint is left out", call)
                markPlacedByUnreadCode([.view(first.item.viewID)])
                return .dropped
            }
            spec.constant = constant
            spec.second = nil
        } else {
            guard case .anchor(let second) = target else {
                warn("constraint target not evaluated; the constraint is left out", call)
                markPlacedByUnreadCode([.view(first.item.viewID)])
                return .dropped
            }
            spec.second = second
            if label.contains("SystemSpacing") {
                // The standard spacing between siblings: 8 pt, times the multiplier.
                spec.constant = 8 * (arguments.value("multiplier")?.number ?? 1)
            } else {
                if let multiplier = arguments.value("multiplier") {
                    guard let number = multiplier.number else {
                        standIn("constraint multiplier not evaluated; 1 stands in", call, views: [first.item.viewID, second.item.viewID])
                        return .constraint(addConstraint(spec, active: false, at: call))
                    }
                    spec.multiplier = number
                }
                if let constant = arguments.value("constant") {
                    if let number = constant.number { spec.constant = number }
                    else { standIn("constraint constant not evaluated; 0 stands in", call, views: [first.item.viewID, second.item.viewID]) }
                }
            }
        }
        return .constraint(addConstraint(spec, active: false, at: call))
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    func itemConstraint(_ arguments: SwiftArguments, _ call: FunctionCallExprSyntax) -> SwiftValue {
        let attributes = arguments.filter { $0.label == "attribute" }.map { $0.value.memberName.flatMap(SwiftUIKitNames.attribute) }
        guard let item = arguments.value("item")?.layoutItem, let firstAttribute = attributes.first ?? nil,
              let relationName = arguments.value("relatedBy")?.memberName else {
            warn("NSLayoutConstraint(item:…) arguments not evaluated; the constraint is left out", call)
            return .dropped
        }
        let relation: LayoutRelation = relationName == "lessThanOrEqual" ? .lessThanOrEqual : relationName == "greaterThanOrEqual" ? .greaterThanOrEqual : .equal
        var spec = ConstraintSpec(id: "", first: Anchor(item, firstAttribute), relation: relation)
        if let other = arguments.value("toItem")?.layoutItem, attributes.count > 1, let secondAttribute = attributes[1], secondAttribute != .notAnAttribute {
            spec.second = Anchor(other, secondAttribute)
            spec.multiplier = arguments.value("multiplier")?.number ?? 1
        }
        spec.constant = arguments.value("constant")?.number ?? 0
        return .constraint(addConstraint(spec, active: false, at: call))
    }

    // MARK: SnapKit

    /// `make.top.equalTo(…)`, `make.edges.equalToSuperview()`, `make.height.greaterThanOrEqualTo(44)`.
    func snapRelation(_ id: String, _ attributes: [LayoutAttribute], _ name: String, _ arguments: SwiftArguments,
                      _ call: FunctionCallExprSyntax) -> SwiftValue {
        let relation: LayoutRelation
        if name.hasPrefix("equalTo") { relation = .equal }
        else if name.hasPrefix("greaterThanOrEqualTo") { relation = .greaterThanOrEqual }
        else if name.hasPrefix("lessThanOrEqualTo") { relation = .lessThanOrEqual }
        else { return unevaluated(call) }
        var made: [Int] = []
        let superview = name.hasSuffix("Superview")
        let target: SwiftValue = superview ? .view(state.views[id]?.parent ?? LayoutItem.rootID) : (arguments.first?.value ?? .unknown)
        for attribute in attributes {
            var spec = ConstraintSpec(id: "", first: Anchor(.view(id), attribute), relation: relation)
            switch target {
            case .number(let constant):
                spec.constant = constant
                // SnapKit relates a number to the superview's same anchor for any attribute but
                // a size (`make.left.equalTo(16)` is 16 pt from the superview's left).
                if attribute != .width, attribute != .height {
                    spec.second = Anchor(.view(state.views[id]?.parent ?? LayoutItem.rootID), attribute)
                }
            case .size(let width, let height):
                spec.constant = attribute == .height ? height : width
            case .view, .guide:
                guard let item = target.layoutItem else { continue }
                spec.second = Anchor(item, attribute)
            case .snapTarget(let item, let other):
                spec.second = Anchor(item, other ?? attribute)
            case .anchor(let anchor):
                spec.second = anchor
            default:
                warn("SnapKit constraint target not evaluated; the constraint is left out", call)
                return .dropped
            }
            made.append(addConstraint(spec, active: true, at: call, sourceText: "snp"))
        }
        return .snapMade(made, attributes)
    }

    /// `.offset(8)`, `.inset(16)`, `.multipliedBy(0.5)`, `.priority(.high)` on what a SnapKit line made.
    func snapModifier(_ made: [Int], _ attributes: [LayoutAttribute], _ name: String, _ arguments: SwiftArguments,
                      _ call: FunctionCallExprSyntax) -> SwiftValue {
        let value = arguments.first?.value ?? .unknown
        switch name {
        case "offset":
            guard let number = value.number else { standIn("SnapKit offset not evaluated; 0 stands in", call, views: made.flatMap(viewsOf)); break }
            for position in made { state.constraints[position].spec.constant += number }
        case "inset":
            for position in made {
                let attribute = state.constraints[position].spec.first.attribute
                let amount: Double
                if case .insets(let insets) = value {
                    switch attribute {
                    case .top, .topMargin: amount = insets.top
                    case .bottom, .bottomMargin: amount = insets.bottom
                    case .leading, .left, .leadingMargin, .leftMargin: amount = insets.left
                    default: amount = insets.right
                    }
                } else if let number = value.number {
                    amount = number
                } else {
                    standIn("SnapKit inset not evaluated; 0 stands in", call, views: made.flatMap(viewsOf))
                    break
                }
                switch attribute {
                case .top, .leading, .left, .topMargin, .leadingMargin, .leftMargin: state.constraints[position].spec.constant += amount
                case .bottom, .trailing, .right, .bottomMargin, .trailingMargin, .rightMargin: state.constraints[position].spec.constant -= amount
                case .width, .height: state.constraints[position].spec.constant -= 2 * amount
                default: break
                }
            }
        case "multipliedBy", "dividedBy":
            guard let number = value.number, number != 0 else { standIn("SnapKit multiplier not evaluated; 1 stands in", call, views: made.flatMap(viewsOf)); break }
            for position in made { state.constraints[position].spec.multiplier *= name == "multipliedBy" ? number : 1 / number }
        case "priority":
            guard let number = value.number else { warn("SnapKit priority not evaluated; required stands in", call); break }
            for position in made { state.constraints[position].spec.priority = SwiftEvaluator.clampPriority(number) }
        case "labeled":
            break
        default:
            return unevaluated(call)
        }
        return .snapMade(made, attributes)
    }
}

/// The last path component of a file path, without Foundation.
private struct NSStringLike {
    let path: String
    var lastComponent: String { path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path }
}

extension SwiftEvaluator {
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: the constraints
    /// Apple's visual format makes (`ScreenFormats.VisualFormatParser`), not yet active, with
    /// the names of `views` and `metrics` bound to the views and numbers given.
    func visualFormatConstraints(_ format: TextSource, _ arguments: SwiftArguments, _ call: FunctionCallExprSyntax) -> SwiftValue {
        guard format.key == nil, let text = format.fallback, case .dictionary(let named)? = arguments.value("views") else {
            return unevaluated(call, involving: arguments.map(\.value))
        }
        var metrics: [String: Double] = [:]
        if case .dictionary(let numbers)? = arguments.value("metrics") {
            for (name, value) in numbers { if let number = value.number { metrics[name] = number } }
        }
        // The format names views by the dictionary's keys: stand-ins with those ids, in the
        // real views' places, whose constraints are then moved onto the real views.
        var realID: [String: String] = [:]
        var standIns: [ViewNode] = []
        for (name, value) in named.sorted(by: { $0.key < $1.key }) {
            guard case .view(let id) = value, let node = state.views[id] else { continue }
            realID[name] = id
            var standIn = node
            standIn.id = name
            standIns.append(standIn)
        }
        let specs: [ConstraintSpec]
        do {
            specs = try VisualFormatParser(views: standIns, metrics: metrics).constraints(for: text, idPrefix: "vfl", location: location(call))
        } catch {
            warn("visual format not read (\(text)); its constraints are left out", call)
            markPlacedByUnreadCode(Array(named.values))
            return .dropped
        }
        func real(_ anchor: Anchor) -> Anchor {
            switch anchor.item {
            case .view(let name): Anchor(.view(realID[name] ?? name), anchor.attribute)
            case .guide(let name, let kind): Anchor(.guide(realID[name] ?? name, kind), anchor.attribute)
            }
        }
        return .array(specs.map { spec in
            var spec = spec
            spec.first = real(spec.first)
            spec.second = spec.second.map(real)
            return .constraint(addConstraint(spec, active: false, at: call))
        })
    }
}
