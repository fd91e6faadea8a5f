import TextModel

/// The font files of one family, by weight, as the `Fonts/` manifest lists them.
public struct FaceSet: Hashable, Sendable {
    /// File name (or path) per weight.
    public var faces: [FontWeight: String]
    /// The Debian package that provides the files, named when one is missing.
    public var package: String?
    /// Face index inside a collection (TTC) by locale (`ja`, `zh-Hant`, `default`).
    public var indexByLocale: [String: Int]
    /// For a stand-in of the system font: the factor its advances are multiplied by so its
    /// widths approximate SF Pro's (whose tracking tightens text sizes); 1 otherwise.
    public var widthScale: Double
    /// For a stand-in of the system font: whether Apple's SF Pro tracking table is applied to
    /// it as to SF Pro (letter spacing by point size, on top of `widthScale`).
    public var appleTracking: Bool

    /// Creates a face set.
    public init(faces: [FontWeight: String], package: String? = nil, indexByLocale: [String: Int] = [:], widthScale: Double = 1,
                appleTracking: Bool = false) {
        self.widthScale = widthScale
        self.appleTracking = appleTracking
        self.faces = faces
        self.package = package
        self.indexByLocale = indexByLocale
    }

    /// The listed weight nearest to `weight` (ties go to the heavier one), nil when the set is empty.
    public func nearestWeight(to weight: FontWeight) -> FontWeight? {
        faces.keys.min { lhs, rhs in
            let left = abs(lhs.openTypeValue - weight.openTypeValue)
            let right = abs(rhs.openTypeValue - weight.openTypeValue)
            return left != right ? left < right : lhs > rhs
        }
    }

    /// The file for `weight` (or the nearest listed weight).
    public func file(for weight: FontWeight) -> String? {
        nearestWeight(to: weight).flatMap { faces[$0] }
    }

    /// The collection index for a locale: the exact identifier, then language-script
    /// (`zh-Hant` for `zh-TW`), then language-region, then the language, then `default`, then 0.
    public func index(forLocaleKeys keys: [String]) -> Int {
        for key in keys {
            if let index = indexByLocale[key] { return index }
        }
        return indexByLocale["default"] ?? 0
    }
}
