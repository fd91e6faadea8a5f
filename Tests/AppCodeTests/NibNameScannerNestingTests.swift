import Foundation
import Testing
@testable import AppCode

/// Types nested deeper than the scan keeps open (each level holding an `#if … #else … #endif`,
/// which restores the open scopes) are read as part of the deepest one kept; what follows the
/// nest is scanned as usual: its declarations and the uses inside them.
@Suite struct NibNameScannerNestingTests {
    @Test func aNestDeeperThanTheLimitKeepsTheRestOfTheFileRight() {
        let depth = NibNameScanner.maximumScopeNesting + 44
        var code = "import UIKit\n"
        for level in 0..<depth { code += "struct Level\(level) {\n#if DEBUG\n#else\n#endif\n" }
        code += "let cell = AddCell()\n"
        code += String(repeating: "}\n", count: depth)
        code += "final class Tail: UIView {\n    let badge = BadgeView()\n}\n"
        let scan = NibNameScanner(code: Data(code.utf8), isSwift: true)
        #expect(scan.declaredTypes.contains("Level0") && scan.declaredTypes.contains("Tail"))
        #expect(scan.declaredTypes.contains("Level\(depth - 1)"))
        // The use inside the nest is filed under the deepest scope kept; the tail's under the tail.
        let deepestKept = "Level\(NibNameScanner.maximumScopeNesting - 1)"
        #expect(scan.mentions[deepestKept]?.mention("AddCell") == true, "\(scan.mentions.keys.sorted().suffix(3))")
        #expect(scan.mentions["Tail"]?.mention("BadgeView") == true)
        #expect(scan.mentions["Tail"]?.mention("AddCell") != true)
    }
}
