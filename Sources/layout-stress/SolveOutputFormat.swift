import ArgumentParser

/// `--format` of `solve`.
enum SolveOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}
