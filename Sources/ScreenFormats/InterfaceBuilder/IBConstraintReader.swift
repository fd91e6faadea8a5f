import Diagnostics
import LayoutEngine

/// Turns `<constraint>` elements into `ConstraintSpec`s.
struct IBConstraintReader {
    /// The file as the user named it.
    var file: String
    /// What each object id names in the screen.
    var items: [String: IBItem]
    /// Each view's superview, by screen id.
    var parents: [String: String]

    /// The spacing `symbolic="YES"` stands for when IB saved no constant: Interface Builder's
    /// standard spacing between siblings.
    static let siblingSpacing = 8.0
    /// Standard spacing to the superview's own edge.
    static let superviewEdgeSpacing = 20.0
    /// Standard spacing to a safe area.
    static let safeAreaSpacing = 8.0

    /// The spec for `element`, declared inside the `<constraints>` of the view whose IB id is
    /// `ownerID`; `.success(nil)` for constraints IB drops at build time (`placeholder="YES"`).
    func spec(_ element: IBElement, ownerID: String) -> Result<ConstraintSpec?, IBIssue> {
        if element.bool("placeholder") == true { return .success(nil) }
        let id = element.id ?? "\(file):\(element.line)"
        guard let firstAttribute = element["firstAttribute"].flatMap(LayoutAttribute.init(parsing:)) else {
            return .failure(issue("constraint-attribute", "constraint \(id) has an unknown first attribute '\(element["firstAttribute"] ?? "")'; it is ignored", element))
        }
        guard let firstItem = items[element["firstItem"] ?? ownerID] else {
            return .failure(issue("constraint-item", "constraint \(id) refers to an object that is not laid out; it is ignored", element))
        }
        guard let first = firstItem.anchor(firstAttribute) else {
            return .failure(issue("constraint-legacy-guide", "constraint \(id) uses a legacy layout guide's \(firstAttribute.rawValue); it is ignored", element))
        }
        var second: Anchor?
        var secondItem: IBItem?
        if let secondID = element["secondItem"] {
            guard let item = items[secondID] else {
                return .failure(issue("constraint-item", "constraint \(id) refers to an object that is not laid out; it is ignored", element))
            }
            let attribute = element["secondAttribute"].flatMap(LayoutAttribute.init(parsing:)) ?? firstAttribute
            guard let anchor = item.anchor(attribute) else {
                return .failure(issue("constraint-legacy-guide", "constraint \(id) uses a legacy layout guide's \(attribute.rawValue); it is ignored", element))
            }
            second = anchor
            secondItem = item
        }
        var multiplier = 1.0
        if let text = element["multiplier"] {
            guard let value = IBGeometry.multiplier(text) else {
                return .failure(issue("constraint-multiplier", "constraint \(id) has a multiplier '\(text)' that is not a number or ratio; it is ignored", element))
            }
            multiplier = value
        }
        let relation: LayoutRelation = switch element["relation"] {
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: .equal
        }
        var constant = element.double("constant") ?? 0
        if element["constant"] == nil, element.bool("symbolic") == true, let secondItem, let second {
            constant = systemSpacing(first: firstItem, firstAnchor: first, second: secondItem, secondAnchor: second)
        }
        // first + o1 = m × (second + o2) + c, for items whose anchors stand in at an offset.
        constant += multiplier * (secondItem.map { $0.offset(second?.attribute ?? firstAttribute) } ?? 0) - firstItem.offset(firstAttribute)
        let priority = min(max(element.double("priority") ?? 1000, 1), 1000)
        return .success(ConstraintSpec(id: id, first: first, relation: relation, second: second,
                                       multiplier: multiplier, constant: constant, priority: priority,
                                       origin: .interfaceBuilder, location: SourceLocation(file: file, line: element.line)))
    }

    /// The standard spacing IB means by a symbolic constant. IB orders the two items so that
    /// standard spacing is always a positive constant (`b.top = a.bottom + 8`,
    /// `superview.trailing = b.trailing + 20`).
    private func systemSpacing(first: IBItem, firstAnchor: Anchor, second: IBItem, secondAnchor: Anchor) -> Double {
        let attributes = [firstAnchor.attribute, secondAnchor.attribute]
        let toMargin = attributes.contains { [.leadingMargin, .trailingMargin, .leftMargin, .rightMargin, .topMargin, .bottomMargin].contains($0) }
        let spacing: Double
        if toMargin {
            spacing = 0
        } else if first.isGuide || second.isGuide {
            spacing = IBConstraintReader.safeAreaSpacing
        } else if parents[first.viewID] == second.viewID || parents[second.viewID] == first.viewID {
            spacing = IBConstraintReader.superviewEdgeSpacing
        } else {
            spacing = IBConstraintReader.siblingSpacing
        }
        return spacing
    }

    private func issue(_ kind: String, _ message: String, _ element: IBElement) -> IBIssue {
        IBIssue(kind: kind, message: message, line: element.line)
    }
}
