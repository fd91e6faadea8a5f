import Foundation
import Testing
@testable import SwiftLayoutReader

/// Outlets an app's class shows one at a time (Pocket Casts' chapter and episode titles in one
/// slot, a footer's count and status labels): opposite wherever both are set, never shown
/// together, never shown without a word on the other.
@Suite struct AlternateVisibilityTests {
    static let footer = """
        import UIKit

        final class FooterView: UIView {
            @IBOutlet weak var countLabel: UILabel!
            @IBOutlet weak var statusLabel: UILabel!
            @IBOutlet weak var spinner: UIActivityIndicatorView!
            @IBOutlet weak var chapterView: UIView!
            @IBOutlet weak var episodeView: UIView!
            @IBOutlet weak var badge: UILabel!
            @IBOutlet weak var note: UILabel!

            func showCount(_ count: Int) {
                countLabel.text = "\\(count)"
                countLabel.isHidden = false
                statusLabel.isHidden = true
                spinner.isHidden = true
            }

            func showStatus(_ text: String) {
                statusLabel.text = text
                countLabel.isHidden = true
                statusLabel.isHidden = false
                spinner.isHidden = false
            }

            func update(hasChapters: Bool) {
                if hasChapters {
                    episodeView.isHidden = true
                    chapterView.isHidden = false
                } else {
                    episodeView.isHidden = false
                    chapterView.isHidden = true
                }
                badge.isHidden = hasChapters
                note.isHidden = !hasChapters
            }

            func reset() {
                badge.isHidden = false
            }
        }
        """

    @Test func viewsShownOneAtATimeArePairs() throws {
        let files = try LoadTimeVisibilityTests.write(["FooterView.swift": Self.footer])
        let pairs = AlternateVisibility.pairs(of: ["FooterView"], in: files)["FooterView"] ?? []
        #expect(pairs.contains(AlternateVisibility.Pair("countLabel", "statusLabel")))
        #expect(pairs.contains(AlternateVisibility.Pair("chapterView", "episodeView")))
        // The spinner shows with the status and hides with the count: it is the count's alternate
        // too, never the status's.
        #expect(pairs.contains(AlternateVisibility.Pair("countLabel", "spinner")))
        #expect(!pairs.contains(AlternateVisibility.Pair("statusLabel", "spinner")))
        // `reset()` shows the badge and says nothing of the note: they may show together.
        #expect(!pairs.contains(AlternateVisibility.Pair("badge", "note")))
    }

    @Test func aFlagAndItsNegationAreOpposite() throws {
        let code = Self.footer.replacingOccurrences(of: "badge.isHidden = false", with: "badge.isHidden = !hasChapters\n        note.isHidden = hasChapters")
            .replacingOccurrences(of: "func reset() {", with: "func reset(hasChapters: Bool) {")
        let files = try LoadTimeVisibilityTests.write(["FooterView.swift": code])
        let pairs = AlternateVisibility.pairs(of: ["FooterView"], in: files)["FooterView"] ?? []
        #expect(pairs.contains(AlternateVisibility.Pair("badge", "note")))
        // Both shown in one place: not alternates.
        let together = Self.footer.replacingOccurrences(of: "spinner.isHidden = true\n", with: "spinner.isHidden = true\n        statusLabel.isHidden = false\n")
        let second = try LoadTimeVisibilityTests.write(["FooterView.swift": together])
        #expect(!(AlternateVisibility.pairs(of: ["FooterView"], in: second)["FooterView"] ?? []).contains(AlternateVisibility.Pair("countLabel", "statusLabel")))
    }
}
