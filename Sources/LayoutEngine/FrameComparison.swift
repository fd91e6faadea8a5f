/// One view's frame as laid out beside the frame a design tool saved for it, both in the
/// superview's coordinates.
public struct FrameComparison: Hashable, Sendable, Encodable {
    /// The view's id in the screen.
    public var id: String
    /// The name Interface Builder shows for it.
    public var name: String
    /// Its kind.
    public var kind: ViewKind
    /// The frame the layout gave it, in its superview's coordinates.
    public var laidOut: Rect
    /// The frame the design tool saved.
    public var saved: Rect
    /// The tool itself marked the view misplaced: its saved frame is not what its constraints give.
    public var misplaced: Bool
    /// The tool itself marked the view ambiguous.
    public var declaredAmbiguous: Bool
    /// The view's size is decided at run time (placeholder intrinsic size or constraints
    /// removed at build time); the saved frame is a stand-in.
    public var sizedAtRunTime: Bool
    /// The tool did not lay the view out when it saved the file (it is in a row its list does
    /// not show on the canvas): the saved frame is from an earlier layout.
    public var outsideCanvas: Bool

    /// Creates a comparison.
    public init(id: String, name: String, kind: ViewKind, laidOut: Rect, saved: Rect, misplaced: Bool = false,
                declaredAmbiguous: Bool = false, sizedAtRunTime: Bool = false, outsideCanvas: Bool = false) {
        self.outsideCanvas = outsideCanvas
        self.id = id
        self.name = name
        self.kind = kind
        self.laidOut = laidOut
        self.saved = saved
        self.misplaced = misplaced
        self.declaredAmbiguous = declaredAmbiguous
        self.sizedAtRunTime = sizedAtRunTime
    }

    /// The largest difference allowed on an axis whose saved length is `length`:
    /// 1 pt or 2 % of the length, whichever is larger.
    public static func tolerance(forLength length: Double) -> Double {
        max(1, 0.02 * abs(length))
    }

    /// The largest difference of an edge or side, in points: x, width against the horizontal
    /// tolerance and y, height against the vertical one are checked by `agrees`.
    public var largestDifference: Double {
        [laidOut.x - saved.x, laidOut.y - saved.y, laidOut.width - saved.width, laidOut.height - saved.height]
            .map(abs).max() ?? 0
    }

    /// True when position and size agree within the tolerance on both axes.
    public var agrees: Bool {
        let horizontal = FrameComparison.tolerance(forLength: saved.width)
        let vertical = FrameComparison.tolerance(forLength: saved.height)
        return abs(laidOut.x - saved.x) <= horizontal && abs(laidOut.width - saved.width) <= horizontal
            && abs(laidOut.y - saved.y) <= vertical && abs(laidOut.height - saved.height) <= vertical
    }

    /// True when the view counts towards the agreement figure: neither flagged misplaced or
    /// ambiguous by the tool, nor sized at run time, nor left out of the tool's last layout.
    public var isCompared: Bool { !misplaced && !declaredAmbiguous && !sizedAtRunTime && !outsideCanvas }

    private enum CodingKeys: String, CodingKey {
        case id, name, kind, laidOut, saved, misplaced, declaredAmbiguous, sizedAtRunTime, outsideCanvas, agrees, largestDifference
    }

    /// Encodes the comparison with its verdict (`agrees`) and `largestDifference` in points.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(id, forKey: .id)
        try container.encode(name, forKey: .name)
        try container.encode(kind, forKey: .kind)
        try container.encode(laidOut, forKey: .laidOut)
        try container.encode(saved, forKey: .saved)
        try container.encode(misplaced, forKey: .misplaced)
        try container.encode(declaredAmbiguous, forKey: .declaredAmbiguous)
        try container.encode(sizedAtRunTime, forKey: .sizedAtRunTime)
        try container.encode(outsideCanvas, forKey: .outsideCanvas)
        try container.encode(agrees, forKey: .agrees)
        try container.encode((largestDifference * 100).rounded() / 100, forKey: .largestDifference)
    }
}
