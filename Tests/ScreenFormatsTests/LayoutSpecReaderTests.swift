import Diagnostics
import Foundation
import LayoutEngine
import TextEngine
import Testing
@testable import ScreenFormats

@Suite struct LayoutSpecReaderTests {
    /// The example of interfaces.md §2, verbatim.
    static let login = """
    screen: Login                       # name shown in reports
    views:                              # an ordered map; `root` (the screen's view) is implicit
      card:   { type: view, parent: root, intrinsic: { width: 50, height: 50 } }
      title:  { type: label, parent: card, key: login.title, style: largeTitle, lines: 0 }
      email:  { type: textField, parent: card, placeholderKey: login.email, style: body }
      submit: { type: button, parent: card, key: login.submit, style: headline,
                hugging: { horizontal: 251 }, compression: { horizontal: 751 } }
      form:   { type: stack, parent: card, axis: vertical, spacing: 8, alignment: fill,
                distribution: fill, arranged: [title, email, submit] }
    constraints:
      - card.leading = root.safeArea.leading + 16
      - card.trailing = root.safeArea.trailing - 16
      - card.top = root.safeArea.top + 20
      - title.width <= 0.5 * card.width + 10 @750
      - submit.height >= 44 @999
      - "H:|-[email]-8-[submit]-|"                     # Apple's Visual Format Language
    """

    @Test func readsTheInterfaceExample() throws {
        let screen = try LayoutSpecReader.parse(yaml: Self.login, file: "Screens/Login.layout.yaml")
        #expect(screen.name == "Login")
        #expect(screen.file == "Screens/Login.layout.yaml")
        #expect(screen.views.map(\.id) == ["card", "form", "title", "email", "submit"])
        let title = try #require(screen.view("title"))
        #expect(title.kind == .label)
        #expect(title.parent == "form")
        #expect(title.text == TextSource.key("login.title"))
        #expect(title.font == FontSpec.style(.largeTitle))
        #expect(title.lines == 0)
        #expect(title.hugging == .labelHugging)
        #expect(title.location == SourceLocation(file: "Screens/Login.layout.yaml", line: 4))
        let email = try #require(screen.view("email"))
        #expect(email.placeholder == TextSource.key("login.email"))
        let submit = try #require(screen.view("submit"))
        #expect(submit.hugging == AxisPriorities(horizontal: 251, vertical: 250))
        #expect(submit.compression == AxisPriorities(horizontal: 751, vertical: 750))
        #expect(submit.font == FontSpec.style(.headline))
        let form = try #require(screen.view("form"))
        #expect(form.stack == StackConfiguration(axis: .vertical, spacing: 8, alignment: .fill, distribution: .fill, arranged: ["title", "email", "submit"]))
        #expect(screen.view("card")?.intrinsicSize == IntrinsicSize(width: 50, height: 50))
        #expect(screen.constraints.map(\.description) == [
            "card.leading = root.safeArea.leading + 16",
            "card.trailing = root.safeArea.trailing - 16",
            "card.top = root.safeArea.top + 20",
            "title.width <= 0.5 * card.width + 10 @750",
            "submit.height >= 44 @999",
            "email.leading = form.leading + 20",
            "submit.leading = email.trailing + 8",
            "form.trailing = submit.trailing + 20",
        ])
        #expect(Set(screen.constraints.map(\.id)).count == screen.constraints.count)
        #expect(screen.constraints.last?.id == "Login:16.3")
        #expect(screen.constraints.last?.location?.line == 16)
    }

    @Test func viewOptionsAndDefaults() throws {
        let yaml = """
        views:
          plain: { }
          bare:
          caption: { type: label, text: Fixed, font: { family: system, size: 13, weight: semibold } }
          custom: { type: label, key: k, font: { family: Avenir, size: 15, relativeTo: title2 }, scales: true, maxSize: 30 }
          still: { type: label, key: k2, scales: false, lineBreak: clipping, alignment: center, minimumScaleFactor: 0.5 }
          hero: { type: imageView, image: { width: 120, height: 80 }, semantic: forceLeftToRight, hidden: true }
          notes: { type: textView, scrollable: false, margins: 4 }
          go: { type: button, text: Go, insets: { top: 1, left: 2, bottom: 3, right: 4 }, hugging: high, compression: required }
          seg: { type: segmentedControl, segments: [One, Two] }
          both: { type: textField, key: k3, text: Fallback, table: Main, placeholderKey: p, placeholder: Type here }
          toggle: { type: switch }
          pager: { type: scroll }
        """
        let screen = try LayoutSpecReader.parse(yaml: yaml, file: "Settings.layout.yaml")
        #expect(screen.name == "Settings")
        #expect(screen.view("plain")?.kind == .view)
        #expect(screen.view("plain")?.parent == "root")
        #expect(screen.view("bare")?.kind == .view)
        #expect(screen.view("bare")?.location?.line == 3)
        #expect(screen.view("caption")?.font == FontSpec(source: .system(size: 13), weight: .semibold, scales: false))
        #expect(screen.view("caption")?.text == TextSource.literal("Fixed"))
        #expect(screen.view("custom")?.font == FontSpec(source: .custom(family: "Avenir", size: 15), scales: true, relativeTo: .title2, maxSize: 30))
        let still = try #require(screen.view("still"))
        #expect(still.font == FontSpec(source: .textStyle(.body), scales: false))
        #expect(still.lineBreak == .clipping)
        #expect(still.alignment == .center)
        #expect(still.minimumScaleFactor == 0.5)
        let hero = try #require(screen.view("hero"))
        #expect(hero.imageSize == Size(width: 120, height: 80))
        #expect(hero.semantic == .forceLeftToRight)
        #expect(hero.hidden)
        #expect(screen.view("notes")?.scrollable == false)
        #expect(screen.view("notes")?.layoutMargins == EdgeInsets(top: 4, left: 4, bottom: 4, right: 4))
        let go = try #require(screen.view("go"))
        #expect(go.contentInsets == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(go.hugging == AxisPriorities(horizontal: 750, vertical: 750))
        #expect(go.compression == AxisPriorities(horizontal: 1000, vertical: 1000))
        #expect(go.font == FontSpec.style(.body))
        #expect(screen.view("seg")?.segments == [.literal("One"), .literal("Two")])
        #expect(screen.view("toggle")?.kind == .switch)
        #expect(screen.view("both")?.text == TextSource(key: "k3", fallback: "Fallback", table: "Main"))
        #expect(screen.view("both")?.placeholder == TextSource(key: "p", fallback: "Type here", table: "Main"))
        #expect(screen.view("pager")?.kind == .scroll)
    }

    @Test func arrangedViewsWithoutParentMoveIntoTheirStack() throws {
        let yaml = """
        views:
          row: { type: stack, arranged: [a, b] }
          a: { type: label, text: A }
          b: { type: label, text: B, parent: row }
        """
        let screen = try LayoutSpecReader.parse(yaml: yaml, file: "s.yaml")
        #expect(screen.view("a")?.parent == "row")
        #expect(screen.view("b")?.parent == "row")
        #expect(screen.views.map(\.id) == ["row", "a", "b"])
    }

    @Test func childrenDeclaredBeforeParentsAreOrderedAfterThem() throws {
        let yaml = """
        views:
          inner: { parent: outer }
          outer: { }
        constraints:
          - inner.top = outer.top
        """
        let screen = try LayoutSpecReader.parse(yaml: yaml, file: "s.yaml")
        #expect(screen.views.map(\.id) == ["outer", "inner"])
    }

    @Test func emptySpecHasNoViews() throws {
        let screen = try LayoutSpecReader.parse(yaml: "screen: Empty\nviews:\nconstraints:\n", file: "e.yaml")
        #expect(screen.views.isEmpty)
        #expect(screen.constraints.isEmpty)
    }
}

@Suite struct SpecFileTests {
    @Test func byteOrderMarkAndWindowsLineEndingsRead() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bom-\(UUID().uuidString).layout.yaml")
        defer { try? FileManager.default.removeItem(at: url) }
        let text = "views:\r\n  a: { type: label, text: Hi }\r\nconstraints:\r\n  - a.width = 10\r\n  - a.height >= 20 @low\r\n"
        try (Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)).write(to: url)
        let screen = try LayoutSpecReader.read(contentsOf: url, displayPath: "Screens/Bom.layout.yaml")
        #expect(screen.name == "Bom")
        #expect(screen.constraints.map(\.description) == ["a.width = 10", "a.height >= 20 @250"])
        #expect(screen.constraints.map { $0.location?.line } == [4, 5])
    }

    @Test func utf16SpecsRead() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("u16-\(UUID().uuidString).layout.yaml")
        defer { try? FileManager.default.removeItem(at: url) }
        var data = Data([0xFF, 0xFE])
        for unit in "views:\n  a: { type: label, text: שלום }\n".utf16 { data.append(contentsOf: [UInt8(unit & 0xFF), UInt8(unit >> 8)]) }
        try data.write(to: url)
        let screen = try LayoutSpecReader.read(contentsOf: url, displayPath: "u.layout.yaml")
        #expect(screen.view("a")?.text?.fallback == "שלום")
    }

    @Test func unreadableAndNonUTF8Files() {
        #expect(throws: DiagnosticError.self) {
            try LayoutSpecReader.read(contentsOf: URL(fileURLWithPath: "/nonexistent/x.layout.yaml"), displayPath: "x.layout.yaml")
        }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("latin1-\(UUID().uuidString).layout.yaml")
        defer { try? FileManager.default.removeItem(at: url) }
        try? Data("screen: X\nviews:\n  a: { text: ".utf8 + [0xE9] + " }\n".utf8).write(to: url)
        do {
            _ = try LayoutSpecReader.read(contentsOf: url, displayPath: "l.layout.yaml")
            Issue.record("accepted Latin-1")
        } catch let error as DiagnosticError {
            #expect(error.diagnostics.map(\.description) == ["l.layout.yaml:3: error: the file is neither UTF-8 nor UTF-16 with a byte-order mark (invalid UTF-8 byte sequence)"])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
