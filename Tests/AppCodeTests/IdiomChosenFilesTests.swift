import Foundation
import Testing
@testable import AppCode

/// A choice between two names by the device's idiom gives the iPad its branch and the iPhone the
/// other; a negated condition swaps them, and a condition naming no idiom, or both, decides nothing.
@Suite struct IdiomChosenFilesTests {
    static func choices(_ code: String) -> [IdiomChosenFiles.Choice] {
        IdiomChosenFiles.choices(in: ObjectiveCLexer(Data(code.utf8)))
    }

    @Test func branchesFollowTheIdiom() {
        #expect(Self.choices(#"let name = traitCollection.userInterfaceIdiom == .pad ? "Wide" : "Narrow""#)
                == [IdiomChosenFiles.Choice(padName: "Wide", phoneName: "Narrow", line: 1)])
        #expect(Self.choices(#"let name = UIDevice.current.userInterfaceIdiom == .phone ? "Narrow" : "Wide""#).first?.padName == "Wide")
        #expect(Self.choices(#"let name = !isPad ? "Narrow" : "Wide""#).first?.padName == "Wide")
        #expect(Self.choices(#"NSString *n = UI_USER_INTERFACE_IDIOM() != UIUserInterfaceIdiomPad ? @"Narrow" : @"Wide";"#).first?.padName == "Wide")
        #expect(Self.choices(#"NSString *n = [UIDevice isPad] ? @"Wide" : @"Narrow";"#).first?.phoneName == "Narrow")
    }

    @Test func otherConditionsDecideNothing() {
        #expect(Self.choices(#"let name = isCompact ? "Narrow" : "Wide""#).isEmpty)
        #expect(Self.choices(#"let name = isPad || isPhone ? "A" : "B""#).isEmpty)
        #expect(Self.choices(#"// let name = isPad ? "Wide" : "Narrow""#).isEmpty)
        // A marker inside a longer name is no idiom: `.padding`, `isPhoneNumber`.
        #expect(Self.choices(#"let name = view.padding > 0 ? "Wide" : "Narrow""#).isEmpty)
        #expect(Self.choices(#"let name = field.isPhoneNumber ? "Dial" : "Text""#).isEmpty)
        // The previous statement is not the condition; a string or comment holding `?` is no choice.
        #expect(Self.choices("configure(isPad)\nlet name = flag ? \"Wide\" : \"Narrow\"").isEmpty)
        #expect(Self.choices(#"let note = "isPad ? \"Wide\" : \"Narrow\"""#).isEmpty)
        #expect(Self.choices(#"let name = isPad ? "Wide\(suffix)" : "Narrow""#).isEmpty)
    }

    /// A choice written over two lines, its `?` starting the second, reads its condition from
    /// the first; the call around a choice ends the condition.
    @Test func aConditionOnTheLineBeforeCounts() {
        #expect(Self.choices("let name = UIDevice.current.userInterfaceIdiom == .pad\n    ? \"Wide\" : \"Narrow\"")
                == [IdiomChosenFiles.Choice(padName: "Wide", phoneName: "Narrow", line: 2)])
        #expect(Self.choices(#"let board = UIStoryboard(name: isPad ? "Wide" : "Narrow", bundle: nil)"#).first?.padName == "Wide")
        #expect(Self.choices(#"return isPhone ? @"Narrow" : @"Wide";"#).first?.padName == "Wide")
    }
}
