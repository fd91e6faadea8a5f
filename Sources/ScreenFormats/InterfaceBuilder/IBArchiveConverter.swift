/// Converts an Interface Builder 3 archive (a pre-Xcode 5 `.xib`: `<archive>` with
/// `<object class="IBUILabel">` and keyed properties) into the element tree of a current
/// document, so the same screen finder and builder import it. Such files predate Auto Layout:
/// every view is placed by its autoresizing mask.
struct IBArchiveConverter {
    private var objectsByRef: [String: IBElement] = [:]
    private var objectIDs: [String: String] = [:]
    private var customClasses: [String: String] = [:]
    /// Objects already placed in the tree: a view has one superview, so a second reference
    /// to it (or a reference back to an ancestor, which would never end) is dropped.
    private var placed: Set<String> = []
    /// How deep the view being converted is nested.
    private var depth = 0

    /// Deeper view nesting is not converted (the tree's elements nest twice as deep).
    static let maximumViewDepth = 200

    /// The document-shaped tree for an `<archive>` element.
    static func convert(_ archive: IBElement) -> IBElement {
        var converter = IBArchiveConverter()
        converter.index(archive)
        let data = archive.child("data")
        let rootObjects = data?.children.first { $0.key == "IBDocument.RootObjects" }?.children ?? []
        var objects = IBElement(name: "objects", attributes: [:], line: archive.line)
        for object in rootObjects where object.name == "object" {
            if let converted = converter.view(object) { objects.children.append(converted) }
        }
        var document = IBElement(name: "document", attributes: ["type": "archive"], line: archive.line)
        document.children = [objects]
        return document
    }

    private mutating func index(_ archive: IBElement) {
        for object in archive.descendants(where: { $0.name == "object" && $0["class"] == "IBObjectRecord" }) {
            guard let ref = object.child("reference", key: "object")?["ref"],
                  let objectID = object.child("int", key: "objectID")?.text else { continue }
            objectIDs[ref] = objectID.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        let properties = archive.descendants { $0.key == "flattenedProperties" }.first?.children ?? []
        for property in properties {
            guard let key = property.key, key.hasSuffix(".CustomClassName") else { continue }
            customClasses[String(key.dropLast(".CustomClassName".count))] = property.text
        }
        collectObjects(archive)
    }

    private mutating func collectObjects(_ element: IBElement) {
        for child in element.children {
            if child.name == "object", let ref = child.id { objectsByRef[ref] = child }
            collectObjects(child)
        }
    }

    /// Modern tag names of the IB 3 classes.
    static func tag(forClass className: String) -> String {
        switch className {
        case "IBUIView": "view"
        case "IBUIActivityIndicatorView": "activityIndicatorView"
        case "IBUITableViewCell": "tableViewCell"
        case "IBUICollectionViewCell": "collectionViewCell"
        default:
            // IBUIPageControl → pageControl: unknown ones are then approximated as usual.
            className.hasPrefix("IBUI") ? String(className.dropFirst(4)).prefix(1).lowercased() + className.dropFirst(5) : className
        }
    }

    private func property(_ object: IBElement, _ key: String) -> IBElement? {
        object.children.first { $0.key == key }
    }

    private func value(_ object: IBElement, _ key: String) -> String? {
        guard let element = property(object, key) else { return nil }
        return element["value"] ?? element.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private mutating func view(_ object: IBElement) -> IBElement? {
        guard let className = object["class"], className.hasPrefix("IBUI"), className != "IBUIFontDescription" else { return nil }
        guard depth < IBArchiveConverter.maximumViewDepth else { return nil }
        if let id = object.id, !placed.insert(id).inserted { return nil }
        depth += 1
        defer { depth -= 1 }
        let ref = object.id ?? ""
        let objectID = objectIDs[ref] ?? ref
        var attributes: [String: String] = ["id": objectID]
        var tag = IBArchiveConverter.tag(forClass: className)
        if let customClass = customClasses[objectID] {
            // A plain view given a UIKit class (`UIImageView`) is that class; others are custom.
            let uiKitTag = customClass.hasPrefix("UI") ? IBArchiveConverter.tag(forClass: "IBUI" + customClass.dropFirst(2)) : ""
            if IBViewClass.directKinds[uiKitTag] != nil {
                tag = uiKitTag
            } else {
                attributes["customClass"] = customClass
            }
        }
        if value(object, "IBUIHidden") == "YES" { attributes["hidden"] = "YES" }
        var element = IBElement(name: tag, attributes: attributes, line: object.line)
        element.children.append(frame(object))
        if let flags = value(object, "NSvFlags").flatMap(Int.init) {
            element.children.append(autoresizingMask(flags, line: object.line))
        }
        readContent(object, into: &element)
        var subviews: [(IBElement, IBElement)] = []
        for child in property(object, "NSSubviews")?.children ?? [] {
            if let converted = subview(child) { subviews.append(converted) }
        }
        let contentRef = property(object, "IBUIContentView")?["ref"]
        var plain: [IBElement] = []
        for (original, converted) in subviews {
            if original.id != nil, original.id == contentRef {
                var content = converted
                content.name = "tableViewCellContentView"
                content.attributes["key"] = "contentView"
                element.children.append(content)
            } else {
                plain.append(converted)
            }
        }
        if !plain.isEmpty {
            var list = IBElement(name: "subviews", attributes: [:], line: object.line)
            list.children = plain
            element.children.append(list)
        }
        return element
    }

    private mutating func subview(_ element: IBElement) -> (IBElement, IBElement)? {
        let object = element.name == "reference" ? element["ref"].flatMap { objectsByRef[$0] } : element
        guard let object, let converted = view(object) else { return nil }
        return (object, converted)
    }

    private func frame(_ object: IBElement) -> IBElement {
        // NSFrame is "{{x, y}, {w, h}}", NSFrameSize "{w, h}" at the origin.
        let text = value(object, "NSFrame") ?? value(object, "NSFrameSize").map { "{{0, 0}, \($0)}" } ?? "{{0, 0}, {0, 0}}"
        let numbers = text.split { !"0123456789.-".contains($0) }.compactMap { Double($0) }
        let parts = numbers.count == 4 ? numbers : [0, 0, 0, 0]
        return IBElement(name: "rect", attributes: ["key": "frame", "x": "\(parts[0])", "y": "\(parts[1])",
                                                    "width": "\(parts[2])", "height": "\(parts[3])"], line: object.line)
    }

    private func autoresizingMask(_ flags: Int, line: Int) -> IBElement {
        let names = ["flexibleMinX", "widthSizable", "flexibleMaxX", "flexibleMinY", "heightSizable", "flexibleMaxY"]
        var attributes: [String: String] = ["key": "autoresizingMask"]
        for (bit, name) in names.enumerated() where flags & (1 << bit) != 0 { attributes[name] = "YES" }
        return IBElement(name: "autoresizingMask", attributes: attributes, line: line)
    }

    /// Text, font and label settings of IB 3 keys, spelled as a current document spells them.
    private func readContent(_ object: IBElement, into element: inout IBElement) {
        let renames = ["IBUIText": "text", "IBUIPlaceholder": "placeholder", "IBUINumberOfLines": "numberOfLines",
                       "IBUIMinimumFontSize": "minimumFontSize", "IBUIAdjustsFontSizeToFit": "adjustsFontSizeToFit",
                       "IBUIReuseIdentifier": "reuseIdentifier"]
        for (key, name) in renames {
            if let text = value(object, key) { element.attributes[name] = text }
        }
        let lineBreaks = ["wordWrap", "characterWrap", "clip", "headTruncation", "tailTruncation", "middleTruncation"]
        if let mode = value(object, "IBUILineBreakMode").flatMap(Int.init), lineBreaks.indices.contains(mode) {
            element.attributes["lineBreakMode"] = lineBreaks[mode]
        }
        if let alignment = value(object, "IBUITextAlignment").flatMap(Int.init), (0...2).contains(alignment) {
            element.attributes["textAlignment"] = ["left", "center", "right"][alignment]
        }
        if let title = value(object, "IBUINormalTitle") {
            element.children.append(IBElement(name: "state", attributes: ["key": "normal", "title": title], line: object.line))
        }
        if let font = property(object, "IBUIFontDescription") {
            var attributes: [String: String] = ["key": "fontDescription"]
            if let size = value(font, "pointSize") { attributes["pointSize"] = size }
            if let name = value(font, "name") {
                attributes["name"] = name
                if let family = value(font, "family") { attributes["family"] = family }
            } else {
                // IB 3 font types: 1 system, 2 bold system, 3 italic system.
                attributes["type"] = value(font, "type") == "2" ? "boldSystem" : "system"
            }
            element.children.append(IBElement(name: "fontDescription", attributes: attributes, line: font.line))
        }
    }
}
