/// What a screen changes in some size classes (Interface Builder's `<variation
/// key="heightClass=compact">`): constraint constants, constraints installed or not, stack
/// view settings. A variation with both classes named wins over one with one.
public struct SizeClassVariation: Hashable, Sendable, Codable {
    /// The width class it applies to (true regular, false compact); nil for any.
    public var regularWidth: Bool?
    /// The height class it applies to; nil for any.
    public var regularHeight: Bool?
    /// Constraint id → its constant in these size classes.
    public var constants: [String: Double] = [:]
    /// Constraints installed in these size classes.
    public var installed: Set<String> = []
    /// Constraints not installed in these size classes.
    public var uninstalled: Set<String> = []
    /// Stack view id → its settings in these size classes.
    public var stacks: [String: StackConfiguration] = [:]

    /// Creates a variation for the size classes named.
    public init(regularWidth: Bool?, regularHeight: Bool?) {
        self.regularWidth = regularWidth
        self.regularHeight = regularHeight
    }

    /// Whether it applies in `sizeClass`.
    public func applies(to sizeClass: SizeClass) -> Bool {
        (regularWidth.map { $0 == sizeClass.regularWidth } ?? true) && (regularHeight.map { $0 == sizeClass.regularHeight } ?? true)
    }

    /// How many classes it names: the more, the later it applies.
    var specificity: Int { (regularWidth == nil ? 0 : 1) + (regularHeight == nil ? 0 : 1) }
}
