import Foundation

/// Reading a file's bytes without parsing it: finding a run of bytes, the quoted runs, the bytes
/// of identifiers. (`Data.range(of:)` is slow on Linux: each app pass would spend seconds in it on
/// a large app.)
public enum ByteSearch {
    /// Whether `needle` occurs in `data`.
    public static func contains(_ data: Data, _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, needle.count <= data.count else { return needle.isEmpty }
        return data.withUnsafeBytes { (haystack: UnsafeRawBufferPointer) -> Bool in
            guard let base = haystack.baseAddress else { return false }
            var offset = 0
            let last = haystack.count - needle.count
            while offset <= last {
                guard let found = memchr(base + offset, Int32(first), last - offset + 1) else { return false }
                let position = base.distance(to: UnsafeRawPointer(found))
                if needle.withUnsafeBytes({ needleBytes in needleBytes.baseAddress.map { memcmp(base + position, $0, needle.count) == 0 } ?? false }) { return true }
                offset = position + 1
            }
            return false
        }
    }

    /// The runs of bytes between one double quote and the next, as text: a file holds `"name"`
    /// exactly when `name` (holding no quote) is one of them. Runs longer than `maximumLength`
    /// bytes are left out.
    public static func quotedRuns(in data: Data, maximumLength: Int = 256) -> Set<String> {
        var runs: Set<String> = []
        let quote = UInt8(ascii: "\"")
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var open: Int?
            for (index, byte) in bytes.enumerated() where byte == quote {
                if let start = open, index - start - 1 <= maximumLength {
                    runs.insert(String(decoding: UnsafeRawBufferPointer(rebasing: bytes[(start + 1)..<index]), as: UTF8.self))
                }
                open = index
            }
        }
        return runs
    }

    /// Whether `byte` may be part of a Swift or Objective-C identifier: a letter, a digit, `_`,
    /// or any byte of a non-ASCII character.
    public static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }

    /// The end of the identifier starting at `start` (`start` itself when none starts there).
    public static func identifierEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var end = start
        while end < bytes.count, isIdentifierByte(bytes[end]) { end += 1 }
        return end
    }
}
