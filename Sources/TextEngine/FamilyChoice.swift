/// Which family draws a request: the system font or a custom family (a name or a file path).
enum FamilyChoice: Hashable, Sendable {
    /// The system font (SF Pro, or its stand-in when SF Pro is absent).
    case system
    /// A family named by the user, as a family name or a font file path.
    case custom(String)
}
