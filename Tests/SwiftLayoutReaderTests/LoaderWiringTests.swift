import Foundation
import LayoutEngine
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

    @Test func anUnreadableFileDoesNotDropTheOthers() throws {
        let good = FileManager.default.temporaryDirectory.appendingPathComponent("reader-good-\(UUID().uuidString).swift")
        let screen = """
        class Banner: UIView {
            let label = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                label.translatesAutoresizingMaskIntoConstraints = false
                addSubview(label)
                label.topAnchor.constraint(equalTo: topAnchor, constant: 12).isActive = true
            }
        }
        """
        try Data(screen.utf8).write(to: good)
        defer { try? FileManager.default.removeItem(at: good) }
        let result = try SwiftLayoutReader.read(files: [(URL(fileURLWithPath: "/nonexistent/Nope.swift"), "Nope.swift"), (good, "Banner.swift")])
        #expect(result.screens.map(\.name) == ["Banner"])
        #expect(result.errors.map(\.description) == ["Nope.swift: error: cannot read the file"])
    }
}

@Suite struct ProtocolExtensionFormTests {
    @Test func protocolExtensionsAdoptedInAnExtensionAndNestedFunctionsAreEvaluated() throws {
        let source = """
        protocol MarginCell: UITableViewCell {
            var box: UIView { get }
        }
        extension MarginCell {
            func pinBox() {
                func pinSides(_ inset: CGFloat) {
                    box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset).isActive = true
                }
                pinSides(16)
            }
        }
        final class BoxCell: UITableViewCell {
            let box = UIView()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                box.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(box)
                pinBox()
            }
        }
        extension BoxCell: MarginCell {}
        """
        let screen = try #require(SwiftFixture.screen(source, "BoxCell"))
        let leading = try #require(screen.constraints(on: "box", .leading).first)
        #expect(leading.second == Anchor(.view("contentView"), .leading) && leading.constant == 16)
        #expect(leading.location?.line == 7)
        #expect(screen.warningsOnly.isEmpty)
    }
}

@Suite struct ImplicitReturnFormTests {
    @Test func singleExpressionGettersAndFunctionsReturnTheirValue() throws {
        let source = """
        final class Row: UIView {
            let title = UILabel()
            var container: UIView { title }
            func inset() -> CGFloat { 12 }
            override init(frame: CGRect) {
                super.init(frame: frame)
                container.translatesAutoresizingMaskIntoConstraints = false
                addSubview(container)
                container.topAnchor.constraint(equalTo: topAnchor, constant: inset()).isActive = true
            }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "Row"))
        #expect(screen.constraints(on: "title", .top).first?.constant == 12)
        #expect(screen.warningsOnly.isEmpty)
    }
}
