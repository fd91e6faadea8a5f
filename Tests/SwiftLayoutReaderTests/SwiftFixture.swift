import LayoutEngine
@testable import SwiftLayoutReader

/// Reads inline Swift fixtures and finds things in the result.
enum SwiftFixture {
    static func read(_ source: String, file: String = "Fixture.swift", options: SwiftReaderOptions = SwiftReaderOptions()) -> SwiftLayoutReader.Result {
        SwiftLayoutReader.read(sources: [(source, file)], options: options)
    }

    static func screen(_ source: String, _ name: String) -> Screen? {
        read(source).screens.first { $0.name == name }
    }
}

extension Screen {
    /// The constraints whose first item is `view`'s `attribute`.
    func constraints(on view: String, _ attribute: LayoutAttribute) -> [ConstraintSpec] {
        constraints.filter { $0.first == Anchor(.view(view), attribute) }
    }

    /// Warnings only (notes about layout states excluded).
    var warningsOnly: [String] { warnings.filter { $0.severity == .warning }.map(\.description) }
    /// Notes only.
    var notes: [String] { warnings.filter { $0.severity == .note }.map(\.description) }
}
