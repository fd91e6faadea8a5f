import Diagnostics
import SwiftParser
import SwiftSyntax

/// Parses Swift source for every reader of Swift code, refusing a file whose nesting would
/// make the parser hang or a walk of its tree overflow the stack: brackets nested past
/// `SwiftNestingScan`'s limits (checked before parsing) or a syntax tree deeper than
/// `maximumTreeDepth` (a chain like `a!.b!.c!…` thousands of links long, checked after).
package enum SwiftSourceParser {
    /// The deepest syntax tree read; real files stay under a few hundred levels.
    package static let maximumTreeDepth = 1_000

    /// A file that was not parsed or not read, and why, at the line where the limit was passed.
    package struct Refusal: Error, Sendable, Equatable {
        package let message: String
        package let line: Int

        /// The refusal as an error at `path:line`.
        package func diagnostic(path: String) -> Diagnostic {
            .error("\(message); the file is not read", at: SourceLocation(file: path, line: line))
        }
    }

    /// The syntax tree of `text` and its line table, or why the file is not read.
    package static func parse(_ text: String) -> Result<(tree: SourceFileSyntax, lines: LineTable), Refusal> {
        let lines = LineTable(text)
        if text.utf8.count > SwiftSources.maximumFileBytes {
            return .failure(Refusal(message: "the file is larger than \(SwiftSources.maximumFileBytes >> 20) MB", line: 1))
        }
        if let excess = SwiftNestingScan.excess(in: text) {
            return .failure(Refusal(message: "code with \(excess.message)", line: lines.line(at: excess.offset)))
        }
        let tree = Parser.parse(source: text)
        if let deep = firstNode(deeperThan: maximumTreeDepth, in: Syntax(tree)) {
            return .failure(Refusal(message: "an expression nested deeper than \(maximumTreeDepth) syntax levels (a chain of members, unwraps or calls)",
                                    line: lines.line(at: deep.positionAfterSkippingLeadingTrivia.utf8Offset)))
        }
        return .success((tree, lines))
    }

    /// The first node (in no particular order) lying more than `limit` levels below `root`,
    /// found without recursion so that the walk itself cannot overflow.
    private static func firstNode(deeperThan limit: Int, in root: Syntax) -> Syntax? {
        var pending: [(node: Syntax, depth: Int)] = [(root, 1)]
        while let (node, depth) = pending.popLast() {
            if depth > limit { return node }
            for child in node.children(viewMode: .sourceAccurate) where !child.is(TokenSyntax.self) {
                pending.append((child, depth + 1))
            }
        }
        return nil
    }
}
