import Foundation
import SwiftLayoutReader

/// Where a code file (Swift or Objective-C) changes a member of a named object: `banner.isHidden
/// = …`, `self.banner?.alpha = …`, `banner.removeFromSuperview()`, `[self.banner setHidden:…]`.
/// One pass over the file's bytes, comments and strings left out; line numbers from a table
/// built once.
struct MemberUses {
    /// One change: the object's name (the last identifier before the member), the member, the line.
    struct Use: Hashable {
        var name: String
        var member: String
        var line: Int
    }

    /// The changes found, in file order.
    private(set) var uses: [Use] = []

    /// Scans `data` for assignments to `assigned` members and calls of `called` methods, and
    /// Objective-C `set<Member>:` messages for the assigned ones.
    init(_ data: Data, isSwift: Bool, assigned: Set<String>, called: Set<String>) {
        let text = CodeText(data, isSwift: isSwift)
        let bytes = text.bytes
        var lineStarts: [Int] = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") { lineStarts.append(offset + 1) }
        func line(_ offset: Int) -> Int {
            var low = 0, high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return low + 1
        }
        let setters = Dictionary(assigned.map { ("set" + $0.prefix(1).uppercased() + $0.dropFirst(), $0) }, uniquingKeysWith: { first, _ in first })
        var index = 0
        var previousName: (name: String, end: Int)?
        while index < bytes.count {
            guard ByteSearch.isIdentifierByte(bytes[index]), index == 0 || !ByteSearch.isIdentifierByte(bytes[index - 1]), text.isCode(index) else {
                index += 1
                continue
            }
            let end = ByteSearch.identifierEnd(bytes, from: index)
            let word = String(decoding: bytes[index..<end], as: UTF8.self)
            // `name.member`, `name?.member`, `name!.member`: the member follows a dot after the name.
            if let previous = previousName, Self.isMemberAccess(bytes, from: previous.end, to: index) {
                if assigned.contains(word), Self.isAssignment(bytes, after: end) {
                    uses.append(Use(name: previous.name, member: word, line: line(index)))
                } else if called.contains(word), end < bytes.count, bytes[end] == UInt8(ascii: "(") {
                    uses.append(Use(name: previous.name, member: word, line: line(index)))
                }
            }
            // `[receiver setHidden:` in Objective-C: the name is the last identifier before it.
            if !isSwift, let member = setters[word], end < bytes.count, bytes[end] == UInt8(ascii: ":"),
               let previous = previousName, Self.onlySpaces(bytes, from: previous.end, to: index), previous.end < index {
                uses.append(Use(name: previous.name, member: member, line: line(index)))
            }
            previousName = (word, end)
            index = end
        }
    }

    private static func isMemberAccess(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        var sawDot = false
        for offset in start..<end {
            switch bytes[offset] {
            case UInt8(ascii: "?"), UInt8(ascii: "!"): if sawDot { return false }
            case UInt8(ascii: "."): if sawDot { return false }; sawDot = true
            case UInt8(ascii: " "): continue
            default: return false
            }
        }
        return sawDot
    }

    private static func onlySpaces(_ bytes: [UInt8], from start: Int, to end: Int) -> Bool {
        (start..<end).allSatisfy { bytes[$0] == UInt8(ascii: " ") || bytes[$0] == UInt8(ascii: "\n") || bytes[$0] == UInt8(ascii: "\t") }
    }

    /// `=` (not `==`), or `+=`/`-=`, after optional spaces.
    private static func isAssignment(_ bytes: [UInt8], after end: Int) -> Bool {
        var offset = end
        while offset < bytes.count, bytes[offset] == UInt8(ascii: " ") { offset += 1 }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard offset < bytes.count, bytes[offset] == UInt8(ascii: "=") else { return false }
        return !(offset + 1 < bytes.count && bytes[offset + 1] == UInt8(ascii: "="))
    }
}
