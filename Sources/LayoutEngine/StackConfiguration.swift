/// How a stack view arranges its arranged subviews (UIStackView's properties).
public struct StackConfiguration: Hashable, Sendable, Codable {
    /// UIStackView.Distribution.
    public enum Distribution: String, CaseIterable, Hashable, Sendable, Codable {
        /// Arranged views fill the stack; hugging and compression resistance decide who grows or shrinks.
        case fill
        /// Arranged views fill the stack with equal lengths.
        case fillEqually
        /// Arranged views fill the stack with lengths proportional to their intrinsic sizes.
        case fillProportionally
        /// Arranged views keep their lengths; the gaps between them are equal.
        case equalSpacing
        /// Arranged views keep their lengths; the distances between their centres are equal.
        case equalCentering
    }

    /// UIStackView.Alignment (leading/top and trailing/bottom are the same case per axis).
    public enum Alignment: String, CaseIterable, Hashable, Sendable, Codable {
        /// Arranged views span the stack's cross axis.
        case fill
        /// Arranged views sit at the leading edge (top edge in a horizontal stack).
        case leading
        /// Arranged views are centred on the cross axis.
        case center
        /// Arranged views sit at the trailing edge (bottom edge in a horizontal stack).
        case trailing
        /// Arranged views line up on the baseline of their first line of text.
        case firstBaseline
        /// Arranged views line up on the baseline of their last line of text.
        case lastBaseline

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
    /// `setCustomSpacing(_:after:)`: the space after an arranged view (by id) instead of `spacing`;
    /// nil when none is set.
    public var customSpacing: [String: Double]?

    /// The space after arranged view `id`: its custom spacing, else `spacing`.
    public func spacing(after id: String) -> Double {
        customSpacing?[id] ?? spacing
    }

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
