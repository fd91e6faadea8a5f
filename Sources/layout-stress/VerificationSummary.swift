import LayoutEngine

/// The totals of a `verify-ib` run.
struct VerificationSummary: Encodable {
    /// Screens laid out.
    var screens: Int
    /// Views counted towards agreement (not flagged by IB, not sized at run time).
    var compared: Int
    /// Of those, views within the tolerance.
    var agreeing: Int
    /// Of those, views beyond it.
    var differing: Int
    /// Agreement in percent (100 when nothing was compared).
    var agreementPercent: Double
    /// Views IB flags as misplaced, and how many of them agree anyway.
    var misplaced: Int
    var misplacedAgreeing: Int
    /// Views IB flags as ambiguous, and how many of them agree anyway.
    var declaredAmbiguous: Int
    var declaredAmbiguousAgreeing: Int
    /// Views sized at run time.
    var sizedAtRunTime: Int
    /// Views in rows IB's canvas does not show (not laid out when the file was saved), and how
    /// many of them agree anyway.
    var outsideCanvas: Int
    var outsideCanvasAgreeing: Int
    /// Compared views whose laid-out frame has a negative width or height.
    var negativeFrames: Int
    /// Screens laid out on the safe area their saved frames show rather than the device's.
    var safeAreaFromFrames: Int

    init(screens: [ScreenVerification]) {
        let views = screens.flatMap(\.views)
        let compared = views.filter(\.isCompared)
        self.screens = screens.count
        self.compared = compared.count
        agreeing = compared.filter(\.agrees).count
        differing = compared.count - agreeing
        agreementPercent = compared.isEmpty ? 100 : (Double(agreeing) / Double(compared.count) * 1000).rounded() / 10
        let misplacedViews = views.filter(\.misplaced)
        misplaced = misplacedViews.count
        misplacedAgreeing = misplacedViews.filter(\.agrees).count
        let ambiguousViews = views.filter { $0.declaredAmbiguous && !$0.misplaced }
        declaredAmbiguous = ambiguousViews.count
        declaredAmbiguousAgreeing = ambiguousViews.filter(\.agrees).count
        sizedAtRunTime = views.filter(\.sizedAtRunTime).count
        let hiddenViews = views.filter { $0.outsideCanvas && !$0.misplaced && !$0.declaredAmbiguous && !$0.sizedAtRunTime }
        outsideCanvas = hiddenViews.count
        outsideCanvasAgreeing = hiddenViews.filter(\.agrees).count
        negativeFrames = views.filter { $0.laidOut.width < 0 || $0.laidOut.height < 0 }.count
        safeAreaFromFrames = screens.filter(\.safeAreaFromFrames).count
    }

    /// The closing line of the text report.
    var text: String {
        "\(screens) screens: \(agreeing)/\(compared) views agree with Interface Builder's frames"
            + " (\(agreementPercent) %), \(differing) differ beyond max(1 pt, 2 %);"
            + " apart: \(misplaced) misplaced in IB (\(misplacedAgreeing) agree),"
            + " \(declaredAmbiguous) ambiguous in IB (\(declaredAmbiguousAgreeing) agree),"
            + " \(sizedAtRunTime) sized at run time,"
            + " \(outsideCanvas) in rows IB does not show (\(outsideCanvasAgreeing) agree); \(negativeFrames) negative frames;"
            + " \(safeAreaFromFrames) screens on the safe area their frames show"
    }
}

/// The JSON document of `verify-ib --format json`.
struct VerificationReport: Encodable {
    static let toleranceText = "max(1 pt, 2 % of the saved width) on x and width; max(1 pt, 2 % of the saved height) on y and height"
    var files: [String]
    var tolerance: String
    var summary: VerificationSummary
    var screens: [ScreenVerification]
}
