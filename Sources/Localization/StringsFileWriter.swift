import Foundation

/// Writes UTF-8 `.strings` text that `StringsFileReader` reads back to the same pairs.
public enum StringsFileWriter {
    /// One `"key" = "value";` line per pair, in order.
    public static func text(_ pairs: [(key: String, value: String)]) -> String {
        var output = ""
        for pair in pairs {
            output += "\"\(escaped(pair.key))\" = \"\(escaped(pair.value))\";\n"
        }
        return output
    }

    /// Escapes a string for a UTF-8 `.strings` file: quotes, backslashes, and control
    /// characters (`\n`, `\t`, `\r`, else `\UXXXX`).
    public static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default:
                if scalar.value < 0x20 {
                    result += String(format: "\\U%04X", scalar.value)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }
}
