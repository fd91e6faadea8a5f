import LayoutEngine

/// Everything a sweep learned about one variant: the frames and the findings.
public struct VariantResult: Hashable, Sendable, Codable {
    /// Which variant.
    public var variant: Variant
    /// The root view's size (the device's screen in the orientation), in points.
    public var rootSize: Size
    /// The safe area's frame in root coordinates.
    public var safeArea: Rect?
    /// Each view's frame and text, in screen order.
    public var views: [ViewRecord]
    /// The problems found, in a fixed order (kind, then view order).
    public var findings: [Finding]
    /// RTL variants only: the views compared against their left-to-right twin.
    public var mirroring: MirroringSummary?
    /// False when the layout did not settle (wrapping text kept changing heights).
    public var converged: Bool

    /// Creates a result.
    public init(variant: Variant, rootSize: Size, safeArea: Rect? = nil, views: [ViewRecord],
                findings: [Finding], mirroring: MirroringSummary? = nil, converged: Bool = true) {
        self.variant = variant
        self.rootSize = rootSize
        self.safeArea = safeArea
        self.views = views
        self.findings = findings
        self.mirroring = mirroring
        self.converged = converged
    }
}
