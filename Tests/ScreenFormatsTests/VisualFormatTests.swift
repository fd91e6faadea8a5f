import Diagnostics
import LayoutEngine
import Testing
@testable import ScreenFormats

/// Visual Format Language strings and the constraints Apple's parser makes from them.
@Suite struct VisualFormatTests {
    static let views: [ViewNode] = {
        var list = ["a", "b", "c"].map { ViewNode(id: $0, kind: .view, parent: "card") }
        list.insert(ViewNode(id: "card", kind: .view), at: 0)
        list.append(ViewNode(id: "loose", kind: .view))
        return list
    }()

    static func make(_ format: String, metrics: [String: Double] = [:]) throws -> [String] {
        try VisualFormatParser(views: views, metrics: metrics)
            .constraints(for: format, idPrefix: "S:1", location: nil)
            .map(\.description)
    }

    @Test(arguments: [
        ("H:|-[a]-[b]-|", ["a.leading = card.leading + 20", "b.leading = a.trailing + 8", "card.trailing = b.trailing + 20"]),
        ("|-[a]-[b]-|", ["a.leading = card.leading + 20", "b.leading = a.trailing + 8", "card.trailing = b.trailing + 20"]),
        ("V:|-[a]-|", ["a.top = card.top + 20", "card.bottom = a.bottom + 20"]),
        ("H:|[a][b]|", ["a.leading = card.leading", "b.leading = a.trailing", "card.trailing = b.trailing"]),
        ("H:[a]-12-[b]", ["b.leading = a.trailing + 12"]),
        ("H:[a]-(>=8@750,<=20)-[b]", ["b.leading >= a.trailing + 8 @750", "b.leading <= a.trailing + 20"]),
        ("H:[a(>=50@750,<=120)]", ["a.width >= 50 @750", "a.width <= 120"]),
        ("H:[a(==b)]", ["a.width = b.width"]),
        ("V:[a(>=b@300)]", ["a.height >= b.height @300"]),
        ("H:[a(80)]", ["a.width = 80"]),
        ("H:|-(>=pad)-[a(w)]-pad-|", ["a.leading >= card.leading + 16", "a.width = 100", "card.trailing = a.trailing + 16"]),
        ("H:[a]-(==gap@prio)-[b]", ["b.leading = a.trailing + 4 @500"]),
        ("H: | - [ a ] - [ b ]", ["a.leading = card.leading + 20", "b.leading = a.trailing + 8"]),
        ("H:[a]-(-5)-[b]", ["b.leading = a.trailing - 5"]),
        ("V:[a]-0-[b]-[c]", ["b.top = a.bottom", "c.top = b.bottom + 8"]),
        ("H:|-[a(>=10@low)]", ["a.leading = card.leading + 20", "a.width >= 10 @250"]),
    ])
    func formats(_ format: String, _ expected: [String]) throws {
        let metrics = ["pad": 16.0, "w": 100, "gap": 4, "prio": 500]
        #expect(try Self.make(format, metrics: metrics) == expected)
    }

    @Test func rootViewsUseRootAsSuperview() throws {
        let made = try VisualFormatParser(views: [ViewNode(id: "x", kind: .label)], metrics: [:])
            .constraints(for: "V:|-[x]", idPrefix: "S:3", location: SourceLocation(file: "f", line: 3))
        #expect(made.map(\.description) == ["x.top = root.top + 20"])
        #expect(made.first?.id == "S:3.1")
        #expect(made.first?.origin == .visualFormat)
        #expect(made.first?.sourceText == "V:|-[x]")
    }

    @Test(arguments: [
        ("H:[a]-[zz]", "unknown view 'zz'"),
        ("H:|-[a]-[loose]-|", "'|' needs the views 'a', 'loose' to share one superview"),
        ("H:[a(>=nope)]", "unknown metric or view 'nope'"),
        ("H:[a]-(==b)-[c]", "a spacing cannot refer to the view 'b'"),
        ("H:[a]-x-[b]", "unknown metric 'x'"),
        ("H:[a", "missing ']' after 'a'"),
        ("H:[a(>=5@2000)]", "invalid priority '2000' (a number in 1…1000, a metric, or required, high, low, fittingSize)"),
        ("H:|-[a]-", "the format ends after '-'"),
        ("H:[a]b", "expected '-', '[' or '|' but found 'b'"),
        ("H:[a]|[b]", "unexpected '[b]' after the closing '|'"),
        ("H:[a(>=5,]", "expected a constant, metric or view in a predicate but found ']'"),
        ("Q:[a]", "expected a view '[name]' but found 'Q:[a]'"),
        ("H:[root]", "'root' cannot appear in brackets; use '|' for the superview"),
    ])
    func errors(_ format: String, _ message: String) {
        do {
            _ = try Self.make(format)
            Issue.record("\(format) was accepted")
        } catch let diagnostic as Diagnostic {
            #expect(diagnostic.message == message)
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }
}
