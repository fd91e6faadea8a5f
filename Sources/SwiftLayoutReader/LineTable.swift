/// Where each line of a source text starts, to turn a UTF-8 offset into a 1-based line
/// number (`\n`, `\r\n` and a lone `\r` end a line, as in Swift).
package struct LineTable: Sendable {
    /// The UTF-8 offset of the first byte of each line.
    private let starts: [Int]

    /// Scans `text` once.
    init(_ text: String) {
        var starts = [0]
        var utf8 = text.utf8.makeIterator()
        var offset = 0
        var pendingReturn = false
        while let byte = utf8.next() {
            offset += 1
            if byte == UInt8(ascii: "\n") {
                if pendingReturn { starts[starts.count - 1] = offset } else { starts.append(offset) }
                pendingReturn = false
            } else if byte == UInt8(ascii: "\r") {
                starts.append(offset)
                pendingReturn = true
            } else {
                pendingReturn = false
            }
        }
        self.starts = starts
    }

    /// The 1-based line holding the byte at `offset`.
    package func line(at offset: Int) -> Int {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }
}
