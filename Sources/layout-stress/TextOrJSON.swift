import ArgumentParser

/// `--format` of the commands that print either human text or JSON (`solve`, `measure`,
/// `pseudo`, `import`, `bench-layout`).
enum TextOrJSON: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}
