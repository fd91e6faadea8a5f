import Foundation
import Testing
@testable import AppCode

/// Which `if`s guard a statement: in Swift a new line starts a statement unless the line before
/// leaves an expression open or the line continues one; in Objective-C only `;`, `{` and `}` end one.
@Suite struct CodeTextStatementTests {
    static func guarded(_ code: String, isSwift: Bool = true) -> [String]? {
        let marked = code.replacingOccurrences(of: "§", with: "")
        let text = CodeText(Data(marked.utf8), isSwift: isSwift)
        guard let range = code.range(of: "§") else { return nil }
        return text.guardingConditions(of: code.utf8.distance(from: code.utf8.startIndex, to: range.lowerBound.samePosition(in: code.utf8) ?? code.utf8.startIndex))
    }

    @Test func aSwiftLineAfterAnotherStartsAStatement() {
        #expect(Self.guarded("""
            func launch() {
                window = UIWindow()
                let theme = defaults
                    .string(forKey: "theme")
                §UIView.appearance().semanticContentAttribute = .forceLeftToRight
            }
            """) == [])
        #expect(Self.guarded("""
            func launch() {
                let rtl = isRTL
                if rtl {
                    §view.semanticContentAttribute = .forceRightToLeft
                }
            }
            """)?.map { $0.trimmingCharacters(in: .whitespaces) } == ["rtl"])
    }

    @Test func aLineThatContinuesAnExpressionDoesNotStartOne() {
        #expect(Self.guarded("""
            func launch() {
                let value = flag ? first :
                    §view.semanticContentAttribute
            }
            """) == nil)
        #expect(Self.guarded("""
            func launch() {
                let value = base
                    §.semanticContentAttribute
            }
            """) == nil)
    }

    @Test func objectiveCStatementsEndOnlyAtSemicolonsAndBraces() {
        #expect(Self.guarded("""
            - (void)launch {
                self.window = [UIWindow new];
                §[UIView appearance].semanticContentAttribute = UISemanticContentAttributeForceLeftToRight;
            }
            """, isSwift: false) == [])
        #expect(Self.guarded("""
            - (void)launch {
                id value = flag
                    §? first : second;
            }
            """, isSwift: false) == nil)
    }
}
