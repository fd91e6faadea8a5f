import Foundation
import LayoutEngine
import Testing
@testable import AppCode

/// What the app's code sets on an outlet reaches a subclass's nib through the superclass that
/// declares and styles it; the subclass's own code comes first.
@Suite struct OutletValuesTests {
    @Test func aSubclassNibTakesItsSuperclassesValueUnlessItsOwnCodeSetsOne() throws {
        let code = "class SpaceChildSpaceViewCell: SpaceChildViewCell {}\nclass SpaceChildViewCell: UITableViewCell {}\n"
        let index = AppIndex(scans: [("Cells.swift", NibNameScanner(code: Data(code.utf8), isSwift: true), [])])
        let title = CodeOutlet(className: "SpaceChildSpaceViewCell", property: "titleLabel", viewID: "t1")
        let topic = CodeOutlet(className: "SpaceChildSpaceViewCell", property: "topicLabel", viewID: "t2")
        let values: [OutletTextAssignments.Outlet: Int] = [
            .init(className: "SpaceChildViewCell", property: "titleLabel"): 2,
            .init(className: "SpaceChildViewCell", property: "topicLabel"): 1,
            .init(className: "SpaceChildSpaceViewCell", property: "topicLabel"): 3,
        ]
        #expect(OutletValues.value(for: title, in: values, index: index) == 2)
        #expect(OutletValues.value(for: topic, in: values, index: index) == 3)
        let unrelated = CodeOutlet(className: "OtherCell", property: "titleLabel", viewID: "t3")
        #expect(OutletValues.value(for: unrelated, in: values, index: index) == nil)
    }
}
