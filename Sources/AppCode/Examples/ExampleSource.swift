import Foundation

/// A file of an example app's code, whole: `placeholder` marks where the example's code goes
/// (in at most one file of the app).
public struct ExampleSource: Sendable, Hashable {
    /// Where the example's code goes.
    public static let placeholder = "<#code#>"

    /// Where in a class the example's code sits.
    public enum Placement: Sendable, Hashable {
        /// Statements of `viewDidLoad`, after the call to super's.
        case viewDidLoad
        /// Statements of `awakeFromNib`, after the call to super's.
        case awakeFromNib
        /// Statements of a method of the class, declared as `signature` (`func show(failed: Bool)`,
        /// Objective-C's `- (void)moveTo:(CGFloat)offset`).
        case method(String)
        /// Declarations of the class's body (an override, a property).
        case member
    }

    /// The file's name in the app's folder (`SignUpViewController.swift`).
    public var name: String
    /// Its text.
    public var text: String

    /// A file `name` whose text is `text`.
    public init(_ name: String, _ text: String) {
        self.name = name
        self.text = text
    }

    /// `ClassName.swift`: a Swift class descending from `superclass` that declares an outlet for
    /// each of `outlets` that has one, then `members`, and holds the example's code at `placement`
    /// (nowhere when nil); `after` follows the class (a type its code names).
    public static func swift(_ className: String, _ superclass: String, outlets: [ExampleElement] = [], members: [String] = [],
                             codeIn placement: Placement?, after: String = "") -> ExampleSource {
        // One-line declarations together, each longer one apart.
        let declarations = outlets.compactMap { element in element.outlet.map { "@IBOutlet weak var \($0): \(element.outletType)!" } }
        var sections = [declarations.joined(separator: "\n"), members.filter { !$0.contains("\n") }.joined(separator: "\n")]
            + members.filter { $0.contains("\n") }
        switch placement {
        case .viewDidLoad?: sections.append(["override func viewDidLoad() {", "    super.viewDidLoad()", "    \(placeholder)", "}"].joined(separator: "\n"))
        case .awakeFromNib?: sections.append(["override func awakeFromNib() {", "    super.awakeFromNib()", "    \(placeholder)", "}"].joined(separator: "\n"))
        case .method(let signature)?: sections.append(["\(signature) {", "    \(placeholder)", "}"].joined(separator: "\n"))
        case .member?: sections.append(placeholder)
        case nil: break
        }
        let body = sections.filter { !$0.isEmpty }.joined(separator: "\n\n")
        let lines = ["import UIKit", "", "final class \(className): \(superclass) {"] + indented(body) + ["}"]
        return ExampleSource("\(className).swift", (lines + (after.isEmpty ? [] : ["", after])).joined(separator: "\n") + "\n")
    }

    /// `ClassName.m`: an Objective-C class descending from `superclass` whose interface declares
    /// an outlet property for each of `outlets` that has one, and whose implementation holds the
    /// example's code at `placement` (nowhere when nil).
    public static func objectiveC(_ className: String, _ superclass: String, outlets: [ExampleElement] = [],
                                  codeIn placement: Placement?) -> ExampleSource {
        let properties = outlets.compactMap { element in element.outlet.map { "@property (nonatomic, weak) IBOutlet \(element.outletType) *\($0);" } }
        var body: [String] = []
        switch placement {
        case .viewDidLoad?: body = ["- (void)viewDidLoad", "{", "    [super viewDidLoad];", "    \(placeholder)", "}"]
        case .awakeFromNib?: body = ["- (void)awakeFromNib", "{", "    [super awakeFromNib];", "    \(placeholder)", "}"]
        case .method(let signature)?: body = [signature, "{", "    \(placeholder)", "}"]
        case .member?: body = [placeholder]
        case nil: break
        }
        let lines = ["#import <UIKit/UIKit.h>", "", "@interface \(className) : \(superclass)"] + properties + ["@end", "", "@implementation \(className)", ""]
            + body + ["", "@end"]
        return ExampleSource("\(className).m", lines.joined(separator: "\n") + "\n")
    }

    /// The text with `code` in the placeholder's place, each line of it indented as the
    /// placeholder is.
    public func placing(_ code: String) -> String {
        var lines: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let range = line.range(of: Self.placeholder) else { lines.append(String(line)); continue }
            let indent = String(line[..<range.lowerBound])
            let codeLines = code.split(separator: "\n", omittingEmptySubsequences: false)
            let placed = codeLines.enumerated().map { $0.offset == 0 ? String($0.element) : (indent + $0.element) }.joined(separator: "\n")
            lines.append(line.replacingCharacters(in: range, with: placed))
        }
        return lines.joined(separator: "\n")
    }

    /// The lines of `text`, indented by four spaces (empty lines left empty).
    private static func indented(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
    }
}
