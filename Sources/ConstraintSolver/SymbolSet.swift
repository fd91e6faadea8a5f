/// A set of symbols with array-indexed membership flags; removal is lazy (the member list is
/// compacted when it is scanned), so insert, remove and contains cost no hashing.
struct SymbolSet: ExpressibleByArrayLiteral {
    private var flags: [Bool] = []
    private var members: [Symbol] = []

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
        }
    }

    mutating func remove(_ symbol: Symbol) {
        if symbol.id < flags.count { flags[symbol.id] = false }
    }

    mutating func removeAll() {
        for symbol in members where symbol.id < flags.count { flags[symbol.id] = false }
        members.removeAll(keepingCapacity: true)
    }

    /// The largest member (newest symbol), compacting the member list on the way.
    mutating func max() -> Symbol? {
        compact()
        return members.max()
    }

    var isEmpty: Bool { !members.contains { flags[$0.id] } }

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
