import Diagnostics
import Findings
import Foundation

/// The shared state of a running sweep: which unit is next, the findings aggregated so
/// far, and the results kept for the report. Finished units are folded in unit order (a
/// unit that finishes early waits in a small buffer), so the output does not depend on
/// thread timing.
final class SweepState: @unchecked Sendable {
    private let lock = NSLock()
    private var next = 0
    private var done = 0
    private var layouts = 0
    private let unitCount: Int
    private var nextToFold = 0
    private var waiting: [Int: [VariantResult]] = [:]
    private var errors: [Diagnostic?]
    private var kept: [VariantResult] = []
    private var retainer: ResultRetainer
    private(set) var accumulator: FindingAccumulator

    private let stream: (any ResultStream)?
    private var waitingChunks: [Int: Data] = [:]

    init(unitCount: Int, matrix: VariantMatrix, retention: ResultRetention, baseline: Baseline?, stream: (any ResultStream)? = nil) {
        self.stream = stream
        self.unitCount = unitCount
        errors = Array(repeating: nil, count: unitCount)
        accumulator = FindingAccumulator(matrix: matrix)
        retainer = ResultRetainer(retention: retention, baseline: baseline, matrix: matrix)
    }

    /// The next unit to run, or nil when all are taken.
    func nextUnit() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < unitCount else { return nil }
        next += 1
        return next - 1
    }

    /// Stores a unit's outcome; returns the number of variants done so far.
    func finish(_ position: Int, results unitResults: [VariantResult], chunk: Data? = nil, error: Diagnostic?,
                layouts unitLayouts: Int, variants: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        waiting[position] = unitResults
        waitingChunks[position] = chunk
        errors[position] = error
        layouts += unitLayouts
        done += variants
        while let results = waiting.removeValue(forKey: nextToFold) {
            for result in results {
                let newWorst = accumulator.add(result)
                retainer.offer(result, newWorst: newWorst)
            }
            if let chunk = waitingChunks.removeValue(forKey: nextToFold) { stream?.write(chunk) }
            nextToFold += 1
        }
        return done
    }

    /// The kept results in matrix order, each distinct error once, and the layout count.
    func collected() -> (results: [VariantResult], errors: [Diagnostic], layouts: Int, failingVariants: Int) {
        lock.lock()
        defer { lock.unlock() }
        var unique: [Diagnostic] = []
        var seen = Set<Diagnostic>()
        for case let error? in errors where seen.insert(error).inserted { unique.append(error) }
        return (retainer.results, unique, layouts, retainer.failingVariants)
    }

    /// Whether the unit at each position ended in an error, by position.
    func failedUnits() -> [Bool] {
        lock.lock()
        defer { lock.unlock() }
        return errors.map { $0 != nil }
    }
}
