import Diagnostics
import Foundation

/// What a view class's own Objective-C code sets on its text for every instance, as
/// `ClassTextSetUp` reads Swift: `self.font = …`, `self.titleLabel.numberOfLines = 0`,
/// `[self setLineBreakMode:…]`, `[self.titleLabel setFont:…]` in any instance method of its
/// `@implementation`, outside loops and block literals. The first such statement of each class.
enum ObjectiveCTextSetUp {
    /// The first setting each of `classes` makes in its own implementation among `files`.
    static func settings(of classes: Set<String>, in files: [AppSources.CodeFile]) -> [String: ClassTextSetUp.Setting] {
        var found: [String: ClassTextSetUp.Setting] = [:]
        for file in files where !file.isSwift {
            let blocks = ObjectiveCBlocks(ObjectiveCLexer(file.data))
            for implementation in blocks.implementations where classes.contains(implementation.name) && found[implementation.name] == nil {
                search: for method in blocks.methods(of: implementation) where blocks.lexer.isToken(method.header.lowerBound, "-") {
                    for index in method.body where blocks.guardingConditions(of: index) != nil {
                        if let member = member(setAt: index, in: blocks.lexer) {
                            found[implementation.name] = ClassTextSetUp.Setting(
                                member: member, location: SourceLocation(file: file.path, line: blocks.lexer.tokens[index].line))
                            break search
                        }
                    }
                }
            }
        }
        return found
    }

    /// The member the statement starting at `index` sets on the view itself or its title label
    /// (`font`, `titleLabel.numberOfLines`), nil for any other statement.
    static func member(setAt index: Int, in lexer: ObjectiveCLexer) -> String? {
        let count = lexer.tokens.count
        func text(_ at: Int) -> String? { at < count ? lexer.text(at) : nil }
        // self.M = …   /   self.titleLabel.M = …
        if text(index) == "self", text(index + 1) == "." {
            var at = index + 2
            var path: [String] = []
            if let label = text(at), ["titleLabel", "textLabel"].contains(label), text(at + 1) == "." {
                path.append(label)
                at += 2
            }
            if let name = text(at), ClassTextSetUp.members.contains(name), at + 1 < count, lexer.isToken(at + 1, "=") {
                return (path + [name]).joined(separator: ".")
            }
            return nil
        }
        // [self setM:…]   /   [self.titleLabel setM:…]
        guard text(index) == "[", text(index + 1) == "self" else { return nil }
        var at = index + 2
        var path: [String] = []
        if text(at) == ".", let label = text(at + 1), ["titleLabel", "textLabel"].contains(label) {
            path.append(label)
            at += 2
        }
        guard let selector = text(at), selector.hasPrefix("set"), selector.count > 3, text(at + 1) == ":" else { return nil }
        let property = selector.dropFirst(3).prefix(1).lowercased() + selector.dropFirst(4)
        return ClassTextSetUp.members.contains(property) ? (path + [property]).joined(separator: ".") : nil
    }
}
