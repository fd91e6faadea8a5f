/// A rectangle whose edges are linear forms over the engine's variables, in root coordinates.
struct RectForm: Sendable {
    var left: LinearForm
    var top: LinearForm
    var width: LinearForm
    var height: LinearForm

    var right: LinearForm { left + width }
    var bottom: LinearForm { top + height }
    var centerX: LinearForm { left + width * 0.5 }
    var centerY: LinearForm { top + height * 0.5 }

    /// The rectangle shrunk by insets on each side.
    func inset(by insets: EdgeInsets) -> RectForm {
        RectForm(left: left + insets.left, top: top + insets.top,
                 width: width - (insets.left + insets.right), height: height - (insets.top + insets.bottom))
    }

    /// The rectangle inset on each side by a per-view quantity (`kind(view, edge)`), whose value
    /// each layout supplies.
    func inset(by kind: (Int, BoxEdge) -> VariantQuantity, of view: Int) -> RectForm {
        RectForm(left: left.adding(kind(view, .left)), top: top.adding(kind(view, .top)),
                 width: width.adding(kind(view, .left), -1).adding(kind(view, .right), -1),
                 height: height.adding(kind(view, .top), -1).adding(kind(view, .bottom), -1))
    }

    /// The form of a non-directional edge, centre or size attribute (no margins or baselines).
    func form(_ attribute: LayoutAttribute) -> LinearForm? {
        switch attribute {
        case .left: left
        case .right: right
        case .top: top
        case .bottom: bottom
        case .width: width
        case .height: height
        case .centerX: centerX
        case .centerY: centerY
        default: nil
        }
    }
}
