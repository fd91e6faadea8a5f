import Foundation
import Testing
@testable import ScreenFormats

@Test func dumpScratch() throws {
    guard let path = ProcessInfo.processInfo.environment["IB_DUMP"] else { return }
    for screen in try InterfaceBuilderReader.read(contentsOf: URL(fileURLWithPath: path), displayPath: (path as NSString).lastPathComponent) {
        print("== \(screen.name) [\(screen.sizing)] ambiguous=\(screen.declaredAmbiguous.sorted())")
        for view in screen.views { print("  \(view.id) \(view.kind) parent=\(view.parent) '\(view.displayName)' text=\(view.text?.key ?? "-") font=\(view.font.displayName) scales=\(view.font.scales) lines=\(view.lines) line=\(view.location?.line ?? 0) intr=\(String(describing: view.intrinsicSize))") }
        for c in screen.constraints { print("  \(c.id): \(c) [\(c.origin)]") }
        for w in screen.warnings { print("  \(w)") }
    }
}
