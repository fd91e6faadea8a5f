/// Maps the direction-dependent attributes onto screen edges for one layout direction:
/// leading/trailing become left/right in left-to-right layouts and right/left in right-to-left
/// ones; every other attribute is returned unchanged.
enum ResolvedAttribute {
    static func absolute(_ attribute: LayoutAttribute, _ direction: LayoutDirection) -> LayoutAttribute {
        let rtl = direction == .rightToLeft
        switch attribute {
        case .leading: return rtl ? .right : .left
        case .trailing: return rtl ? .left : .right
        case .leadingMargin: return rtl ? .rightMargin : .leftMargin
        case .trailingMargin: return rtl ? .leftMargin : .rightMargin
        default: return attribute
        }
    }
}
