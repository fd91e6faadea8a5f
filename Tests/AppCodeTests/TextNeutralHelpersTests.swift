import Foundation
import LayoutEngine
import Testing
import TestSupport
@testable import AppCode
import SwiftLayoutReader

/// The app's helpers that take a view and leave its text: Element's themes style a button
/// handed to `applyStyle(onButton:)` with colours only.
@Suite struct TextNeutralHelpersTests {
    static let themes = """
        import UIKit

        protocol Theme {
            func applyStyle(onButton button: UIButton)
        }

        final class DefaultTheme: Theme {
            func applyStyle(onButton button: UIButton) {
                button.tintColor = self.tintColor
                button.setTitleColor(self.tintColor, for: .normal)
                button.titleLabel?.font = .systemFont(ofSize: 15)
                if button == selected { }
            }
            func decorate(_ label: UILabel, key: String) { label.text = key }
            func frame(_ view: UIView) { container.addSubview(view) }
            func shadow(_ view: UIView) { view.layer.shadowRadius = 2 }
            func append(_ view: UIView) { view.alpha = 1 }
            func count(_ text: String) { print(text) }
        }

        final class DarkTheme: Theme {
            func applyStyle(onButton button: UIButton) {
                button.tintColor = .white
            }
            func shadow(_ view: UIView) { view.titleLabel?.text = "x" }
        }
        """

    static func helpers(_ candidates: [(String, String)], _ sources: [String: String]) throws -> TextNeutralHelpers {
        let paths = try OutletTextAssignmentsTests.write(sources, into: "neutral-helpers")
        return TextNeutralHelpers(candidates: Set(candidates.map { TextNeutralHelpers.Argument(function: $0.0, label: $0.1) }),
                                  sources: SwiftSources(paths: paths))
    }

    @Test func helpersThatOnlyStyleAViewLeaveItsText() throws {
        let found = try Self.helpers([("applyStyle", "onButton"), ("applyStyle", "_"), ("decorate", "_"), ("frame", "_"), ("shadow", "_"),
                                      ("append", "_"), ("count", "_"), ("missing", "_")], ["Themes.swift": Self.themes])
        #expect(found.contains(function: "applyStyle", label: "onButton"))
        // Sets the text; hands the view on; one declaration of two sets a title; a collection's
        // name; a parameter that is no view; no declaration.
        for (function, label) in [("decorate", "_"), ("frame", "_"), ("shadow", "_"), ("append", "_"), ("count", "_"), ("missing", "_")] {
            #expect(!found.contains(function: function, label: label), "\(function)")
        }
        #expect(!found.contains(function: "applyStyle", label: "_"), "another label is another argument")
    }

    /// Orbot's `reallyHide(_:_:)` unwraps the view it is handed (`guard let view = view`),
    /// deactivates its height constraints, keeps their constants in a dictionary keyed by the
    /// view and hides it: its text stays. Unwrapped into a name that is then given a text, or
    /// stored as a dictionary's value, the view's text may change.
    @Test func aHelperThatUnwrapsTheViewOrKeysADictionaryWithItLeavesItsText() throws {
        let source = """
            import UIKit

            final class MainViewController: UIViewController {
                private var heightsCache = [UIView: CGFloat]()
                private var shownViews = [String: UIView]()

                private func reallyHide(_ view: UIView?, _ hide: Bool = true) {
                    guard let view = view, view.isHidden != hide else { return }
                    if hide {
                        for c in view.constraints where c.firstAttribute == .height {
                            heightsCache[view] = c.constant
                            c.isActive = false
                        }
                    } else if let height = heightsCache[view] {
                        view.heightAnchor.constraint(equalToConstant: height).isActive = true
                    }
                    view.isHidden = hide
                }

                private func relabel(_ button: UIButton?) {
                    if let shown = button { shown.setTitle("Done", for: .normal) }
                }

                private func remember(_ view: UIView) {
                    shownViews["last"] = view
                }
            }
            """
        let found = try Self.helpers([("reallyHide", "_"), ("relabel", "_"), ("remember", "_")], ["MainViewController.swift": source])
        #expect(found.contains(function: "reallyHide", label: "_"))
        #expect(!found.contains(function: "relabel", label: "_"), "the unwrapped name is given a title")
        #expect(!found.contains(function: "remember", label: "_"), "a dictionary's value is handed on")
    }

    /// The outlet handed to such a helper keeps the key code sets on it; handed to one that sets
    /// its text, it has none.
    @Test func anOutletHandedToAHelperThatLeavesItsTextKeepsItsKey() throws {
        let controller = """
            import UIKit

            final class PinViewController: UIViewController {
                @IBOutlet var cancelButton: UIButton!
                @IBOutlet var doneLabel: UILabel!
                func update(theme: Theme) {
                    theme.applyStyle(onButton: self.cancelButton)
                    cancelButton.setTitle(NSLocalizedString("Cancel", comment: ""), for: .normal)
                    doneLabel.text = NSLocalizedString("Done", comment: "")
                    theme.decorate(doneLabel, key: "x")
                }
            }
            """
        let paths = try OutletTextAssignmentsTests.write(["Themes.swift": Self.themes, "PinViewController.swift": controller], into: "neutral-keys")
        let sources = SwiftSources(paths: paths)
        let neutral = TextNeutralHelpers(candidates: [.init(function: "applyStyle", label: "onButton"), .init(function: "decorate", label: "_")],
                                         sources: sources)
        let outlets: Set<OutletTextAssignments.Outlet> = [.init(className: "PinViewController", property: "cancelButton"),
                                                          .init(className: "PinViewController", property: "doneLabel")]
        let found = OutletTextAssignments.keys(of: outlets, in: paths, sources: sources, neutral: neutral)
        #expect(found.map(\.key.property) == ["cancelButton"], "\(found)")
        #expect(OutletTextAssignments.keys(of: outlets, in: paths, sources: sources).isEmpty, "without the helpers read")
    }

    /// The pre-parse filter names the first argument of each `func` declared on one line, and
    /// nothing a declaration's bytes only resemble.
    @Test func declaredArgumentsAreReadFromTheBytesOfDeclarations() {
        let code = """
            func applyStyle(onButton button: UIButton) {}
            func decorate(_ label: UILabel) {}
            private func shadow(_: UIView) {}
            func generic<T>(value: T) {}
            func noArguments() {}
            func spaced (label: UILabel) {}
            let x = myfunc apply(x)
            """
        let found = TextNeutralHelpers.declaredArguments(in: Data(code.utf8))
        // A generic, a space before the parenthesis, no label, a call after "myfunc": none is taken.
        #expect(found == [.init(function: "applyStyle", label: "onButton"), .init(function: "decorate", label: "_"),
                          .init(function: "shadow", label: "_")])
    }
}

