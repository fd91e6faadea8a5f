import Foundation
@testable import AppCode
import Testing

/// The app-code scanners read whatever an app holds, half-written files included: every
/// prefix and suffix of real-looking Swift, Objective-C and IB text (unclosed strings,
/// comments, signatures, tags) is scanned without a crash, and what comes back stays inside
/// the text: spans within its bytes, names among its words.
@Suite struct CodeScannerTruncationTests {
    static let swift = """
        @main final class AppDelegate: UIResponder { let root = Coordinator() }
        final class Coordinator {
            private func show(_ cell: AddCell = AddCell(), animated: Bool = true, done: ((AddCell) -> Void)? = { _ in }) {
                theme.applyStyle(onButton: self.saveButton) // "quoted" /* comment
                let text = \"\"\"
                    { not a brace
                    \"\"\"
                self?.titleLabel?.text = NSLocalizedString("key \\(name)", comment: "")
                #if DEBUG
                cell.detailLabel.text = #"raw \\"#
                #endif
            }
        }
        """
    static let objectiveC = """
        #import "AddCell.h"
        @class AddCell;
        @implementation PinCell
        - (void)dismiss:(AddCell *)cell completion:(void (^)(AddCell *))done
        {
            [_statusLabel setText:@"x"]; [weakSelf.nameLabel setTitle:[VectorL10n decline] forState:0];
        }
        @end
        """
    static let interfaceBuilder = """
        <document><objects><placeholder placeholderIdentifier="IBFilesOwner" customClass="PinCell"/>
        <!-- <objects> --><view customClass="Card" userLabel="a > b"><subviews><label customClass="Shiny"/></subviews></view>
        <viewControllerPlaceholder storyboardName="Settings"/></objects></document>
        INFOPLIST_KEY_UIMainStoryboardFile = Main;
        """

    static func pieces(of text: String) -> [Data] {
        let bytes = Array(text.utf8)
        return (0...bytes.count).flatMap { cut in [Data(bytes[..<cut]), Data(bytes[cut...])] }
    }

    static func words(of data: Data) -> Set<String> {
        UnloadedNibs.identifiers(in: data)
    }

    @Test func everyPrefixAndSuffixOfCodeScans() {
        for (text, isSwift) in [(Self.swift, true), (Self.objectiveC, false)] {
            for piece in Self.pieces(of: text) {
                let scan = NibNameScanner(code: piece, isSwift: isSwift)
                let words = Self.words(of: piece)
                for span in scan.typeSpans { #expect(span.range.lowerBound >= 0 && span.range.upperBound <= piece.count) }
                for mentions in scan.mentions.values {
                    // Attributes and Objective-C keywords keep their `@` (`@main`, `@end`).
                    let bare = Set(mentions.words.map { $0.hasPrefix("@") ? String($0.dropFirst()) : $0 }).subtracting([""])
                    #expect(bare.isSubset(of: words), "\(bare.subtracting(words))")
                }
                let uses = UnsetTexts.uses(settingTextIn: piece, spans: scan.typeSpans)
                let named = uses.allNames.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 }
                #expect(named.allSatisfy { words.contains($0) || words.contains("_" + $0) }, "\(named)")
            }
        }
    }

    @Test func everyPrefixAndSuffixOfInterfaceBuilderTextScans() {
        for piece in Self.pieces(of: Self.interfaceBuilder) {
            let words = Self.words(of: piece)
            for name in UnloadedNibs.topLevelClasses(in: piece).union(UnloadedNibs.customClasses(in: piece))
                .union(UnloadedNibs.storyboardReferences(in: piece)) {
                #expect(words.contains(name), "\(name)")
            }
            for value in UnloadedNibs.infoPlistSettings(in: piece) { #expect(words.contains { $0.lowercased() == value }, "\(value)") }
        }
        // The whole text: the top-level classes only, not the subviews'.
        #expect(UnloadedNibs.topLevelClasses(in: Data(Self.interfaceBuilder.utf8)) == ["PinCell", "Card"])
    }
}
