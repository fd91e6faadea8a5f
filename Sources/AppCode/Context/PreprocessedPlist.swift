import Foundation

/// An Info.plist written for Xcode's preprocessor (`INFOPLIST_PREPROCESS`): `#ifdef INTUNE` …
/// `#else` … `#endif` lines around some keys. The build keeps one branch of each; which depends
/// on build settings the sweep does not evaluate, so it reads the first branch, as it lays out
/// the first branch of code it does not evaluate.
enum PreprocessedPlist {
    /// `data` with its preprocessor lines removed and every `#else`/`#elif` branch left out;
    /// `data` itself when it has no such line.
    static func firstBranches(_ data: Data) -> Data {
        let text = String(decoding: data, as: UTF8.self)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.contains(where: isDirective) else { return data }
        var kept: [Substring] = []
        // Per open `#if`: whether the branch being read is a later one (left out), and how many
        // of them are, so that a line asks one number rather than every level.
        var skipping: [Bool] = []
        var skippedLevels = 0
        for line in lines {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard isDirective(line) else {
                if skippedLevels == 0 { kept.append(line) }
                continue
            }
            if trimmed.hasPrefix("#if") {
                skipping.append(false)
            } else if trimmed.hasPrefix("#else") || trimmed.hasPrefix("#elif"), let last = skipping.last {
                if !last { skippedLevels += 1 }
                skipping[skipping.count - 1] = true
            } else if trimmed.hasPrefix("#endif"), let last = skipping.popLast() {
                if last { skippedLevels -= 1 }
            }
            // The directive's line stays as an empty one, so errors keep their line numbers.
            kept.append("")
        }
        return Data(kept.joined(separator: "\n").utf8)
    }

    private static func isDirective(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        return ["#if", "#ifdef", "#ifndef", "#else", "#elif", "#endif", "#include", "#define", "#undef"].contains {
            trimmed.hasPrefix($0) && (trimmed.count == $0.count || trimmed.dropFirst($0.count).first.map { $0 == " " || $0 == "\t" || $0 == "\r" } == true)
        }
    }
}
