import Diagnostics
import Testing
@testable import ScreenFormats

/// Bad specs and the exact lines the user sees.
@Suite struct SpecErrorTests {
    static func errors(_ yaml: String, file: String = "Screens/Bad.layout.yaml") -> [String] {
        do {
            _ = try LayoutSpecReader.parse(yaml: yaml, file: file)
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics.filter { $0.severity == .error }.map(\.description)
        } catch {
            return ["unexpected \(error)"]
        }
    }

    static let views = """
    views:
      card: { type: view }
      title: { type: label, parent: card, text: Hi }
      scroll: { type: scroll }
    constraints:

    """

    @Test(arguments: [
        ("ghost.top = card.top", "unknown view 'ghost'"),
        ("title.top = card.topp", "unknown attribute 'topp'"),
        ("title.leading = card.left", "cannot mix leading/trailing with left/right ('leading' and 'left')"),
        ("title.right = card.trailingMargin", "cannot mix leading/trailing with left/right ('right' and 'trailingMargin')"),
        ("title.top = card.leading", "cannot relate a horizontal attribute to a vertical one ('top' and 'leading')"),
        ("title.width = card.leading", "cannot relate a size attribute to a location attribute ('width' and 'leading')"),
        ("title.leading = 20", "a location attribute ('leading') cannot be set to a constant; relate it to another anchor"),
        ("title.top card.top", "expected a relation (=, >=, <=) after 'title.top' but found 'card.top'"),
        ("title.top = card.top + ", "the constraint ends after an operator"),
        ("title.top = card.top @ 5000", "invalid priority '5000' (a number in 1…1000 or required, high, low, fittingSize)"),
        ("title.top = card.top @medium", "invalid priority 'medium' (a number in 1…1000 or required, high, low, fittingSize)"),
        ("title.top = card.top + title.top", "a constraint relates one anchor to one other anchor; found a second anchor 'title.top'"),
        ("title.top = card.top ; 3", "unexpected ';'"),
        ("title.top = card.wobble.top", "unknown layout guide 'wobble'"),
        ("title.top = card.content.top", "'card' is not a scroll view, so it has no 'content' guide"),
        ("title.top = card", "expected view.attribute but found 'card'"),
        ("NotAnAttribute = 4", "expected view.attribute but found 'NotAnAttribute'"),
        ("title.width = 2 * card.width * card.height", "cannot multiply two anchors ('card.width' and 'card.height')"),
        ("\"H:|-[title]-[ghost]\"", "unknown view 'ghost'"),
    ])
    func constraintErrorsNameFileLineAndToken(_ line: String, _ message: String) {
        #expect(Self.errors(Self.views + "  - \(line)\n") == ["Screens/Bad.layout.yaml:6: error: \(message)"])
    }

    @Test func everyErrorOfAFileIsReported() {
        let yaml = """
        screen: Bad
        views:
          a: { type: lable }
          b: { type: label, colour: red }
          c: { parent: nowhere }
          d: { type: label, lines: many, style: hugeTitle }
        constraints:
          - a.top = zz.top
          - b.top = a.leading
          - a.width = 10
        """
        #expect(Self.errors(yaml) == [
            "Screens/Bad.layout.yaml:3: error: unknown view type 'lable' (view, label, button, switch, textField, slider, imageView, textView, stack, scroll, segmentedControl, activityIndicator)",
            "Screens/Bad.layout.yaml:4: error: unknown option 'colour' for the view 'b'",
            "Screens/Bad.layout.yaml:5: error: unknown parent 'nowhere' of the view 'c'",
            "Screens/Bad.layout.yaml:6: error: lines must be a whole number ≥ 0, not 'many'",
            "Screens/Bad.layout.yaml:6: error: unknown text style 'hugeTitle' (largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2)",
            "Screens/Bad.layout.yaml:8: error: unknown view 'zz'",
            "Screens/Bad.layout.yaml:9: error: cannot relate a horizontal attribute to a vertical one ('top' and 'leading')",
        ])
    }

    @Test func hierarchyErrors() {
        let yaml = """
        views:
          a: { parent: b }
          b: { parent: a }
          s: { type: stack, arranged: [x, ghost, s] }
          other: { }
          x: { type: label, text: X, parent: other }
        """
        #expect(Self.errors(yaml) == [
            "Screens/Bad.layout.yaml:2: error: parent cycle: a → b → a",
            "Screens/Bad.layout.yaml:3: error: parent cycle: b → a → b",
            "Screens/Bad.layout.yaml:4: error: the stack 's' arranges the unknown view 'ghost'",
            "Screens/Bad.layout.yaml:4: error: the stack 's' cannot arrange itself",
            "Screens/Bad.layout.yaml:6: error: the arranged view 'x' is not a child of the stack 's' (its parent is 'other')",
        ])
    }

    @Test func optionsThatDoNotSuitTheKind() {
        let yaml = """
        views:
          v: { type: view, text: Hello }
          l: { type: label, axis: vertical }
          root: { }
        """
        #expect(Self.errors(yaml) == [
            "Screens/Bad.layout.yaml:2: error: unknown option 'text' for the view 'v' (not for a view)",
            "Screens/Bad.layout.yaml:3: error: unknown option 'axis' for the view 'l' (not for a label)",
            "Screens/Bad.layout.yaml:4: error: 'root' is the screen's own view and cannot be declared",
        ])
    }

    @Test func duplicateViewIdsAndYamlSyntax() {
        let duplicate = "views:\n  a: { }\n  a: { type: label }\n"
        #expect(Self.errors(duplicate).count == 1)
        #expect(Self.errors(duplicate).first?.hasPrefix("Screens/Bad.layout.yaml:") == true)
        #expect(Self.errors(duplicate).first?.contains("'a' is defined twice") == true)
        let broken = "views:\n  a: { type: label\nconstraints: []\n"
        #expect(Self.errors(broken).first?.hasPrefix("Screens/Bad.layout.yaml:3: error: not valid YAML") == true)
        #expect(Self.errors("- just\n- a list\n") == ["Screens/Bad.layout.yaml:1: error: a spec must be a map with 'views:' and 'constraints:'"])
        #expect(Self.errors("views: {}\nextra: 1\n") == ["Screens/Bad.layout.yaml:2: error: unknown top-level key 'extra' (screen, views, constraints, metrics)"])
    }
}

@Suite struct UnquotedVisualFormatTests {
    @Test func unquotedVisualFormatGetsAHint() {
        let views = "views:\n  a: { }\nconstraints:\n"
        let bar = SpecErrorTests.errors(views + "  - |-[a]-|\n")
        #expect(bar.count == 1)
        #expect(bar.first?.hasSuffix(LayoutSpecReader.quoteHint) == true)
        #expect(SpecErrorTests.errors(views + "  - [a]\n") == ["Screens/Bad.layout.yaml:4: error: a constraint must be one line of text such as 'a.top = b.bottom + 8'\(LayoutSpecReader.quoteHint)"])
        #expect(SpecErrorTests.errors(views + "  - \"|-[a]-|\"\n").isEmpty)
    }
}
