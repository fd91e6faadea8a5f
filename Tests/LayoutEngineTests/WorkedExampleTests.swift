import Diagnostics
import Testing
import LayoutEngine
import TextModel

/// The worked examples of the seed notes and the issue, with the frames UIKit gives them.
/// Text comes from `FakeMeasurer`: 10 pt per character at 17 pt, lines 20.4 pt (20.5 on a 2× grid).
@Suite struct WorkedExampleTests {
    /// Two views side by side with equal widths, 20 pt from the edges and 10 pt apart.
    private func sideBySide() -> Screen {
        let b = ScreenBuilder(name: "SideBySide")
        let left = b.addView("a"), right = b.addView("b")
        LayoutConstraint.activate([
            left.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 20),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 10),
            right.trailingAnchor.constraint(equalTo: b.root.trailingAnchor, constant: -20),
            left.widthAnchor.constraint(equalTo: right.widthAnchor),
            left.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 40),
            left.heightAnchor.constraint(equalToConstant: 50),
            right.topAnchor.constraint(equalTo: left.topAnchor),
            right.heightAnchor.constraint(equalTo: left.heightAnchor),
        ])
        return b.screen
    }

    @Test func twoViewsSideBySideWithEqualWidths() throws {
        let result = try LayoutTestSupport.layout(sideBySide())
        #expect(result.frame("a") == Rect(20, 40, 162.5, 50))
        #expect(result.frame("b") == Rect(192.5, 40, 162.5, 50))
        #expect(result.ambiguous.isEmpty)
        #expect(result.broken.isEmpty)
    }

    @Test func sideBySideMirrorsInRightToLeft() throws {
        let result = try LayoutTestSupport.layout(sideBySide(), direction: .rightToLeft)
        #expect(result.frame("a") == Rect(192.5, 40, 162.5, 50))
        #expect(result.frame("b") == Rect(20, 40, 162.5, 50))
    }

    /// A label and a text field in a row between the root's margins.
    private func labelAndField(labelHugging: Double) -> Screen {
        let b = ScreenBuilder(name: "Form")
        let label = b.addLabel("label", text: .literal("Name"))
        let field = b.addView("field", kind: .textField) { $0.placeholder = .literal("Email") }
        label.setContentHuggingPriority(labelHugging, for: .horizontal)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: b.root.layoutMarginsGuide.leadingAnchor),
            field.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            field.trailingAnchor.constraint(equalTo: b.root.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: b.root.safeAreaLayoutGuide.topAnchor, constant: 20),
            field.topAnchor.constraint(equalTo: label.topAnchor),
        ])
        return b.screen
    }

    @Test func labelAndTextFieldWithEqualHuggingAreAmbiguous() throws {
        let result = try LayoutTestSupport.layout(labelAndField(labelHugging: 250))
        let tie = result.ambiguous.first { $0.cause == .huggingTie }
        #expect(tie?.views.sorted() == ["field", "label"])
        #expect(tie?.axis == .horizontal)
        #expect(tie?.tiedPriority == 250)
    }

    @Test func labelHugging251LetsTheTextFieldStretch() throws {
        let result = try LayoutTestSupport.layout(labelAndField(labelHugging: 251))
        #expect(result.frame("label") == Rect(16, 40, 40, 20.5))
        // 14 pt placeholder: 17 pt line (16.8 on the 2× grid) + 17.2 pt of rounded-rect padding.
        #expect(result.frame("field") == Rect(64, 40, 295, 34))
        #expect(result.ambiguous.isEmpty)
    }

    /// Two 200 pt labels that cannot both fit in 375 pt with 8 pt between them.
    private func twoLongLabels(firstCompression: Double) -> Screen {
        let b = ScreenBuilder(name: "Squeeze")
        let a = b.addLabel("a", text: .literal("abcdefghijklmnopqrst"))
        let c = b.addLabel("b", text: .literal("ABCDEFGHIJKLMNOPQRST"))
        a.setContentCompressionResistancePriority(firstCompression, for: .horizontal)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: b.root.leadingAnchor),
            c.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            c.trailingAnchor.constraint(equalTo: b.root.trailingAnchor),
            a.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 100),
            c.topAnchor.constraint(equalTo: a.topAnchor),
        ])
        return b.screen
    }

    @Test func equalCompressionResistanceIsAmbiguous() throws {
        let result = try LayoutTestSupport.layout(twoLongLabels(firstCompression: 750))
        let tie = result.ambiguous.first { $0.cause == .compressionTie }
        #expect(tie?.views.sorted() == ["a", "b"])
        #expect(tie?.tiedPriority == 750)
    }

    @Test func higherCompressionResistanceMakesTheOtherGiveWay() throws {
        let result = try LayoutTestSupport.layout(twoLongLabels(firstCompression: 751))
        #expect(result.frame("a") == Rect(0, 100, 200, 20.5))
        #expect(result.frame("b") == Rect(208, 100, 167, 20.5))
        let loss = try #require(result.compressionLosses.first)
        #expect(result.compressionLosses.count == 1)
        #expect(loss.view == "b" && loss.axis == .horizontal && loss.lost == 33 && loss.priority == 750)
        #expect(loss.because.map(\.label).contains("b.trailing = root.trailing"))
        #expect(result.view("b")?.truncated == true)
        #expect(result.view("a")?.truncated == false)
        #expect(result.ambiguous.isEmpty)
    }

    /// A 400 pt label held to 300 pt by an optional width at `priority` with compression 752.
    private func widthAgainstCompression(priority: Double) -> Screen {
        let b = ScreenBuilder(name: "Width")
        let label = b.addLabel("label", text: .literal(String(repeating: "w", count: 40)))
        label.setContentCompressionResistancePriority(752, for: .horizontal)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: b.root.leadingAnchor),
            label.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 100),
            label.widthAnchor.constraint(equalToConstant: 300).withPriority(priority),
        ])
        return b.screen
    }

    @Test func atEqualPriorityCompressionResistanceBeatsAnExplicitWidth() throws {
        let result = try LayoutTestSupport.layout(widthAgainstCompression(priority: 752))
        #expect(result.frame("label")?.width == 400)
        #expect(result.unsatisfied.map(\.label) == ["label.width = 300 @752"])
        #expect(result.compressionLosses.isEmpty)
    }

    @Test func aHigherExplicitWidthBeatsCompressionResistanceAndIsTheWhy() throws {
        let result = try LayoutTestSupport.layout(widthAgainstCompression(priority: 753))
        #expect(result.frame("label")?.width == 300)
        let loss = try #require(result.compressionLosses.first)
        #expect(loss.lost == 100)
        #expect(loss.because.map(\.label).contains("label.width = 300 @753"))
        #expect(loss.because.map(\.id).contains("c3"))
    }

    @Test func aspectRatioAndMultipliers() throws {
        let b = ScreenBuilder(name: "Ratios")
        let photo = b.addView("photo"), half = b.addView("half"), double = b.addView("double")
        LayoutConstraint.activate([
            photo.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 10),
            photo.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 10),
            photo.widthAnchor.constraint(equalToConstant: 200),
            photo.heightAnchor.constraint(equalTo: photo.widthAnchor, multiplier: 9.0 / 16),
            half.leadingAnchor.constraint(equalTo: b.root.leadingAnchor),
            half.topAnchor.constraint(equalTo: photo.bottomAnchor),
            half.widthAnchor.constraint(equalTo: b.root.widthAnchor, multiplier: 0.5),
            half.heightAnchor.constraint(equalToConstant: 30),
            double.leadingAnchor.constraint(equalTo: half.trailingAnchor),
            double.topAnchor.constraint(equalTo: half.bottomAnchor),
            double.widthAnchor.constraint(equalTo: half.heightAnchor, multiplier: 2),
            double.heightAnchor.constraint(equalTo: half.heightAnchor, multiplier: 2),
        ])
        let result = try LayoutTestSupport.layout(b.screen)
        #expect(result.frame("photo") == Rect(10, 10, 200, 112.5))
        #expect(result.frame("half") == Rect(0, 122.5, 187.5, 30))
        #expect(result.frame("double") == Rect(187.5, 152.5, 60, 60))
    }

    @Test func locationMultipliersUseTheNearestCommonAncestorsCoordinates() throws {
        let b = ScreenBuilder(name: "Ancestor")
        let card = b.addView("card")
        let dot = b.addView("dot", in: card)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 100),
            card.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 100),
            card.widthAnchor.constraint(equalToConstant: 200),
            card.heightAnchor.constraint(equalToConstant: 100),
            // In the card's own space its centre is at x = 100, so the dot's centre is at 50.
            dot.centerXAnchor.constraint(equalTo: card.centerXAnchor, multiplier: 0.5),
            dot.centerYAnchor.constraint(equalTo: card.centerYAnchor, multiplier: 0.5),
            dot.widthAnchor.constraint(equalToConstant: 20),
            dot.heightAnchor.constraint(equalToConstant: 10),
        ])
        let result = try LayoutTestSupport.layout(b.screen)
        #expect(result.frame("dot") == Rect(140, 120, 20, 10))
    }

    @Test func heightAtMost100ClipsAWrappingLabelAndSaysWhy() throws {
        let b = ScreenBuilder(name: "Short")
        let label = b.addLabel("label", text: .literal(Array(repeating: "word", count: 12).joined(separator: " ")), lines: 0)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 20),
            label.widthAnchor.constraint(equalToConstant: 100),
            label.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 100),
            label.heightAnchor.constraint(lessThanOrEqualToConstant: 100),
        ])
        let result = try LayoutTestSupport.layout(b.screen)
        #expect(result.frame("label") == Rect(20, 100, 100, 100))
        // Two words per 100 pt line: six lines of 20.4 pt need 122.5 pt on the 2× grid.
        #expect(result.view("label")?.intrinsic?.height == 122.5)
        #expect(result.view("label")?.linesNeeded == 6)
        let loss = try #require(result.compressionLosses.first)
        #expect(result.compressionLosses.count == 1, "a wrapping label's narrower width is not a loss")
        #expect(loss.axis == .vertical && loss.lost == 22.5)
        #expect(loss.because.map(\.label).contains("label.height <= 100"))
    }

    @Test func heightAtLeast100StretchesALabelWithoutALoss() throws {
        let b = ScreenBuilder(name: "Tall")
        let label = b.addLabel("label", text: .literal("Hi"))
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 100),
            label.heightAnchor.constraint(greaterThanOrEqualToConstant: 100),
        ])
        let result = try LayoutTestSupport.layout(b.screen)
        #expect(result.frame("label") == Rect(20, 100, 20, 100))
        #expect(result.compressionLosses.isEmpty)
        #expect(result.unsatisfied.isEmpty)
    }

    @Test func twoRequiredWidthsConflictAndTheLaterOneBreaks() throws {
        let b = ScreenBuilder(name: "Conflict")
        let box = b.addView("box")
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: b.root.leadingAnchor),
            box.topAnchor.constraint(equalTo: b.root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.widthAnchor.constraint(equalToConstant: 200),
        ])
        let result = try LayoutTestSupport.layout(b.screen)
        #expect(result.frame("box")?.width == 100)
        #expect(result.broken.map(\.label) == ["box.width = 200"])
        #expect(result.broken.map(\.id) == ["c5"])
        #expect(result.conflicts.contains { Set($0.map(\.label)) == ["box.width = 100", "box.width = 200"] })
    }

    @Test func aNamedConstraintCarriesItsViewPriorityAndPlaceInTheFile() throws {
        let b = ScreenBuilder(name: "Conflict")
        let box = b.addView("box")
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: b.root.leadingAnchor),
            box.topAnchor.constraint(equalTo: b.root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.widthAnchor.constraint(equalToConstant: 200),
        ])
        var screen = b.screen
        screen.constraints[4].location = SourceLocation(file: "Conflict.layout.yaml", line: 9)
        let result = try LayoutTestSupport.layout(screen)
        let broken = try #require(result.broken.first)
        #expect(broken.id == screen.constraints[4].id)
        #expect(broken.view == "box")
        #expect(broken.priority == 1000)
        #expect(broken.location == SourceLocation(file: "Conflict.layout.yaml", line: 9))
        #expect(broken.isWritten)
        let other = try #require(result.conflicts.first?.first { $0.id == screen.constraints[3].id })
        // The builder records where each constraint was activated, as a spec file records its line.
        #expect(other.location == screen.constraints[3].location)
        #expect(other.priority == screen.constraints[3].priority)
    }

    /// Mastodon's follow button: 96 pt wide and hugging its (narrower) content at 1000. UIKit
    /// lets the explicit width win without a conflict (rdar://15106765): the button is 96 pt
    /// wide and nothing is reported broken.
    @Test func requiredHuggingGivesWayToTheButtonsWidth() throws {
        let b = ScreenBuilder(name: "Follow")
        let button = b.addLabel("follow", text: .literal("Go"))
        b.update("follow") { $0.hugging.horizontal = 1000 }
        LayoutConstraint.activate([
            button.leadingAnchor.constraint(equalTo: b.root.leadingAnchor),
            button.topAnchor.constraint(equalTo: b.root.topAnchor),
            button.widthAnchor.constraint(equalToConstant: 96),
        ])
        let result = try LayoutTestSupport.layout(b.screen)
        #expect(result.broken.isEmpty, "\(result.broken)")
        #expect(result.conflicts.isEmpty)
        #expect(result.frame("follow")?.width == 96)
    }

    /// Mastodon's verified badge: an image view (its picture never read, so a 0 × 0 stand-in
    /// size) 15 pt wide and hugging at 1000. The stand-in is not the picture: no conflict is
    /// reported, and the author's width holds.
    @Test func aStandInSizeNeverConflictsWithRequiredConstraints() throws {
        let b = ScreenBuilder(name: "Badge")
        let badge = b.addView("badge", kind: .imageView) {
            $0.intrinsicSize = IntrinsicSize(width: 0, height: 0)
            $0.intrinsicSizeStandsIn = true
            $0.hugging = AxisPriorities(horizontal: 1000, vertical: 1000)
        }
        LayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: b.root.leadingAnchor),
            badge.topAnchor.constraint(equalTo: b.root.topAnchor),
            badge.widthAnchor.constraint(equalToConstant: 15),
        ])
        let result = try LayoutTestSupport.layout(b.screen)
        #expect(result.broken.isEmpty, "\(result.broken)")
        #expect(result.conflicts.isEmpty)
        #expect(result.frame("badge")?.width == 15)
        #expect(result.frame("badge")?.height == 0)
        // Nor does a real intrinsic size at 1000: UIKit never lets content priorities conflict.
        b.update("badge") { $0.intrinsicSizeStandsIn = false }
        let real = try LayoutTestSupport.layout(b.screen)
        #expect(real.broken.isEmpty && real.conflicts.isEmpty)
        #expect(real.frame("badge")?.width == 15)
    }
}
