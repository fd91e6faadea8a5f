/// Numbers as constraint and priority text shows them: whole numbers without a fraction
/// (`40`, not `40.0`), any other value as Swift writes it (`40.5`, `1e+300`, `inf`).
public enum NumberText {
    /// `value` written for a person reading a constraint or a priority.
    public static func plain(_ value: Double) -> String {
        // `Int(_:)` traps on infinities, NaN and values beyond Int's range.
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
