import Foundation

/// Receives every variant's compact result (`ResultRetention.compact` detail) while a sweep
/// runs, so a report can be written without holding all results in memory. `encode` runs
/// on worker threads, concurrently; `write` gets the encoded units one at a time, in matrix order.
public protocol ResultStream: AnyObject, Sendable {
    /// Encodes one unit's results (called concurrently from worker threads).
    func encode(_ results: [VariantResult]) -> Data
    /// Appends one unit's encoded results (called in matrix order, never concurrently).
    func write(_ chunk: Data)
}
