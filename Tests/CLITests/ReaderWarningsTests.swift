import Foundation
import Testing
import TestSupport

/// What the readers could not read as written is said, not fatal: a warning per case with
/// --verbose, a count otherwise, and the screen is swept.
@Suite struct ReaderWarningsTests {
    /// A constraint read from code that cannot be laid out as read (`leftAnchor` against
    /// `leadingAnchor`) is the reader's problem, not bad input: it is left out with a warning
    /// (listed with --verbose, counted otherwise) and the screen is swept.
    @Test func aConstraintThatCannotBeLaidOutAsReadIsLeftOut() throws {
        let code = """
            import UIKit

            final class MixedView: UIView {
                let title = UILabel()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(title)
                    NSLayoutConstraint.activate([
                        title.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                        title.leftAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                    ])
                }
            }
            """
        let path = try SweepCommandTests.temporaryFile("Mixed.swift", code)
        let quiet = try SweepCommandTests.run(["sweep", path, "--devices", "iPhone 15", "--orientations", "portrait", "--categories", "large", "--locales", "en"])
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(quiet.stderr.contains("note: 1 reader warning on 1 screen"), "\(quiet.stderr)")
        let verbose = try SweepCommandTests.run(["sweep", path, "--devices", "iPhone 15", "--orientations", "portrait", "--categories", "large",
                                                 "--locales", "en", "--verbose"])
        #expect(verbose.stderr.contains("Mixed.swift:12: warning: constraint read as mixing leading/trailing with left/right; left out"), "\(verbose.stderr)")
    }

    /// A layout state a base class's code switches to is a note of every screen that inherits
    /// it: counted in one line by default, and listed once with --verbose.
    @Test func layoutStateNotesAreCountedAndListedOnce() throws {
        let code = """
            import UIKit

            class ExpandingView: UIView {
                let title = UILabel()
                var heightConstraint: NSLayoutConstraint!

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(title)
                    heightConstraint = title.heightAnchor.constraint(equalToConstant: 40)
                    NSLayoutConstraint.activate([
                        title.topAnchor.constraint(equalTo: topAnchor, constant: 8),
                        title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                        heightConstraint,
                    ])
                }

                func setExpanded() {
                    heightConstraint.constant = 120
                }
            }

            final class FirstView: ExpandingView {}
            final class SecondView: ExpandingView {}
            """
        let path = try SweepCommandTests.temporaryFile("Expanding.swift", code)
        let arguments = ["sweep", path, "--devices", "iPhone 15", "--orientations", "portrait", "--categories", "large", "--locales", "en"]
        let quiet = try SweepCommandTests.run(arguments)
        #expect(quiet.status == 0, "\(quiet.stderr)")
        #expect(quiet.stderr.contains("note: 3 reader notes on 3 screens"), "\(quiet.stderr)")
        #expect(!quiet.stderr.contains("layout state 'setExpanded'"), "\(quiet.stderr)")
        let verbose = try SweepCommandTests.run(arguments + ["--verbose"])
        let lines = verbose.stderr.split(separator: "\n").filter { $0.contains("layout state 'setExpanded': changes heightConstraint") }
        #expect(lines.count == 1, "\(verbose.stderr)")
        #expect(lines.first?.hasPrefix("\(path):19: note:") == true, "\(verbose.stderr)")
    }
}
