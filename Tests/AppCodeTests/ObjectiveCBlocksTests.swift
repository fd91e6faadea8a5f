import Foundation
import Testing
@testable import AppCode

/// What the block and statement tables built over the lexer's tokens answer: the `if`s around
/// a statement, the implementations and methods, and where a value or argument ends.
@Suite struct ObjectiveCBlocksTests {
    /// The conditions around the first token of the statement marked `§`.
    static func guarded(_ code: String) -> [String]? {
        let marked = Data(code.replacingOccurrences(of: "§", with: "").utf8)
        let blocks = ObjectiveCBlocks(ObjectiveCLexer(marked))
        guard let range = code.range(of: "§") else { return nil }
        let offset = code.utf8.distance(from: code.utf8.startIndex, to: range.lowerBound)
        return blocks.guardingConditions(of: blocks.lexer.firstToken(atOrAfter: offset))
    }

    @Test func theIfsAroundAStatementUpToItsMethod() {
        #expect(Self.guarded("@implementation A\n- (void)f {\n    x = 1;\n    §self.l.numberOfLines = 0;\n}\n@end\n") == [])
        #expect(Self.guarded("- (void)f\n{\n    if (Build.flag) {\n        if (@available(iOS 9, *)) {\n            §go();\n        }\n    }\n}\n")
            == ["(@available(iOS 9, *))", "(Build.flag)"])
        #expect(Self.guarded("§top();\n") == [])
    }

    @Test func anythingElseMayGuardIt() {
        #expect(Self.guarded("- (void)f {\n    if (a) { return; }\n    §go();\n}\n") == nil, "an exit before it")
        #expect(Self.guarded("- (void)f {\n    if (a) { } else {\n        §go();\n    }\n}\n") == nil, "an else")
        #expect(Self.guarded("- (void)f {\n    for (id x in xs) {\n        §go();\n    }\n}\n") == nil, "a loop")
        #expect(Self.guarded("- (void)f {\n    if (a)\n        §go();\n}\n") == nil, "a brace-less if")
        #expect(Self.guarded("- (void)f {\n#if DEBUG\n    §go();\n#endif\n}\n") == nil, "a preprocessor line")
        #expect(Self.guarded("void g(void) {\n    §go();\n}\n") == nil, "a C function")
    }

    @Test func deeperNestingThanTheLimitIsNotFollowed() {
        func nested(_ depth: Int) -> String {
            "- (void)f {\n" + String(repeating: "if (A.b) {\n", count: depth) + "§go();\n" + String(repeating: "}\n", count: depth) + "}\n"
        }
        #expect(Self.guarded(nested(ObjectiveCBlocks.maximumIfNesting))?.count == ObjectiveCBlocks.maximumIfNesting)
        #expect(Self.guarded(nested(ObjectiveCBlocks.maximumIfNesting + 1)) == nil)
    }

    @Test func implementationsAndTheirMethods() {
        let code = "@interface A : B\n- (void)f;\n@end\n@implementation A\n- (void)layoutSubviews\n{\n    [self place];\n}\n+ (id)make:(int)n { return nil; }\n- (void)decl;\n@end\n@implementation C\n- (void)g { }\n"
        let blocks = ObjectiveCBlocks(ObjectiveCLexer(Data(code.utf8)))
        #expect(blocks.implementations.map(\.name) == ["A", "C"])
        guard let first = blocks.implementations.first else { return }
        let methods = blocks.methods(of: first)
        #expect(methods.map { ObjectiveCBlocks.text(blocks.lexer, $0.header) } == ["- (void)layoutSubviews", "+ (id)make:(int)n"])
        #expect(methods.map { ObjectiveCBlocks.text(blocks.lexer, $0.body) } == ["[self place];", "return nil;"])
        #expect(blocks.implementation(holding: blocks.lexer.tokens.count - 2)?.name == "C", "an implementation left open runs to the end")
        #expect(blocks.implementation(holding: 2) == nil)
    }

    /// The text from the token after `after` to where `argumentEnd` says it ends.
    static func argument(_ code: String, after symbol: StaticString, stopsAtSelectorPart: Bool) -> String? {
        let statements = ObjectiveCStatements(ObjectiveCLexer(Data(code.utf8)))
        let lexer = statements.lexer
        guard let start = lexer.tokens.indices.first(where: { lexer.isToken($0, symbol) }),
              let end = statements.argumentEnd(from: start + 1, stopsAtSelectorPart: stopsAtSelectorPart) else { return nil }
        return ObjectiveCBlocks.text(lexer, (start + 1)..<end) + " |" + lexer.text(end)
    }

    @Test func valuesAndArgumentsEndAtTheirOwnLevel() {
        #expect(Self.argument("t.text = [a b:(c; d)];", after: "=", stopsAtSelectorPart: false) == nil, "a ; inside")
        #expect(Self.argument("t.text = NSLocalizedString(@\"k\", nil); u = 2;", after: "=", stopsAtSelectorPart: false) == "NSLocalizedString(@\"k\", nil) |;")
        #expect(Self.argument("t.text = x", after: "=", stopsAtSelectorPart: false) == nil, "no end")
        #expect(Self.argument("f(t.text = x);", after: "=", stopsAtSelectorPart: false) == nil, "a bracket closes first")
        #expect(Self.argument("[b setTitle:[L t] forState:UIControlStateNormal];", after: "setTitle", stopsAtSelectorPart: false) == nil)
        #expect(Self.argument("[b setTitle:[L t] forState:UIControlStateNormal];", after: ":", stopsAtSelectorPart: true) == "[L t] |forState")
        #expect(Self.argument("[b setText:x ? y : z];", after: ":", stopsAtSelectorPart: true) == "x ? y : z |]")
        #expect(Self.argument("[b setText:^{ go(); }];", after: ":", stopsAtSelectorPart: true) == nil)
    }
}
