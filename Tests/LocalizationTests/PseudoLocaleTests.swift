import Testing
@testable import Localization

@Suite struct PseudoLocaleTests {
    static let protected = ["%@", "%1$@", "%2$ld", "%.2f", "%%", "{name}", "%#@files@", "%lld"]

    @Test func doubleRepeatsTextButNotSpecifiers() {
        #expect(PseudoLocaleMode.double.transform("Cancel") == "Cancel Cancel")
        #expect(PseudoLocaleMode.double.transform("Hello, %@!") == "Hello, Hello, %@! !")
        #expect(PseudoLocaleMode.double.transform("%d") == "%d")
    }

    @Test func accentedSwapsLettersBracketsAndPads() {
        #expect(PseudoLocaleMode.accented.transform("Save") == "[Šåṽé one]")
        #expect(PseudoLocaleMode.accented.transform("Hi %@ {name}") == "[Ĥî %@ {name} one]")
    }

    @Test func boundedShowsBothEnds() {
        #expect(PseudoLocaleMode.bounded.transform("Title") == "[# Title #]")
    }

    @Test func rtlKeepsTheBaseString() {
        #expect(PseudoLocaleMode.rtl.transform("Title %@") == "Title %@")
        #expect(LocaleCatalog.isRightToLeft(locale: "pseudo-rtl"))
        #expect(!LocaleCatalog.isRightToLeft(locale: "pseudo-double"))
    }

    /// IBM's bands, upper bounds: ≤10 +200 %, 11–20 +100 %, 21–30 +80 %, 31–50 +60 %, 51–70 +40 %, >70 +30 %.
    @Test(arguments: [(1, 3), (4, 12), (10, 30), (11, 22), (20, 40), (21, 38), (30, 54), (31, 50), (50, 80), (51, 72), (70, 98), (71, 93), (200, 260)])
    func expandFollowsTheIBMGuideline(_ length: Int, _ expected: Int) {
        let source = String(repeating: "a", count: length)
        let expanded = PseudoLocaleMode.expand.transform(source)
        #expect(expanded.count == expected)
        #expect(expanded.hasPrefix(source))
    }

    @Test func expandPadsInTheSourceScript() {
        let expanded = PseudoLocaleMode.expand.transform("שלום")
        #expect(expanded.count == 12)
        #expect(expanded.allSatisfy { "שלום ".contains($0) })
    }

    /// Property: whatever the text around them, every mode keeps every specifier and placeholder, in order.
    @Test(arguments: PseudoLocaleMode.allCases)
    func specifiersSurviveEveryMode(_ mode: PseudoLocaleMode) {
        var generator = SplitMix64(seed: 42)
        let words = ["Save", "über", "files", "مرحبا", " ", "a", "日本", "—", "{", "}"]
        for _ in 0..<300 {
            var pieces: [String] = []
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                if Bool.random(using: &generator), let token = Self.protected.randomElement(using: &generator) {
                    pieces.append(" " + token + " ")
                } else if let word = words.randomElement(using: &generator) {
                    pieces.append(word)
                }
            }
            let source = pieces.joined()
            let sourceSpecifiers = FormatSegment.split(source).filter { if case .literal = $0 { false } else { true } }.map(\.raw)
            let output = mode.transform(source)
            let outputSpecifiers = FormatSegment.split(output).filter { if case .literal = $0 { false } else { true } }.map(\.raw)
            #expect(outputSpecifiers == sourceSpecifiers, "\(mode) changed the specifiers of \(source)")
            let hasText = FormatSegment.split(source).contains { segment in
                if case .literal(let text) = segment { text.contains { !$0.isWhitespace } } else { false }
            }
            if mode != .rtl, hasText { #expect(output.count > source.count, "\(mode) did not grow \(source)") }
        }
    }
}
