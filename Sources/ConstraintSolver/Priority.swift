/// How strongly a constraint should hold: a value from 1 to 1000 (1000 = required, fractions
/// allowed) and a tier that breaks ties between equal values (higher tier wins).
///
/// Priorities are strictly lexicographic: a constraint at a higher priority beats any number
/// of constraints at lower ones. Every distinct priority is its own level. All required
/// priorities are equal whatever their tier.
public struct Priority: Comparable, Hashable, Sendable, CustomStringConvertible {
    /// 1…1000; 1000 means required.
    public var value: Double
    /// Tie-break between equal values: a higher tier beats a lower one. The layout engine
    /// gives intrinsic-size constraints tier 1 so they beat explicit constraints of equal value.
    public var tier: Int

    /// Creates a priority; values above 1000 count as required.
    public init(_ value: Double, tier: Int = 0) {
        self.value = value
        self.tier = tier
    }

    /// Must hold (1000).
    public static let required = Priority(1000)
    /// Interface Builder's "high" (750), the default compression resistance.
    public static let defaultHigh = Priority(750)
    /// Interface Builder's "low" (250), the default content hugging.
    public static let defaultLow = Priority(250)
    /// The fitting-size priority (50).
    public static let fittingSize = Priority(50)

    /// Whether this priority is required (value ≥ 1000).
    public var isRequired: Bool { value >= 1000 }

    /// Whether the priority is usable: a finite value of at least 1 (required values above
    /// 1000 are accepted and mean required).
    public var isValid: Bool { value.isFinite && value >= 1 }

    /// Orders by value, then tier; every required priority is equal.
    public static func < (lhs: Priority, rhs: Priority) -> Bool {
        if lhs.isRequired || rhs.isRequired { return !lhs.isRequired && rhs.isRequired }
        if lhs.value != rhs.value { return lhs.value < rhs.value }
        return lhs.tier < rhs.tier
    }

    /// Equal when both are required, or when value and tier agree.
    public static func == (lhs: Priority, rhs: Priority) -> Bool {
        if lhs.isRequired || rhs.isRequired { return lhs.isRequired == rhs.isRequired }
        return lhs.value == rhs.value && lhs.tier == rhs.tier
    }

    /// Hashes consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        if isRequired {
            hasher.combine(1000.0)
        } else {
            hasher.combine(value)
            hasher.combine(tier)
        }
    }

    /// `750`, `750.5`, `750#1` (tier 1) or `required`.
    public var description: String {
        if isRequired { return "required" }
        let number = NumberText.plain(value)
        return tier == 0 ? number : "\(number)#\(tier)"
    }
}
