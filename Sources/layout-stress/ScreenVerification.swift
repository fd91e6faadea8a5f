import Foundation
import LayoutEngine

/// One screen's frames compared with Interface Builder's, as `verify-ib` reports them.
struct ScreenVerification: Encodable {
    /// The screen's name.
    var name: String
    /// Its file.
    var file: String
    /// The canvas it was laid out on.
    var canvas: Canvas
    /// Every view with a saved frame.
    var views: [FrameComparison]
    /// Whether the canvas's safe area was read from the saved frames (it differs from the device's).
    var safeAreaFromFrames: Bool

    /// The canvas as reported.
    struct Canvas: Encodable {
        var device: String
        var width: Double
        var height: Double
        var safeAreaTop: Double
        var safeAreaBottom: Double
    }

    init(screen: Screen, views: [FrameComparison], safeAreaFromFrames: Bool = false) {
        self.safeAreaFromFrames = safeAreaFromFrames
        name = screen.name
        file = screen.file ?? ""
        let device = screen.design?.canvas
        let orientation = screen.design?.orientation ?? .portrait
        let size = device?.rootSize(orientation) ?? Size(width: 0, height: 0)
        let insets = device?.safeAreaInsets(orientation)
        canvas = Canvas(device: device?.name ?? "", width: size.width, height: size.height,
                        safeAreaTop: insets?.top ?? 0, safeAreaBottom: insets?.bottom ?? 0)
        self.views = views
    }

    /// Views counted towards agreement.
    var compared: [FrameComparison] { views.filter(\.isCompared) }

    /// The screen's block of the text report: a headline and one line per differing view.
    func text(verbose: Bool) -> String {
        let compared = self.compared
        let agreeing = compared.filter(\.agrees).count
        var text = "\(name): \(agreeing)/\(compared.count) views agree"
            + " (canvas \(ScreenVerification.number(canvas.width))×\(ScreenVerification.number(canvas.height)),"
            + " safe area \(ScreenVerification.number(canvas.safeAreaTop))/\(ScreenVerification.number(canvas.safeAreaBottom)))\n"
        for view in views where verbose || !view.agrees {
            var flags: [String] = []
            if view.misplaced { flags.append("misplaced in IB") }
            if view.declaredAmbiguous { flags.append("ambiguous in IB") }
            if view.sizedAtRunTime { flags.append("sized at run time") }
            if view.outsideCanvas { flags.append("in a row IB does not show") }
            let mark = view.agrees ? "ok  " : "diff"
            text += "  \(mark) \(view.kind.rawValue) \(view.name): laid out \(ScreenVerification.describe(view.laidOut)),"
                + " saved \(ScreenVerification.describe(view.saved))"
                + (flags.isEmpty ? "" : " [\(flags.joined(separator: ", "))]") + "\n"
        }
        return text
    }

    /// `(x, y, width×height)` with at most two decimals.
    static func describe(_ rect: Rect) -> String {
        "(\(number(rect.x)), \(number(rect.y)), \(number(rect.width))×\(number(rect.height)))"
    }

    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() && abs(rounded) < 1e15 ? String(Int(rounded)) : String(rounded)
    }
}
