/// One XML element of an Interface Builder file, kept as a small value tree so the
/// importer can look ahead (resources, layout guides) before it builds a screen.
struct IBElement: Sendable {
    /// The tag name (`label`, `constraint`, …).
    var name: String
    /// Attributes by name.
    var attributes: [String: String]
    /// Child elements in document order.
    var children: [IBElement]
    /// The 1-based line of the start tag.
    var line: Int
    /// The XML comment just before this element, if any (Xcode writes scene titles there).
    var precedingComment: String?
    /// Character data directly inside the element (`<string key="text">…</string>`).
    var text: String

    init(name: String, attributes: [String: String], line: Int, precedingComment: String? = nil) {
        self.name = name
        self.attributes = attributes
        self.children = []
        self.line = line
        self.precedingComment = precedingComment
        self.text = ""
    }

    /// An attribute's value.
    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The `key` attribute: the role of the element inside its parent.
    var key: String? { attributes["key"] }

    /// The `id` attribute.
    var id: String? { attributes["id"] }

    /// The first child with a tag name and, optionally, a `key`.
    func child(_ name: String, key: String? = nil) -> IBElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The first child with a `key`, whatever its tag.
    func child(key: String) -> IBElement? {
        children.first { $0.key == key }
    }

    /// Children with a tag name.
    func children(named name: String) -> [IBElement] {
        children.filter { $0.name == name }
    }

    /// A YES/NO attribute; nil when absent or not a boolean.
    func bool(_ attribute: String) -> Bool? {
        switch attributes[attribute] {
        case "YES": true
        case "NO": false
        default: nil
        }
    }

    /// A numeric attribute; nil when absent or not a finite number (`nan`, `inf` included).
    func double(_ attribute: String) -> Double? {
        guard let value = attributes[attribute].flatMap({ Double($0) }), value.isFinite else { return nil }
        return value
    }

    /// Every descendant (depth first, document order) that satisfies a predicate,
    /// not looking inside matches.
    func descendants(where predicate: (IBElement) -> Bool) -> [IBElement] {
        var found: [IBElement] = []
        for child in children {
            if predicate(child) {
                found.append(child)
            } else {
                found.append(contentsOf: child.descendants(where: predicate))
            }
        }
        return found
    }
}
