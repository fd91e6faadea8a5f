import Diagnostics
import Foundation

/// Which of one screen's ignored cases hid a finding during a sweep, gathered from the worker
/// threads, so that a case that hid nothing can be reported like a linter's superfluous disable.
public final class IgnoreUsage: @unchecked Sendable {
    private let lock = NSLock()
    private var hiding: Set<Int> = []
    private var checked = false

    /// An empty record.
    public init() {}

    /// Notes that a variant of the screen was checked, and which cases hid its findings.
    func record(checked positions: some Sequence<Int>) {
        lock.lock()
        defer { lock.unlock() }
        checked = true
        hiding.formUnion(positions)
    }

    /// Whether any variant of the screen was checked.
    public var anyChecked: Bool {
        lock.lock()
        defer { lock.unlock() }
        return checked
    }

    /// Whether the case at this position of the filter's `ignores` hid a finding.
    public func hidSomething(_ position: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return hiding.contains(position)
    }

    /// The origins of the ignored cases that hid nothing on any checked screen, in the order
    /// first written. A case whose kinds this run does not check, or whose screens were not
    /// checked, is not counted either way.
    public static func idleOrigins(of detectors: [FindingDetector]) -> [FindingFilter.Origin] {
        var order: [FindingFilter.Origin] = []
        var used: Set<FindingFilter.Origin> = []
        var seen: Set<FindingFilter.Origin> = []
        for detector in detectors where detector.ignoreUsage.anyChecked {
            for (position, ignore) in detector.filter.ignores.enumerated() {
                guard let origin = ignore.origin, detector.filter.canHide(ignore) else { continue }
                if seen.insert(origin).inserted { order.append(origin) }
                if detector.ignoreUsage.hidSomething(position) { used.insert(origin) }
            }
        }
        return order.filter { !used.contains($0) }
    }
}
