/// Values keyed by symbol in an array indexed by the symbol's id (ids are dense, one counter
/// per solver), so lookups are an array access instead of a hash.
struct SymbolTable<Value>: Sequence, ExpressibleByDictionaryLiteral {
    private var slots: [(symbol: Symbol, value: Value)?] = []
    private(set) var count = 0

    init() {}

    init(dictionaryLiteral elements: (Symbol, Value)...) {
        for (symbol, value) in elements { self[symbol] = value }
    }

    subscript(symbol: Symbol) -> Value? {
        get {
            let id = symbol.id
            guard id < slots.count, let slot = slots[id], slot.symbol == symbol else { return nil }
            return slot.value
        }
        set {
            let id = symbol.id
            if id >= slots.count {
                guard newValue != nil else { return }
                slots.append(contentsOf: repeatElement(nil, count: Swift.max(id + 1 - slots.count, slots.count)))
            }
            let had = slots[id] != nil
            if let newValue {
                slots[id] = (symbol: symbol, value: newValue)
                if !had { count += 1 }
            } else if had {
                slots[id] = nil
                count -= 1
            }
        }
    }

    @discardableResult
    mutating func removeValue(forKey symbol: Symbol) -> Value? {
        guard let value = self[symbol] else { return nil }
        self[symbol] = nil
        return value
    }

    struct Iterator: IteratorProtocol {
        var base: IndexingIterator<[(symbol: Symbol, value: Value)?]>

        mutating func next() -> (key: Symbol, value: Value)? {
            while let slot = base.next() {
                if let slot { return (key: slot.symbol, value: slot.value) }
            }
            return nil
        }
    }

    func makeIterator() -> Iterator { Iterator(base: slots.makeIterator()) }
}
