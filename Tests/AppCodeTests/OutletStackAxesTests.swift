import LayoutEngine
import Testing
import TextModel
@testable import AppCode
import SwiftLayoutReader

/// Stack outlets whose axis the class's code chooses by Dynamic Type size.
@Suite struct OutletStackAxesTests {
    @Test func comparisonsAndTheAccessibilityTestAreRead() throws {
        let code = """
            import UIKit
            final class RefundViewController: UIViewController {
                @IBOutlet private weak var headerStack: UIStackView!
                @IBOutlet private weak var itemsStack: UIStackView!
                @IBOutlet private weak var buttonsStack: UIStackView!
                @IBOutlet private weak var footerStack: UIStackView!
                @IBOutlet private weak var mixedStack: UIStackView!
                func configureStacks() {
                    headerStack.axis = traitCollection.preferredContentSizeCategory > .extraExtraExtraLarge ? .vertical : .horizontal
                    itemsStack.axis = traitCollection.preferredContentSizeCategory >= .accessibilityLarge ? .vertical : .horizontal
                    buttonsStack.axis = traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? .vertical : .horizontal
                    footerStack.axis = traitCollection.preferredContentSizeCategory < .accessibilityMedium ? .horizontal : .vertical
                    mixedStack.axis = traitCollection.preferredContentSizeCategory > .large ? .vertical : .horizontal
                }
                func reset() { mixedStack.axis = .horizontal }
            }
            """
        let paths = try OutletTextAssignmentsTests.write(["RefundViewController.swift": code], into: "stack-axes")
        let found = OutletStackAxes.choices(in: paths, sources: SwiftSources(paths: paths))
        func choice(_ name: String) -> OutletStackAxes.Choice? { found[OutletTextAssignments.Outlet(className: "RefundViewController", property: name)] }
        let accessibility = OutletStackAxes.Choice(threshold: .extraExtraExtraLarge, above: .vertical, atOrBelow: .horizontal)
        #expect(choice("headerStack") == accessibility)
        #expect(choice("itemsStack") == OutletStackAxes.Choice(threshold: .accessibilityMedium, above: .vertical, atOrBelow: .horizontal))
        #expect(choice("buttonsStack") == accessibility)
        #expect(choice("footerStack") == accessibility)
        // Also set to a fixed axis elsewhere: not known.
        #expect(choice("mixedStack") == nil)
    }

    @Test func aSwitchGivesEachCategoryItsAxis() {
        var screen = Screen(name: "Header", views: [ViewNode(id: "stack", kind: .stack)])
        screen.views[0].stack = StackConfiguration(axis: .horizontal)
        screen.appFacts.stackAxisSwitches = [StackAxisSwitch(stack: "stack", threshold: .extraExtraExtraLarge, above: .vertical, atOrBelow: .horizontal)]
        #expect(screen.atCategory(.extraExtraExtraLarge).views[0].stack?.axis == .horizontal)
        #expect(screen.atCategory(.accessibilityMedium).views[0].stack?.axis == .vertical)
        #expect(screen.atCategory(.extraSmall).views[0].stack?.axis == .horizontal)
    }
}
