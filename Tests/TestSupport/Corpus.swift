import Foundation
import Testing

/// The real-world corpus in `../shared/corpus`, beside the repository: present on developer
/// machines and CI, possibly absent for users. Tests that read it carry the `.corpus` trait.
public enum Corpus {
    /// The package root (this file is `Tests/TestSupport/Corpus.swift`).
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/corpus` relative to the package root, whether or not it exists.
    public static let root = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")

    /// Whether the corpus is beside the repository.
    public static var isPresent: Bool { FileManager.default.fileExists(atPath: root.path) }

    /// `path` inside the corpus.
    public static func url(_ path: String) -> URL { root.appendingPathComponent(path) }
}

extension Trait where Self == ConditionTrait {
    /// Runs the test only when `../shared/corpus` is present; otherwise it is skipped with a reason.
    public static var corpus: Self { .enabled(if: Corpus.isPresent, "../shared/corpus is not beside the repository") }
}
