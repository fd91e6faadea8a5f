import Testing
@testable import SwiftLayoutReader

/// The look at nesting before parsing: it must count real code nesting and nothing else
/// (brackets in comments and strings do not count; interpolations do).
@Suite struct SwiftNestingScanTests {
    private func excess(_ text: String) -> SwiftNestingScan.Excess? {
        SwiftNestingScan.excess(in: text)
    }

    private func squares(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
    }

    @Test func squareBracketsPastTheLimitAreFoundWhereTheyPassIt() throws {
        #expect(excess("let a = " + squares(12)) == nil)
        let found = try #require(excess("let a = 1\nlet b = " + squares(13)))
        #expect(found.message == "square brackets nested deeper than 12")
        // The 13th bracket: after "let a = 1\n" (10 bytes) and "let b = " (8) come 12 brackets.
        #expect(found.offset == 10 + 8 + 12)
    }

    @Test func bracketsInCommentsAndStringsDoNotCount() {
        let deep = String(repeating: "[", count: 200)
        #expect(excess("// \(deep)\nlet a = 1") == nil)
        #expect(excess("/* outer /* \(deep) */ still a comment \(deep) */ let a = 1") == nil)
        #expect(excess("let a = \"\(deep)\"") == nil)
        #expect(excess("let a = \"\\\"\(deep)\"") == nil, "an escaped quote does not end the string")
        #expect(excess("let a = #\"\\(\(deep)\"#") == nil, "a raw string has no interpolation without its hashes")
        #expect(excess("let a = \"\"\"\n\(deep) \"quoted\" \(deep)\n\"\"\"") == nil)
    }

    @Test func bracketsAfterAStringCount() {
        #expect(excess("let a = \"(((\"; let b = " + squares(13)) != nil)
        // An unterminated string ends at its line, as the parser recovers.
        #expect(excess("let a = \"open\nlet b = " + squares(13)) != nil)
    }

    @Test func interpolationsCountAsLevelsAndTheirCodeIsScanned() {
        var literal = "\"x\""
        for _ in 0..<100 { literal = "\"\\(" + literal + ")\"" }
        #expect(excess("let a = " + literal) == nil, "100 interpolations inside one another are at the limit")
        literal = "\"\\(" + literal + ")\""
        #expect(excess("let a = " + literal)?.message == "brackets, braces and interpolations nested deeper than 100")
        #expect(excess("let a = \"\\(" + squares(13) + ")\"")?.message == "square brackets nested deeper than 12")
        #expect(excess("let a = #\"\\#(" + squares(13) + ")\"#") != nil, "a raw string's interpolation is code")
    }

    @Test func allKindsOfBracketTogetherAreBoundedByTheTotal() {
        let mixed = String(repeating: "({", count: 50)
        #expect(excess(mixed) == nil)
        #expect(excess(mixed + "(")?.message == "brackets, braces and interpolations nested deeper than 100")
    }

    @Test func closingBracketsFreeTheirLevelAndStrayOnesAreHarmless() {
        let wide = String(repeating: squares(12) + ", ", count: 50)
        #expect(excess("let a = " + wide) == nil)
        #expect(excess(")))]]]}}} let a = " + squares(12)) == nil)
    }

    @Test func realCodeReadsWithoutAnExcess() {
        let source = """
            final class Cell: UITableViewCell {
                private let views: [[UIView]] = [[], [UIView()]]
                func configure(_ items: [String: [Int]]) {
                    NSLayoutConstraint.activate(items.map { key, values in
                        label.text = "\\(key): \\(values.map { "\\($0)" }.joined(separator: ", "))"
                        return label.widthAnchor.constraint(equalToConstant: CGFloat(values.count))
                    })
                }
            }
            """
        #expect(excess(source) == nil)
    }

    @Test func theParserRefusesADeepTreeAndReadsAShallowOne() throws {
        guard case .failure(let refusal) = SwiftSourceParser.parse("let a = b" + String(repeating: "!", count: 2_000)) else {
            Issue.record("a 2,000-deep chain of unwraps must be refused")
            return
        }
        #expect(refusal.line == 1)
        #expect(refusal.message.hasPrefix("an expression nested deeper than 1000 syntax levels"))
        guard case .success = SwiftSourceParser.parse("let a = b" + String(repeating: "!", count: 300)) else {
            Issue.record("a 300-deep chain must be read")
            return
        }
    }
}
