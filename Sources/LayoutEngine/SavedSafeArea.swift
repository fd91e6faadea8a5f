/// The safe area a design tool drew a screen with, read back from the frames it saved: a view
/// pinned to the root's safe-area top (or bottom) sits where that edge was. Interface Builder's
/// canvas does not always match the device it names (Xcode 16.3 and later save some scenes
/// with twice the device's insets: 118 pt at the top of a 59 pt iPhone), and `verify-ib` must
/// lay a screen out on the canvas its frames were computed on.
public enum SavedSafeArea {
    /// The top and bottom insets the saved frames show, each nil unless required constraints
    /// tie the edge to views of the root with trustworthy saved frames, those views agree
    /// within half a point, and there are two of them or the edge is at twice the inset of the
    /// canvas or of a device of the canvas's size.
    public static func insets(of screen: Screen, design: DesignSnapshot) -> (top: Double?, bottom: Double?) {
        let canvasHeight = design.canvas.rootSize(design.orientation).height
        let rootChildren = Set(screen.views.filter { $0.parent == LayoutItem.rootID }.map(\.id))
        var tops: [Double] = []
        var bottoms: [Double] = []
        for constraint in screen.constraints where constraint.relation == .equal && constraint.isRequired && constraint.multiplier == 1 {
            guard let second = constraint.second else { continue }
            let guide: Anchor, view: Anchor, guideIsFirst: Bool
            if constraint.first.item == .guide(LayoutItem.rootID, .safeArea) {
                (guide, view, guideIsFirst) = (constraint.first, second, true)
            } else if second.item == .guide(LayoutItem.rootID, .safeArea) {
                (guide, view, guideIsFirst) = (second, constraint.first, false)
            } else {
                continue
            }
            guard case .view(let id) = view.item, rootChildren.contains(id), !design.misplaced.contains(id),
                  !screen.declaredAmbiguous.contains(id), !design.sizedAtRunTime.contains(id),
                  let frame = design.frames[id] else { continue }
            let position: Double
            switch view.attribute {
            case .top: position = frame.y
            case .bottom: position = frame.y + frame.height
            case .centerY: position = frame.y + frame.height / 2
            default: continue
            }
            // first = second + constant.
            let edge = guideIsFirst ? position + constraint.constant : position - constraint.constant
            switch guide.attribute {
            case .top: tops.append(edge)
            case .bottom: bottoms.append(canvasHeight - edge)
            default: continue
            }
        }
        // Xcode draws a canvas with the insets of one of the devices of its size (a 375×812
        // canvas with the iPhone X's 44 pt or the iPhone 13 mini's 50 pt), then doubles them.
        let sameSize = Device.all.filter {
            $0.portraitWidth == design.canvas.portraitWidth && $0.portraitHeight == design.canvas.portraitHeight
        }
        func agreed(_ values: [Double], devices: [Double]) -> Double? {
            guard let low = values.min(), let high = values.max(), high - low <= 0.5, low >= 0 else { return nil }
            let value = (low + high) / 2
            // One view could be misplaced without IB flagging it: alone it is evidence only of
            // the doubled inset Xcode is known to draw.
            guard values.count >= 2 || devices.contains(where: { abs(value - 2 * $0) <= 0.5 }) else { return nil }
            return value
        }
        return (agreed(tops, devices: [design.canvas.safeTopPortrait] + sameSize.map(\.safeTopPortrait)),
                agreed(bottoms, devices: [design.canvas.safeBottomPortrait] + sameSize.map(\.safeBottomPortrait)))
    }

    /// `design` with its canvas's portrait safe-area insets replaced by the ones its frames show
    /// where those differ from the canvas's by more than a point (a component's is left as it
    /// is); the second value says whether anything changed.
    public static func applied(to screen: Screen, design: DesignSnapshot) -> (DesignSnapshot, changed: Bool) {
        // A component (a cell, a small xib view) has no safe area of its own on the canvas.
        guard design.orientation == .portrait, design.canvasView == nil else { return (design, false) }
        let saved = insets(of: screen, design: design)
        var result = design
        var changed = false
        if let top = saved.top, abs(top - design.canvas.safeTopPortrait) > 1 {
            result.canvas.safeTopPortrait = top
            changed = true
        }
        if let bottom = saved.bottom, abs(bottom - design.canvas.safeBottomPortrait) > 1 {
            result.canvas.safeBottomPortrait = bottom
            changed = true
        }
        return (result, changed)
    }
}
