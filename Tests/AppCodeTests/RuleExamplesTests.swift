import Foundation
import LayoutEngine
import Testing
import TestSupport
import AppCode

/// Every app-code rule does what its documented examples say: each example's app, written to a
/// folder and loaded as a sweep loads it (every rule of the registry run on its screens), gets
/// a decision of the example's rule exactly when the example says the rule acts on its code.
@Suite struct RuleExamplesTests {
    /// One example of one rule.
    struct Case: Sendable, CustomTestStringConvertible {
        /// The rule's id.
        var rule: String
        /// The example's place among the rule's, from 1.
        var number: Int
        /// The example.
        var example: AppCodeRuleExample

        /// How the test names it: the rule, the example's place, what it says and its code.
        var testDescription: String {
            "\(rule) #\(number) (\(example.triggers ? "acts on" : "leaves alone")): \(example.code)"
        }
    }

    /// Every example of every rule, in registry order.
    static let cases: [Case] = AppCodeRules.all.flatMap { rule in
        rule.examples.enumerated().map { Case(rule: rule.id, number: $0.offset + 1, example: $0.element) }
    }

    /// The example's app, loaded as a sweep loads it, gets a decision of the example's rule
    /// exactly when the example says the rule acts on its code.
    @Test(arguments: cases)
    func theRuleDoesWhatItsExampleSays(_ item: Case) throws {
        let app = item.example.app
        let paths = try ScratchFolder.write(app.files(placing: item.example.code), prefix: "rule-example")
        let screenFile = try #require(paths.first { URL(fileURLWithPath: $0).lastPathComponent == app.screen.fileName })
        let swept = try app.sweptCode.map { name in try #require(paths.first { URL(fileURLWithPath: $0).lastPathComponent == name }) }
        let (screens, errors, _) = ScreenLoader.load([screenFile] + swept)
        #expect(errors.isEmpty, "\(errors)")
        #expect(!screens.isEmpty, "the example's screen file lays out no screen")
        let decisions = screens.flatMap(\.appFacts.decisions)
        let own = decisions.filter { $0.rule == item.rule }
        #expect(!own.isEmpty == item.example.triggers,
                """
                \(item.rule) \(item.example.triggers ? "made no decision" : "decided") on `\(item.example.code)`: \(own.map(\.message))
                every decision: \(decisions.map { "\($0.rule): \($0.message)" })
                """)
    }

    /// The guide shows each rule both ways.
    @Test func everyRuleShowsCodeItActsOnAndCodeItLeavesAlone() {
        for rule in AppCodeRules.all {
            #expect(rule.examples.contains { $0.triggers }, "\(rule.id) has no example it acts on")
            #expect(rule.examples.contains { !$0.triggers }, "\(rule.id) has no example it leaves alone")
        }
    }

    /// An example's code goes in exactly one place of its app, so no check runs without it.
    @Test func everyExampleAppHoldsItsCodeOnce() {
        for item in Self.cases {
            let places = item.example.app.sources.map { $0.text.components(separatedBy: ExampleSource.placeholder).count - 1 }.reduce(0, +)
            #expect(places == 1, "\(item.rule) #\(item.number): \(places) places for the code")
        }
    }

    /// The fixtures' files are what their descriptions say: a Swift class declaring the
    /// screen's outlets around the code, and an Interface Builder file whose class holds them.
    @Test func anExampleAppIsItsScreenAndItsClass() throws {
        let app = ExampleApp.swift(.controller("SignUpViewController", [.label("emailLabel", text: "Email"), .constraint("topConstraint")]),
                                   codeIn: .viewDidLoad, members: ["var compact = false"])
        let files = app.files(placing: "if compact {\n    emailLabel.isHidden = true\n}")
        #expect(files["SignUpViewController.swift"] == """
            import UIKit

            final class SignUpViewController: UIViewController {
                @IBOutlet weak var emailLabel: UILabel!
                @IBOutlet weak var topConstraint: NSLayoutConstraint!

                var compact = false

                override func viewDidLoad() {
                    super.viewDidLoad()
                    if compact {
                        emailLabel.isHidden = true
                    }
                }
            }

            """)
        #expect(files["Package.swift"] != nil)
        let paths = try ScratchFolder.write(files, prefix: "rule-example")
        let screens = try ScreenLoader.load(try #require(paths.first { $0.hasSuffix("/Main.storyboard") }))
        let screen = try #require(screens.first)
        #expect(screen.appFacts.controllerClass == "SignUpViewController")
        #expect(screen.appFacts.outlets.map(\.property) == ["emailLabel"])
        #expect(screen.appFacts.constraintOutlets.map(\.property) == ["topConstraint"])
        #expect(screen.view("e1")?.text?.fallback == "Email")
    }
}
