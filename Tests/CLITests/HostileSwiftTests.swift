import Foundation
import Testing
import TestSupport

/// The Swift reader under hostile input: each case once crashed, hung or ate gigabytes. Each
/// now ends with `file:line: error:` (exit 2) or a warning, and a good screen beside it is
/// still swept.
@Suite struct HostileSwiftTests {
    /// A view that builds one label; `body` runs in its initialiser before the label is placed.
    static func panel(_ name: String = "Panel", body: String = "", members: String = "") -> String {
        """
        import UIKit

        final class \(name): UIView {
            let title = UILabel()
        \(members)
            override init(frame: CGRect) {
                super.init(frame: frame)
                title.text = "Hello"
        \(body)
                title.translatesAutoresizingMaskIntoConstraints = false
                addSubview(title)
                NSLayoutConstraint.activate([
                    title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                    title.topAnchor.constraint(equalTo: topAnchor, constant: 16),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
    }

    /// Sweeps a folder holding `hostile` as `Hostile.swift` and a good screen as `Good.swift`.
    private func sweep(_ hostile: String) throws -> CLI.Outcome {
        let folder = ScratchFolder.path("hostile-swift")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(hostile.utf8).write(to: folder.appendingPathComponent("Hostile.swift"))
        try Data(Self.panel("GoodPanel").utf8).write(to: folder.appendingPathComponent("Good.swift"))
        return try SweepCommandTests.run(["sweep", folder.path, "--devices", "iPhone 15", "--orientations", "portrait",
                                          "--categories", "large", "--locales", "en", "--jobs", "1"])
    }

    private func expectGoodScreenSwept(_ outcome: CLI.Outcome, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(outcome.stdout.contains("GoodPanel"), "the good screen is still swept: \(outcome.stdout)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        ("member chain", "let x = title" + String(repeating: ".superview!", count: 15_000)),
        ("optional chain", "let x = title" + String(repeating: "?.superview", count: 15_000)),
        ("force unwraps", "let x = title" + String(repeating: "!", count: 30_000)),
    ])
    func expressionsDeeperThanTheTreeLimitAreAnErrorNotAStackOverflow(shape: String, line: String) throws {
        let outcome = try sweep(Self.panel(body: "        " + line))
        #expect(outcome.status == 2, "\(shape): \(outcome.stderr)")
        #expect(outcome.stdout.contains("Hostile.swift:9: error: an expression nested deeper than 1000 syntax levels"), "\(shape): \(outcome.stdout)")
        expectGoodScreenSwept(outcome)
    }

    @Test(arguments: [28, 100_000])
    func directlyNestedSquareBracketsAreRefusedBeforeTheParserBacktracks(depth: Int) throws {
        let line = "        let x = " + String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        let outcome = try sweep(Self.panel(body: line))
        #expect(outcome.status == 2)
        #expect(outcome.stdout.contains("Hostile.swift:9: error: code with square brackets nested deeper than 12; the file is not read"), "\(outcome.stdout)")
        expectGoodScreenSwept(outcome)
    }

    @Test func deeplyNestedInterpolationIsRefusedBeforeParsing() throws {
        var literal = "\"x\""
        for _ in 0..<8_000 { literal = "\"\\(" + literal + ")\"" }
        let outcome = try sweep(Self.panel(body: "        title.text = " + literal))
        #expect(outcome.status == 2)
        #expect(outcome.stdout.contains("Hostile.swift:9: error: code with brackets, braces and interpolations nested deeper than 100"), "\(outcome.stdout)")
        expectGoodScreenSwept(outcome)
    }

    @Test func nestingJustInsideTheLimitsIsRead() throws {
        // 11 square brackets, and a chain of 300 links (about 600 syntax levels): real, if odd, code.
        let body = "        let grid = " + String(repeating: "[", count: 11) + "1" + String(repeating: "]", count: 11) + "\n"
            + "        let far = title" + String(repeating: ".superview!", count: 300) + "\n"
            + "        title.text = \"Deep\""
        let outcome = try sweep(Self.panel(body: body))
        #expect(outcome.status <= 1, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout.contains("Panel"))
        expectGoodScreenSwept(outcome)
    }

    @Test func aFileLargerThanTheLimitIsAnError() throws {
        let text = String(repeating: "a", count: 5 << 20)
        let outcome = try sweep(Self.panel(body: "        title.text = \"\(text)\""))
        #expect(outcome.status == 2)
        #expect(outcome.stdout.contains("Hostile.swift:1: error: the file is larger than 4 MB; the file is not read"), "\(outcome.stdout)")
        expectGoodScreenSwept(outcome)
    }

    @Test(arguments: [
        ("doubled in place", "        var s = \"ab\"\n" + String(repeating: "        s = s + s\n", count: 40) + "        title.text = s", ""),
        ("tripled in lets", (1...40).map { "        let s\($0) = s\($0 - 1) + s\($0 - 1) + s\($0 - 1)" }.joined(separator: "\n") + "\n        title.text = s40",
         "    let s0 = \"ab\""),
        ("doubled statics", "        title.text = Panel.s60", (0...60).map { $0 == 0 ? "    static let s0 = \"ab\"" : "    static let s\($0) = s\($0 - 1) + s\($0 - 1)" }.joined(separator: "\n")),
    ])
    func textsThatGrowPastTheLimitAreAStandInNotGigabytes(shape: String, body: String, members: String) throws {
        let outcome = try sweep(Self.panel(body: body, members: members))
        #expect(outcome.status <= 1, "\(shape): \(outcome.stderr)")
        let imported = try SweepCommandTests.run(["import", try write(Self.panel(body: body, members: members))])
        #expect(imported.stdout.contains("a text longer than 100000 characters is not evaluated"), "\(shape): \(imported.stdout)\(imported.stderr)")
        expectGoodScreenSwept(outcome)
    }

    @Test func aSetUpPastTheStepBudgetIsAnErrorNotASilentlyShortScreen() throws {
        // Each helper calls the next ten times: a million calls from a few lines.
        var members = ""
        for level in 0..<6 {
            let callee = level == 5 ? "title.alpha = 1" : String(repeating: "f\(level + 1)(); ", count: 10)
            members += "    func f\(level)() { \(callee) }\n"
        }
        let outcome = try sweep(Self.panel(body: "        f0()", members: members))
        #expect(outcome.status == 2)
        #expect(outcome.stdout.contains("error: the set-up takes more than 200000 evaluation steps; the screen is not read"), "\(outcome.stdout)")
        expectGoodScreenSwept(outcome)
    }

    @Test func customViewsHoldingTwoOfTheNextStopAtTheViewLimit() throws {
        var source = "import UIKit\n"
        let depth = 14
        for level in 0..<depth {
            let next = level == depth - 1 ? "UIView" : "Nest\(level + 1)"
            source += """
                final class Nest\(level): UIView {
                    let a = \(next)()
                    let b = \(next)()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        [a, b].forEach { $0.translatesAutoresizingMaskIntoConstraints = false; addSubview($0) }
                        NSLayoutConstraint.activate([a.leadingAnchor.constraint(equalTo: leadingAnchor), a.topAnchor.constraint(equalTo: topAnchor),
                                                     b.leadingAnchor.constraint(equalTo: a.trailingAnchor), b.topAnchor.constraint(equalTo: topAnchor)])
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }

                """
        }
        let outcome = try sweep(source)
        #expect(outcome.status == 2)
        #expect(outcome.stdout.contains("error: the set-up makes more than 2000 views (custom views holding custom views); the screen is not read"), "\(outcome.stdout)")
        // Known from the stored properties before evaluating: said at the class's declaration,
        // for each class whose instance makes more than 2,000 views (Nest0 … Nest4: 2^(15-k) - 1).
        for level in 0...4 {
            let line = 2 + 11 * level
            #expect(outcome.stdout.contains("Hostile.swift:\(line): error: the set-up makes more than 2000 views"), "Nest\(level): \(outcome.stdout)")
        }
        // A class whose views stay under the limit is still a screen.
        #expect(outcome.stdout.contains("Nest5") && outcome.stdout.contains("Nest13"), "\(outcome.stdout)")
        expectGoodScreenSwept(outcome)
    }

    @Test func aSuperclassCycleIsAnErrorAndTheScreenUsingItIsStillRead() throws {
        let source = """
            import UIKit
            class Loop: Knot {}
            class Knot: Loop {}
            final class HolderController: UIViewController {
                let inner = Loop()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    inner.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(inner)
                    NSLayoutConstraint.activate([
                        inner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        inner.topAnchor.constraint(equalTo: view.topAnchor),
                        inner.widthAnchor.constraint(equalToConstant: 100),
                        inner.heightAnchor.constraint(equalToConstant: 100),
                    ])
                }
            }
            """
        let outcome = try sweep(source)
        #expect(outcome.status == 2)
        #expect(outcome.stdout.contains("Hostile.swift:2: error: class 'Loop' inherits from itself (Loop → Knot → Loop); it is read as a plain UIView"), "\(outcome.stdout)")
        #expect(outcome.stdout.contains("HolderController"), "the controller is swept: \(outcome.stdout)")
        expectGoodScreenSwept(outcome)
    }

    /// A class named after another module's class it subclasses (Zotero's `final class
    /// SquareAnnotation: PSPDFKit.SquareAnnotation`) does not inherit from itself.
    @Test func aClassSubclassingAnotherModulesNamesakeIsNoCycle() throws {
        let source = """
            import PSPDFKit
            final class SquareAnnotation: PSPDFKit.SquareAnnotation {}
            class Settings: IPtProxyUI.Settings {}
            """
        let outcome = try sweep(source)
        #expect(!outcome.stdout.contains("inherits from itself") && !outcome.stderr.contains("inherits from itself"), "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.status <= 1, "\(outcome.stdout)\(outcome.stderr)")
        expectGoodScreenSwept(outcome)
    }

    @Test func aFolderNamedLikeASwiftFileIsWalkedAndTheOtherFilesAreRead() throws {
        let folder = ScratchFolder.path("hostile-swift-folder")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Odd.swift"), withIntermediateDirectories: true)
        try Data(Self.panel("InsidePanel").utf8).write(to: folder.appendingPathComponent("Odd.swift/Inside.swift"))
        try Data(Self.panel("GoodPanel").utf8).write(to: folder.appendingPathComponent("Good.swift"))
        let outcome = try SweepCommandTests.run(["sweep", folder.path, "--devices", "iPhone 15", "--orientations", "portrait",
                                                "--categories", "large", "--locales", "en"])
        #expect(outcome.status <= 1, "\(outcome.stdout)\(outcome.stderr)")
        #expect(outcome.stdout.contains("InsidePanel"), "the folder is searched like any other: \(outcome.stdout)")
        expectGoodScreenSwept(outcome)
    }

    @Test(arguments: [
        ("an infinite font size", "        title.font = .systemFont(ofSize: 1e308 * 1e308)", "font size inf of 'title' is outside 0…10000 pt"),
        ("a huge constant", "        title.widthAnchor.constraint(equalToConstant: 1e20).isActive = true", "constraint read as a number past ±1000000; left out"),
        ("a huge line count", "        title.numberOfLines = Int(1e300 * 1e300)", nil),
        ("a huge arranged index", "        let stack = UIStackView()\n        stack.insertArrangedSubview(UIView(), at: 1e300)", nil),
    ])
    func numbersOutOfRangeFromCodeAreWarningsNotTraps(shape: String, line: String, warning: String?) throws {
        let file = try write(Self.panel(body: line))
        let outcome = try SweepCommandTests.run(["layout", file, "--device", "iPhone 15", "--category", "large", "--locale", "en", "--format", "json"])
        #expect(outcome.status <= 1, "\(shape): \(outcome.stderr)")
        #expect(outcome.stdout.contains("\"title\""), "\(shape): the label is laid out: \(outcome.stdout.prefix(400))")
        if let warning {
            let imported = try SweepCommandTests.run(["import", file])
            #expect(imported.stdout.contains(warning), "\(shape): \(imported.stdout)")
        }
    }

    @Test func anInterfaceBuilderScreenWhoseClassFileNestsTooDeepIsStillSwept() throws {
        // The rules that read the app's code parse CountView.swift for its intrinsic size; the
        // parser used to backtrack for minutes on these brackets before the xib was laid out.
        let countView = """
            import UIKit
            final class CountView: UIView {
                let grid = \(String(repeating: "[", count: 28))1\(String(repeating: "]", count: 28))
                override var intrinsicContentSize: CGSize { CGSize(width: 50, height: 27) }
            }
            """
        let (size, _, stderr) = try CodeIntrinsicSizesTests.sweep(countView)
        #expect(size != nil, "the xib's screen is laid out: \(stderr)")
    }

    private func write(_ source: String) throws -> String {
        try ScratchFolder.write(["Panel.swift": source], prefix: "hostile-swift-one")[0]
    }
}
