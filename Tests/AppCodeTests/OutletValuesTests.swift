import Foundation
import LayoutEngine
import Testing
@testable import AppCode
import SwiftLayoutReader

/// What the app's code sets on an outlet reaches a subclass's nib through the superclass that
/// declares and styles it; the subclass's own code comes first.
@Suite struct OutletValuesTests {
    @Test func aSubclassNibTakesItsSuperclassesValueUnlessItsOwnCodeSetsOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layout-stress-tests-outlet-values-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Cells.swift")
        try "class SpaceChildSpaceViewCell: SpaceChildViewCell {}\nclass SpaceChildViewCell: UITableViewCell {}\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let sources = SwiftSources(paths: [file.path])
        let title = CodeOutlet(className: "SpaceChildSpaceViewCell", property: "titleLabel", viewID: "t1")
        let topic = CodeOutlet(className: "SpaceChildSpaceViewCell", property: "topicLabel", viewID: "t2")
        let values: [OutletTextAssignments.Outlet: Int] = [
            .init(className: "SpaceChildViewCell", property: "titleLabel"): 2,
            .init(className: "SpaceChildViewCell", property: "topicLabel"): 1,
            .init(className: "SpaceChildSpaceViewCell", property: "topicLabel"): 3,
        ]
        #expect(OutletValues.value(for: title, in: values, sources: sources) == 2)
        #expect(OutletValues.value(for: topic, in: values, sources: sources) == 3)
        let unrelated = CodeOutlet(className: "OtherCell", property: "titleLabel", viewID: "t3")
        #expect(OutletValues.value(for: unrelated, in: values, sources: sources) == nil)
    }
}
