@testable import Configuration
import Testing

/// The screens glob matcher against a plain backtracking reference on many small random
/// patterns and paths, and on the patterns that make backtracking matchers explode.
@Suite struct GlobPatternTests {
    /// The glob semantics written the obvious (exponential) way: fine for short inputs.
    static func reference(_ pattern: Substring, _ path: Substring) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if pattern.hasPrefix("**/") {
            let rest = pattern.dropFirst(3)
            if reference(rest, path) { return true }
            var remaining = path
            while let slash = remaining.firstIndex(of: "/") {
                remaining = remaining[remaining.index(after: slash)...]
                if reference(rest, remaining) { return true }
            }
            return false
        }
        if pattern.hasPrefix("**") {
            let rest = pattern.dropFirst(2)
            return path.indices.contains { reference(rest, path[$0...]) } || reference(rest, path[path.endIndex...])
        }
        if first == "*" {
            let rest = pattern.dropFirst()
            var remaining = path
            while true {
                if reference(rest, remaining) { return true }
                guard let next = remaining.first, next != "/" else { return false }
                remaining = remaining.dropFirst()
            }
        }
        guard let character = path.first else { return false }
        if first == "?" { return character != "/" && reference(pattern.dropFirst(), path.dropFirst()) }
        return first == character && reference(pattern.dropFirst(), path.dropFirst())
    }

    @Test func agreesWithTheReferenceOnRandomInputs() {
        var random = SeededGenerator(seed: 0x61_6c_6f_62)
        let patternAlphabet: [Character] = ["a", "b", "/", "*", "?", "."]
        let pathAlphabet: [Character] = ["a", "b", "/", "."]
        var matched = 0
        for _ in 0..<20_000 {
            let pattern = String((0..<Int.random(in: 0...7, using: &random)).map { _ in patternAlphabet.randomElement(using: &random) ?? "a" })
            let path = String((0..<Int.random(in: 0...8, using: &random)).map { _ in pathAlphabet.randomElement(using: &random) ?? "a" })
            let expected = Self.reference(pattern[...], path[...])
            #expect(GlobPattern(pattern).matches(path) == expected, "pattern '\(pattern)' path '\(path)'")
            if expected { matched += 1 }
        }
        // Both answers must be common, or the comparison proves little.
        #expect(matched > 500)
        #expect(matched < 19_000)
    }

    @Test func folderPatternsMeanWhatTheDocsSay() {
        #expect(GlobPattern("Screens/**/*.xib").matches("Screens/Main.xib"))
        #expect(GlobPattern("Screens/**/*.xib").matches("Screens/a/b/Main.xib"))
        #expect(!GlobPattern("Screens/*.xib").matches("Screens/a/Main.xib"))
        #expect(!GlobPattern("Screens/**/*.xib").matches("Screensx/Main.xib"))
        #expect(GlobPattern("**").matches("a/b/c"))
        #expect(GlobPattern("?.yaml").matches("a.yaml"))
        #expect(!GlobPattern("?.yaml").matches("/.yaml"))
    }

    @Test func patternsThatExplodeBacktrackingMatchersAnswerCorrectly() {
        let path = String(repeating: "a", count: 200)
        #expect(!GlobPattern(String(repeating: "*a", count: 60) + "*b").matches(path))
        #expect(GlobPattern(String(repeating: "*a", count: 60) + "*").matches(path))
        #expect(!GlobPattern(String(repeating: "**/a", count: 40) + "b").matches(Array(repeating: "a", count: 100).joined(separator: "/")))
    }
}

/// SplitMix64 as a `RandomNumberGenerator`, so the random cases are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
