/// An anchor of a view or layout guide in a `ScreenBuilder`, from which constraints are made
/// as with UIKit's `NSLayoutAnchor`: `a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 8)`.
public struct LayoutAnchor<Axis: AnchorAxis> {
    /// The item and attribute.
    public let anchor: Anchor
    unowned let builder: ScreenBuilder

    init(_ anchor: Anchor, _ builder: ScreenBuilder) {
        self.anchor = anchor
        self.builder = builder
    }

    /// `self = other + constant`.
    public func constraint(equalTo other: LayoutAnchor<Axis>, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        builder.makeConstraint(anchor, .equal, other.anchor, multiplier: 1, constant: constant, file: file, line: line)
    }

    /// `self >= other + constant`.
    public func constraint(greaterThanOrEqualTo other: LayoutAnchor<Axis>, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        builder.makeConstraint(anchor, .greaterThanOrEqual, other.anchor, multiplier: 1, constant: constant, file: file, line: line)
    }

    /// `self <= other + constant`.
    public func constraint(lessThanOrEqualTo other: LayoutAnchor<Axis>, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        builder.makeConstraint(anchor, .lessThanOrEqual, other.anchor, multiplier: 1, constant: constant, file: file, line: line)
    }
}

extension LayoutAnchor where Axis == Dimension {
    /// `self = constant`.
    public func constraint(equalToConstant constant: Double, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        builder.makeConstraint(anchor, .equal, nil, multiplier: 1, constant: constant, file: file, line: line)
    }

    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: Double, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        builder.makeConstraint(anchor, .greaterThanOrEqual, nil, multiplier: 1, constant: constant, file: file, line: line)
    }

    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: Double, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        builder.makeConstraint(anchor, .lessThanOrEqual, nil, multiplier: 1, constant: constant, file: file, line: line)
    }

    /// `self = multiplier × other + constant`.
    public func constraint(equalTo other: LayoutAnchor<Dimension>, multiplier: Double, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        builder.makeConstraint(anchor, .equal, other.anchor, multiplier: multiplier, constant: constant, file: file, line: line)
    }

    /// `self >= multiplier × other + constant`.
    public func constraint(greaterThanOrEqualTo other: LayoutAnchor<Dimension>, multiplier: Double, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        builder.makeConstraint(anchor, .greaterThanOrEqual, other.anchor, multiplier: multiplier, constant: constant, file: file, line: line)
    }

    /// `self <= multiplier × other + constant`.
    public func constraint(lessThanOrEqualTo other: LayoutAnchor<Dimension>, multiplier: Double, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        builder.makeConstraint(anchor, .lessThanOrEqual, other.anchor, multiplier: multiplier, constant: constant, file: file, line: line)
    }
}

extension LayoutAnchor where Axis == XAxis {
    /// `self = multiplier × other + constant` (UIKit offers this through `NSLayoutConstraint(item:…)`;
    /// positions are taken in the items' nearest common ancestor's coordinates).
    public func constraint(equalTo other: LayoutAnchor<XAxis>, multiplier: Double, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        builder.makeConstraint(anchor, .equal, other.anchor, multiplier: multiplier, constant: constant, file: file, line: line)
    }
}

extension LayoutAnchor where Axis == YAxis {
    /// `self = multiplier × other + constant`, positions in the nearest common ancestor's coordinates.
    public func constraint(equalTo other: LayoutAnchor<YAxis>, multiplier: Double, constant: Double = 0,
                           file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        builder.makeConstraint(anchor, .equal, other.anchor, multiplier: multiplier, constant: constant, file: file, line: line)
    }
}
