import ConstraintSolver
import Diagnostics
import LayoutEngine
import TextModel
import Yams

/// Reads one entry of a spec's `views:` map into a `ViewNode`, reporting each bad option
/// on its own line and going on with the rest.
struct ViewSpecReader {
    /// A view as read, with what the later whole-screen checks need.
    struct Entry {
        var node: ViewNode
        /// Whether `parent:` was written (arranged views without one move into their stack).
        var explicitParent: Bool
        var parentLine: Int?
        var arrangedLine: Int?
    }

    static let commonOptions: Set<String> = ["type", "parent", "name", "hidden", "semantic", "hugging", "compression",
                                             "intrinsic", "margins", "layoutMargins", "ignore"]
    static let textOptions: Set<String> = ["key", "text", "table", "style", "font", "scales", "maxSize", "lines",
                                           "lineBreak", "minimumScaleFactor", "alignment"]

    /// The options each kind accepts, computed once.
    static let optionsByKind: [ViewKind: Set<String>] = Dictionary(uniqueKeysWithValues: ViewKind.allCases.map { ($0, makeAllowedOptions(for: $0)) })

    static func allowedOptions(for kind: ViewKind) -> Set<String> {
        optionsByKind[kind] ?? commonOptions
    }

    private static func makeAllowedOptions(for kind: ViewKind) -> Set<String> {
        var options = commonOptions
        if kind.showsText { options.formUnion(textOptions) }
        switch kind {
        case .textField: options.formUnion(["placeholderKey", "placeholder"])
        case .button: options.formUnion(["insets", "contentInsets", "image"])
        case .imageView: options.insert("image")
        case .textView: options.insert("scrollable")
        case .segmentedControl: options.formUnion(["segments", "segmentKeys"])
        case .stack: options.formUnion(["axis", "spacing", "alignment", "distribution", "arranged", "baselineRelative", "layoutMarginsRelative"])
        default: break
        }
        return options
    }

    /// The largest font size (and `maxSize`) a spec may give, in points: as `measure --size`.
    /// Far above any real text; beyond it widths of text overflow to infinity.
    static let maximumFontSize = 10_000.0

    static func kind(_ name: String) -> ViewKind? {
        let key = name.lowercased()
        if let kind = ViewKind.allCases.first(where: { $0.rawValue.lowercased() == key }) { return kind }
        switch key {
        case "image": return .imageView
        case "stackview": return .stack
        case "scrollview": return .scroll
        case "segmented": return .segmentedControl
        case "spinner", "activityindicatorview": return .activityIndicator
        default: return nil
        }
    }

    /// Reads the entry `id: { … }` declared at `line`.
    static func read(id: String, value: Node, line: Int?, collector: inout DiagnosticCollector) -> Entry? {
        if YAMLValue.isBlank(value) {
            var node = ViewNode(id: id, kind: .view)
            node.location = collector.location(line)
            return Entry(node: node, explicitParent: false)
        }
        guard let mapping = value.mapping else {
            collector.error("the view '\(id)' must be a map such as { type: label, parent: root }", line: YAMLValue.line(value) ?? line)
            return nil
        }
        var kind = ViewKind.view
        if let typeNode = mapping["type"] {
            let typeName = (try? YAMLValue.string(typeNode)) ?? ""
            if let parsed = ViewSpecReader.kind(typeName) {
                kind = parsed
            } else {
                collector.error("unknown view type '\(typeName)' (view, label, button, switch, textField, slider, imageView, textView, stack, scroll, segmentedControl, activityIndicator)",
                                line: YAMLValue.line(typeNode))
            }
        }
        var node = ViewNode(id: id, kind: kind)
        node.location = collector.location(line)
        if kind.showsText { node.font = .style(.body) }
        var entry = Entry(node: node, explicitParent: false)
        let allowed = allowedOptions(for: kind)
        var pending = PendingOptions()
        for (keyNode, optionValue) in mapping {
            let option = keyNode.scalar?.string ?? ""
            let optionLine = YAMLValue.line(keyNode) ?? line
            guard allowed.contains(option) else {
                let hint = Self.allOptions.contains(option) ? " (not for a \(kind.rawValue))" : ""
                collector.error("unknown option '\(option)' for the view '\(id)'\(hint)", line: optionLine)
                continue
            }
            do {
                try apply(option, optionValue, line: optionLine, kind: kind, to: &entry, pending: &pending)
            } catch let problem as SpecProblem {
                collector.error(problem.message, line: problem.line ?? YAMLValue.line(optionValue) ?? optionLine)
            } catch {
                collector.error("\(error)", line: optionLine)
            }
        }
        // `key:` with `text:` is a key whose untranslated fallback is the text, as in Interface Builder.
        if pending.textKey != nil || pending.textLiteral != nil {
            entry.node.text = TextSource(key: pending.textKey, fallback: pending.textLiteral, table: pending.table)
        } else if pending.table != nil {
            collector.error("'table' needs a 'key' on the view '\(id)'", line: line)
        }
        if pending.placeholderKey != nil || pending.placeholderLiteral != nil {
            entry.node.placeholder = TextSource(key: pending.placeholderKey, fallback: pending.placeholderLiteral, table: pending.table)
        }
        do {
            if kind.showsText || pending.font != nil || pending.style != nil {
                entry.node.font = try font(style: pending.style, font: pending.font, scales: pending.scales, maxSize: pending.maxSize, default: entry.node.font)
            }
        } catch let problem as SpecProblem {
            collector.error(problem.message, line: problem.line ?? line)
        } catch {
            collector.error("\(error)", line: line)
        }
        return entry
    }

    /// Options read after every other option of the entry: text and font are each made from several keys.
    private struct PendingOptions {
        var textKey: String?, textLiteral: String?, table: String?
        var placeholderKey: String?, placeholderLiteral: String?
        var font: Node?, style: Node?, scales: Node?, maxSize: Node?
    }

    /// Applies one option written on `line` to `entry`, or keeps it in `pending`.
    private static func apply(_ option: String, _ value: Node, line: Int?, kind: ViewKind,
                              to entry: inout Entry, pending: inout PendingOptions) throws {
        switch option {
        case "type": break
        case "parent":
            entry.node.parent = try YAMLValue.string(value)
            entry.explicitParent = true
            entry.parentLine = line
        case "name": entry.node.displayName = try YAMLValue.string(value)
        case "ignore":
            // Kinds are checked by the sweep, which knows them: `ignore: [overlap]` or `ignore: overlap, offscreen`.
            if let list = value.sequence {
                entry.node.ignoredFindings = try list.map { try YAMLValue.string($0) }
            } else {
                entry.node.ignoredFindings = try YAMLValue.string(value).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            }
        case "hidden": entry.node.hidden = try YAMLValue.bool(value, what: "hidden")
        case "semantic":
            let text = try YAMLValue.string(value)
            guard let semantic = SemanticContentAttribute.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
                throw SpecProblem("unknown semantic '\(text)' (unspecified, forceLeftToRight, forceRightToLeft, playback, spatial)")
            }
            entry.node.semantic = semantic
        case "hugging": entry.node.hugging = try axisPriorities(value, base: entry.node.hugging, what: "hugging")
        case "compression": entry.node.compression = try axisPriorities(value, base: entry.node.compression, what: "compression")
        case "intrinsic":
            let map = try YAMLValue.mapping(value, what: "intrinsic")
            try rejectUnknownKeys(map, allowed: ["width", "height"], what: "intrinsic")
            entry.node.intrinsicSize = IntrinsicSize(width: try map["width"].map { try YAMLValue.nonNegative($0, what: "intrinsic width") },
                                                     height: try map["height"].map { try YAMLValue.nonNegative($0, what: "intrinsic height") })
        case "margins", "layoutMargins": entry.node.layoutMargins = try insets(value, what: option)
        case "insets", "contentInsets": entry.node.contentInsets = try insets(value, what: option)
        case "key": pending.textKey = try YAMLValue.string(value)
        case "text": pending.textLiteral = try YAMLValue.string(value)
        case "table": pending.table = try YAMLValue.string(value)
        case "placeholderKey": pending.placeholderKey = try YAMLValue.string(value)
        case "placeholder": pending.placeholderLiteral = try YAMLValue.string(value)
        case "segments": entry.node.segments = try YAMLValue.sequence(value, what: "segments").map { .literal(try YAMLValue.string($0)) }
        case "segmentKeys": entry.node.segments = try YAMLValue.sequence(value, what: "segmentKeys").map { .key(try YAMLValue.string($0)) }
        case "style": pending.style = value
        case "font": pending.font = value
        case "scales": pending.scales = value
        case "maxSize": pending.maxSize = value
        case "lines": entry.node.lines = try YAMLValue.integer(value, what: "lines")
        case "lineBreak":
            let text = try YAMLValue.string(value)
            guard let mode = LineBreakMode(parsing: text) else {
                throw SpecProblem("unknown lineBreak '\(text)' (wordWrap, charWrap, clipping, truncatingHead, truncatingTail, truncatingMiddle)")
            }
            entry.node.lineBreak = mode
        case "minimumScaleFactor":
            let factor = try YAMLValue.number(value, what: "minimumScaleFactor")
            guard (0...1).contains(factor) else { throw SpecProblem("minimumScaleFactor must lie in 0…1, not '\(NumberText.plain(factor))'") }
            entry.node.minimumScaleFactor = factor
        case "alignment" where kind == .stack:
            let text = try YAMLValue.string(value)
            guard let alignment = StackConfiguration.Alignment(parsing: text) else {
                throw SpecProblem("unknown stack alignment '\(text)' (fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline)")
            }
            entry.node.stack?.alignment = alignment
        case "alignment":
            let text = try YAMLValue.string(value)
            guard let alignment = TextAlignment.allCases.first(where: { $0.rawValue == text.lowercased() }) else {
                throw SpecProblem("unknown text alignment '\(text)' (natural, left, right, center, justified)")
            }
            entry.node.alignment = alignment
        case "image":
            let map = try YAMLValue.mapping(value, what: "image")
            try rejectUnknownKeys(map, allowed: ["width", "height"], what: "image")
            guard let width = map["width"], let height = map["height"] else { throw SpecProblem("image needs both width and height") }
            entry.node.imageSize = Size(width: try YAMLValue.nonNegative(width, what: "image width"),
                                        height: try YAMLValue.nonNegative(height, what: "image height"))
        case "scrollable": entry.node.scrollable = try YAMLValue.bool(value, what: "scrollable")
        case "axis":
            let text = try YAMLValue.string(value)
            guard let axis = LayoutAttribute.Axis(rawValue: text.lowercased()) else { throw SpecProblem("unknown axis '\(text)' (horizontal, vertical)") }
            entry.node.stack?.axis = axis
        case "spacing": entry.node.stack?.spacing = try YAMLValue.number(value, what: "spacing")
        case "distribution":
            let text = try YAMLValue.string(value)
            guard let distribution = StackConfiguration.Distribution.allCases.first(where: { $0.rawValue.lowercased() == text.lowercased() }) else {
                throw SpecProblem("unknown distribution '\(text)' (fill, fillEqually, fillProportionally, equalSpacing, equalCentering)")
            }
            entry.node.stack?.distribution = distribution
        case "arranged":
            entry.node.stack?.arranged = try YAMLValue.sequence(value, what: "arranged").map { try YAMLValue.string($0) }
            entry.arrangedLine = line
        case "baselineRelative": entry.node.stack?.baselineRelative = try YAMLValue.bool(value, what: "baselineRelative")
        case "layoutMarginsRelative": entry.node.stack?.layoutMarginsRelative = try YAMLValue.bool(value, what: "layoutMarginsRelative")
        default: break
        }
    }

    static let allOptions: Set<String> = ViewKind.allCases.reduce(into: Set<String>()) { $0.formUnion(makeAllowedOptions(for: $1)) }

    private static func rejectUnknownKeys(_ map: Node.Mapping, allowed: Set<String>, what: String) throws {
        for key in map.keys {
            let name = key.scalar?.string ?? ""
            if !allowed.contains(name) {
                throw SpecProblem("unknown key '\(name)' in \(what) (\(allowed.sorted().joined(separator: ", ")))", line: YAMLValue.line(key))
            }
        }
    }

    /// `hugging: 251` (both axes) or `hugging: { horizontal: 251, vertical: high }`.
    private static func axisPriorities(_ node: Node, base: AxisPriorities, what: String) throws -> AxisPriorities {
        if node.scalar != nil {
            let value = try YAMLValue.priority(node, what: what)
            return AxisPriorities(horizontal: value, vertical: value)
        }
        let map = try YAMLValue.mapping(node, what: what)
        try rejectUnknownKeys(map, allowed: ["horizontal", "vertical"], what: what)
        var result = base
        if let horizontal = map["horizontal"] { result.horizontal = try YAMLValue.priority(horizontal, what: "\(what) horizontal") }
        if let vertical = map["vertical"] { result.vertical = try YAMLValue.priority(vertical, what: "\(what) vertical") }
        return result
    }

    /// `margins: 16` or `margins: { top, left, bottom, right }`.
    private static func insets(_ node: Node, what: String) throws -> EdgeInsets {
        if node.scalar != nil {
            let value = try YAMLValue.number(node, what: what)
            return EdgeInsets(top: value, left: value, bottom: value, right: value)
        }
        let map = try YAMLValue.mapping(node, what: what)
        try rejectUnknownKeys(map, allowed: ["top", "left", "bottom", "right"], what: what)
        func side(_ name: String) throws -> Double { try map[name].map { try YAMLValue.number($0, what: "\(what) \(name)") } ?? 0 }
        return EdgeInsets(top: try side("top"), left: try side("left"), bottom: try side("bottom"), right: try side("right"))
    }

    /// `style: body`, or `font: { family: system|<name>, size, weight, relativeTo }`,
    /// with `scales:` and `maxSize:`. Text views are Dynamic Type (`body`) by default.
    private static func font(style: Node?, font: Node?, scales: Node?, maxSize: Node?, default fallback: FontSpec) throws -> FontSpec {
        let scalesValue = try scales.map { try YAMLValue.bool($0, what: "scales") }
        let maxSizeValue = try maxSize.map { node in
            let value = try YAMLValue.nonNegative(node, what: "maxSize")
            guard value <= ViewSpecReader.maximumFontSize else {
                throw SpecProblem("maxSize must be at most \(Int(ViewSpecReader.maximumFontSize)) pt, not \(try YAMLValue.string(node))", line: YAMLValue.line(node))
            }
            return value
        }
        if let style, font != nil {
            throw SpecProblem("give either style or font, not both", line: YAMLValue.line(style))
        }
        if let style {
            let name = try YAMLValue.string(style)
            guard let textStyle = TextStyle(parsing: name) else {
                throw SpecProblem("unknown text style '\(name)' (\(TextStyle.allCases.map(\.rawValue).joined(separator: ", ")))", line: YAMLValue.line(style))
            }
            return FontSpec(source: .textStyle(textStyle), scales: scalesValue, maxSize: maxSizeValue)
        }
        guard let font else {
            var result = fallback
            if let scalesValue { result.scales = scalesValue }
            if let maxSizeValue { result.maxSize = maxSizeValue }
            return result
        }
        let map = try YAMLValue.mapping(font, what: "font")
        try rejectUnknownKeys(map, allowed: ["family", "size", "weight", "relativeTo"], what: "font")
        guard let sizeNode = map["size"] else { throw SpecProblem("font needs a size", line: YAMLValue.line(font)) }
        let size = try YAMLValue.number(sizeNode, what: "font size")
        guard size > 0 else { throw SpecProblem("font size must be positive", line: YAMLValue.line(sizeNode)) }
        guard size <= ViewSpecReader.maximumFontSize else {
            throw SpecProblem("font size must be at most \(Int(ViewSpecReader.maximumFontSize)) pt, not \(try YAMLValue.string(sizeNode))", line: YAMLValue.line(sizeNode))
        }
        let family = try map["family"].map { try YAMLValue.string($0) } ?? "system"
        let weight = try map["weight"].map { node -> FontWeight in
            let text = try YAMLValue.string(node)
            guard let weight = FontWeight(parsing: text) else { throw SpecProblem("unknown font weight '\(text)'", line: YAMLValue.line(node)) }
            return weight
        }
        let relativeTo = try map["relativeTo"].map { node -> TextStyle in
            let text = try YAMLValue.string(node)
            guard let style = TextStyle(parsing: text) else { throw SpecProblem("unknown text style '\(text)'", line: YAMLValue.line(node)) }
            return style
        }
        let source: FontSpec.Source = family.lowercased() == "system" ? .system(size: size) : .custom(family: family, size: size)
        return FontSpec(source: source, weight: weight, scales: scalesValue, relativeTo: relativeTo, maxSize: maxSizeValue)
    }
}
