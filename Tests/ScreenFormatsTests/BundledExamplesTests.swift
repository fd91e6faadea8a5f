import Diagnostics
import Foundation
import Testing
@testable import ScreenFormats

/// The example screens and locales shipped in the repository must read without errors.
@Suite struct BundledExamplesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var specs: [URL] {
        let folder = root.appendingPathComponent("Screens")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".layout.yaml") }.sorted().map { folder.appendingPathComponent($0) }
    }

    @Test(.enabled(if: !specs.isEmpty, "no Screens/*.layout.yaml in this checkout"))
    func everyExampleScreenReads() throws {
        for url in Self.specs {
            do {
                let screen = try LayoutSpecReader.read(contentsOf: url, displayPath: "Screens/\(url.lastPathComponent)")
                #expect(!screen.views.isEmpty, "\(url.lastPathComponent)")
                #expect(!screen.constraints.isEmpty, "\(url.lastPathComponent)")
                #expect(screen.views.allSatisfy { $0.location?.line != nil })
            } catch let error as DiagnosticError {
                Issue.record("\(error)")
            }
        }
    }
}
