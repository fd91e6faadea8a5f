import Foundation
import Testing

/// A view the code parks off the screen and brings in later, on an event (a button slid up
/// when a page turns), is off the screen on purpose until then: its offscreen finding rests on
/// that code. A view nothing moves, off the screen the same way, stays confirmed.
@Suite struct ParkedViewTests {
    static let controller = """
        import UIKit

        final class OnboardingViewController: UIViewController {
            private let nextButton = UIButton(type: .system)
            private let footnote = UILabel()
            private var nextButtonBottom: NSLayoutConstraint?

            override func viewDidLoad() {
                super.viewDidLoad()
                nextButton.setTitle("Next", for: .normal)
                footnote.text = "Terms apply"
                for item in [nextButton, footnote] {
                    item.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(item)
                }
                let bottom = nextButton.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: 120)
                nextButtonBottom = bottom
                NSLayoutConstraint.activate([
                    bottom,
                    nextButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                    nextButton.heightAnchor.constraint(equalToConstant: 48),
                    footnote.topAnchor.constraint(equalTo: view.bottomAnchor, constant: 20),
                    footnote.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                ])
            }

            @objc func pageDidTurn() {
                nextButtonBottom?.constant = -20
                UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
            }
        }
        """

    @Test func aViewParkedOffTheScreenUntilAnEventRestsOnTheCodeThatMovesIt() throws {
        let folder = try RunContextTests.project(["Package.swift": "// swift-tools-version:5.9\n",
                                                  "Sources/OnboardingViewController.swift": Self.controller])
        let outcome = try PseudoCommandTests.run(["sweep", folder, "--locales", "en", "--categories", "large", "--devices", "iPhone 15",
                                                  "--orientations", "portrait", "--format", "json", "--only", "offscreen"],
                                                 stdin: Data(), in: folder)
        let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
        let findings = (object?["findings"] as? [[String: Any]]) ?? []
        let parked = try #require(findings.first { $0["view"] as? String == "nextButton" }, "\(findings) \(outcome.stderr)")
        #expect(parked["confirmed"] as? Bool == false, "\(parked)")
        let assumptions = (parked["assumptions"] as? [[String: Any]]) ?? []
        #expect(assumptions.contains { $0["about"] as? String == "moved-later" && ($0["what"] as? String)?.contains("'pageDidTurn'") == true
            && ($0["file"] as? String)?.hasSuffix("OnboardingViewController.swift") == true }, "\(assumptions)")
        let unmoved = try #require(findings.first { $0["view"] as? String == "footnote" }, "\(findings)")
        #expect(unmoved["confirmed"] as? Bool == true, "\(unmoved)")
    }
}
