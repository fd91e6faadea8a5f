/// Finds where bytes stop being UTF-8, so readers can refuse such input with a line number
/// before handing it to a parser that assumes valid text.
public enum UTF8Check {
    /// The 1-based line of the first byte sequence that is not UTF-8, or nil when all of it is.
    public static func firstInvalidLine<Bytes: Sequence<UInt8>>(in bytes: Bytes) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): if scalar == "\n" { line += 1 }
            case .emptyInput: return nil
            case .error: return line
            }
        }
    }
}
