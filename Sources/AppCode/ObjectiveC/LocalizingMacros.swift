import Foundation

/// An app's function-like macros that look up a translation of their one parameter (Kodi
/// Remote's `#define LOCALIZED_STR(string) NSLocalizedString(string, nil)`): a use of one
/// names its key as the lookup in its body does, so `LOCALIZED_STR(@"Password")` is the key
/// `Password`.
struct LocalizingMacros: Sendable {
    /// The lookups a macro's body may make.
    static let lookups = ["NSLocalizedStringFromTableInBundle", "NSLocalizedStringFromTable", "NSLocalizedString"]

    /// Each macro's body by name, with its parameter's name.
    private(set) var bodies: [String: (parameter: String, body: String)] = [:]

    /// No macros.
    init() {}

    /// The macros `#define`d in `files` (code and headers) whose body is one lookup of their
    /// parameter. A name defined twice with different bodies is none.
    init(files: [Data]) {
        var ambiguous: Set<String> = []
        for data in files where data.range(of: Data("#define".utf8)) != nil {
            let lexer = ObjectiveCLexer(data)
            for index in lexer.tokens.indices where lexer.tokens[index].kind == .directive {
                guard let (name, parameter, body) = Self.macro(lexer.text(index)) else { continue }
                if let known = bodies[name], known.body != body || known.parameter != parameter { ambiguous.insert(name) }
                bodies[name] = (parameter, body)
            }
        }
        for name in ambiguous { bodies[name] = nil }
    }

    /// `#define NAME(parameter) LOOKUP(parameter, …)` read from a directive's text.
    static func macro(_ directive: String) -> (name: String, parameter: String, body: String)? {
        var text = Substring(directive.replacingOccurrences(of: "\\\n", with: " "))
        guard text.hasPrefix("#define") else { return nil }
        text = text.dropFirst("#define".count).drop { $0 == " " || $0 == "\t" }
        let name = text.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        guard !name.isEmpty else { return nil }
        text = text.dropFirst(name.count)
        // A function-like macro's `(` follows its name at once.
        guard text.first == "(", let close = text.firstIndex(of: ")") else { return nil }
        let parameter = text[text.index(after: text.startIndex)..<close].trimmingCharacters(in: .whitespaces)
        guard !parameter.isEmpty, parameter.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        let body = text[text.index(after: close)...].trimmingCharacters(in: .whitespaces)
        guard let lookup = lookups.first(where: { body.hasPrefix($0 + "(") }), body.hasSuffix(")") else { return nil }
        let arguments = ObjectiveCTextAssignments.splitArguments(body.dropFirst(lookup.count + 1).dropLast())
        guard arguments.first == parameter else { return nil }
        return (String(name), parameter, body)
    }

    /// `expression` with a use of one of the macros replaced by its body (`LOCALIZED_STR(@"Title")`
    /// → `NSLocalizedString(@"Title", nil)`); `expression` itself otherwise.
    func expanded(_ expression: String) -> String {
        guard !bodies.isEmpty, let open = expression.firstIndex(of: "("), expression.hasSuffix(")") else { return expression }
        let name = String(expression[..<open])
        guard let macro = bodies[name] else { return expression }
        let arguments = ObjectiveCTextAssignments.splitArguments(expression[expression.index(after: open)...].dropLast())
        guard arguments.count == 1, let argument = arguments.first else { return expression }
        // The parameter appears in the body as the lookup's first argument, a whole word.
        guard let open = macro.body.firstIndex(of: "(") else { return expression }
        let lookup = macro.body[..<open]
        let rest = ObjectiveCTextAssignments.splitArguments(macro.body[macro.body.index(after: open)...].dropLast()).dropFirst()
        return "\(lookup)(" + ([argument] + rest).joined(separator: ", ") + ")"
    }
}
