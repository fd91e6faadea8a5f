import Diagnostics
import LayoutEngine
import Testing
@testable import ScreenFormats

/// Each constraint line, read inside a small fixed screen, must produce exactly this constraint
/// (written in LayoutEngine's own `description` form).
@Suite struct ConstraintSpecSyntaxTests {
    static let header = """
    screen: T
    metrics: { pad: 12, prio: 600 }
    views:
      card: { type: view }
      title: { type: label, parent: card, text: Hi }
      icon: { type: imageView, parent: card, image: { width: 20, height: 20 } }
      scroll: { type: scroll }
    constraints:

    """

    static func read(_ line: String) throws -> Screen {
        try LayoutSpecReader.parse(yaml: header + "  - \(line)\n", file: "t.layout.yaml")
    }

    @Test(arguments: [
        ("card.leading = root.safeArea.leading + 16", "card.leading = root.safeArea.leading + 16"),
        ("card.trailing == root.safeArea.trailing - 16", "card.trailing = root.safeArea.trailing - 16"),
        ("title.width <= 0.5 * card.width + 10 @750", "title.width <= 0.5 * card.width + 10 @750"),
        ("title.width >= card.width * 0.25", "title.width >= 0.25 * card.width"),
        ("icon.height = 44 @999", "icon.height = 44 @999"),
        ("icon.height >= 44 @high", "icon.height >= 44 @750"),
        ("icon.width = 10 @low", "icon.width = 10 @250"),
        ("icon.width = 10 @fittingSize", "icon.width = 10 @50"),
        ("icon.width = 10 @required", "icon.width = 10"),
        ("icon.width = 10 @high - 1", "icon.width = 10 @749"),
        ("icon.width = 10 @prio", "icon.width = 10 @600"),
        ("icon.top = title.bottom + pad", "icon.top = title.bottom + 12"),
        ("icon.top = title.bottom - -3", "icon.top = title.bottom + 3"),
        ("icon.width = icon.height", "icon.width = icon.height"),
        ("icon.width = title.height / 2", "icon.width = 0.5 * title.height"),
        ("icon.height = 0.0 * NotAnAttribute + 40.0", "icon.height = 40"),
        ("title.firstBaseline = icon.centerY", "title.firstBaseline = icon.centerY"),
        ("title.leading = card.margins.leading", "title.leading = card.margins.leading"),
        ("title.leadingMargin = card.leadingMargin", "title.leadingMargin = card.leadingMargin"),
        ("card.top = scroll.content.top", "card.top = scroll.content.top"),
        ("card.width = scroll.frameLayoutGuide.width", "card.width = scroll.frame.width"),
        ("card.bottom <= root.safeAreaLayoutGuide.bottom", "card.bottom <= root.safeArea.bottom"),
        ("card.left = root.left + 1.5", "card.left = root.left + 1.5"),
    ])
    func shortAndLongForms(_ line: String, _ expected: String) throws {
        let screen = try Self.read(line)
        #expect(screen.constraints.count == 1)
        #expect(screen.constraints.first?.description == expected)
    }

    @Test func constraintCarriesIdLocationAndSource() throws {
        let screen = try Self.read("icon.height >= 44 @999")
        let constraint = try #require(screen.constraints.first)
        #expect(constraint.id == "T:9")
        #expect(constraint.location == SourceLocation(file: "t.layout.yaml", line: 9))
        #expect(constraint.sourceText == "icon.height >= 44 @999")
        #expect(constraint.origin == .spec)
        #expect(constraint.first == Anchor(.view("icon"), .height))
        #expect(constraint.relation == .greaterThanOrEqual)
        #expect(constraint.second == nil)
        #expect(constraint.priority == 999)
    }

    @Test func longFormWithNamedViewRelatesToConstant() throws {
        let screen = try Self.read("title.width = 0.0 * NotAnAttribute + 40.0")
        let constraint = try #require(screen.constraints.first)
        #expect(constraint.second == nil)
        #expect(constraint.multiplier == 1)
        #expect(constraint.constant == 40)
    }
}
