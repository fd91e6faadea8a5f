import Foundation

/// Number formatting shared by findings and reports: short, stable, locale-independent.
public enum Format {
    /// `37.5`, `212`, `0.25` — at most two decimals, no trailing zeros.
    public static func number(_ value: Double) -> String {
        let rounded = rounded(value)
        if rounded == rounded.rounded(), abs(rounded) < 1e12 { return String(Int(rounded)) }
        return String(rounded)
    }

    /// `37.5 pt`.
    public static func points(_ value: Double) -> String {
        "\(number(value)) pt"
    }

    /// A value rounded to two decimals, so JSON stays readable and stable.
    public static func rounded(_ value: Double) -> Double {
        (value * 100).rounded() / 100
    }

    /// `U+0E01` for each scalar of a character, joined by `+`.
    public static func codePoints(_ character: String) -> String {
        character.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: "+")
    }
}
