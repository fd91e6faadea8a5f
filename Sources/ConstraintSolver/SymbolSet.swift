/// A set of symbols with array-indexed membership flags; removal is lazy (the member list is
/// compacted when it is scanned), so insert, remove and contains cost no hashing.
struct SymbolSet: ExpressibleByArrayLiteral {
    private var flags: [Bool] = []
    private var members: [Symbol] = []
    /// Live members.
    private(set) var count = 0

    init() {}

    init(arrayLiteral elements: Symbol...) {
        for symbol in elements { insert(symbol) }
    }

    func contains(_ symbol: Symbol) -> Bool {
        symbol.id < flags.count && flags[symbol.id]
    }

    mutating func insert(_ symbol: Symbol) {
        let id = symbol.id
        if id >= flags.count { flags.append(contentsOf: repeatElement(false, count: Swift.max(id + 1 - flags.count, flags.count))) }
        if !flags[id] {
            flags[id] = true
            members.append(symbol)
            count += 1
        }
    }

    mutating func remove(_ symbol: Symbol) {
        if symbol.id < flags.count && flags[symbol.id] {
            flags[symbol.id] = false
            count -= 1
        }
    }

    mutating func removeAll() {
        for symbol in members where symbol.id < flags.count { flags[symbol.id] = false }
        members.removeAll(keepingCapacity: true)
        count = 0
    }

    /// The largest member (newest symbol), compacting the member list on the way.
    mutating func max() -> Symbol? {
        guard count > 0 else { return nil }
        compact()
        return members.max()
    }

    var isEmpty: Bool { count == 0 }

    private mutating func compact() {
        var kept: [Symbol] = []
        kept.reserveCapacity(members.count)
        for symbol in members where flags[symbol.id] {
            flags[symbol.id] = false  // marks "already kept" so duplicates drop out
            kept.append(symbol)
        }
        for symbol in kept { flags[symbol.id] = true }
        members = kept
    }
}
