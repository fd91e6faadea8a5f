import Foundation
import Testing
import TestSupport

/// `layout` lays out any screen a sweep finds in a file, Swift classes included: the first by
/// default (with a note naming the others), or the one `--screen` names; a name that matches
/// nothing is an error with the nearest name.
@Suite struct LayoutScreenChoiceTests {
    static let code = """
        import UIKit

        final class BannerView: UIView {
            let title = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                title.translatesAutoresizingMaskIntoConstraints = false
                addSubview(title)
                title.topAnchor.constraint(equalTo: topAnchor, constant: 8).isActive = true
                title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16).isActive = true
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }

        final class FooterView: UIView {
            let note = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                note.translatesAutoresizingMaskIntoConstraints = false
                addSubview(note)
                note.topAnchor.constraint(equalTo: topAnchor, constant: 4).isActive = true
                note.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 20).isActive = true
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        """

    static func layout(_ extra: [String]) throws -> CLI.Outcome {
        let path = try SweepCommandTests.temporaryFile("Views.swift", Self.code)
        return try SweepCommandTests.run(["layout", path, "--device", "iPhone 15", "--category", "large", "--locale", "en"] + extra)
    }

    @Test func theFirstScreenByDefaultAndAnyByName() throws {
        let first = try Self.layout([])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.hasPrefix("BannerView ·"), "\(first.stdout)")
        #expect(first.stderr.contains("2 screens in the file; laid out 'BannerView' (others: 'FooterView'): pick one with --screen NAME"), "\(first.stderr)")
        let footer = try Self.layout(["--screen", "FooterView"])
        #expect(footer.status == 0, "\(footer.stderr)")
        #expect(footer.stdout.hasPrefix("FooterView ·"), "\(footer.stdout)")
        #expect(footer.stdout.contains("note"), "\(footer.stdout)")
    }

    @Test func aNameThatMatchesNothingIsAnErrorWithTheNearest() throws {
        let typo = try Self.layout(["--screen", "FootrView"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("error: no screen named 'FootrView' in the file (did you mean 'FooterView'?) (it holds: BannerView, FooterView)"), "\(typo.stderr)")
    }
}
