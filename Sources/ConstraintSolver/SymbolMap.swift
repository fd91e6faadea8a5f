/// The cells of a row: coefficients keyed by symbol, kept as two parallel arrays sorted by
/// symbol. Rows are short, so a binary search beats hashing (no hasher runs at all).
struct SymbolMap: Sequence, ExpressibleByDictionaryLiteral {
    private(set) var keys: [Symbol] = []
    private(set) var values: [Double] = []

    init() {}

    init(dictionaryLiteral elements: (Symbol, Double)...) {
        for (symbol, value) in elements { self[symbol] = value }
    }

    var count: Int { keys.count }
    var isEmpty: Bool { keys.isEmpty }

    /// Where `symbol` is, or where it would be inserted.
    @inline(__always)
    func position(of symbol: Symbol) -> (found: Bool, index: Int) {
        var low = 0
        var high = keys.count
        let raw = symbol.raw
        while low < high {
            let middle = (low + high) >> 1
            if keys[middle].raw < raw { low = middle + 1 } else { high = middle }
        }
        return (low < keys.count && keys[low].raw == raw, low)
    }

    subscript(symbol: Symbol) -> Double? {
        get {
            let (found, index) = position(of: symbol)
            return found ? values[index] : nil
        }
        set {
            let (found, index) = position(of: symbol)
            if let newValue {
                if found {
                    values[index] = newValue
                } else {
                    keys.insert(symbol, at: index)
                    values.insert(newValue, at: index)
                }
            } else if found {
                keys.remove(at: index)
                values.remove(at: index)
            }
        }
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Double? {
        let (found, index) = position(of: symbol)
        guard found else { return nil }
        keys.remove(at: index)
        return values.remove(at: index)
    }

    /// Adds `amount` to a cell, dropping it when it cancels below `epsilon`. Returns +1 when a
    /// cell was created, -1 when one was dropped, 0 otherwise.
    @inline(__always)
    mutating func accumulate(_ symbol: Symbol, _ amount: Double, epsilon: Double) -> Int {
        let (found, index) = position(of: symbol)
        if found {
            let sum = values[index] + amount
            if abs(sum) < epsilon {
                keys.remove(at: index)
                values.remove(at: index)
                return -1
            }
            values[index] = sum
            return 0
        }
        guard abs(amount) >= epsilon else { return 0 }
        keys.insert(symbol, at: index)
        values.insert(amount, at: index)
        return 1
    }

    /// Adds `factor · other` cell by cell, dropping cells that cancel below `epsilon`, and
    /// calls `created` for each symbol that gains a cell. A long `other` is merged in one pass
    /// over both sorted arrays, so adding two long rows costs their lengths, not their product.
    mutating func add(_ other: SymbolMap, times factor: Double, epsilon: Double, created: (Symbol) -> Void) {
        if other.count <= 8 {
            for index in other.keys.indices where accumulate(other.keys[index], factor * other.values[index], epsilon: epsilon) > 0 {
                created(other.keys[index])
            }
            return
        }
        var mergedKeys: [Symbol] = []
        var mergedValues: [Double] = []
        mergedKeys.reserveCapacity(keys.count + other.count)
        mergedValues.reserveCapacity(keys.count + other.count)
        var i = 0, j = 0
        while i < keys.count || j < other.keys.count {
            if j == other.keys.count || (i < keys.count && keys[i].raw < other.keys[j].raw) {
                mergedKeys.append(keys[i])
                mergedValues.append(values[i])
                i += 1
            } else if i == keys.count || other.keys[j].raw < keys[i].raw {
                let amount = factor * other.values[j]
                if abs(amount) >= epsilon {
                    mergedKeys.append(other.keys[j])
                    mergedValues.append(amount)
                    created(other.keys[j])
                }
                j += 1
            } else {
                let sum = values[i] + factor * other.values[j]
                if abs(sum) >= epsilon {
                    mergedKeys.append(keys[i])
                    mergedValues.append(sum)
                }
                i += 1
                j += 1
            }
        }
        keys = mergedKeys
        values = mergedValues
    }

    mutating func scale(by factor: Double) {
        for index in values.indices { values[index] *= factor }
    }

    struct Iterator: IteratorProtocol {
        let map: SymbolMap
        var index = 0

        mutating func next() -> (key: Symbol, value: Double)? {
            guard index < map.keys.count else { return nil }
            defer { index += 1 }
            return (key: map.keys[index], value: map.values[index])
        }
    }

    func makeIterator() -> Iterator { Iterator(map: self) }
}
