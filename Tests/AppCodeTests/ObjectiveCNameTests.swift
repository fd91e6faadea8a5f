import Foundation
import Testing
@testable import AppCode

/// A Swift class's Objective-C name (`@objc(DWExploreViewController)`) is what Objective-C code
/// and UIKit's default nib lookup call it: the scanner files it under its class, and the
/// attribute itself is no use of the name.
@Suite struct ObjectiveCNameTests {
    @Test func theAttributeNamesItsClassAndIsNoUse() {
        let code = """
            import UIKit

            @objc(DWExploreViewControllerDelegate)
            protocol ExploreViewControllerDelegate: AnyObject {}

            @objc(DWExploreViewController)
            final class ExploreViewController: UIViewController {
                @objc(showDetailsFor:)
                func showDetails(for item: Int) {}
            }

            final class Plain: UIView {}
            """
        let scan = NibNameScanner(code: Data(code.utf8), isSwift: true)
        #expect(scan.objectiveCNames == ["ExploreViewController": ["DWExploreViewController"]])
        #expect(!scan.mentions.values.contains { $0.mention("DWExploreViewController") }, "\(scan.mentions)")
        #expect(scan.declaredTypes.contains("ExploreViewController") && scan.declaredTypes.contains("Plain"))
    }

    @Test func objectiveCCodeReachesTheClassByThatName() {
        let code = "UIViewController *explore = [[DWExploreViewController alloc] init];\n"
        let scan = NibNameScanner(code: Data(code.utf8), isSwift: false)
        #expect(scan.mentions[""]?.mention("DWExploreViewController") == true)
    }
}
