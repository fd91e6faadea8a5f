import Foundation

/// The shape of a binary property list (`bplist00`), read from its trailer, offset table and
/// object references before Foundation materialises it. A binary plist can refer to one
/// object many times, so 1 KB whose arrays each hold the one below twice, 60 deep, expands
/// to 2^60 objects: Foundation copies every reference and reaches gigabytes. The expanded
/// count is computed here once per object (memoised), saturating, and bounded.
enum BinaryPropertyListShape {
    /// The most objects a binary property list may expand to: far above a real `.strings` or
    /// `.stringsdict` file (a few thousand), far below what exhausts memory.
    static let maximumNodes = 1_000_000

    /// Nil when the structure is sound, expands to at most `maximumNodes` objects and nests
    /// at most `maximumDepth` collections deep; otherwise what is wrong, for a message.
    static func problem(in data: Data, maximumDepth: Int) -> String? {
        let bytes = [UInt8](data)
        let trailerSize = 32
        guard bytes.count >= 8 + trailerSize + 1 else { return "a binary property list too short to hold its trailer" }
        let trailer = bytes.count - trailerSize
        let offsetSize = Int(bytes[trailer + 6]), referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
              let objectCount = number(bytes, at: trailer + 8, size: 8), let top = number(bytes, at: trailer + 16, size: 8),
              let tableStart = number(bytes, at: trailer + 24, size: 8),
              objectCount >= 1, objectCount <= bytes.count, top < objectCount, tableStart >= 8, tableStart <= trailer,
              objectCount <= (trailer - tableStart) / offsetSize else {
            return "a binary property list whose trailer or offset table is damaged"
        }
        var offsets: [Int] = []
        offsets.reserveCapacity(objectCount)
        for index in 0..<objectCount {
            guard let offset = number(bytes, at: tableStart + index * offsetSize, size: offsetSize), offset >= 8, offset < tableStart else {
                return "a binary property list whose offset table points outside its objects"
            }
            offsets.append(offset)
        }

        /// Where an object's references start and how many it has (0 for a leaf); nil when damaged.
        func references(of object: Int) -> (start: Int, count: Int)? {
            let offset = offsets[object]
            let marker = bytes[offset]
            let kind = marker >> 4
            guard kind == 0xA || kind == 0xC || kind == 0xD else { return (offset, 0) }
            var count = Int(marker & 0x0F)
            var start = offset + 1
            if count == 0x0F {
                guard start < tableStart, bytes[start] >> 4 == 0x1 else { return nil }
                let size = 1 << Int(bytes[start] & 0x0F)
                guard size <= 8, let long = number(bytes, at: start + 1, size: size), long >= 0 else { return nil }
                count = long
                start += 1 + size
            }
            let (pairs, overflow) = count.multipliedReportingOverflow(by: kind == 0xD ? 2 : 1)
            guard !overflow, pairs <= (tableStart - min(start, tableStart)) / referenceSize else { return nil }
            return (start, pairs)
        }

        // Depth-first, without recursion (a chain of 100,000 arrays must not overflow the
        // stack): each object's expanded size and depth once, after its children's.
        var size = [Int](repeating: 0, count: objectCount)
        var depth = [Int](repeating: 0, count: objectCount)
        var state = [UInt8](repeating: 0, count: objectCount) // 0 new, 1 on the path, 2 done
        var stack: [(object: Int, next: Int)] = [(top, 0)]
        state[top] = 1
        while let (object, next) = stack.last {
            guard let (start, count) = references(of: object) else {
                return "a binary property list with a damaged array or dictionary"
            }
            if next < count {
                stack[stack.count - 1].next += 1
                guard let child = number(bytes, at: start + next * referenceSize, size: referenceSize), child < objectCount else {
                    return "a binary property list with a reference to no object"
                }
                switch state[child] {
                case 1: return "a binary property list whose objects refer to themselves (a reference cycle)"
                case 0:
                    state[child] = 1
                    stack.append((child, 0))
                default: break
                }
                continue
            }
            stack.removeLast()
            state[object] = 2
            var total = 1, deepest = 0
            for index in 0..<count {
                guard let child = number(bytes, at: start + index * referenceSize, size: referenceSize) else { continue }
                let (sum, overflow) = total.addingReportingOverflow(size[child])
                total = overflow ? Int.max : sum
                deepest = max(deepest, depth[child])
            }
            size[object] = total
            depth[object] = count > 0 || bytes[offsets[object]] >> 4 == 0xA || bytes[offsets[object]] >> 4 == 0xD ? deepest + 1 : 0
            if total > maximumNodes {
                return "a binary property list whose shared objects expand to more than \(maximumNodes) objects"
            }
            if depth[object] > maximumDepth {
                return "a binary property list with arrays or dictionaries nested more than \(maximumDepth) deep"
            }
        }
        return nil
    }

    /// The big-endian unsigned number of `size` bytes at `offset`; nil past the end or beyond Int.
    private static func number(_ bytes: [UInt8], at offset: Int, size: Int) -> Int? {
        guard offset >= 0, size >= 1, size <= 8, offset <= bytes.count - size else { return nil }
        var value: UInt64 = 0
        for byte in bytes[offset..<offset + size] { value = value << 8 | UInt64(byte) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }
}
