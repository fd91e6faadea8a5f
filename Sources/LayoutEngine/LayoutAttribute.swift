/// An attribute of a view or layout guide that a constraint relates (NSLayoutConstraint.Attribute).
public enum LayoutAttribute: String, CaseIterable, Hashable, Sendable, Codable {
    /// The left edge, whatever the layout direction.
    case left
    /// The right edge, whatever the layout direction.
    case right
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom
    /// The edge where text starts: left in left-to-right layouts, right in right-to-left ones.
    case leading
    /// The edge where text ends: right in left-to-right layouts, left in right-to-left ones.
    case trailing
    /// The horizontal extent.
    case width
    /// The vertical extent.
    case height
    /// The horizontal centre.
    case centerX
    /// The vertical centre.
    case centerY
    /// The baseline of the first line of text.
    case firstBaseline
    /// The baseline of the last line of text.
    case lastBaseline
    /// The left edge inset by the view's layout margins.
    case leftMargin
    /// The right edge inset by the view's layout margins.
    case rightMargin
    /// The top edge inset by the view's layout margins.
    case topMargin
    /// The bottom edge inset by the view's layout margins.
    case bottomMargin
    /// The leading edge inset by the view's layout margins.
    case leadingMargin
    /// The trailing edge inset by the view's layout margins.
    case trailingMargin
    /// The horizontal centre of the area inside the layout margins.
    case centerXWithinMargins
    /// The vertical centre of the area inside the layout margins.
    case centerYWithinMargins
    /// The "no attribute" of a constant-only constraint (`view.width = 0 * NotAnAttribute + 40`).
    case notAnAttribute

    /// Which axis an attribute lies on.
    public enum Axis: String, Hashable, Sendable, Codable {
        /// Left to right: x positions and widths.
        case horizontal
        /// Top to bottom: y positions and heights.
        case vertical
    }

    /// The axis, or nil for `notAnAttribute`.
    public var axis: Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            .vertical
        case .notAnAttribute:
            nil
        }
    }

    /// True for `width` and `height`; false for locations.
    public var isSize: Bool { self == .width || self == .height }

    /// True for attributes that follow the layout direction (leading/trailing and their margins).
    public var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// True for attributes fixed to the screen's left or right (left/right and their margins).
    public var isAbsoluteHorizontal: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }

    /// Reads a spelling from specs, the seed notes or Interface Builder (`leading`,
    /// `Leading`, `leadingMargin`, `firstBaseline`, `baseline`, `NotAnAttribute`); nil when unknown.
    public init?(parsing text: String) {
        let key = text.lowercased()
        if key == "baseline" {
            self = .lastBaseline
            return
        }
        if key == "centerxwithinmargins" || key == "centerxmargin" { self = .centerXWithinMargins; return }
        if key == "centerywithinmargins" || key == "centerymargin" { self = .centerYWithinMargins; return }
        guard let match = LayoutAttribute.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
        self = match
    }
}
