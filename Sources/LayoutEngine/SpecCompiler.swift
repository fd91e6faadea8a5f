import ConstraintSolver
import Diagnostics

/// Validates user constraints the way UIKit does when they are created, and compiles them
/// into linear forms.
///
/// Coordinates: a constraint is evaluated in its items' nearest common ancestor's space, so
/// every location is taken relative to that ancestor's origin before the multiplier applies
/// (for multiplier 1 the offsets cancel). A horizontal constraint that uses leading/trailing is
/// resolved with the FIRST item's effective direction; in right-to-left it is evaluated in the
/// ancestor's mirrored space (x′ = ancestor width − x), so the whole constraint, constant and
/// multiplier included, yields the mirror image of its left-to-right result.
struct SpecCompiler {
    let geometry: ItemGeometry

    private var tree: ViewTree { geometry.tree }

    func compile(_ spec: ConstraintSpec) -> Result<CompiledConstraint, Diagnostic> {
        let at = spec.location
        func fail(_ message: String) -> Result<CompiledConstraint, Diagnostic> {
            .failure(.error("\(message) in '\(spec.sourceText ?? spec.description)'", at: at))
        }
        guard spec.multiplier.isFinite, spec.constant.isFinite else { return fail("multiplier and constant must be finite numbers") }
        guard spec.priority > 0, spec.priority <= 1000 else {
            return fail("priority \(NumberText.plain(spec.priority)) is outside 1…1000")
        }
        let first = spec.first
        guard first.attribute != .notAnAttribute else { return fail("the first attribute cannot be NotAnAttribute") }
        let firstOwner: Int
        switch owner(of: first) {
        case .success(let index): firstOwner = index
        case .failure(let error): return fail(error.message)
        }
        let direction = tree.directions[firstOwner]

        guard let second = spec.second, second.attribute != .notAnAttribute else {
            guard first.attribute.isSize else {
                return fail("a constraint cannot set the location \(first) to a constant; relate it to another anchor")
            }
            guard let form = geometry.form(first.attribute, of: first.item, owner: firstOwner) else {
                return fail("\(first) is not an anchor of \(first.item)")
            }
            return .success(CompiledConstraint(form: form - spec.constant, relation: spec.relation, views: [firstOwner], usesAbsoluteHorizontal: false))
        }

        let secondOwner: Int
        switch owner(of: second) {
        case .success(let index): secondOwner = index
        case .failure(let error): return fail(error.message)
        }
        if first.attribute.isSize != second.attribute.isSize {
            let (location, size) = first.attribute.isSize ? (second, first) : (first, second)
            return fail("invalid pairing of the location \(location) with the size \(size)")
        }
        if !first.attribute.isSize, first.attribute.axis != second.attribute.axis {
            return fail("invalid pairing of \(first) and \(second): one is horizontal, the other vertical")
        }
        if (first.attribute.isDirectional && second.attribute.isAbsoluteHorizontal)
            || (first.attribute.isAbsoluteHorizontal && second.attribute.isDirectional) {
            return fail("cannot mix leading/trailing with left/right (\(first) and \(second))")
        }
        if !first.attribute.isSize, spec.multiplier == 0 {
            return fail("a multiplier of 0 sets the location \(first) to a constant")
        }
        guard let ancestor = tree.nearestCommonAncestor(firstOwner, secondOwner) else {
            return fail("\(first.item) and \(second.item) have no common ancestor")
        }

        let mirrored = direction == .rightToLeft && (first.attribute.isDirectional || second.attribute.isDirectional)
        let firstAnchor = scrollContentAnchor(first, owner: firstOwner, other: secondOwner)
        let secondAnchor = scrollContentAnchor(second, owner: secondOwner, other: firstOwner)
        guard let firstValue = value(firstAnchor, owner: firstOwner, ancestor: ancestor, direction: direction, mirrored: mirrored),
              let secondValue = value(secondAnchor, owner: secondOwner, ancestor: ancestor, direction: direction, mirrored: mirrored)
        else {
            return fail("\(first.item) has no such anchor")
        }
        let form = firstValue - (secondValue * spec.multiplier + spec.constant)
        let absolute = first.attribute.isAbsoluteHorizontal || second.attribute.isAbsoluteHorizontal
        return .success(CompiledConstraint(form: form, relation: spec.relation, views: [firstOwner, secondOwner], usesAbsoluteHorizontal: absolute))
    }

    /// UIScrollView's rule for constraints between its own edges and its content (Apple's Auto
    /// Layout Guide, "Working with Scroll Views"): an edge of the scroll view itself, related to
    /// a view inside it, is an edge of the scrollable content area (its content layout guide);
    /// its width, height and centres, and constraints to views outside, stay on the frame.
    private func scrollContentAnchor(_ anchor: Anchor, owner: Int, other: Int) -> Anchor {
        guard case .view(let id) = anchor.item, tree.nodes[owner].kind == .scroll, other != owner,
              tree.ancestors(of: other).contains(owner) else { return anchor }
        switch anchor.attribute {
        case .top, .bottom, .leading, .trailing, .left, .right:
            return Anchor(.guide(id, .content), anchor.attribute)
        default:
            return anchor
        }
    }

    /// The view that is or owns an anchor's item, with UIKit's errors for items that cannot take part.
    private func owner(of anchor: Anchor) -> Result<Int, OwnerError> {
        let id = anchor.item.viewID
        guard let index = tree.index(of: id) else { return .failure(OwnerError("unknown view '\(id)'")) }
        guard tree.attached[index] else { return .failure(OwnerError("'\(id)' is not in the root view's hierarchy, so it has no common ancestor with other views")) }
        if case .guide(_, let kind) = anchor.item {
            if (kind == .content || kind == .frame), tree.nodes[index].kind != .scroll {
                return .failure(OwnerError("'\(id)' is not a scroll view, so it has no \(kind.rawValue) layout guide"))
            }
            switch anchor.attribute {
            case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                 .centerXWithinMargins, .centerYWithinMargins, .firstBaseline, .lastBaseline:
                return .failure(OwnerError("layout guide \(anchor.item) has no \(anchor.attribute.rawValue) anchor"))
            default:
                break
            }
        }
        return .success(index)
    }

    private func value(_ anchor: Anchor, owner: Int, ancestor: Int, direction: LayoutDirection, mirrored: Bool) -> LinearForm? {
        let attribute = ResolvedAttribute.absolute(anchor.attribute, direction)
        guard let form = geometry.form(attribute, of: anchor.item, owner: owner) else { return nil }
        if attribute.isSize { return form }
        let space = geometry.viewRect(ancestor)
        if attribute.axis == .vertical { return form - space.top }
        return mirrored ? space.right - form : form - space.left
    }
}

/// A reason an anchor cannot take part in a constraint.
private struct OwnerError: Error {
    let message: String
    init(_ message: String) { self.message = message }
}
