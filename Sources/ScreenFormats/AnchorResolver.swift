import LayoutEngine

/// Turns `view.attribute` and `view.guide.attribute` paths into anchors, checking that the
/// view exists, the guide suits the view, and the attribute is known.
struct AnchorResolver {
    /// View id → kind; includes `root`.
    let kinds: [String: ViewKind]

    init(views: [ViewNode]) {
        var kinds: [String: ViewKind] = [LayoutItem.rootID: .view]
        for view in views { kinds[view.id] = view.kind }
        self.kinds = kinds
    }

    static func guideKind(_ name: String) -> LayoutGuideKind? {
        switch name.lowercased() {
        case "safearea", "safearealayoutguide": .safeArea
        case "margins", "layoutmargins", "layoutmarginsguide": .margins
        case "readablecontent", "readablecontentguide": .readableContent
        case "content", "contentlayoutguide": .content
        case "frame", "framelayoutguide": .frame
        default: nil
        }
    }

    func anchor(_ path: String) throws -> Anchor {
        let parts = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 || parts.count == 3, parts.allSatisfy({ !$0.isEmpty }) else {
            if parts.count == 1 { throw SpecProblem("expected view.attribute but found '\(path)'") }
            throw SpecProblem("malformed anchor '\(path)' (expected view.attribute or view.guide.attribute)")
        }
        let viewID = parts[0]
        guard let kind = kinds[viewID] else { throw SpecProblem("unknown view '\(viewID)'") }
        let attributeName = parts[parts.count - 1]
        guard let attribute = LayoutAttribute(parsing: attributeName) else { throw SpecProblem("unknown attribute '\(attributeName)'") }
        guard parts.count == 3 else { return Anchor(.view(viewID), attribute) }
        guard let guide = AnchorResolver.guideKind(parts[1]) else { throw SpecProblem("unknown layout guide '\(parts[1])'") }
        if guide == .content || guide == .frame, kind != .scroll {
            throw SpecProblem("'\(viewID)' is not a scroll view, so it has no '\(parts[1])' guide")
        }
        if attribute == .firstBaseline || attribute == .lastBaseline {
            throw SpecProblem("layout guides have no baseline ('\(attributeName)')")
        }
        return Anchor(.guide(viewID, guide), attribute)
    }

    /// UIKit's rules for a valid constraint, as the message it would raise; nil when valid.
    static func validate(first: Anchor, second: Anchor?, multiplier: Double) -> SpecProblem? {
        let a = first.attribute
        if a == .notAnAttribute { return SpecProblem("'NotAnAttribute' cannot be the constrained attribute") }
        guard let second else {
            if !a.isSize {
                return SpecProblem("a location attribute ('\(a.rawValue)') cannot be set to a constant; relate it to another anchor")
            }
            return nil
        }
        let b = second.attribute
        if a.isSize != b.isSize {
            return SpecProblem("cannot relate a size attribute to a location attribute ('\(a.rawValue)' and '\(b.rawValue)')")
        }
        if !a.isSize {
            if a.axis != b.axis {
                return SpecProblem("cannot relate a horizontal attribute to a vertical one ('\(a.rawValue)' and '\(b.rawValue)')")
            }
            if (a.isDirectional && b.isAbsoluteHorizontal) || (a.isAbsoluteHorizontal && b.isDirectional) {
                return SpecProblem("cannot mix leading/trailing with left/right ('\(a.rawValue)' and '\(b.rawValue)')")
            }
            if multiplier == 0 {
                return SpecProblem("a multiplier of 0 on a location attribute ('\(b.rawValue)') makes the constraint meaningless")
            }
        }
        if first == second, multiplier == 1 {
            return SpecProblem("the constraint relates '\(first)' to itself")
        }
        return nil
    }
}
