import Diagnostics
import SwiftLayoutReader
import SwiftSyntax

/// What a view class's own Swift code sets on its text at run time, for every instance: its
/// font, line count or line breaking (`font = …`, `self.numberOfLines = 0`,
/// `titleLabel?.lineBreakMode = .byWordWrapping`), or a button's content insets. Corona-Warn-App's
/// `ENAButton.setup()` makes every such button's title wrap, whatever its Interface Builder file
/// says. The first such assignment of each class, by class name.
enum ClassTextSetUp {
    /// One assignment: what it sets, and where.
    struct Setting: Sendable {
        /// The member as the code names it (`titleLabel?.lineBreakMode`).
        var member: String
        /// The statement's line.
        var location: Diagnostics.SourceLocation
    }

    /// The members whose assignment changes how a view's own text is laid out.
    static let members: Set<String> = ["font", "numberOfLines", "lineBreakMode", "adjustsFontSizeToFitWidth", "contentEdgeInsets", "titleEdgeInsets"]

    /// The first setting each of `classes` declares in its own body or extensions in `sources`.
    static func settings(of classes: Set<String>, in sources: SwiftSources) -> [String: Setting] {
        var found: [String: Setting] = [:]
        for declaration in sources.declarations(of: classes) where found[declaration.name] == nil {
            let finder = SettingFinder(viewMode: .sourceAccurate)
            finder.walk(declaration.members)
            if let (member, offset) = finder.first {
                found[declaration.name] = Setting(member: member, location: Diagnostics.SourceLocation(file: declaration.path, line: declaration.lines.line(at: offset)))
            }
        }
        return found
    }

    /// `font`, `self.font`, `titleLabel?.font`, `self.titleLabel!.font`: a member of the view
    /// itself or of its own title label, nil for anything else (`otherLabel.font`).
    static func ownMember(_ target: String) -> String? {
        var parts = target.replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
            .split(separator: ".").map(String.init)
        if parts.first == "self" { parts.removeFirst() }
        if parts.count == 2, parts[0] == "titleLabel" || parts[0] == "textLabel" { parts.removeFirst() }
        guard parts.count == 1, let member = parts.first, members.contains(member) else { return nil }
        return target
    }

    private final class SettingFinder: SyntaxVisitor {
        var first: (member: String, offset: Int)?

        // The parser leaves `a = b` unfolded: a sequence of the target, `=` and the value.
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            guard first == nil else { return .skipChildren }
            let elements = Array(node.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
               let member = ClassTextSetUp.ownMember(elements[0].trimmedDescription) {
                first = (member, node.positionAfterSkippingLeadingTrivia.utf8Offset)
            }
            return .visitChildren
        }

        // Closures and nested types set other objects' members.
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
