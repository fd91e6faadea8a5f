import Testing
import Diagnostics
import LayoutEngine
import TextModel

/// The errors UIKit raises for invalid constraints, reported at the constraint's location.
@Suite struct ValidationTests {
    private func errors(_ constraints: [ConstraintSpec], views: [ViewNode]? = nil) -> [Diagnostic] {
        let screen = Screen(name: "Bad", views: views ?? [ViewNode(id: "a", kind: .view), ViewNode(id: "b", kind: .view)],
                            constraints: constraints)
        do {
            _ = try LayoutSession(screen: screen, device: LayoutTestSupport.se, orientation: .portrait,
                                  direction: .leftToRight, measurer: FakeMeasurer())
            return []
        } catch let error as DiagnosticError {
            return error.diagnostics
        } catch {
            return [.error("unexpected \(error)")]
        }
    }

    private func spec(_ first: Anchor, _ second: Anchor?, constant: Double = 0, line: Int) -> ConstraintSpec {
        ConstraintSpec(id: "c\(line)", first: first, second: second, constant: constant,
                       location: SourceLocation(file: "Bad.layout.yaml", line: line))
    }

    @Test func locationAgainstSize() throws {
        let found = errors([spec(Anchor(.view("a"), .leading), Anchor(.view("b"), .width), line: 4)])
        let error = try #require(found.first)
        #expect(error.location?.line == 4)
        #expect(error.description.hasPrefix("Bad.layout.yaml:4: error: invalid pairing of the location a.leading with the size b.width"))
    }

    @Test func mixedAxes() throws {
        let found = errors([spec(Anchor(.view("a"), .top), Anchor(.view("b"), .leading), line: 5)])
        #expect(found.first?.message.contains("one is horizontal, the other vertical") == true)
    }

    @Test func leadingWithLeft() throws {
        let found = errors([spec(Anchor(.view("a"), .leading), Anchor(.view("b"), .left), line: 6)])
        #expect(found.first?.message.contains("cannot mix leading/trailing with left/right") == true)
        #expect(found.first?.location?.line == 6)
    }

    @Test func constantOnlyLocation() throws {
        let found = errors([spec(Anchor(.view("a"), .top), nil, constant: 20, line: 7)])
        #expect(found.first?.message.contains("cannot set the location a.top to a constant") == true)
    }

    @Test func noCommonAncestor() throws {
        var orphan = ViewNode(id: "b", kind: .view, parent: "nowhere")
        orphan.location = SourceLocation(file: "Bad.layout.yaml", line: 2)
        let found = errors([spec(Anchor(.view("a"), .leading), Anchor(.view("b"), .leading), line: 8)],
                           views: [ViewNode(id: "a", kind: .view), orphan])
        #expect(found.contains { $0.location?.line == 2 && $0.message.contains("unknown parent 'nowhere'") })
        #expect(found.contains { $0.location?.line == 8 && $0.message.contains("no common ancestor") })
    }

    @Test func unknownViewsAndGuides() throws {
        let found = errors([
            spec(Anchor(.view("ghost"), .width), nil, constant: 10, line: 9),
            spec(Anchor(.view("a"), .top), Anchor(.guide("b", .content), .top), line: 10),
        ])
        #expect(found.count == 2)
        #expect(found.first?.message.contains("unknown view 'ghost'") == true)
        #expect(found.last?.message.contains("not a scroll view") == true)
    }

    @Test func sizesMayRelateAcrossAxesAndEveryErrorIsCollected() {
        #expect(errors([spec(Anchor(.view("a"), .width), Anchor(.view("b"), .height), line: 3)]).isEmpty)
        let found = errors([
            spec(Anchor(.view("a"), .leading), Anchor(.view("b"), .width), line: 1),
            spec(Anchor(.view("a"), .top), nil, constant: 1, line: 2),
        ])
        #expect(found.map { $0.location?.line } == [1, 2])
    }

    @Test func anchorsApiReportsTheSwiftLine() throws {
        let b = ScreenBuilder(name: "Code")
        let a = b.addView("a")
        let line = #line + 1
        let bad = a.leadingAnchor.constraint(equalTo: b.root.leftAnchor)
        bad.isActive = true
        let found = errors(b.screen.constraints, views: b.screen.views)
        #expect(found.first?.location?.line == line)
        #expect(found.first?.location?.file.hasSuffix("ValidationTests.swift") == true)
    }
}

/// Numbers a reader might pass through unchecked.
@Suite struct NumberValidationTests {
    @Test func nonFiniteAndNegativeValuesAreErrorsNotTraps() throws {
        var wide = ViewNode(id: "wide", kind: .view)
        wide.intrinsicSize = IntrinsicSize(width: .infinity, height: 10)
        wide.location = SourceLocation(file: "S.layout.yaml", line: 3)
        var lines = ViewNode(id: "lines", kind: .label)
        lines.lines = -2
        var stack = ViewNode(id: "stack", kind: .stack)
        stack.stack = StackConfiguration(axis: .vertical, spacing: .nan)
        let screen = Screen(name: "Numbers", views: [wide, lines, stack])
        #expect(throws: DiagnosticError.self) {
            _ = try LayoutSession(screen: screen, device: LayoutTestSupport.se, orientation: .portrait, direction: .leftToRight, measurer: FakeMeasurer())
        }
        do {
            _ = try LayoutSession(screen: screen, device: LayoutTestSupport.se, orientation: .portrait, direction: .leftToRight, measurer: FakeMeasurer())
        } catch let error as DiagnosticError {
            #expect(error.diagnostics.map(\.message) == [
                "view 'wide' has a non-finite intrinsic size", "view 'lines' has a negative line limit -2", "view 'stack' has a non-finite spacing",
            ])
            #expect(error.diagnostics.first?.location?.line == 3)
        }
    }

    @Test func outOfRangePrioritiesAreRejected() {
        let screen = Screen(name: "P", views: [ViewNode(id: "a", kind: .view)], constraints: [
            ConstraintSpec(id: "c1", first: Anchor(.view("a"), .width), constant: 10, priority: 0),
            ConstraintSpec(id: "c2", first: Anchor(.view("a"), .width), constant: 10, priority: 1001),
        ])
        do {
            _ = try LayoutSession(screen: screen, device: LayoutTestSupport.se, orientation: .portrait, direction: .leftToRight, measurer: FakeMeasurer())
            Issue.record("expected errors")
        } catch let error as DiagnosticError {
            #expect(error.diagnostics.count == 2)
            #expect(error.diagnostics.allSatisfy { $0.message.contains("outside 1…1000") })
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
