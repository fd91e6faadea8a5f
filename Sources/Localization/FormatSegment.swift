/// A piece of a localised string: plain text, or something that must survive translation
/// and pseudo-localisation untouched (a printf/`String(format:)` specifier, a `%#@name@`
/// substitution, or a `{name}` placeholder).
public enum FormatSegment: Hashable, Sendable {
    /// Ordinary text.
    case literal(String)
    /// A format specifier such as `%@`, `%1$@`, `%.2f`, `%lld`, or the escaped percent `%%`.
    case specifier(FormatSpecifier)
    /// A `%#@name@` substitution (stringsdict and String Catalog variables).
    case substitution(name: String, raw: String)
    /// A `{name}` placeholder.
    case placeholder(String)

    /// The segment exactly as written.
    public var raw: String {
        switch self {
        case .literal(let text): text
        case .specifier(let specifier): specifier.raw
        case .substitution(_, let raw): raw
        case .placeholder(let raw): raw
        }
    }

    /// Splits `text` into segments; malformed `%` sequences stay literal text.
    public static func split(_ text: String) -> [FormatSegment] {
        let scalars = Array(text.unicodeScalars)
        var segments: [FormatSegment] = []
        var literal = String.UnicodeScalarView()
        var index = 0
        func flush() {
            if !literal.isEmpty { segments.append(.literal(String(literal))); literal = String.UnicodeScalarView() }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "%", let (segment, length) = scanPercent(scalars, at: index) {
                flush()
                segments.append(segment)
                index += length
            } else if scalar == "{", let length = scanBraces(scalars, at: index) {
                flush()
                var raw = String.UnicodeScalarView()
                raw.append(contentsOf: scalars[index..<(index + length)])
                segments.append(.placeholder(String(raw)))
                index += length
            } else {
                literal.append(scalar)
                index += 1
            }
        }
        flush()
        return segments
    }

    /// `{name}` with a name of letters, digits, `_`, `.` or `-`; returns its length.
    private static func scanBraces(_ scalars: [Unicode.Scalar], at start: Int) -> Int? {
        var index = start + 1
        while index < scalars.count, index - start < 64 {
            let scalar = scalars[index]
            if scalar == "}" { return index > start + 1 ? index - start + 1 : nil }
            guard scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "." || scalar == "-" else { return nil }
            index += 1
        }
        return nil
    }

    /// A `%` sequence: `%%`, `%#@name@`, or `%[n$][flags][width][.precision][length]conversion`.
    /// The space flag is not accepted, so that prose such as `100% sure` stays text.
    private static func scanPercent(_ scalars: [Unicode.Scalar], at start: Int) -> (FormatSegment, Int)? {
        var index = start + 1
        guard index < scalars.count else { return nil }
        if scalars[index] == "%" {
            return (.specifier(FormatSpecifier(raw: "%%", position: nil, flags: "", width: nil, precision: nil, length: "", conversion: "%")), 2)
        }
        if scalars[index] == "#", index + 1 < scalars.count, scalars[index + 1] == "@" {
            var end = index + 2
            while end < scalars.count, scalars[end] != "@", end - start < 128 { end += 1 }
            guard end < scalars.count, scalars[end] == "@", end > index + 2 else { return nil }
            let name = String(String.UnicodeScalarView(scalars[(index + 2)..<end]))
            let raw = String(String.UnicodeScalarView(scalars[start...end]))
            return (.substitution(name: name, raw: raw), end - start + 1)
        }
        func digits() -> Int? {
            var value = 0
            var count = 0
            while index < scalars.count, ("0"..."9").contains(scalars[index]), count < 6 {
                value = value * 10 + Int(scalars[index].value - 48)
                index += 1
                count += 1
            }
            return count > 0 ? value : nil
        }
        var position: Int?
        let afterPercent = index
        if let number = digits(), index < scalars.count, scalars[index] == "$" {
            position = number
            index += 1
        } else {
            index = afterPercent
        }
        var flags = ""
        while index < scalars.count, "-+#0'".unicodeScalars.contains(scalars[index]) {
            flags.unicodeScalars.append(scalars[index])
            index += 1
        }
        var width: Int?
        if index < scalars.count, scalars[index] == "*" { index += 1 } else { width = digits() }
        var precision: Int?
        if index < scalars.count, scalars[index] == "." {
            index += 1
            if index < scalars.count, scalars[index] == "*" { index += 1; precision = 6 } else { precision = digits() ?? 0 }
        }
        var length = ""
        while index < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[index]), length.count < 2 {
            length.unicodeScalars.append(scalars[index])
            index += 1
        }
        guard index < scalars.count, "@dDiuUoOxXfFeEgGaAcCsSp".unicodeScalars.contains(scalars[index]) else { return nil }
        let conversion = Character(scalars[index])
        index += 1
        let raw = String(String.UnicodeScalarView(scalars[start..<index]))
        let specifier = FormatSpecifier(raw: raw, position: position, flags: flags, width: width, precision: precision,
                                        length: length, conversion: conversion)
        return (.specifier(specifier), index - start)
    }
}
