import Foundation
import Testing
@testable import SwiftLayoutReader

@Suite struct LoaderWiringTests {
    @Test func swiftFilesInAFolderAreFoundAndPackageManifestsSkipped() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swift-reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/.build"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["Package.swift", "Sources/A.swift", "Sources/.build/B.swift", "Sources/c.txt"] {
            try Data("// x\n".utf8).write(to: folder.appendingPathComponent(name))
        }
        let found = try SwiftLayoutReader.swiftFiles(in: folder).map(\.lastPathComponent)
        #expect(found == ["A.swift"])
    }

    @Test func helpersInOneFileServeClassesInAnother() {
        let helper = """
        extension UIView {
            func pin(to other: UIView, inset: CGFloat = 0) {
                translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    topAnchor.constraint(equalTo: other.topAnchor, constant: inset),
                    bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset),
                ])
            }
        }
        """
        let screen = """
        class Banner: UIView {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(label)
                label.pin(to: self, inset: 12)
            }
        }
        """
        let result = SwiftLayoutReader.read(sources: [(helper, "Helpers.swift"), (screen, "Banner.swift")])
        let banner = result.screens.first { $0.name == "Banner" }
        let top = banner?.constraints(on: "label", .top).first
        #expect(top?.constant == 12)
        #expect(top?.location?.file == "Helpers.swift")
        #expect(top?.location?.line == 5)
        #expect(banner?.constraints(on: "label", .bottom).first?.constant == -12)
        #expect(banner?.warningsOnly == [])
        #expect(result.viewClassCount == 1 && result.cleanViewClassCount == 1)
    }

    @Test func unreadableFileIsAnErrorNotACrash() {
        let missing = URL(fileURLWithPath: "/nonexistent/Nope.swift")
        #expect(throws: (any Error).self) { try SwiftLayoutReader.read(files: [(missing, "Nope.swift")]) }
    }
}
