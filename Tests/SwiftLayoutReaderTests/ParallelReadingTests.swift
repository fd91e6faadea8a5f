import LayoutEngine
import Testing
@testable import SwiftLayoutReader

/// Reading runs on every core: results must not depend on scheduling, and line numbers come
/// from a byte scan that must agree with Swift's idea of a line.
@Suite struct ParallelReadingTests {
    @Test func lineNumbersCountEveryKindOfLineEnd() {
        let table = LineTable("a\nb\r\nc\rd\n\ne")
        // Offsets: a0 \n1 | b2 \r3 \n4 | c5 \r6 | d7 \n8 | \n9 | e10
        #expect([0, 2, 4, 5, 7, 9, 10].map(table.line(at:)) == [1, 2, 2, 3, 4, 5, 6])
        #expect(LineTable("").line(at: 0) == 1)
    }

    @Test func parallelMapKeepsTheOrderWhateverTheCosts() {
        let items = Array(0..<200)
        let result = ParallelMap.map(items, cost: { ($0 * 37) % 11 }) { $0 * 2 }
        #expect(result == items.map { $0 * 2 })
    }

    /// Many classes read together give the same screens, warnings and lines as each read alone.
    @Test func screensReadTogetherEqualScreensReadAlone() {
        let sources = (0..<12).map { index in
            (text: """
            import UIKit

            final class Screen\(index)ViewController: UIViewController {
                let label = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(label)
                    label.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        label.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: \(index)),
                        label.topAnchor.constraint(equalTo: view.topAnchor, constant: unknownValue()),
                    ])
                }
            }
            """, displayPath: "Screen\(index).swift")
        }
        let together = SwiftLayoutReader.read(sources: sources).screens
        let alone = sources.flatMap { SwiftLayoutReader.read(sources: [$0]).screens }
        #expect(together.count == 12)
        #expect(together.map(\.name) == alone.map(\.name))
        #expect(together.map(\.constraints) == alone.map(\.constraints))
        #expect(together.map { $0.warnings.map(\.description) } == alone.map { $0.warnings.map(\.description) })
        #expect(together.allSatisfy { $0.warnings.contains { $0.description.contains(":11:") } })
    }
}
