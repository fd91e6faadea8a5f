/// A set of symbols with array-indexed membership flags; removal is lazy (the member list is
/// compacted when it is scanned), so insert, remove and contains cost no hashing.
struct SymbolSet: ExpressibleByArrayLiteral {
    private var flags: [Bool] = []
    private var members: [Symbol] = []
    /// Live members.
    private(set) var count = 0
    /// Members before this index have been popped.
    private var head = 0

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
        head = 0
    }

    /// Removes and returns the earliest-inserted member (a deterministic order).
    mutating func popFirst() -> Symbol? {
        while head < members.count {
            let symbol = members[head]
            head += 1
            if flags[symbol.id] {
                flags[symbol.id] = false
                count -= 1
                return symbol
            }
        }
        members.removeAll(keepingCapacity: true)
        head = 0
        return nil
    }

    /// The largest member (newest symbol), compacting the member list on the way.
    mutating func max() -> Symbol? {
        guard count > 0 else { return nil }
        // Keep live members once, in place; "already kept" is marked by clearing the flag.
        var kept = 0
        var largest: Symbol?
        for index in head..<members.count {
            let symbol = members[index]
            guard flags[symbol.id] else { continue }
            flags[symbol.id] = false
            members[kept] = symbol
            kept += 1
            if largest.map({ symbol > $0 }) ?? true { largest = symbol }
        }
        members.removeLast(members.count - kept)
        head = 0
        for symbol in members { flags[symbol.id] = true }
        return largest
    }

    var isEmpty: Bool { count == 0 }
}
