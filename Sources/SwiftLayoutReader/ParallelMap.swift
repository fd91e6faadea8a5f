import Dispatch
import Foundation

/// Maps independent items on every core and returns the results in the items' order.
enum ParallelMap {
    /// `transform` applied to each element of `items`, run concurrently; results in order.
    /// Items are started largest `cost` first, so that no core is left with one big item at the end.
    static func map<Item: Sendable, Output: Sendable>(_ items: [Item], cost: (Item) -> Int = { _ in 0 },
                                                     _ transform: @Sendable (Item) -> Output) -> [Output] {
        guard items.count > 1 else { return items.map(transform) }
        let costs = items.map(cost)
        let schedule = items.indices.sorted { costs[$0] != costs[$1] ? costs[$0] > costs[$1] : $0 < $1 }
        let slots = Slots<Output>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: items.count) { step in
            let index = schedule[step]
            slots.set(index, transform(items[index]))
        }
        return slots.values()
    }

    /// Results written from several threads, one slot each, behind a lock.
    private final class Slots<Output: Sendable>: @unchecked Sendable {
        private var storage: [Output?]
        private let lock = NSLock()

        init(count: Int) { storage = Array(repeating: nil, count: count) }

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
