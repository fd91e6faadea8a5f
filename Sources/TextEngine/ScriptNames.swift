import CFreeTypeHarfBuzz
import CICUBridge

/// ICU script codes to ISO 15924 tags and HarfBuzz scripts, tabulated once per process.
enum ScriptNames {
    /// ICU has fewer script codes than this (USCRIPT_CODE_LIMIT is 200 in ICU 72).
    private static let limit: Int32 = 256

    private static let tags: [String] = (0..<limit).map { code in
        var buffer = [CChar](repeating: 0, count: 8)
        guard ls_script_code_tag(code, &buffer) == 1 else { return "Zyyy" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static let harfBuzzScripts: [hb_script_t] = tags.map { hb_script_from_string($0, Int32($0.utf8.count)) }

    /// The ISO 15924 tag of an ICU script code; `fallback` for an unknown (negative) code.
    static func tag(of code: Int32, fallback: String) -> String {
        guard code >= 0, code < limit else { return fallback }
        return tags[Int(code)]
    }

    /// The HarfBuzz script for an ICU script code (the locale's script when unknown).
    static func harfBuzzScript(of code: Int32, fallback: String) -> hb_script_t {
        guard code >= 0, code < limit else { return hb_script_from_string(fallback, Int32(fallback.utf8.count)) }
        return harfBuzzScripts[Int(code)]
    }
}
