import CFreeTypeHarfBuzz
import CICUBridge

/// ICU script codes to ISO 15924 tags and HarfBuzz scripts, memoised.
enum ScriptNames {
    private static let tags = Locked<[Int32: String]>([:])

    /// The ISO 15924 tag of an ICU script code; `fallback` for an unknown (negative) code.
    static func tag(of code: Int32, fallback: String) -> String {
        guard code >= 0 else { return fallback }
        if let known = tags.withLock({ $0[code] }) { return known }
        // Any character of the script gives its tag; ICU exposes the name by code directly.
        let name = ls_script_name(code)
        tags.withLock { $0[code] = name }
        return name
    }

    /// The HarfBuzz script for an ICU script code (the locale's script when unknown).
    static func harfBuzzScript(of code: Int32, fallback: String) -> hb_script_t {
        let text = tag(of: code, fallback: fallback)
        return hb_script_from_string(text, Int32(text.utf8.count))
    }

    private static func ls_script_name(_ code: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 8)
        guard ls_script_code_tag(code, &buffer) == 1 else { return "Zyyy" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
