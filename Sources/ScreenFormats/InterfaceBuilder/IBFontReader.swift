import TextModel

/// Turns Interface Builder's `<fontDescription>` (and the `<font>` of attributed strings)
/// into a `FontSpec`.
enum IBFontReader {
    /// The font of a `<fontDescription>` element; nil when it names nothing usable.
    /// `scales` nil: a text style scales and a fixed size does not. A text style in a nib is
    /// resolved when the nib loads, at the category of that moment; the view's
    /// `adjustsFontForContentSizeCategory` only adds live updates, and a fixed-size font
    /// never scales, flag or not (UIKit needs a preferred or UIFontMetrics font for that).
    static func font(_ element: IBElement, scales: Bool? = nil) -> FontSpec? {
        if let styleName = element["style"] {
            guard let style = TextStyle(parsing: styleName) else { return nil }
            return FontSpec(source: .textStyle(style), scales: scales)
        }
        // Past 10,000 pt (as `measure --size` and specs allow) text widths overflow to infinity.
        let size = min(element.double("pointSize") ?? element.double("size") ?? 17, 10_000)
        if let type = element["type"] ?? element["metaFont"] {
            var weight = element["weight"].flatMap(FontWeight.init(parsing:)) ?? .regular
            if type.lowercased().hasPrefix("bold") { weight = .bold }
            return FontSpec(source: .system(size: size), weight: weight, scales: scales)
        }
        if let name = element["name"] {
            let family = element["family"] ?? familyName(fromPostScriptName: name)
            return FontSpec(source: .custom(family: family, size: size),
                            weight: weight(fromPostScriptName: name), scales: scales)
        }
        return nil
    }

    /// `Helvetica-Bold` → `Helvetica`.
    static func familyName(fromPostScriptName name: String) -> String {
        guard let dash = name.firstIndex(of: "-") else { return name }
        return String(name[..<dash])
    }

    /// `Helvetica-Bold` → bold, `AvenirNext-DemiBoldItalic` → semibold; nil when the name
    /// carries no weight.
    static func weight(fromPostScriptName name: String) -> FontWeight? {
        guard let dash = name.firstIndex(of: "-") else { return nil }
        var style = String(name[name.index(after: dash)...]).lowercased()
        for suffix in ["italic", "oblique"] where style.hasSuffix(suffix) {
            style.removeLast(suffix.count)
        }
        if style == "roman" || style.isEmpty { return style.isEmpty ? nil : .regular }
        return FontWeight(parsing: style)
    }
}
