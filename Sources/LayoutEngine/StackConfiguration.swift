/// How a stack view arranges its arranged subviews (UIStackView's properties).
public struct StackConfiguration: Hashable, Sendable, Codable {
    /// UIStackView.Distribution.
    public enum Distribution: String, CaseIterable, Hashable, Sendable, Codable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// UIStackView.Alignment (leading/top and trailing/bottom are the same case per axis).
    public enum Alignment: String, CaseIterable, Hashable, Sendable, Codable {
        case fill, leading, center, trailing, firstBaseline, lastBaseline

        /// Reads `fill`, `leading`, `top`, `center`, `trailing`, `bottom`, `firstBaseline`,
        /// `lastBaseline`, `baseline`; nil when unknown.
        public init?(parsing text: String) {
            switch text.lowercased() {
            case "fill": self = .fill
            case "leading", "top": self = .leading
            case "center", "centre": self = .center
            case "trailing", "bottom": self = .trailing
            case "firstbaseline": self = .firstBaseline
            case "lastbaseline", "baseline": self = .lastBaseline
            default: return nil
            }
        }
    }

    /// The direction arranged views follow.
    public var axis: LayoutAttribute.Axis
    /// Space between adjacent arranged views (minimum space for the spacing distributions).
    public var spacing: Double
    /// Cross-axis alignment.
    public var alignment: Alignment
    /// Main-axis distribution.
    public var distribution: Distribution
    /// Arranged subview ids, in order.
    public var arranged: [String]
    /// `isBaselineRelativeArrangement` (vertical stacks: spacing measured between baselines).
    public var baselineRelative: Bool
    /// `isLayoutMarginsRelativeArrangement`: arrange inside the stack's margins.
    public var layoutMarginsRelative: Bool

    /// Creates a configuration.
    public init(axis: LayoutAttribute.Axis, spacing: Double = 0, alignment: Alignment = .fill,
                distribution: Distribution = .fill, arranged: [String] = [],
                baselineRelative: Bool = false, layoutMarginsRelative: Bool = false) {
        self.axis = axis
        self.spacing = spacing
        self.alignment = alignment
        self.distribution = distribution
        self.arranged = arranged
        self.baselineRelative = baselineRelative
        self.layoutMarginsRelative = layoutMarginsRelative
    }
}
