import LayoutEngine
import TextModel

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

    private enum CodingKeys: String, CodingKey {
        case screen, device, orientation, category, locale, direction, rootSize, safeArea, views, findings, mirroring, converged
    }

    /// Writes the variant's fields at the top level, as interfaces §4 shows.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(variant.screen, forKey: .screen)
        try container.encode(variant.device, forKey: .device)
        try container.encode(variant.orientation, forKey: .orientation)
        try container.encode(variant.category, forKey: .category)
        try container.encode(variant.locale, forKey: .locale)
        try container.encode(variant.direction, forKey: .direction)
        try container.encode(rootSize, forKey: .rootSize)
        try container.encodeIfPresent(safeArea, forKey: .safeArea)
        try container.encode(views, forKey: .views)
        try container.encode(findings, forKey: .findings)
        try container.encodeIfPresent(mirroring, forKey: .mirroring)
        try container.encode(converged, forKey: .converged)
    }

    /// Reads what `encode(to:)` writes, giving each finding its variant back.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        variant = Variant(screen: try container.decode(String.self, forKey: .screen),
                          device: try container.decode(String.self, forKey: .device),
                          orientation: try container.decode(Orientation.self, forKey: .orientation),
                          category: try container.decode(ContentSizeCategory.self, forKey: .category),
                          locale: try container.decode(String.self, forKey: .locale),
                          direction: try container.decode(LayoutDirection.self, forKey: .direction))
        rootSize = try container.decode(Size.self, forKey: .rootSize)
        safeArea = try container.decodeIfPresent(Rect.self, forKey: .safeArea)
        views = try container.decode([ViewRecord].self, forKey: .views)
        findings = try container.decode([Finding].self, forKey: .findings)
        mirroring = try container.decodeIfPresent(MirroringSummary.self, forKey: .mirroring)
        converged = try container.decodeIfPresent(Bool.self, forKey: .converged) ?? true
        for index in findings.indices { findings[index].variant = variant }
    }
}
