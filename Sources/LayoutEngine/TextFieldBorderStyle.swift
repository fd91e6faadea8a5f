/// UITextField's `borderStyle`: it decides the padding around the text and the field's height.
public enum TextFieldBorderStyle: String, CaseIterable, Hashable, Sendable, Codable {
    /// No border: the text fills the field.
    case none
    /// A thin rectangle.
    case line
    /// A bezeled rectangle.
    case bezel
    /// A rounded rectangle (Interface Builder's default).
    case roundedRect

    /// Reads `roundedRect`, `UITextBorderStyleLine`, `line`, … (case-insensitive); nil when unknown.
    public init?(parsing text: String) {
        var key = text.trimmingCharacters(in: .whitespaces).lowercased()
        for prefix in ["uitextborderstyle", "uitextfield.borderstyle."] where key.hasPrefix(prefix) {
            key.removeFirst(prefix.count)
        }
        guard let style = TextFieldBorderStyle.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
        self = style
    }
}
