import Diagnostics
import Foundation

/// The shared state of a running sweep: which unit is next, and the results so far,
/// stored by unit position so the output order does not depend on thread timing.
final class SweepState: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var done = 0
    private var layouts = 0
    private var results: [[VariantResult]]
    private var errors: [Diagnostic?]

    init(unitCount: Int) {
        results = Array(repeating: [], count: unitCount)
        errors = Array(repeating: nil, count: unitCount)
    }

    /// The next unit to run, or nil when all are taken.
    func nextUnit() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < results.count else { return nil }
        next += 1
        return next - 1
    }

    /// Stores a unit's outcome; returns the number of variants done so far.
    func finish(_ position: Int, results unitResults: [VariantResult], error: Diagnostic?, layouts unitLayouts: Int, variants: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        results[position] = unitResults
        errors[position] = error
        layouts += unitLayouts
        done += variants
        return done
    }

    /// All results in unit order, and each distinct error once.
    func collected() -> (results: [VariantResult], errors: [Diagnostic], layouts: Int) {
        lock.lock()
        defer { lock.unlock() }
        var unique: [Diagnostic] = []
        for case let error? in errors where !unique.contains(error) { unique.append(error) }
        return (results.flatMap { $0 }, unique, layouts)
    }
}
