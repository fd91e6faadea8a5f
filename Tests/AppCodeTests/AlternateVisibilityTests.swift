import Foundation
import Testing
@testable import AppCode
import SwiftLayoutReader

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

    /// Simplenote's history screen: states switch views through helper methods that take a
    /// flag, and some views fade by `alpha` (a named constant 0) rather than hide. The error
    /// label is the alternate of the date, slider and button; the date and spinner are not
    /// alternates of each other (both may show while loading ends).
    static let history = """
        import UIKit

        enum Constants {
            static let alpha0_0 = CGFloat(0)
            static let alpha1_0 = CGFloat(1)
        }

        final class HistoryController: UIViewController {
            @IBOutlet weak var dateLabel: UILabel!
            @IBOutlet weak var slider: UISlider!
            @IBOutlet weak var restoreButton: UIButton!
            @IBOutlet weak var errorLabel: UILabel!
            @IBOutlet weak var spinner: UIActivityIndicatorView!

            func update(loading: Bool, failed: Bool) {
                if failed {
                    switchToError()
                } else {
                    switchToContent(isLoading: loading)
                }
            }

            func switchToContent(isLoading: Bool) {
                setControlsVisible(true)
                setDateVisible(!isLoading)
                setSpinnerVisible(isLoading)
                setErrorVisible(false)
            }

            func switchToError() {
                setDateVisible(false)
                setControlsVisible(false)
                setSpinnerVisible(false)
                setErrorVisible(true)
            }

            func setDateVisible(_ isVisible: Bool) {
                dateLabel.alpha = isVisible ? Constants.alpha1_0 : Constants.alpha0_0
            }

            func setControlsVisible(_ isVisible: Bool) {
                [slider, restoreButton].forEach {
                    $0?.alpha = isVisible ? 1 : 0
                }
            }

            func setSpinnerVisible(_ isVisible: Bool) {
                if isVisible {
                    spinner.startAnimating()
                } else {
                    spinner.stopAnimating()
                }
            }

            func setErrorVisible(_ isVisible: Bool) {
                errorLabel.isHidden = !isVisible
            }
        }
        """

    @Test func helpersAndFadesAreFollowed() throws {
        let files = try LoadTimeVisibilityTests.write(["HistoryController.swift": Self.history])
        let pairs = AlternateVisibility.pairs(of: ["HistoryController"], in: files)["HistoryController"] ?? []
        #expect(pairs.contains(AlternateVisibility.Pair("dateLabel", "errorLabel")), "\(pairs)")
        #expect(pairs.contains(AlternateVisibility.Pair("errorLabel", "slider")), "\(pairs)")
        #expect(pairs.contains(AlternateVisibility.Pair("errorLabel", "restoreButton")), "\(pairs)")
        #expect(!pairs.contains(AlternateVisibility.Pair("restoreButton", "slider")))
        #expect(!pairs.contains(AlternateVisibility.Pair("dateLabel", "slider")))
    }

    /// A helper that may show the error label alongside the date breaks the pair, and so does
    /// a fade to a half-transparent alpha, which still shows.
    @Test func aHelperShowingBothOrAHalfFadeIsNoAlternate() throws {
        let both = Self.history.replacingOccurrences(of: "setDateVisible(false)\n", with: "setDateVisible(true)\n")
        let half = Self.history.replacingOccurrences(of: "static let alpha0_0 = CGFloat(0)", with: "static let alpha0_0 = CGFloat(0.5)")
        for (name, code) in [("both", both), ("half", half)] {
            let files = try LoadTimeVisibilityTests.write(["HistoryController.swift": code])
            let pairs = AlternateVisibility.pairs(of: ["HistoryController"], in: files)["HistoryController"] ?? []
            #expect(!pairs.contains(AlternateVisibility.Pair("dateLabel", "errorLabel")), "\(name): \(pairs)")
            #expect(pairs.contains(AlternateVisibility.Pair("errorLabel", "slider")), "\(name): \(pairs)")
        }
    }

    /// A method that shows both before an early `return`, and a loop over both whose body is
    /// not read, may leave both shown: no pair.
    @Test func anEarlyExitOrAnUnreadLoopKeepsBothShown() throws {
        func pairs(_ body: String) throws -> Set<AlternateVisibility.Pair> {
            let code = """
                import UIKit

                final class ListView: UIView {
                    @IBOutlet weak var titleLabel: UILabel!
                    @IBOutlet weak var errorLabel: UILabel!

                    func update(items: [Int]) {
                        \(body)
                    }

                    func fail() {
                        titleLabel.isHidden = true
                        errorLabel.isHidden = false
                    }
                }
                """
            let files = try LoadTimeVisibilityTests.write(["ListView.swift": code])
            return AlternateVisibility.pairs(of: ["ListView"], in: files)["ListView"] ?? []
        }
        let pair = AlternateVisibility.Pair("errorLabel", "titleLabel")
        #expect(try pairs("titleLabel.isHidden = false\nerrorLabel.isHidden = true").contains(pair))
        #expect(try !pairs("titleLabel.isHidden = false\nerrorLabel.isHidden = false\nif items.isEmpty { return }\nerrorLabel.isHidden = true").contains(pair))
        #expect(try !pairs("titleLabel.isHidden = false\nerrorLabel.isHidden = true\n[titleLabel, errorLabel].forEach { $0.isHidden = false; $0.layer.borderWidth = 0 }").contains(pair))
    }
}
