import LayoutEngine
import StressKit
import Testing
import TextModel
import Diagnostics

/// A fix names the file the user changes.
@Suite struct FixWordingTests {
    static let variant = Variant(screen: "Main.storyboard › Login", device: "iPhone 15", orientation: .portrait, category: .large,
                                 locale: "de", direction: .leftToRight)

    @Test func aMissingTranslationNamesItsStoryboardsTable() throws {
        let inTable = Finding(.missingTranslation(key: "abc-12-xyz.text", table: "Main"), variant: Self.variant, view: "abc-12-xyz", message: "")
        let fix = try #require(MissingTranslationCheck().suggestion(for: inTable, firstFailures: [], locales: ["de", "fr"]))
        #expect(fix.contains("Main.strings") && fix.contains("Main.xcstrings"), "\(fix)")
        #expect(fix.contains("abc-12-xyz.text") && fix.contains("de, fr"))
        let untabled = Finding(.missingTranslation(key: "login.title"), variant: Self.variant, view: "title", message: "")
        #expect(MissingTranslationCheck().suggestion(for: untabled, firstFailures: [], locales: ["de"])?.contains("Localizable.strings") == true)
    }
}

/// A clipped label's fix speaks the language of its file: Interface Builder's inspectors and
/// the constraint's object id, a spec's keys, or UIKit properties.
@Suite struct ClipFixWordingTests {
    static func clipped(file: String, priority: Double?) -> Finding {
        var finding = Finding(.clippedText(axis: .horizontal, lost: 12, because: ["E22-sL-sNt.width = 42"], winningPriority: priority,
                                           allowedLines: 1, stack: nil, winningConstraint: "abc-de-fgh"),
                              variant: FixWordingTests.variant, view: "E22-sL-sNt", location: SourceLocation(file: file, line: 3), message: "")
        finding.viewName = "Compass"
        return finding
    }

    @Test func interfaceBuilderFixesNameTheInspectorAndTheConstraintID() throws {
        let fix = try #require(ClippedTextCheck().suggestion(for: Self.clipped(file: "Main.storyboard", priority: 1000), firstFailures: [], locales: ["de"]))
        #expect(fix.contains("Lines = 0 in the Attributes inspector"), "\(fix)")
        #expect(fix.contains("`E22-sL-sNt.width = 42` (constraint abc-de-fgh)"), "\(fix)")
        #expect(fix.contains("Size inspector"))
        #expect(fix.contains("“Compass”"))
        #expect(!fix.contains("lines: 0"))
    }

    @Test func specAndSwiftFixesUseTheirOwnWords() throws {
        let spec = try #require(ClippedTextCheck().suggestion(for: Self.clipped(file: "Screens/A.layout.yaml", priority: 1000), firstFailures: [], locales: ["de"]))
        #expect(spec.contains("`lines: 0`") && spec.contains("make `E22-sL-sNt.width = 42` optional"), "\(spec)")
        #expect(!spec.contains("abc-de-fgh"))
        let swift = try #require(ClippedTextCheck().suggestion(for: Self.clipped(file: "Sources/Card.swift", priority: 1000), firstFailures: [], locales: ["de"]))
        #expect(swift.contains("`numberOfLines = 0`"), "\(swift)")
    }
}
