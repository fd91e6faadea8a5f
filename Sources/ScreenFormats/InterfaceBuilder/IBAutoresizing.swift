import Diagnostics
import LayoutEngine

/// Makes the constraints UIKit derives from a view's autoresizing mask when
/// `translatesAutoresizingMaskIntoConstraints` is on: the IB frame inside the IB-sized
/// superview, with the superview's growth shared among the flexible parts in proportion
/// to their size (equally when they are all zero), as UIKit does.
enum IBAutoresizing {
    /// One axis of a mask: which of the leading margin, size and trailing margin may stretch.
    struct AxisMask: Equatable {
        var flexibleMin: Bool
        var flexibleSize: Bool
        var flexibleMax: Bool
    }

    /// The masks of `<autoresizingMask>` (no element: nothing flexible).
    static func masks(_ element: IBElement?) -> (horizontal: AxisMask, vertical: AxisMask) {
        let flag = { (name: String) in element?.bool(name) ?? false }
        return (AxisMask(flexibleMin: flag("flexibleMinX"), flexibleSize: flag("widthSizable"), flexibleMax: flag("flexibleMaxX")),
                AxisMask(flexibleMin: flag("flexibleMinY"), flexibleSize: flag("heightSizable"), flexibleMax: flag("flexibleMaxY")))
    }

    /// Four constraints (two per axis) placing `viewID` in `parentID` for every parent size.
    static func constraints(viewID: String, parentID: String, frame: Rect, parentSize: Size,
                            mask: IBElement?, location: SourceLocation) -> [ConstraintSpec] {
        let (horizontal, vertical) = masks(mask)
        return axisConstraints(viewID: viewID, parentID: parentID, origin: frame.x, size: frame.width,
                               parentSize: parentSize.width, mask: horizontal, horizontal: true, location: location)
            + axisConstraints(viewID: viewID, parentID: parentID, origin: frame.y, size: frame.height,
                              parentSize: parentSize.height, mask: vertical, horizontal: false, location: location)
    }

    private static func axisConstraints(viewID: String, parentID: String, origin: Double, size: Double,
                                        parentSize: Double, mask: AxisMask, horizontal: Bool,
                                        location: SourceLocation) -> [ConstraintSpec] {
        let (minAttribute, maxAttribute, sizeAttribute, centerAttribute): (LayoutAttribute, LayoutAttribute, LayoutAttribute, LayoutAttribute) =
            horizontal ? (.left, .right, .width, .centerX) : (.top, .bottom, .height, .centerY)
        let parts = [origin, size, parentSize - origin - size]
        let flexible = [mask.flexibleMin, mask.flexibleSize, mask.flexibleMax]
        let flexibleTotal = zip(parts, flexible).reduce(0) { $0 + ($1.1 ? $1.0 : 0) }
        let flexibleCount = Double(flexible.filter { $0 }.count)
        // Share of the superview's growth each part takes.
        let shares = zip(parts, flexible).map { part, isFlexible -> Double in
            guard isFlexible else { return 0 }
            return flexibleTotal > 0 ? part / flexibleTotal : 1 / flexibleCount
        }
        let view = LayoutItem.view(viewID), parent = LayoutItem.view(parentID)
        func make(_ suffix: String, _ first: Anchor, _ second: Anchor?, multiplier: Double = 1, constant: Double) -> ConstraintSpec {
            ConstraintSpec(id: "\(viewID).autoresizing.\(suffix)", first: first, second: second,
                           multiplier: multiplier, constant: constant, origin: .autoresizing, location: location)
        }
        var result: [ConstraintSpec] = []
        if shares[0] == 0 {
            result.append(make(minAttribute.rawValue, Anchor(view, minAttribute), Anchor(parent, minAttribute), constant: origin))
        } else if shares[2] == 0 {
            result.append(make(maxAttribute.rawValue, Anchor(view, maxAttribute), Anchor(parent, maxAttribute), constant: -parts[2]))
        } else if shares[1] == 0, parts[0] == parts[2] {
            result.append(make(centerAttribute.rawValue, Anchor(view, centerAttribute), Anchor(parent, centerAttribute), constant: 0))
        } else {
            // origin(W) = origin + (W - W0) · share, with parent.max = W in the parent's own space.
            result.append(make(minAttribute.rawValue, Anchor(view, minAttribute), Anchor(parent, maxAttribute),
                               multiplier: shares[0], constant: origin - parentSize * shares[0]))
        }
        if shares[1] == 0 {
            result.append(make(sizeAttribute.rawValue, Anchor(view, sizeAttribute), nil, constant: size))
        } else {
            result.append(make(sizeAttribute.rawValue, Anchor(view, sizeAttribute), Anchor(parent, sizeAttribute),
                               multiplier: shares[1], constant: size - parentSize * shares[1]))
        }
        return result
    }
}
