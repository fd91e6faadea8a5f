import Foundation
import Testing
@testable import AppCode

/// The Objective-C lexer: which tokens a text makes, their lines, what comments and literals
/// hide, and that unterminated or non-UTF-8 input still lexes to the end without trapping.
@Suite struct ObjectiveCLexerTests {
    /// Each token as `kind:text`, in order.
    static func tokens(_ code: String) -> [String] {
        tokens(ObjectiveCLexer(Data(code.utf8)))
    }

    static func tokens(_ lexer: ObjectiveCLexer) -> [String] {
        lexer.tokens.indices.map { "\(lexer.tokens[$0].kind):\(lexer.text($0))" }
    }

    @Test func namesNumbersStringsAndPunctuation() {
        #expect(Self.tokens(#"self.titleLabel.text = @"Hi \"you\""; x += 1.5e-3; c = 'a';"#) == [
            "identifier:self", "punctuation:.", "identifier:titleLabel", "punctuation:.", "identifier:text", "punctuation:=",
            #"string:@"Hi \"you\"""#, "punctuation:;",
            "identifier:x", "punctuation:+=", "number:1.5e-3", "punctuation:;",
            "identifier:c", "punctuation:=", "character:'a'", "punctuation:;",
        ])
        #expect(Self.tokens("if (a == b && c != 0x1F - 2) [o m:@end];") == [
            "identifier:if", "punctuation:(", "identifier:a", "punctuation:==", "identifier:b", "punctuation:&&",
            "identifier:c", "punctuation:!=", "number:0x1F", "punctuation:-", "number:2", "punctuation:)",
            "punctuation:[", "identifier:o", "identifier:m", "punctuation::", "identifier:@end", "punctuation:]", "punctuation:;",
        ])
    }

    @Test func commentsMakeNoTokenAndLiteralsHideWhatTheyHold() {
        #expect(Self.tokens("a // self.label.text = x;\n/* [b c]; */ d") == ["identifier:a", "identifier:d"])
        #expect(Self.tokens("/* // */ e /* a * / b */ f") == ["identifier:e", "identifier:f"])
        #expect(Self.tokens(#"s = "// not a comment /* nor this */";"#) == [
            "identifier:s", "punctuation:=", #"string:"// not a comment /* nor this */""#, "punctuation:;",
        ])
        #expect(Self.tokens("t = '\\'';") == ["identifier:t", "punctuation:=", "character:'\\''", "punctuation:;"])
    }

    @Test func preprocessorLinesAreOneTokenWithTheirContinuations() {
        let lexer = ObjectiveCLexer(Data("#import \"A.h\"\n#define SET(x) \\\n    x.text = @\"a\";\nint y; a # b\n  #if DEBUG\nz;".utf8))
        #expect(Self.tokens(lexer) == [
            "directive:#import \"A.h\"", "directive:#define SET(x) \\\n    x.text = @\"a\";",
            "identifier:int", "identifier:y", "punctuation:;", "identifier:a", "punctuation:#", "identifier:b",
            "directive:#if DEBUG", "identifier:z", "punctuation:;",
        ])
        #expect(lexer.tokens.map(\.line) == [1, 2, 4, 4, 4, 4, 4, 4, 5, 6, 6])
    }

    @Test func tokensKnowTheirLinesAndOffsets() {
        let code = "a\n/* one\ntwo */ b\r\n\n  @\"s\" c\n"
        let lexer = ObjectiveCLexer(Data(code.utf8))
        #expect(Self.tokens(lexer) == ["identifier:a", "identifier:b", "string:@\"s\"", "identifier:c"])
        #expect(lexer.tokens.map(\.line) == [1, 3, 5, 5])
        #expect(lexer.tokens.map(\.range.lowerBound) == [0, 16, 22, 27])
        #expect([0, 1, 2, 15, 16, 22, 28, 30, 1_000].map(lexer.line(at:)) == [1, 1, 2, 3, 3, 5, 5, 6, 6])
        #expect(lexer.firstToken(atOrAfter: 17) == 2)
        #expect(lexer.firstToken(atOrAfter: 29) == 4)
    }

    @Test func unterminatedInputEndsAtTheLineOrTheFile() {
        #expect(Self.tokens("x = @\"open\ny;") == ["identifier:x", "punctuation:=", "string:@\"open", "identifier:y", "punctuation:;"])
        #expect(Self.tokens("c = 'q\nd") == ["identifier:c", "punctuation:=", "character:'q", "identifier:d"])
        #expect(Self.tokens("e /* never closed\n f; }") == ["identifier:e"])
        #expect(Self.tokens("f = \"") == ["identifier:f", "punctuation:=", "string:\""])
        #expect(Self.tokens("g = @") == ["identifier:g", "punctuation:=", "punctuation:@"])
        #expect(Self.tokens("#define A \\") == ["directive:#define A \\"])
        #expect(Self.tokens("h \"\\") == ["identifier:h", "string:\"\\"])
    }

    @Test func bytesThatAreNotUTF8LexAsNameBytes() {
        let bytes: [UInt8] = [0xFF, 0xFE, 0x41, 0x3B, 0x20, 0xC3, 0x0A, 0x22, 0x80, 0x22]
        let lexer = ObjectiveCLexer(bytes: bytes)
        #expect(lexer.tokens.map(\.kind) == [.identifier, .punctuation, .identifier, .string])
        #expect(lexer.tokens.map(\.range) == [0..<3, 3..<4, 5..<6, 7..<10])
        #expect(lexer.tokens.map(\.line) == [1, 1, 1, 2])
    }

    @Test func bracketsAreMatchedKindByKind() {
        let lexer = ObjectiveCLexer(Data("{ [a (b] c) } }".utf8))
        // { [ a ( b ] c ) } }
        #expect(lexer.partners == [8, 5, -1, 7, -1, 1, -1, 3, 0, -1])
    }

    /// Every prefix of a file lexes to tokens in order, inside the text, apart from one another.
    @Test func everyPrefixLexesInsideTheText() {
        let code = Array("#import \"A.h\"\n@implementation A\n- (void)f {\n  // c\n  /* d */ self.l.text = @\"a\\\"b\"; x = 'y';\n  if (z) { [self g:1.5e+2]; }\n}\n@end\n".utf8)
        for end in 0...code.count {
            let lexer = ObjectiveCLexer(bytes: Array(code[..<end]))
            var previousEnd = 0
            for token in lexer.tokens {
                #expect(token.range.lowerBound >= previousEnd && token.range.upperBound <= end && !token.range.isEmpty, "prefix \(end)")
                previousEnd = token.range.upperBound
            }
            #expect(lexer.partners.count == lexer.tokens.count)
        }
    }
}
