import CICUBridge

/// ICU character properties the itemiser asks for every character, answered from a table
/// for ASCII (most UI text) and from ICU otherwise.
enum CharacterFacts {
    private static let asciiScripts: [Int32] = (0..<128).map { ls_script_code(UInt32($0)) }
    private static let asciiIgnorable: [Bool] = (0..<128).map { ls_is_default_ignorable(UInt32($0)) != 0 }

    /// ICU script code (UScriptCode) of a code point.
    @inline(__always)
    static func script(of scalar: UInt32) -> Int32 {
        scalar < 128 ? asciiScripts[Int(scalar)] : ls_script_code(scalar)
    }

    /// True for default-ignorables and controls that draw no glyph of their own.
    @inline(__always)
    static func isDefaultIgnorable(_ scalar: UInt32) -> Bool {
        scalar < 128 ? asciiIgnorable[Int(scalar)] : ls_is_default_ignorable(scalar) != 0
    }
}
