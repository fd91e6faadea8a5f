/// A fallback family for characters of some scripts that the primary face does not cover.
public struct ScriptFallback: Hashable, Sendable {
    /// ISO 15924 script codes (`Arab`, `Hani`) this family draws.
    public var scripts: [String]
    /// The family's files.
    public var faces: FaceSet

    /// Creates a fallback entry.
    public init(scripts: [String], faces: FaceSet) {
        self.scripts = scripts
        self.faces = faces
    }
}
