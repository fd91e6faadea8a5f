/// Which family draws a request: the system font or a custom family (a name or a file path).
enum FamilyChoice: Hashable, Sendable {
    case system
    case custom(String)
}
