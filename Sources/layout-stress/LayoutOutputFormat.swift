import ArgumentParser

/// `--format` of `layout`: the variant as text, JSON or an SVG picture.
enum LayoutOutputFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
    case svg
}
