/// Whose property a use through another object may be (`cell.titleLabel.isHidden = …` in a
/// controller): the receiver's type is not written there, but the file names the types it works
/// with. A use counts for a class when the file names that class, one of its superclasses or one
/// of its subclasses; it does not when the file names only other classes of the app that have a
/// property of that name (those are the receivers it is about); when the file names no class
/// known to have the property, it may be any class's, and counts for every one.
/// Not thread-safe, like the context it is made in.
final class PropertyReceivers {
    private let index: AppIndex
    /// The classes with a property of each name, with their subclasses, as asked for.
    private var holders: [String: Set<String>] = [:]
    /// Each class asked about with its ancestors and descendants (`AppIndex.family(of:)`).
    private var families: [String: Set<String>] = [:]

    /// Receivers in the app `index` indexes.
    init(index: AppIndex) {
        self.index = index
    }

    /// Whether a use of `property` through another object in the file at `path` may be a use of
    /// `className`'s.
    func mayReach(_ className: String, property: String, usedIn path: String) -> Bool {
        guard index.declares(className) else { return true }
        let named = index.typesNamed[path] ?? []
        if !named.isDisjoint(with: family(of: className)) { return true }
        return named.isDisjoint(with: holders(of: property))
    }

    private func family(of className: String) -> Set<String> {
        if let known = families[className] { return known }
        let found = index.family(of: className)
        families[className] = found
        return found
    }

    private func holders(of property: String) -> Set<String> {
        if let known = holders[property] { return known }
        let found = (index.typesDeclaring[property] ?? []).reduce(into: Set<String>()) { found, type in
            found.insert(type)
            found.formUnion(index.descendants(of: type))
        }
        holders[property] = found
        return found
    }
}
