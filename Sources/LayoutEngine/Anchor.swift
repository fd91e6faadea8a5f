/// One side of a constraint: an item and one of its attributes, e.g. `card.leading`.
public struct Anchor: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The view or guide.
    public var item: LayoutItem
    /// Its attribute.
    public var attribute: LayoutAttribute

    /// Creates an anchor.
    public init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `card.leading`, `root.safeArea.top`.
    public var description: String { "\(item).\(attribute.rawValue)" }
}
