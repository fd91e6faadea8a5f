import Foundation

/// Turns one `localizations.<locale>` object of a catalog into a value, counting states.
struct CatalogEntryReader {
    struct Problem: Error {
        var message: String
    }

    private(set) var stateCounts: [String: Int] = [:]

    mutating func value(of raw: Any, locale: String) throws -> LocalizedValue {
        guard let object = raw as? [String: Any] else { throw Problem(message: "the localization '\(locale)' is not an object") }
        var state: String?
        let format = try tree(of: object, locale: locale, depth: 0, state: &state)
        var variables: [String: SubstitutionVariable] = [:]
        if let substitutions = object["substitutions"] {
            guard let substitutions = substitutions as? [String: Any] else { throw Problem(message: "'substitutions' must be an object") }
            for (name, rawVariable) in substitutions {
                guard let variable = rawVariable as? [String: Any] else { throw Problem(message: "the substitution '\(name)' is not an object") }
                var ignored: String?
                let tree = try tree(of: variable, locale: locale, depth: 0, state: &ignored)
                let specifier = variable["formatSpecifier"] as? String ?? "@"
                var position: Int?
                if let raw = variable["argNum"] {
                    guard let number = raw as? NSNumber, let value = Int(exactly: number.doubleValue), (1...99).contains(value) else {
                        throw Problem(message: "the substitution '\(name)' has an invalid argNum")
                    }
                    position = value
                }
                let argument = position.map { "%\($0)$\(specifier)" } ?? "%\(specifier)"
                variables[name] = SubstitutionVariable(tree: tree, argument: argument)
            }
        }
        let expanded: (text: String, choices: [String])
        do {
            expanded = try VariantTree.expand(format, variables: variables)
        } catch {
            throw Problem(message: error.message)
        }
        return LocalizedValue(text: expanded.text, variant: expanded.choices.isEmpty ? nil : expanded.choices.joined(separator: ", "), state: state)
    }

    /// A `stringUnit` or a `variations` object (plural / device, possibly nested).
    private mutating func tree(of object: [String: Any], locale: String, depth: Int, state: inout String?) throws -> VariantTree {
        guard depth < 8 else { throw Problem(message: "variations nested too deeply") }
        if let unit = object["stringUnit"] {
            guard let unit = unit as? [String: Any], let value = unit["value"] as? String else {
                throw Problem(message: "a stringUnit of '\(locale)' has no string 'value'")
            }
            let unitState = unit["state"] as? String ?? "translated"
            stateCounts[unitState, default: 0] += 1
            if state == nil || unitState != "translated" { state = unitState }
            return .text(value)
        }
        if let variations = object["variations"] {
            guard let variations = variations as? [String: Any], !variations.isEmpty else {
                throw Problem(message: "'variations' of '\(locale)' must be a non-empty object")
            }
            var choices: [(label: String, tree: VariantTree)] = []
            for rule in variations.keys.sorted() {
                guard let options = variations[rule] as? [String: Any], !options.isEmpty else {
                    throw Problem(message: "the \(rule) variations of '\(locale)' must be a non-empty object")
                }
                let ordered = options.keys.sorted { StringCatalogReader.order($0) < StringCatalogReader.order($1) }
                let subtrees = try ordered.map { label -> (label: String, tree: VariantTree) in
                    guard let option = options[label] as? [String: Any] else {
                        throw Problem(message: "the \(rule) variation '\(label)' of '\(locale)' is not an object")
                    }
                    return (label, try tree(of: option, locale: locale, depth: depth + 1, state: &state))
                }
                choices.append((rule, .choice(rule: rule, options: subtrees)))
            }
            return choices.count == 1 ? choices[0].tree : .choice(rule: "variation", options: choices)
        }
        throw Problem(message: "the localization '\(locale)' has neither a stringUnit nor variations")
    }
}
