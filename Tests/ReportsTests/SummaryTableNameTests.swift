import Testing
@testable import Reports

/// The overview table shortens long screen names so that screens of one file stay apart: the
/// last parts (scene, cell) after `…`, or the last part cut at a word's end.
@Suite struct SummaryTableNameTests {
    @Test func longNamesKeepTheirLastPartsWhole() {
        #expect(TextSummaryTable.label("Login", width: 28) == "Login")
        #expect(TextSummaryTable.label("EntryFieldEditorVC.storyboard › Entry Field Editor › TitleCell", width: 28) == "… TitleCell")
        #expect(TextSummaryTable.label("Main.storyboard › Settings › Account", width: 28) == "… Settings › Account")
        #expect(TextSummaryTable.label("A scene title that goes on and on", width: 20) == "A scene title that…")
        #expect(TextSummaryTable.label("Supercalifragilisticexpialidocious", width: 12) == "Supercalifr…")
    }

    @Test func fiveCellsOfOneStoryboardReadApart() {
        let names = ["TitleCell", "TagsFieldEditorCell", "PasswordEntryFieldCell", "MultiLineCell", "CustomFieldCell"]
            .map { "EntryFieldEditorVC.storyboard › Entry Field Editor › \($0)" }
        let labels = names.map { TextSummaryTable.label($0, width: 28) }
        #expect(Set(labels).count == names.count, "\(labels)")
        #expect(labels.allSatisfy { $0.count <= 28 })
    }
}
