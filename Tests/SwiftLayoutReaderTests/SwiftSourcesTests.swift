import Foundation
import Testing
import TestSupport
@testable import SwiftLayoutReader

/// An app's Swift files as the code readers share them: a class and its extensions across
/// files, with what each inherits; files found by what their bytes hold.
@Suite struct SwiftSourcesTests {
    static func write(_ files: [String: String]) throws -> [String] {
        try ScratchFolder.write(files, prefix: "swift-sources")
    }

    @Test func aClassAndItsExtensionsAreFoundAcrossFiles() throws {
        let files = try SwiftSourcesTests.write([
            "Player.swift": "final class PlayerController: BaseController, Themeable {\n    func load() {}\n}\n",
            "Player+Table.swift": "extension PlayerController: UITableViewDelegate {\n    func reload() {}\n}\n",
            "Other.swift": "struct PlayerController {}\nfinal class Unrelated {}\n",
        ])
        let sources = SwiftSources(paths: files.sorted())
        let found = sources.declarations(of: ["PlayerController"])
        #expect(found.count == 2, "\(found.map(\.name))")
        let declaration = try #require(found.first { $0.isClass })
        #expect(declaration.inherited == ["BaseController", "Themeable"])
        #expect(found.first { !$0.isClass }?.inherited == ["UITableViewDelegate"])
        #expect(sources.paths(containing: "reload()").map { URL(fileURLWithPath: $0).lastPathComponent } == ["Player+Table.swift"])
        #expect(sources.declarations(of: ["Missing"]).isEmpty)
        // Asked twice, the same declarations (read and parsed once).
        #expect(sources.declarations(of: ["PlayerController"]).map(\.path) == found.map(\.path))
    }
}
