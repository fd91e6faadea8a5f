import Diagnostics
import LayoutEngine
import SwiftLayoutReader

/// Interface Builder views of an app class whose own Swift or Objective-C code sets its font,
/// line count, line breaking or content insets for every instance (`ClassTextSetUp`,
/// `ObjectiveCTextSetUp`): the text UIKit lays out is not the one the file describes, and the
/// reader does not evaluate the class's code. Findings about such a view rest on that code, and
/// name its line (a button class whose set-up makes every title wrap).
struct ClassTextSetUps: AppCodeRule {
    let id = "class-text-set-up"
    let summary = "A view whose app class sets its own font, line count, line breaking or insets in code keeps the file's text settings, and findings about it are not confirmed."
    let examples: [AppCodeRuleExample] = [
        .triggering("override func awakeFromNib() {\n    super.awakeFromNib()\n    titleLabel?.lineBreakMode = .byWordWrapping\n}", in: ClassTextSetUps.checkIn),
        .notTriggering("override func awakeFromNib() {\n    super.awakeFromNib()\n    layer.cornerRadius = 8\n}", in: ClassTextSetUps.checkIn),
        .triggering("- (void)awakeFromNib\n{\n    [super awakeFromNib];\n    self.titleLabel.numberOfLines = 0;\n}", in: ClassTextSetUps.objectiveCCheckIn),
        .notTriggering("- (void)awakeFromNib\n{\n    [super awakeFromNib];\n    self.layer.cornerRadius = 8;\n}", in: ClassTextSetUps.objectiveCCheckIn),
    ]

    /// The same screen, its `RoundedButton` class written in Objective-C.
    static let objectiveCCheckIn = ExampleApp(checkIn.screen, sources: [
        .swift("CheckInViewController", "UIViewController", codeIn: nil),
        .objectiveC("RoundedButton", "UIButton", codeIn: .member),
    ])

    /// A screen holding a button of the app's `RoundedButton` class, whose body holds the example's code.
    static let checkIn = ExampleApp(.controller("CheckInViewController", [.button(title: "Check in", customClass: "RoundedButton")]), sources: [
        .swift("CheckInViewController", "UIViewController", codeIn: nil),
        .swift("RoundedButton", "UIButton", codeIn: .member),
    ])

    /// The kinds of view whose text a class's settings change.
    static let textKinds: Set<ViewKind> = [.label, .button, .textField, .textView]

    func apply(to context: AppContext) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(id, context)
        for (root, indices) in apps.screensByRoot(screens, where: { !$0.appFacts.viewClasses.isEmpty && $0.design != nil }) {
            let classes = Set(indices.flatMap { screens[$0].appFacts.viewClasses.values })
            // An Objective-C class has no lineage in the index: its own name stands for it.
            let lineage = classes.reduce(into: apps.index(under: root).lineages(of: classes)) { lineage, name in
                if lineage[name]?.isEmpty ?? true { lineage[name] = [name] }
            }
            let owners = Set(lineage.values.joined())
            // Objective-C files are lexed only when their scan declares one of the classes.
            let implementing = apps.code(under: root).filter { file in
                !file.isSwift && !apps.scan(file.path, file.data, isSwift: false).declaredTypes.isDisjoint(with: owners)
            }
            let settings = ClassTextSetUp.settings(of: owners, in: apps.swift(under: root))
                .merging(ObjectiveCTextSetUp.settings(of: owners, in: implementing)) { swift, _ in swift }
            guard !settings.isEmpty else { continue }
            for screen in indices {
                for (viewID, className) in screens[screen].appFacts.viewClasses.sorted(by: { $0.key < $1.key }) {
                    guard let view = recorder.screens[screen].view(viewID), Self.textKinds.contains(view.kind),
                          let (owner, setting) = (lineage[className] ?? []).lazy.compactMap({ owner in settings[owner].map { (owner, $0) } }).first
                    else { continue }
                    let what = "its class \(owner)'s own code sets its \(setting.member) for every instance, which was not evaluated"
                    recorder.decide(screen, .view(viewID), .notEvaluated, "\(viewID) is a \(className): \(what)", at: setting.location,
                                    change: .assume(Assumption(view: viewID, about: .textStyle, what: what, location: setting.location)))
                }
            }
        }
        return recorder.decisions
    }
}
