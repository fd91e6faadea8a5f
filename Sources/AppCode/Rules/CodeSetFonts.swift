import Diagnostics
import LayoutEngine
import SwiftLayoutReader
import TextModel

/// Interface Builder labels, buttons, text fields and text views whose font the app's own class
/// sets in Swift code: a label IB gives the fixed 17 pt system font that the code styles with the
/// preferred headline font (`emailLabel.applyHeadlineStyle()`, an app helper setting `font =
/// .headline`) grows with Dynamic Type at run time, and is measured so (`OutletFonts`). Only the
/// outlet's own class counts; an outlet given different fonts, one this reader cannot name, or
/// one set only on some paths, keeps the file's.
struct CodeSetFonts: AppCodeRule {
    let id = "code-set-fonts"
    let summary = "A label, button, text field or text view whose font its class's code always sets to one font is measured in that font (a text style follows Dynamic Type)."
    let examples: [AppCodeRuleExample] = [
        .triggering("emailLabel.font = .preferredFont(forTextStyle: .headline)", in: CodeSetFonts.signUp),
        .notTriggering("if compact { emailLabel.font = .systemFont(ofSize: 12) }", in: CodeSetFonts.signUp),
    ]

    /// A screen whose controller may style its email label when it loads.
    static let signUp = ExampleApp.swift(.controller("SignUpViewController", [.label("emailLabel", text: "Email")]),
                                         codeIn: .viewDidLoad, members: ["var compact = false"])

    func apply(to context: AppContext) -> [ScreenDecision] {
        let kinds: Set<ViewKind> = [.label, .button, .textField, .textView]
        return OutletValues.decisions(of: id, in: context, read: { OutletFonts.fonts(in: $0.paths, sources: $0) }) { recorder, index, outlet, font in
            guard let view = recorder.screens[index].views.first(where: { $0.id == outlet.viewID }) else { return }
            guard kinds.contains(view.kind), view.font != font else { return }
            var factor = view.minimumScaleFactor
            if let floor = view.shrinkFloorSize, view.minimumScaleFactor > 0 {
                // A floor in points: its factor follows the new font's size.
                switch font.source {
                case .system(let size), .custom(_, let size): factor = size > 0 ? min(1, floor / size) : view.minimumScaleFactor
                case .textStyle: factor = ViewNode.unboundedShrinkFloor
                }
            }
            recorder.decide(index, .view(outlet.viewID), .fontSet,
                            "\(outlet.className).\(outlet.property) (\(outlet.viewID)) uses the font its class's code sets, \(font.displayName)\(font.scales ? ", which follows Dynamic Type" : ""), not the file's \(view.font.displayName)",
                            at: view.location, change: .setFont(view: outlet.viewID, font: font, minimumScaleFactor: factor))
        }
    }
}
