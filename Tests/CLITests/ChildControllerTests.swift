import Foundation
import Testing

/// A view controller built in code that another adds as its child has its view sized by the
/// parent's code: its findings rest on the screen's size standing in for that, and are not
/// confirmed. Presented full screen, the same controller's findings stand.
@Suite struct ChildControllerTests {
    static let child = """
        import UIKit

        final class AmountViewController: UIViewController {
            let balanceLabel = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                balanceLabel.text = "Balance"
                balanceLabel.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(balanceLabel)
                NSLayoutConstraint.activate([
                    balanceLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    balanceLabel.topAnchor.constraint(equalTo: view.bottomAnchor, constant: 12),
                ])
            }
        }
        """

    static func host(_ showing: String) -> String {
        """
        import UIKit

        final class SendViewController: UIViewController {
            private let amountController = AmountViewController()

            override func viewDidLoad() {
                super.viewDidLoad()
                \(showing)
            }
        }
        """
    }

    static func balanceFinding(_ showing: String) throws -> [String: Any] {
        let folder = try RunContextTests.project(["Package.swift": "// swift-tools-version:5.9\n",
                                                  "Sources/AmountViewController.swift": Self.child,
                                                  "Sources/SendViewController.swift": Self.host(showing)])
        let outcome = try PseudoCommandTests.run(["sweep", folder + "/Sources/AmountViewController.swift", "--locales", "en", "--categories", "large",
                                                  "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json", "--only", "offscreen"],
                                                 stdin: Data(), in: folder)
        let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
        let findings = (object?["findings"] as? [[String: Any]]) ?? []
        return try #require(findings.first { $0["view"] as? String == "balanceLabel" }, "\(findings) \(outcome.stderr)")
    }

    @Test func aChildControllersFindingsRestOnTheSizeItsParentGives() throws {
        let embedded = try Self.balanceFinding("addChild(amountController)\n        view.addSubview(amountController.view)")
        #expect(embedded["confirmed"] as? Bool == false, "\(embedded)")
        let assumptions = (embedded["assumptions"] as? [[String: Any]]) ?? []
        #expect(assumptions.contains { $0["about"] as? String == "size" && ($0["what"] as? String)?.contains("child view controller") == true
            && ($0["file"] as? String)?.hasSuffix("SendViewController.swift") == true && $0["line"] as? Int == 8 }, "\(assumptions)")
        let presented = try Self.balanceFinding("present(amountController, animated: true)")
        #expect(presented["confirmed"] as? Bool == true, "\(presented)")
    }
}
