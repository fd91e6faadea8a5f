import Foundation
import LayoutEngine

/// Interface Builder texts no code replaces although an outlet reaches their view: nothing in
/// the app's code (Swift, Objective-C) sets that property's text — no `promoLabel.text = …`,
/// `upgradeButton.setTitle(…)`, `attributedText`, `placeholder`, `configuration`, reactive
/// binding or `[label setText:…]`. UIKit then shows the nib's text as written in every locale
/// that does not translate the file, so it is not lengthened as an unknown run-time string.
/// Property names are matched anywhere in the app (a controller setting a cell's label counts).
public enum UnsetTexts {
    /// Members whose use on a property may set its text.
    static let setters: Set<String> = [
        "text", "attributedText", "setTitle", "setAttributedTitle", "title", "titleLabel", "placeholder",
        "attributedPlaceholder", "configuration", "setText", "setAttributedText", "setPlaceholder",
        "insertSegment", "setTitleForSegmentAtIndex", "rx", "reactive", "setValue",
    ]

    /// `screens` with the texts of outlets no code sets marked as fixed at run time.
    public static func applied(to screens: [Screen]) -> [Screen] {
        applied(to: screens, apps: AppSources())
    }

    /// As above, with the apps' files shared with the other passes.
    static func applied(to screens: [Screen], apps: AppSources) -> [Screen] {
        var result = screens
        for (root, indices) in apps.screensByRoot(screens, where: { !$0.outlets.isEmpty && $0.design != nil }) {
            guard let set = textSetProperties(apps: apps, root: root) else { continue }
            for index in indices {
                for outlet in screens[index].outlets where !set.contains(outlet.property) {
                    // Views code reaches in other ways (a tag, a run-time attribute) say `false`.
                    guard let position = result[index].views.firstIndex(where: { $0.id == outlet.viewID }) else { continue }
                    var view = result[index].views[position]
                    if view.text?.fixedAtRunTime == nil { view.text?.fixedAtRunTime = true }
                    if view.placeholder?.fixedAtRunTime == nil { view.placeholder?.fixedAtRunTime = true }
                    for segment in view.segments.indices where view.segments[segment].fixedAtRunTime == nil {
                        view.segments[segment].fixedAtRunTime = true
                    }
                    result[index].views[position] = view
                }
            }
        }
        return result
    }

    /// The property names the app's code may set a text on; nil when it has no code to read.
    static func textSetProperties(apps: AppSources, root: String) -> Set<String>? {
        let swift = apps.swift(under: root)
        let objectiveC = apps.files(under: root, withExtensions: ["m", "mm"]) ?? []
        guard !swift.paths.isEmpty || !objectiveC.isEmpty else { return nil }
        var names: Set<String> = []
        for path in swift.paths {
            if let data = swift.data(path) { names.formUnion(properties(settingTextIn: data)) }
        }
        for path in objectiveC {
            if let data = apps.data(path) { names.formUnion(properties(settingTextIn: data)) }
        }
        return names
    }

    /// Identifiers code may set a text through: followed by `.`, `?.` or `!.` and a setter
    /// (`nameLabel?.text`), or, in an Objective-C message, by a space and a setter
    /// (`[nameLabel setText:`); or handed on — an argument, an element of a list, the value of
    /// an assignment (`showSaved(label: savedLabel, …)`, `[titleLabel, countLabel]`,
    /// `let label = savedLabel`) — after which the code may set it under another name.
    static func properties(settingTextIn data: Data) -> Set<String> {
        var found: Set<String> = []
        let bytes = [UInt8](data)
        var index = 0
        func identifier(at start: Int) -> Int {
            var end = start
            while end < bytes.count, UnloadedNibs.isIdentifierByte(bytes[end]) { end += 1 }
            return end
        }
        while index < bytes.count {
            guard UnloadedNibs.isIdentifierByte(bytes[index]), index == 0 || !UnloadedNibs.isIdentifierByte(bytes[index - 1]) else { index += 1; continue }
            let end = identifier(at: index)
            var next = end
            var objectiveC = false
            if next < bytes.count, bytes[next] == UInt8(ascii: "?") || bytes[next] == UInt8(ascii: "!") { next += 1 }
            if handedOn(bytes, start: index, next: next) {
                found.insert(String(decoding: bytes[index..<end], as: UTF8.self))
                index = end
                continue
            }
            if next < bytes.count, bytes[next] == UInt8(ascii: ".") {
                next += 1
            } else if next < bytes.count, bytes[next] == UInt8(ascii: " ") {
                objectiveC = true
                next += 1
            } else {
                index = end
                continue
            }
            let memberEnd = identifier(at: next)
            if memberEnd > next {
                let member = String(decoding: bytes[next..<memberEnd], as: UTF8.self)
                if setters.contains(member), !objectiveC || member.hasPrefix("set") {
                    found.insert(String(decoding: bytes[index..<end], as: UTF8.self))
                }
            }
            index = end
        }
        return found
    }

    /// True when the identifier at `start` is handed on: followed by `,`, `)` or `]`, or
    /// right after `=` (not `==`).
    private static func handedOn(_ bytes: [UInt8], start: Int, next: Int) -> Bool {
        var after = next
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
        if after < bytes.count, [UInt8(ascii: ","), UInt8(ascii: ")"), UInt8(ascii: "]")].contains(bytes[after]) { return true }
        var before = start - 1
        while before >= 0, bytes[before] == UInt8(ascii: " ") { before -= 1 }
        guard before >= 0, bytes[before] == UInt8(ascii: "=") else { return false }
        return before == 0 || ![UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">")].contains(bytes[before - 1])
    }
}
