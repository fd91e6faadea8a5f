extension Int {
    /// The whole number nearest `value` toward zero, clamped to `Int.min … Int.max`; NaN is 0.
    /// `Int(_:)` traps on NaN, infinities and anything beyond Int's range, and numbers read
    /// from input (a width of 1e20, a font size that overflowed to infinity) reach it.
    public init(saturating value: Double) {
        if value.isNaN {
            self = 0
        } else if value >= 9_223_372_036_854_775_807.0 {
            // The nearest Double above Int.max is 2^63 itself, so `>=` catches everything too large.
            self = .max
        } else if value <= -9_223_372_036_854_775_808.0 {
            self = .min
        } else {
            self = Int(value)
        }
    }
}
