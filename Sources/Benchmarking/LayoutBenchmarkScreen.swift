import LayoutEngine
import TextModel

/// The realistic screen `bench-layout` lays out: a scrolling profile form with a header
/// image, wrapping title and subtitle, a vertical stack of five label + control rows, a
/// wrapping footnote and a button — 27 views, built with the anchors API.
public enum LayoutBenchmarkScreen {
    /// English strings by key; other locales are derived from them.
    static let english: [String: String] = [
        "title": "Your profile",
        "subtitle": "Tell people a little about yourself so they know who they are talking to.",
        "row0": "Display name", "row1": "Email address", "row2": "Show online status",
        "row3": "Phone number", "row4": "Allow messages from everyone",
        "field1": "name@example.com", "field3": "+1 555 0100",
        "footnote": "Your email address and phone number are never shown to other people. You can change this later in Settings.",
        "save": "Save changes",
    ]

    /// The string for a key in a locale: English, a 40 % longer German-like text, or an Arabic text.
    public static func text(_ key: String, locale: String) -> String {
        let base = english[key] ?? key
        switch locale {
        case "de": return base + " " + String(base.prefix(base.count * 2 / 5))
        case "ar": return String(repeating: "مرحبا ", count: max(1, base.count / 6))
        default: return base
        }
    }

    public static func make() -> Screen {
        let b = ScreenBuilder(name: "Profile")
        let scroll = b.addView("scroll", kind: .scroll)
        let content = b.addView("content", in: scroll)
        let avatar = b.addView("avatar", kind: .imageView, in: content) { $0.imageSize = Size(width: 80, height: 80) }
        let title = b.addLabel("title", text: .key("title"), in: content, font: .style(.largeTitle), lines: 0)
        let subtitle = b.addLabel("subtitle", text: .key("subtitle"), in: content, font: .style(.body), lines: 0)
        var rows: [ViewHandle] = []
        for index in 0..<5 {
            let label = b.addLabel("rowLabel\(index)", text: .key("row\(index)"), font: .style(.body), lines: index == 4 ? 0 : 1)
            let control: ViewHandle
            if index == 2 || index == 4 {
                control = b.addView("control\(index)", kind: .switch)
            } else {
                control = b.addView("control\(index)", kind: .textField) {
                    $0.placeholder = .key("field\(index)")
                    $0.font = .style(.body)
                }
                control.setContentHuggingPriority(249, for: .horizontal)
            }
            rows.append(b.addStack("row\(index)", axis: .horizontal, spacing: 12, alignment: .center, arranged: [label, control]))
        }
        let form = b.addStack("form", axis: .vertical, spacing: 16, arranged: rows, in: content)
        let footnote = b.addLabel("footnote", text: .key("footnote"), in: content, font: .style(.footnote), lines: 0)
        let save = b.addButton("save", title: .key("save"), in: content, font: .style(.headline))
        let margins = content.layoutMarginsGuide
        LayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: b.root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: b.root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: b.root.safeAreaLayoutGuide.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: b.root.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            avatar.topAnchor.constraint(equalTo: margins.topAnchor, constant: 16),
            avatar.centerXAnchor.constraint(equalTo: content.centerXAnchor),
            title.topAnchor.constraint(equalTo: avatar.bottomAnchor, constant: 16),
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            subtitle.topAnchor.constraint(equalTo: title.lastBaselineAnchor, constant: 12),
            subtitle.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            subtitle.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            form.topAnchor.constraint(equalTo: subtitle.bottomAnchor, constant: 24),
            form.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            footnote.topAnchor.constraint(equalTo: form.bottomAnchor, constant: 24),
            footnote.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            footnote.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            save.topAnchor.constraint(equalTo: footnote.bottomAnchor, constant: 24),
            save.centerXAnchor.constraint(equalTo: content.centerXAnchor),
            save.widthAnchor.constraint(greaterThanOrEqualToConstant: 200),
            save.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
            save.bottomAnchor.constraint(equalTo: margins.bottomAnchor, constant: -16),
        ])
        return b.screen
    }
}
