import Testing
@testable import Diagnostics

@Suite struct DiagnosticTests {
    @Test func printsCompilerStyleLocation() {
        let diagnostic = Diagnostic.error("unknown view 'titel'", at: SourceLocation(file: "Screens/Login.layout.yaml", line: 12))
        #expect(diagnostic.description == "Screens/Login.layout.yaml:12: error: unknown view 'titel'")
    }

    @Test func printsColumnWhenKnown() {
        let diagnostic = Diagnostic.warning("duplicate key", at: SourceLocation(file: "de.strings", line: 3, column: 5))
        #expect(diagnostic.description == "de.strings:3:5: warning: duplicate key")
    }

    @Test func omitsLocationWhenAbsent() {
        #expect(Diagnostic.error("no screens found").description == "error: no screens found")
    }

    @Test func errorListsEveryDiagnosticOnItsOwnLine() {
        let error = DiagnosticError([
            .error("a", at: SourceLocation(file: "f", line: 1)),
            .error("b", at: SourceLocation(file: "f", line: 2)),
        ])
        #expect(error.description == "f:1: error: a\nf:2: error: b")
    }
}
