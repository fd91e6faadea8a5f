import SwiftLayoutReader
import Diagnostics
import Foundation
import SwiftParser
import SwiftSyntax

/// What an app's code says about the rows a cell nib is shown in: which class registers the
/// nib for which table (`settingsTable.register(UINib(nibName: "DisclosureCell", bundle: nil),
/// forCellReuseIdentifier: …)`), the row height the class gives that table
/// (`settingsTable.rowHeight = 54`) and the heights its `tableView(_:heightForRowAt:)` returns.
public struct TableRowCode: Sendable, Equatable {
    /// One `register(UINib(nibName:…), forCellReuseIdentifier:…)` of a table view cell nib.
    public struct Registration: Sendable, Equatable {
        /// The nib's name, as the code writes it.
        public var nib: String
        /// The class (or extension) whose method registers it.
        public var className: String
        /// The property holding the table (`settingsTable`), or `self` for a table subclass
        /// registering on itself.
        public var table: String
        /// The call.
        public var location: Diagnostics.SourceLocation
    }

    /// What a class's `tableView(_:heightForRowAt:)` returns.
    public enum HeightForRow: Sendable, Equatable {
        /// Only number literals: every row is one of these heights.
        case constants([Double])
        /// Something computed (a measured height, `UITableView.automaticDimension`).
        case computed
    }

    /// Every registration of a nib of interest, in file order.
    public var registrations: [Registration] = []
    /// Class → table property → the row height its code assigns: a number literal, or nil
    /// when the code assigns something else (`UITableView.automaticDimension`, a variable).
    public var assignedRowHeights: [String: [String: Double?]] = [:]
    /// Class → what its `heightForRowAt` returns, for classes that implement it.
    public var heightForRow: [String: HeightForRow] = [:]

    /// Reads `files` for the registrations of `nibs` and what the registering classes say of
    /// their tables' row heights. Files that cannot be read, or mention none of `nibs`, are
    /// skipped before parsing.
    public static func read(nibs: Set<String>, in files: [String]) -> TableRowCode {
        read(nibs: nibs, in: SwiftSources(paths: files))
    }

    /// As above, over sources other readers share.
    public static func read(nibs: Set<String>, in sources: SwiftSources) -> TableRowCode {
        var code = TableRowCode()
        guard !nibs.isEmpty else { return code }
        var classes: Set<String> = []
        for path in sources.paths(containing: "register(") {
            guard let data = sources.data(path), !nibs.isDisjoint(with: ByteSearch.quotedRuns(in: data)) else { continue }
            for declaration in sources.declarations(in: path) {
                let finder = RegistrationFinder(nibs: nibs, className: declaration.name, file: path, lines: declaration.lines)
                finder.walk(declaration.members)
                if !finder.found.isEmpty { classes.insert(declaration.name) }
                code.registrations += finder.found
            }
        }
        // The registering classes' row heights may be set in other files (an extension).
        for declaration in sources.declarations(of: classes) {
            let finder = RowHeightFinder()
            finder.walk(declaration.members)
            for (table, height) in finder.assigned { code.assignedRowHeights[declaration.name, default: [:]][table] = height }
            if let found = finder.heightForRow {
                code.heightForRow[declaration.name] = merged(code.heightForRow[declaration.name], found)
            }
        }
        return code
    }

    private static func merged(_ old: HeightForRow?, _ new: HeightForRow) -> HeightForRow {
        switch (old, new) {
        case (nil, _): new
        case (.constants(let a)?, .constants(let b)): .constants(a + b)
        default: .computed
        }
    }

    /// A number literal's value (`54`, `72.0`, `-1`), nil for anything else.
    static func literal(_ expression: ExprSyntax) -> Double? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return literal(prefix.expression).map { -$0 }
        }
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
           let type = call.calledExpression.as(DeclReferenceExprSyntax.self), ["CGFloat", "Double", "Float"].contains(type.baseName.text),
           let argument = call.arguments.first, argument.label == nil {
            return literal(argument.expression)
        }
        return nil
    }

    /// The table a member access is made on: `settingsTable.x` → `settingsTable`,
    /// `self.settingsTable.x` → `settingsTable`, `self.x` or a bare `x` → `self`.
    static func tableName(of base: ExprSyntax?) -> String? {
        guard let base else { return "self" }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = base.as(MemberAccessExprSyntax.self) {
            if member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return member.declName.baseName.text }
            return nil
        }
        return nil
    }
}

/// Finds `X.register(UINib(nibName: "Name", …), forCellReuseIdentifier: …)` calls.
private final class RegistrationFinder: SyntaxVisitor {
    let nibs: Set<String>
    let className: String
    let file: String
    let lines: LineTable
    var found: [TableRowCode.Registration] = []

    init(nibs: Set<String>, className: String, file: String, lines: LineTable) {
        self.nibs = nibs
        self.className = className
        self.file = file
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.arguments.count == 2, node.arguments.last?.label?.text == "forCellReuseIdentifier",
              let nibArgument = node.arguments.first, nibArgument.label == nil,
              let nibCall = nibArgument.expression.as(FunctionCallExprSyntax.self),
              nibCall.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UINib",
              let nameArgument = nibCall.arguments.first, nameArgument.label?.text == "nibName",
              let literal = nameArgument.expression.as(StringLiteralExprSyntax.self),
              let name = literal.representedLiteralValue, nibs.contains(name) else { return .visitChildren }
        let callee = node.calledExpression
        let base: ExprSyntax?
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "register" {
            base = member.base
        } else if callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "register" {
            base = nil
        } else {
            return .visitChildren
        }
        guard let table = TableRowCode.tableName(of: base) else { return .visitChildren }
        let line = lines.line(at: node.positionAfterSkippingLeadingTrivia.utf8Offset)
        found.append(TableRowCode.Registration(nib: name, className: className, table: table,
                                               location: Diagnostics.SourceLocation(file: file, line: line)))
        return .visitChildren
    }
}

/// Finds `X.rowHeight = …` assignments and what `tableView(_:heightForRowAt:)` returns.
private final class RowHeightFinder: SyntaxVisitor {
    var assigned: [String: Double?] = [:]
    var heightForRow: TableRowCode.HeightForRow?

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `a.rowHeight = 54` as the parser leaves it (operators unfolded): element, `=`, element.
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        let table: String?
        if let member = elements[0].as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rowHeight" {
            table = TableRowCode.tableName(of: member.base)
        } else if elements[0].as(DeclReferenceExprSyntax.self)?.baseName.text == "rowHeight" {
            table = "self"
        } else {
            return .visitChildren
        }
        if let table { assigned[table] = TableRowCode.literal(elements[2]) }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.name.text == "tableView",
              node.signature.parameterClause.parameters.contains(where: { $0.firstName.text == "heightForRowAt" }),
              let body = node.body else { return .visitChildren }
        let returns = ReturnCollector()
        returns.walk(body)
        var heights: [Double] = []
        var computed = returns.values.isEmpty
        // A single-expression body returns that expression.
        if returns.values.isEmpty, body.statements.count == 1, case .expr(let expression) = body.statements.first?.item {
            returns.values.append(expression)
            computed = false
        }
        for value in returns.values {
            if let height = TableRowCode.literal(value) { heights.append(height) } else { computed = true }
        }
        heightForRow = computed ? .computed : .constants(heights)
        return .skipChildren
    }
}

/// The values a function body returns, outside nested closures and functions.
private final class ReturnCollector: SyntaxVisitor {
    var values: [ExprSyntax] = []

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let expression = node.expression { values.append(expression) }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
