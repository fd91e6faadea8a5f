import LayoutEngine

/// One kind of finding, whole: its stable id, severity and title, how it is detected in one
/// variant, how an aggregated summary words it, and the fix it suggests. Each kind lives in
/// one file of `Checks/`; `allChecks` lists them, and the sweep, the reports, the docs table
/// and the tests all iterate that list.
public protocol FindingCheck: Sendable {
    /// The kind this check reports (its raw value is the stable id).
    var kind: FindingKind { get }
    /// How serious its findings are.
    var severity: FindingSeverity { get }
    /// A short title for report headings and SARIF rule names.
    var title: String { get }
    /// One sentence saying what the check looks for (SARIF rules, the HTML legend).
    var explanation: String { get }
    /// The text report's column heading: short, readable without a legend.
    var heading: String { get }
    /// The JSON fields its findings carry besides the common ones, as docs/sweep.md lists them.
    var fields: [String] { get }
    /// A minimal screen that shows the problem, and where; tests lay every example out.
    var example: CheckExample { get }
    /// Where the summary of a group says it happens: from which size, in which locales, or nowhere.
    var summaryScope: SummaryScope { get }

    /// The findings about one visible, laid-out view (called for each in screen order).
    func findings(for node: ViewNode, in context: CheckContext) -> [Finding]
    /// The findings about the screen as a whole (called once, after every view's).
    func findings(in context: CheckContext) -> [Finding]
    /// The words after the view's name in a summary (`clips`, `overlaps title`).
    func summaryVerb(for worst: Finding) -> String
    /// How bad the worst instance is (`37.5 pt`); nil when the kind has no measure.
    func worstPhrase(for worst: Finding) -> String?
    /// How to fix a group whose worst instance is `worst`; nil when no fix is clear.
    func suggestion(for worst: Finding, firstFailures: [FirstFailure], locales: [String]) -> String?
    /// True when the kind is about text cut short (its findings limit a text's headroom, and
    /// the text report quotes the text).
    var cutsText: Bool { get }
    /// True when the text report shows the constraints that won against the view.
    var showsWinningConstraints: Bool { get }
    /// Why the check does not judge a visible view at all in this variant (it shows no text, code
    /// the reader does not evaluate places it …); nil when it judges it. `explain` shows it.
    func reasonNotJudged(_ node: ViewNode, in context: CheckContext) -> String?
}

extension FindingCheck {
    /// Most checks look at views one by one.
    public func findings(in context: CheckContext) -> [Finding] { [] }
    /// Screen-wide checks look at no single view.
    public func findings(for node: ViewNode, in context: CheckContext) -> [Finding] { [] }
    /// Most problems start at some size and grow with it.
    public var summaryScope: SummaryScope { .sizes }
    /// Most kinds have no measure of how bad they are.
    public func worstPhrase(for worst: Finding) -> String? { nil }
    /// Most kinds are not about cut text.
    public var cutsText: Bool { false }
    /// Most kinds have no constraints that won.
    public var showsWinningConstraints: Bool { false }
    /// Checks without exemptions judge every visible view.
    public func reasonNotJudged(_ node: ViewNode, in context: CheckContext) -> String? { nil }
}

/// The reasons several checks share.
enum NotJudged {
    static let noText = "it shows no text"
    static let standIn = "its text is a stand-in for one the app's code sets at run time"
    static let placedByCode = "code the reader does not evaluate places or sizes it (see its decisions)"
}
