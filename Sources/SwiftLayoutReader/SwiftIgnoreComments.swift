import LayoutEngine

/// In-code suppression for views built in Swift: a `// layout-stress:ignore overlap` comment on
/// the line that creates the view (or alone on the line above it) opts the view out of those
/// finding kinds (`all` for every kind), as `layoutStressIgnore` does in Interface Builder.
enum SwiftIgnoreComments {
    /// The marker the comment starts with.
    static let marker = "layout-stress:ignore"

    /// `screens` with the kinds each view's comment names set on it (`ViewNode.ignoredFindings`);
    /// `sources` are the files the screens were read from, by display path.
    static func applied(to screens: [Screen], sources: [(text: String, displayPath: String)]) -> [Screen] {
        var lines: [String: [Substring]] = [:]
        for source in sources where source.text.contains(marker) {
            lines[source.displayPath] = source.text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        guard !lines.isEmpty else { return screens }
        return screens.map { screen in
            var screen = screen
            for index in screen.views.indices {
                guard let location = screen.views[index].location, let line = location.line,
                      let text = lines[location.file], line >= 1, line <= text.count else { continue }
                // The creating line's own comment, else a comment line just above it.
                var kinds = ignoredKinds(in: text[line - 1])
                if kinds == nil, line >= 2, text[line - 2].trimmingCharacters(in: .whitespaces).hasPrefix("//") {
                    kinds = ignoredKinds(in: text[line - 2])
                }
                if let kinds { screen.views[index].ignoredFindings += kinds }
            }
            return screen
        }
    }

    /// The kinds a line's `// layout-stress:ignore …` comment names; nil without one.
    static func ignoredKinds(in line: Substring) -> [String]? {
        guard let comment = line.range(of: "//"), let found = line[comment.upperBound...].range(of: marker) else { return nil }
        let names = line[found.upperBound...].split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }).map(String.init)
            .filter { !$0.isEmpty }
        // A reason may follow after ` -- `, SwiftLint-style.
        let kinds = names.prefix { $0 != "--" }
        return kinds.isEmpty ? ["all"] : Array(kinds)
    }
}
