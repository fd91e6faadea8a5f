/// The worst-case values that fill format specifiers when a string is measured: long
/// names and wide numbers, so that a layout that survives them survives real data.
public struct FormatSamples: Hashable, Sendable {
    /// Text for `%@` and `%s` (default: a long personal name).
    public var object: String
    /// Text for `%d`, `%ld`, `%u`, … (default `88,888`: wide digits with grouping).
    public var integer: String
    /// The whole part for `%f`-style conversions; the fraction gets `fractionDigit`
    /// repeated `precision` times (6 when none is given, as printf does).
    public var floatingPointWhole: String
    /// The digit repeated in a floating-point fraction.
    public var fractionDigit: Character
    /// Text for `%x`, `%o`.
    public var radixInteger: String
    /// Text for `%c`.
    public var character: String
    /// Text for `%p`.
    public var pointer: String

    /// Creates samples; every value has a worst-case default.
    public init(object: String = "Maximilian Alexander Featherstonehaugh", integer: String = "88,888",
                floatingPointWhole: String = "88,888", fractionDigit: Character = "8", radixInteger: String = "FFFFFF",
                character: String = "W", pointer: String = "0x7FFFFFFFFFFF") {
        self.object = object
        self.integer = integer
        self.floatingPointWhole = floatingPointWhole
        self.fractionDigit = fractionDigit
        self.radixInteger = radixInteger
        self.character = character
        self.pointer = pointer
    }

    /// The defaults.
    public static let worstCase = FormatSamples()

    /// The text that replaces one specifier.
    public func sample(for specifier: FormatSpecifier) -> String {
        let text: String
        switch specifier.kind {
        case .object: text = object
        case .integer: text = integer
        case .radixInteger: text = radixInteger
        case .floatingPoint:
            let digits = min(specifier.precision ?? 6, 20)
            text = digits == 0 ? floatingPointWhole : floatingPointWhole + "." + String(repeating: fractionDigit, count: digits)
        case .character: text = character
        case .pointer: text = pointer
        case .percent: return "%"
        }
        if let width = specifier.width, width > text.count, width <= 64 {
            let padding = String(repeating: " ", count: width - text.count)
            return specifier.flags.contains("-") ? text + padding : padding + text
        }
        return text
    }

    /// Replaces every specifier of `text` with its sample; substitutions and `{name}`
    /// placeholders are left as they are.
    public func fill(_ text: String) -> String {
        guard text.contains("%") else { return text }
        var result = ""
        for segment in FormatSegment.split(text) {
            if case .specifier(let specifier) = segment {
                result += sample(for: specifier)
            } else {
                result += segment.raw
            }
        }
        return result
    }
}
