/// One token of Objective-C code as `ObjectiveCLexer` reads it: what kind it is, the bytes it
/// covers and the 1-based line it starts on. Comments and white space make no token.
struct ObjectiveCToken: Equatable, Sendable {
    /// What a token is.
    enum Kind: Equatable, Sendable {
        /// A name (`titleLabel`, `self`), or a name after `@` with the `@` (`@implementation`,
        /// `@end`, `@property`). Any byte of a non-ASCII character counts as a letter.
        case identifier
        /// A number literal (`0`, `12.5f`, `0x1F`, `1e-3`).
        case number
        /// A string literal, quotes included: `"…"` or `@"…"`. One left open ends at its line's end.
        case string
        /// A character literal, quotes included: `'a'`. One left open ends at its line's end.
        case character
        /// An operator or bracket: one byte (`[`, `;`, `=`, `.`), or one of the two-byte
        /// operators (`==`, `!=`, `+=`, `->`, …), so that `=` alone is an assignment.
        case punctuation
        /// A whole preprocessor line (`#import …`, `#if DEBUG`, `#define A(x) …`) with the lines
        /// a trailing backslash continues it onto; comments inside it are part of it.
        case directive
    }

    /// What the token is.
    var kind: Kind
    /// Its bytes in the file.
    var range: Range<Int>
    /// The 1-based line of its first byte.
    var line: Int
}
