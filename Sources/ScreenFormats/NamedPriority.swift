import Foundation

/// The priority names a spec may use instead of numbers (UILayoutPriority's constants).
public enum NamedPriority: String, CaseIterable, Sendable {
    /// 1000, `UILayoutPriority.required`.
    case required
    /// 750, `UILayoutPriority.defaultHigh`.
    case high
    /// 250, `UILayoutPriority.defaultLow`.
    case low
    /// 50, `UILayoutPriority.fittingSizeLevel`.
    case fittingSize

    /// The numeric priority.
    public var value: Double {
        switch self {
        case .required: 1000
        case .high: 750
        case .low: 250
        case .fittingSize: 50
        }
    }

    /// Reads `required`, `high`, `low`, `fittingSize` and UIKit's spellings
    /// (`defaultHigh`, `defaultLow`, `fittingSizeLevel`, `dragThatCanResizeScene`…); case-insensitive.
    public init?(parsing text: String) {
        switch text.lowercased() {
        case "required": self = .required
        case "high", "defaulthigh": self = .high
        case "low", "defaultlow": self = .low
        case "fittingsize", "fittingsizelevel", "fittingsizecompression": self = .fittingSize
        default: return nil
        }
    }

    /// Reads a priority: a number, a name, or a name plus or minus a number (`high - 1`);
    /// nil unless the result lies in 1…1000.
    public static func parse(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if let number = Double(trimmed) { return (1...1000).contains(number) ? number : nil }
        var name = trimmed
        var offset = 0.0
        if let index = trimmed.lastIndex(where: { $0 == "+" || $0 == "-" }) {
            guard let amount = Double(trimmed[trimmed.index(after: index)...].trimmingCharacters(in: .whitespaces)) else { return nil }
            offset = trimmed[index] == "+" ? amount : -amount
            name = trimmed[..<index].trimmingCharacters(in: .whitespaces)
        }
        guard let named = NamedPriority(parsing: name) else { return nil }
        let value = named.value + offset
        return (1...1000).contains(value) ? value : nil
    }
}
