import Diagnostics
import LayoutEngine

/// The screens of a file a one-screen command (`layout`, `explain`) works on: those whose name
/// is `name`, or contains it (`--screen Settings`, `--screen DocumentCell`), ignoring case;
/// every screen when no name is given.
enum ScreenChoice {
    /// The matching screens of `loaded`, read from `file`; an error naming what the file holds
    /// (and the nearest name) when none matches or the file holds none.
    static func screens(_ loaded: [Screen], named name: String?, in file: String) throws -> [Screen] {
        guard !loaded.isEmpty else { throw DiagnosticError(.error("the file holds no screen", at: SourceLocation(file: file))) }
        guard let name else { return loaded }
        let exact = loaded.filter { $0.name == name }
        if !exact.isEmpty { return exact }
        let containing = loaded.filter { $0.name.localizedCaseInsensitiveContains(name) }
        if !containing.isEmpty { return containing }
        let names = loaded.map(\.name)
        let hint = NearestName.hint(for: name, among: names + names.compactMap { $0.components(separatedBy: " › ").last })
        throw DiagnosticError(.error("no screen named '\(name)' in the file\(hint) (it holds: \(names.joined(separator: ", ")))",
                                     at: SourceLocation(file: file)))
    }
}
