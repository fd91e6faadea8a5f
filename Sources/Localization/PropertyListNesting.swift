import Foundation

/// How deep a property list's arrays and dictionaries nest, checked on its bytes before
/// Foundation's parser (which recurses on nesting) reads it.
public enum PropertyListNesting {
    /// True for an XML property list whose arrays and dictionaries nest no deeper than
    /// `maximumDepth` (Foundation's parser recurses on nesting).
    public static func isShallowXML(_ data: Data, maximumDepth: Int) -> Bool {
        let bytes = [UInt8](data.prefix(64)).drop(while: { $0 == 0xEF || $0 == 0xBB || $0 == 0xBF || $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 })
        guard bytes.first == UInt8(ascii: "<") else { return false }
        var depth = 0
        var index = data.startIndex
        let open = Array("<array".utf8), openDict = Array("<dict".utf8), close = Array("</array".utf8), closeDict = Array("</dict".utf8)
        /// The byte after `pattern` at `position` when it ends a tag name there, else nil.
        func end(of pattern: [UInt8], at position: Data.Index) -> UInt8? {
            guard data.distance(from: position, to: data.endIndex) >= pattern.count + 1 else { return nil }
            for (offset, byte) in pattern.enumerated() where data[data.index(position, offsetBy: offset)] != byte { return nil }
            let next = data[data.index(position, offsetBy: pattern.count)]
            return [UInt8(ascii: ">"), UInt8(ascii: " "), UInt8(ascii: "/")].contains(next) ? next : nil
        }
        while index < data.endIndex {
            if data[index] == UInt8(ascii: "<") {
                if let next = end(of: open, at: index) ?? end(of: openDict, at: index) {
                    // `<array/>` opens nothing.
                    if next != UInt8(ascii: "/") { depth += 1 }
                    if depth > maximumDepth { return false }
                } else if end(of: close, at: index) != nil || end(of: closeDict, at: index) != nil {
                    depth -= 1
                }
            }
            index = data.index(after: index)
        }
        return true
    }
}
