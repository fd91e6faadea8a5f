import SwiftLayoutReader
import SwiftSyntax

/// The outlets a class keeps to itself: a property it declares `private` or `fileprivate`
/// (`@IBOutlet private weak var actionButton: UIButton!`). Swift lets only code in the
/// declaring file reach it, so what other files do with a property of the same name through
/// another object (`viewModel.redacted.actionButton`, `cell.actionButton.setTitle(…)`) is
/// not done to it. `private(set)` still lets others read the view, and set its text.
final class PrivateOutlets {
    private let sources: SwiftSources
    private var known: [String: [String: Set<String>]] = [:]

    /// Reads declarations from `sources` when first asked for a class.
    init(sources: SwiftSources) {
        self.sources = sources
    }

    /// The files that may reach `outlet` (its placeholder pseudo-outlet: its field) when its
    /// class declares it private; nil when it does not, or no declaration is found.
    func files(declaring outlet: OutletTextAssignments.Outlet) -> Set<String>? {
        guard outlet.className != OutletTextAssignments.anyClass else { return nil }
        return privateProperties(of: outlet.className)[OutletTextAssignments.baseProperty(outlet.property)]
    }

    private func privateProperties(of className: String) -> [String: Set<String>] {
        if let cached = known[className] { return cached }
        var found: [String: Set<String>] = [:]
        for declaration in sources.declarations(of: [className]) {
            for member in declaration.members.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self), Self.isPrivate(variable.modifiers) else { continue }
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    found[name, default: []].insert(declaration.path)
                }
            }
        }
        known[className] = found
        return found
    }

    /// `private` or `fileprivate` on the whole property (not only on its setter).
    static func isPrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { modifier in
            [Keyword.private, .fileprivate].contains { modifier.name.tokenKind == .keyword($0) } && modifier.detail == nil
        }
    }
}
