import Foundation
import Diagnostics

/// One of `count` equal parts of a sweep, so CI jobs can split it (`--shard 2/4`).
/// Work units (screen × device × orientation) are dealt round-robin.
public struct Shard: Hashable, Sendable, Codable, CustomStringConvertible {
    /// 1-based shard number.
    public var index: Int
    /// Number of shards.
    public var count: Int

    /// Creates a shard; `index` in 1…count.
    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// Reads `i/n`; a diagnostic when malformed or out of range.
    public init(parsing text: String) throws {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0].trimmingCharacters(in: .whitespaces)),
              let count = Int(parts[1].trimmingCharacters(in: .whitespaces)), count >= 1, (1...count).contains(index) else {
            throw DiagnosticError(.error("--shard expects i/n with 1 ≤ i ≤ n, e.g. 2/4; got '\(text)'"))
        }
        self.init(index: index, count: count)
    }

    /// True when the unit at `position` (0-based, in matrix order) belongs to this shard.
    public func includes(_ position: Int) -> Bool {
        count > 0 && position % count == index - 1
    }

    /// `2/4`.
    public var description: String { "\(index)/\(count)" }
}
