/// One `String(format:)` conversion such as `%@`, `%1$@`, `%.2f` or `%lld`.
public struct FormatSpecifier: Hashable, Sendable {
    /// The specifier as written.
    public var raw: String
    /// The explicit argument position of `%n$…`, or nil.
    public var position: Int?
    /// Flag characters (`-+ #0'`).
    public var flags: String
    /// The minimum field width, when given as digits.
    public var width: Int?
    /// The precision after `.`, when given.
    public var precision: Int?
    /// Length modifier (`l`, `ll`, `q`, `h`, `z`, …).
    public var length: String
    /// The conversion character (`@`, `d`, `f`, `s`, `%`, …).
    public var conversion: Character

    /// Creates a specifier.
    public init(raw: String, position: Int?, flags: String, width: Int?, precision: Int?, length: String, conversion: Character) {
        self.raw = raw
        self.position = position
        self.flags = flags
        self.width = width
        self.precision = precision
        self.length = length
        self.conversion = conversion
    }

    /// What kind of value the specifier prints.
    public enum Kind: Hashable, Sendable {
        /// `%@`, `%s`, `%S`: an object or C string.
        case object
        /// `%d %i %u %ld %lld %D %U`: a decimal integer.
        case integer
        /// `%x %X %o %O`: an integer in hex or octal.
        case radixInteger
        /// `%f %e %g %a` and upper-case forms: a floating-point number.
        case floatingPoint
        /// `%c %C`: one character.
        case character
        /// `%p`: a pointer.
        case pointer
        /// `%%`: a literal percent sign.
        case percent
    }

    /// The kind of value printed.
    public var kind: Kind {
        switch conversion {
        case "@", "s", "S": .object
        case "d", "D", "i", "u", "U": .integer
        case "x", "X", "o", "O": .radixInteger
        case "f", "F", "e", "E", "g", "G", "a", "A": .floatingPoint
        case "c", "C": .character
        case "p": .pointer
        default: .percent
        }
    }
}
