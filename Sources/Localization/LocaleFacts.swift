import Foundation
import CICUBridge

/// What ICU knows about a locale that matters for layout: direction, script, language.
public struct LocaleFacts: Hashable, Sendable {
    /// The identifier asked about (`ar`, `zh-Hans`, `pt_BR`).
    public var identifier: String
    /// True when the locale's text and UI run right to left.
    public var isRightToLeft: Bool
    /// Likely ISO 15924 script (`Arab`, `Latn`, `Jpan`), or nil when ICU does not know.
    public var script: String?
    /// Language code (`ar`, `zh`, `pt`).
    public var language: String

    /// Looks the locale up in ICU.
    public init(_ identifier: String) {
        self.identifier = identifier
        let icuID = identifier.replacingOccurrences(of: "-", with: "_")
        isRightToLeft = ls_locale_is_right_to_left(icuID) == 1
        var buffer = [CChar](repeating: 0, count: 32)
        script = ls_locale_script(icuID, &buffer, Int32(buffer.count)) > 0 ? LocaleFacts.string(from: buffer) : nil
        buffer = [CChar](repeating: 0, count: 32)
        language = ls_locale_language(icuID, &buffer, Int32(buffer.count)) > 0 ? LocaleFacts.string(from: buffer) : identifier
    }

    private static func string(from buffer: [CChar]) -> String {
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
