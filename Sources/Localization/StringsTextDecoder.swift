import Diagnostics
import Foundation

/// Decodes the bytes of a `.strings` file the way Foundation does: a byte-order mark picks
/// UTF-8 or UTF-16 (little- or big-endian); without one, UTF-16 is recognised by its zero
/// bytes, and everything else must be UTF-8.
public enum StringsTextDecoder {
    /// The text encodings a `.strings` file can be in.
    public enum Encoding: String, Sendable, Hashable {
        /// UTF-8, with or without a byte-order mark.
        case utf8
        /// UTF-16 little-endian (`FF FE` mark, or recognised by its zero bytes).
        case utf16LittleEndian
        /// UTF-16 big-endian (`FE FF` mark, or recognised by its zero bytes).
        case utf16BigEndian
    }

    /// Decodes `data`, naming `file` in the error when the bytes are not valid text.
    public static func decode(_ data: Data, file: String) throws -> (text: String, encoding: Encoding) {
        let bytes = [UInt8](data)
        let encoding = detectEncoding(bytes)
        switch encoding {
        case .utf8:
            let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            return (try decodeUTF8(bytes[start...], file: file), .utf8)
        case .utf16LittleEndian, .utf16BigEndian:
            let hasBOM = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
            return (try decodeUTF16(bytes, from: hasBOM ? 2 : 0, bigEndian: encoding == .utf16BigEndian, file: file), encoding)
        }
    }

    /// Picks the encoding from the byte-order mark, or from where the zero bytes fall.
    static func detectEncoding(_ bytes: [UInt8]) -> Encoding {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return .utf8 }
        if bytes.starts(with: [0xFF, 0xFE]) { return .utf16LittleEndian }
        if bytes.starts(with: [0xFE, 0xFF]) { return .utf16BigEndian }
        guard bytes.count >= 2, bytes.count % 2 == 0 else { return .utf8 }
        // ASCII-heavy UTF-16 has a zero in every other byte; UTF-8 text never contains zeros.
        let sample = bytes.prefix(512)
        var zerosAtEven = 0, zerosAtOdd = 0
        for (index, byte) in sample.enumerated() where byte == 0 {
            if index % 2 == 0 { zerosAtEven += 1 } else { zerosAtOdd += 1 }
        }
        let pairs = sample.count / 2
        if zerosAtOdd * 4 >= pairs, zerosAtOdd > zerosAtEven { return .utf16LittleEndian }
        if zerosAtEven * 4 >= pairs, zerosAtEven > zerosAtOdd { return .utf16BigEndian }
        return .utf8
    }

    private static func decodeUTF8(_ bytes: ArraySlice<UInt8>, file: String) throws -> String {
        try text(decoding: bytes.makeIterator(), with: UTF8(), file: file,
                 invalid: "the file is neither UTF-8 nor UTF-16 with a byte-order mark (invalid UTF-8 byte sequence)")
    }

    private static func decodeUTF16(_ bytes: [UInt8], from start: Int, bigEndian: Bool, file: String) throws -> String {
        guard (bytes.count - start) % 2 == 0 else {
            throw DiagnosticError(.error("UTF-16 text has an odd number of bytes", at: SourceLocation(file: file, line: nil)))
        }
        var units = [UInt16]()
        units.reserveCapacity((bytes.count - start) / 2)
        var index = start
        while index + 1 < bytes.count {
            let unit = bigEndian ? UInt16(bytes[index]) << 8 | UInt16(bytes[index + 1])
                                 : UInt16(bytes[index + 1]) << 8 | UInt16(bytes[index])
            units.append(unit)
            index += 2
        }
        return try text(decoding: units.makeIterator(), with: UTF16(), file: file, invalid: "invalid UTF-16 (an unpaired surrogate)")
    }

    /// Decodes code units with `codec`, counting lines so that an invalid sequence is reported on its line.
    private static func text<Codec: UnicodeCodec, Units: IteratorProtocol>(
        decoding units: Units, with codec: Codec, file: String, invalid message: String
    ) throws -> String where Units.Element == Codec.CodeUnit {
        var decoder = codec
        var iterator = units
        var scalars = String.UnicodeScalarView()
        var line = 1
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1 }
                scalars.append(scalar)
            case .emptyInput:
                return String(scalars)
            case .error:
                throw DiagnosticError(.error(message, at: SourceLocation(file: file, line: line)))
            }
        }
    }
}
