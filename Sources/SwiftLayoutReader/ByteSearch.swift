import Foundation

/// Finding a run of bytes in a file's bytes. (`Data.range(of:)` is slow on Linux: each app
/// pass would spend seconds in it on a large app.)
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
}

