import TextModel

/// Identifies a font chain: family, weight, optical size and locale.
struct ChainKey: Hashable, Sendable {
    var family: FamilyChoice
    var weight: FontWeight
    var display: Bool
    var locale: String
}
