import LayoutEngine

/// What the right-to-left check saw in one RTL variant, compared with the same locale's
/// strings laid out left to right.
public struct MirroringSummary: Hashable, Sendable, Codable {
    /// Views that sit where the mirror of their left-to-right frame is.
    public var mirrored: Int
    /// Views that opted out of flipping (playback, spatial, forced direction) and kept
    /// their left-to-right frame, as they should.
    public var keptByDesign: [String]
    /// Views that opted out of flipping but were flipped anyway.
    public var flippedDespiteOptOut: [String]
    /// The left-to-right twin's frames (id → frame), for side-by-side pictures.
    public var twinFrames: [String: LayoutEngine.Rect]

    /// Creates a summary.
    public init(mirrored: Int, keptByDesign: [String], flippedDespiteOptOut: [String], twinFrames: [String: LayoutEngine.Rect]) {
        self.mirrored = mirrored
        self.keptByDesign = keptByDesign
        self.flippedDespiteOptOut = flippedDespiteOptOut
        self.twinFrames = twinFrames
    }
}
