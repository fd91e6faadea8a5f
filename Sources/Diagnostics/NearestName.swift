/// The known name a mistyped one most likely meant, for "did you mean" hints: the closest by
/// edit distance (case ignored), when it is close enough to be a typo.
public enum NearestName {
    /// Longer inputs than this are not compared (no hint), so a hint costs little.
    static let maximumLength = 64

    /// `" (did you mean 'clipped-text'?)"`, or `""` when no known name is close.
    public static func hint(for input: String, among known: [String]) -> String {
        nearest(to: input, among: known).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// The closest known name within a third of the input's length (at least 1, at most 3 edits).
    public static func nearest(to input: String, among known: [String]) -> String? {
        let word = Array(input.lowercased())
        guard !word.isEmpty, word.count <= maximumLength else { return nil }
        let allowed = min(3, max(1, word.count / 3))
        var best: (name: String, distance: Int)?
        for name in known where name.count <= maximumLength {
            let distance = editDistance(word, Array(name.lowercased()))
            if distance <= allowed, distance < (best?.distance ?? Int.max) { best = (name, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance: insertions, deletions and substitutions.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = Array(repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
