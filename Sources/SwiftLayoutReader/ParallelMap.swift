import Dispatch
import Foundation

/// Maps independent items on every core and returns the results in the items' order.
///
/// The work runs on threads of its own with a large stack: parsing and evaluating Swift
/// recurses once per level of nesting, and the readers' limits (`SwiftSourceParser`,
/// `SwiftScreenState`) are set so that the deepest input they let through fits this stack,
/// whichever thread called.
enum ParallelMap {
    /// Stack of each worker thread (address space only; pages are committed as used).
    static let stackBytes = 512 << 20

    /// `transform` applied to each element of `items`, run concurrently; results in order.
    /// Items are started largest `cost` first, so that no core is left with one big item at the end.
    static func map<Item: Sendable, Output: Sendable>(_ items: [Item], cost: (Item) -> Int = { _ in 0 },
                                                     _ transform: @escaping @Sendable (Item) -> Output) -> [Output] {
        guard !items.isEmpty else { return [] }
        let costs = items.map(cost)
        let schedule = items.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
        let slots = Slots<Output>(count: items.count)
        let workers = min(items.count, max(1, ProcessInfo.processInfo.activeProcessorCount))
        let finished = DispatchGroup()
        for _ in 0..<workers {
            finished.enter()
            let thread = Thread {
                while let step = slots.nextStep() {
                    let index = schedule[step]
                    slots.set(index, transform(items[index]))
                }
                finished.leave()
            }
            thread.stackSize = stackBytes
            thread.start()
        }
        finished.wait()
        return slots.values()
    }

    /// Results written from several threads, one slot each, and the next item to start, behind a lock.
    private final class Slots<Output: Sendable>: @unchecked Sendable {
        private var storage: [Output?]
        private var started = 0
        private let lock = NSLock()

        init(count: Int) { storage = Array(repeating: nil, count: count) }

        /// The next position in the schedule to work on, nil when all have started.
        func nextStep() -> Int? {
            lock.lock()
            defer { lock.unlock() }
            guard started < storage.count else { return nil }
            started += 1
            return started - 1
        }

        func set(_ index: Int, _ value: Output) {
            lock.lock()
            storage[index] = value
            lock.unlock()
        }

        func values() -> [Output] {
            lock.lock()
            defer { lock.unlock() }
            return storage.compactMap { $0 }
        }
    }
}
