/// An attribute of a view or layout guide that a constraint relates (NSLayoutConstraint.Attribute).
public enum LayoutAttribute: String, CaseIterable, Hashable, Sendable, Codable {
    case left, right, top, bottom, leading, trailing
    case width, height
    case centerX, centerY
    case firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// The "no attribute" of a constant-only constraint (`view.width = 0 * NotAnAttribute + 40`).
    case notAnAttribute

    /// Which axis an attribute lies on.
    public enum Axis: String, Hashable, Sendable, Codable {
        case horizontal, vertical
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
