import Diagnostics
import LayoutEngine
import TextModel

/// Reads one Interface Builder view element into a `ViewNode`: kind, text with its
/// translation keys, font, priorities and the other attributes that affect layout.
struct IBViewReader {
    /// The file as the user named it.
    var file: String
    /// The `.strings` table for the file's translations (its base name).
    var table: String
    /// Image sizes from `<resources>`, by image name.
    var imageSizes: [String: Size]
    /// The Interface Builder version that drew the file (its Cocoa Touch plug-in's version, else
    /// `toolsVersion`, e.g. 24506), or 0: `InterfaceBuilderReader.ibVersion(of:)`.
    var ibVersion: Double = 0
    /// The object ids code can reach (outlet and outlet-collection destinations, a cell's
    /// built-in labels), or nil when the file does not say (converted IB 3 archives).
    var codeReachable: Set<String>?

    /// The first IB version of Xcode 9 (iOS 11 SDK, `13xxx`): files saved earlier were drawn
    /// with iOS 10's metrics (8 pt table cell content margins).
    static let firstIOS11Version = 13000.0
    /// The IB versions of Xcode 12.5 (`18xxx`), which drew text styles (`UIFont.TextStyle`
    /// fonts) at the `extraSmall` Dynamic Type size: every text-style label and button of the
    /// three such files in the held-out apps and corpus is saved at that size's height (a
    /// Subheadline label 14.5 pt, a Title 1 button 42), while files of Xcode 10–11 and 13 and
    /// later save them at `large`.
    static let extraSmallTextStyleVersions = 18000.0..<19000.0
    /// The first IB version of Xcode 26, whose controls have iOS 26's metrics.
    static let firstIOS26Version = 24000.0
    /// `UISwitch`'s alignment size from iOS 26 on: a 63×28 frame less its 2 pt trailing
    /// outset (49×31 before, in a 51×31 frame).
    static let iOS26SwitchSize = IntrinsicSize(width: 61, height: 28)
    /// Bar heights from iOS 26 on, whose taller controls Xcode 26 draws: a standalone
    /// `UINavigationBar` is 54 pt (44 before; every one the corpus's Xcode 26 files save), a
    /// `UISearchBar` 64 pt (56 before: its field grew from 36 to 44 pt).
    static let iOS26BarHeights: [String: Double] = ["navigationBar": 54, "searchBar": 64]

    /// The node for `element`, whose screen id is `id`, under `parent`.
    func node(for element: IBElement, id: String, parent: String) -> (ViewNode, [IBIssue]) {
        var issues: [IBIssue] = []
        let viewClass = IBViewClass.forTag(element.name)
        // A plain view whose class is UIKit's scroll view (`customClass="UIScrollView"`) is one:
        // its edge constraints set its content's size, which scrolls rather than squeezes.
        let kind = element.name == "view" && element["customClass"] == "UIScrollView" ? ViewKind.scroll : viewClass.kind
        var node = ViewNode(id: id, kind: kind, parent: parent)
        node.location = SourceLocation(file: file, line: element.line)
        node.intrinsicSize = viewClass.intrinsicSize
        if viewClass.approximated {
            let frame = IBGeometry.frame(of: element)
            node.intrinsicSize = IntrinsicSize(width: frame.width, height: frame.height)
            node.approximated = true
            issues.append(IBIssue(kind: "approximated-\(element.name)",
                                message: "'\(element.name)' is not imported; approximated as a plain view with its Interface Builder frame size",
                                line: element.line))
        }
        if element["placeholderIntrinsicWidth"] != nil || element["placeholderIntrinsicHeight"] != nil {
            // IB's "Intrinsic Size: Placeholder": the custom class supplies its size at run time;
            // IB's value stands in for it ("infinite" = no intrinsic size on that axis).
            node.intrinsicSize = IntrinsicSize(width: element.double("placeholderIntrinsicWidth"),
                                               height: element.double("placeholderIntrinsicHeight"))
            node.intrinsicSizeStandsIn = true
        }
        readCommon(element, into: &node)
        if let font = element.child("fontDescription", key: "fontDescription"),
           viewClass.kind.showsText {
            if let spec = IBFontReader.font(font) {
                node.font = spec
            } else {
                issues.append(IBIssue(kind: "font", message: "font description not understood; the default font is used",
                                    line: font.line))
            }
        }
        let objectID = element.id ?? id
        switch viewClass.kind {
        case .label: readLabel(element, objectID: objectID, into: &node)
        case .button: readButton(element, objectID: objectID, into: &node)
        case .textField: readTextField(element, objectID: objectID, into: &node)
        case .textView: readTextView(element, objectID: objectID, into: &node)
        case .segmentedControl: readSegments(element, objectID: objectID, into: &node)
        case .imageView: node.imageSize = element["image"].flatMap { imageSizes[$0] }
        case .activityIndicator:
            if let style = element["style"], style.lowercased().contains("large"), style != "medium" {
                node.intrinsicSize = IntrinsicSize(width: 37, height: 37)
            }
        case .stack: node.stack = stackConfiguration(element)
        case .switch:
            // Controls are drawn with the metrics of the SDK the app is built with; a file last
            // saved by Xcode 26 or later belongs to an app built with the iOS 26 SDK.
            if ibVersion >= IBViewReader.firstIOS26Version { node.intrinsicSize = IBViewReader.iOS26SwitchSize }
        case .view where ibVersion >= IBViewReader.firstIOS26Version && IBViewReader.iOS26BarHeights[element.name] != nil:
            node.intrinsicSize = IntrinsicSize(width: nil, height: IBViewReader.iOS26BarHeights[element.name])
        case .scroll, .view, .slider: break
        }
        if let fixed = fixedAtRunTime(element, objectID: objectID) {
            // Nothing at run time can replace these texts (UIKit shows them as the nib has
            // them), or code can without naming an outlet.
            node.text?.fixedAtRunTime = fixed
            node.placeholder?.fixedAtRunTime = fixed
            for index in node.segments.indices { node.segments[index].fixedAtRunTime = fixed }
        }
        let texts = [element["userLabel"], node.text?.fallback, node.placeholder?.fallback]
        node.displayName = texts.compactMap { $0 }.first { !$0.isEmpty } ?? objectID
        return (node, issues)
    }

    /// Whether the view's texts are fixed at run time: true when no code can reach the view;
    /// false when code may set them without naming an outlet (a tag found with `viewWithTag`,
    /// user-defined run-time attributes, often a localisation key applied in code); nil when
    /// only an outlet or an outlet collection leads to it (the app's code decides:
    /// `UnsetTexts`) or reachability is unknown.
    private func fixedAtRunTime(_ element: IBElement, objectID: String) -> Bool? {
        guard let codeReachable else { return nil }
        if let tag = element["tag"].flatMap(Int.init), tag != 0 { return false }
        if element.child("userDefinedRuntimeAttributes") != nil { return false }
        return codeReachable.contains(objectID) ? nil : true
    }

    private func readCommon(_ element: IBElement, into node: inout ViewNode) {
        node.hidden = element.bool("hidden") ?? false
        node.acceptsTouches = element.bool("userInteractionEnabled") ?? true
        node.transparent = element.double("alpha").map { $0 <= 0 } ?? false
        node.ignoredFindings = IBViewReader.ignoredFindings(element)
        if let semantic = element["semanticContentAttribute"].flatMap(SemanticContentAttribute.init(rawValue:)) {
            node.semantic = semantic
        }
        // A nib stores hugging only when it is not UIView's 250: labels from IB's library carry an
        // explicit 251, so a label without the attribute hugs at 250 (as one made in code).
        node.hugging = .defaultHugging
        if let value = element.double("horizontalHuggingPriority") { node.hugging.horizontal = value }
        if let value = element.double("verticalHuggingPriority") { node.hugging.vertical = value }
        if let value = element.double("horizontalCompressionResistancePriority") { node.compression.horizontal = value }
        if let value = element.double("verticalCompressionResistancePriority") { node.compression.vertical = value }
        if let alignment = element["textAlignment"].flatMap(TextAlignment.init(rawValue:)) {
            node.alignment = alignment
        }
        if let mode = element["lineBreakMode"].flatMap(LineBreakMode.init(parsing:)) {
            node.lineBreak = mode
        }
        node.preservesSuperviewLayoutMargins = element.bool("preservesSuperviewLayoutMargins") ?? false
        node.insetsLayoutMarginsFromSafeArea = element.bool("insetsLayoutMarginsFromSafeArea") ?? true
        if let margins = element.child("edgeInsets", key: "layoutMargins") {
            node.layoutMargins = EdgeInsets(top: margins.double("top") ?? 8, left: margins.double("left") ?? 8,
                                            bottom: margins.double("bottom") ?? 8, right: margins.double("right") ?? 8)
        } else if let margins = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            node.layoutMargins = EdgeInsets(top: margins.double("top") ?? 8, left: margins.double("leading") ?? 8,
                                            bottom: margins.double("bottom") ?? 8, right: margins.double("trailing") ?? 8)
            node.layoutMarginsAreDirectional = true
        }
    }

    /// The finding kinds a view opts out of: a user-defined runtime attribute
    /// `layoutStressIgnore` (a string: `overlap, offscreen` or `all`), or
    /// `[layoutStressIgnore: overlap]` in the view's Xcode label.
    static func ignoredFindings(_ element: IBElement) -> [String] {
        var text: [String] = []
        for attribute in element.child("userDefinedRuntimeAttributes")?.children(named: "userDefinedRuntimeAttribute") ?? []
        where attribute["keyPath"] == "layoutStressIgnore" {
            if let value = attribute["value"] ?? attribute.child("string")?.text { text.append(value) }
        }
        if let label = element["userLabel"], let start = label.range(of: "[layoutStressIgnore:"),
           let end = label[start.upperBound...].firstIndex(of: "]") {
            text.append(String(label[start.upperBound..<end]))
        }
        return text.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// A string property IB saves as an attribute, or as a `<string key=…>` child when it
    /// holds line breaks or other characters an attribute cannot.
    static func string(_ name: String, of element: IBElement?) -> String? {
        guard let element else { return nil }
        return element[name] ?? element.child("string", key: name)?.text
    }

    private func translated(_ text: String?, key: String) -> TextSource? {
        guard let text else { return nil }
        return TextSource(key: key, fallback: text, table: table)
    }

    private func readLabel(_ element: IBElement, objectID: String, into node: inout ViewNode) {
        if let text = IBViewReader.string("text", of: element) {
            node.text = translated(text, key: "\(objectID).text")
        } else if let attributed = element.child("attributedString", key: "attributedText") {
            // Xcode does not extract attributed text for translation: it stays literal.
            node.text = .literal(IBViewReader.plainText(of: attributed))
            if node.font == .labelDefault, let font = attributed.descendants(where: { $0.name == "font" }).first,
               let spec = IBFontReader.font(font, scales: false) {
                node.font = spec
            }
        }
        node.lines = element["numberOfLines"].flatMap { Int($0) } ?? 1
        // IB omits adjustsFontSizeToFit when it is on (its archive default for labels).
        if element.bool("adjustsFontSizeToFit") ?? true {
            if let factor = element.double("minimumScaleFactor"), factor > 0 {
                node.minimumScaleFactor = factor
            } else if let minimum = element.double("minimumFontSize"), minimum > 0, let size = node.baseSize {
                node.minimumScaleFactor = min(1, minimum / size)
                node.shrinkFloorSize = minimum
            } else {
                node.minimumScaleFactor = IBViewReader.unboundedShrinkFloor
            }
        }
    }

    /// Whether a button's element gives it nothing to draw: UIKit's own class (an app's may draw
    /// in its code), no configuration, no symbol type (`infoLight`, `contactAdd`…), no title,
    /// attributed title, image or background image in any state, no background colour other than
    /// clear, and no runtime attribute that may draw (`layer.borderWidth`, `backgroundColor`).
    static func drawsNothing(button element: IBElement) -> Bool {
        if element["customClass"] != nil || element.child("buttonConfiguration", key: "configuration") != nil { return false }
        if let type = element["buttonType"], symbolButtonTypes.contains(type) { return false }
        let drawn: Set<String> = ["title", "attributedTitle", "image", "backgroundImage"]
        for state in element.children(named: "state") {
            if drawn.contains(where: { state[$0] != nil }) || state.children.contains(where: { drawn.contains($0.key ?? "") }) { return false }
        }
        if let color = element.child("color", key: "backgroundColor"), !isClear(color) { return false }
        let runtime = element.child("userDefinedRuntimeAttributes")?.children ?? []
        return !runtime.contains { ($0["keyPath"] ?? "").hasPrefix("layer.") || ($0["keyPath"] ?? "").lowercased().contains("color") }
    }

    /// A colour element that draws nothing: `systemColor="clearColor"`, or an alpha of 0.
    static func isClear(_ color: IBElement) -> Bool {
        if color["systemColor"] == "clearColor" || color["cocoaTouchSystemColor"] == "clearColor" { return true }
        return color.double("alpha") == 0
    }

    /// UIKit shrinks without a floor when no minimum scale or size is set; the importer uses this one.
    static let unboundedShrinkFloor = ViewNode.unboundedShrinkFloor

    private func readButton(_ element: IBElement, objectID: String, into node: inout ViewNode) {
        node.drawsNothing = IBViewReader.drawsNothing(button: element)
        if let configuration = element.child("buttonConfiguration", key: "configuration") {
            if let title = IBViewReader.string("title", of: configuration) {
                node.text = translated(title, key: "\(objectID).configuration.title")
            } else if let attributed = configuration.child("attributedString", key: "attributedTitle") {
                node.text = .literal(IBViewReader.plainText(of: attributed))
            }
            // A normal-state title beside a configuration is not shown: the configuration owns
            // the title (IB draws such a button with its image only, or empty: 48×34 for a
            // plain trash-icon button, 14 pt tall for a filled one with no image).
            node.imageSize = configuration["image"].flatMap { imageSizes[$0] }
            readConfigurationMetrics(configuration, button: element, into: &node)
            return
        }
        // wordWrap/charWrap on a legacy button make its title label multi-line.
        if node.lineBreak == .wordWrap || node.lineBreak == .charWrap { node.lines = 0 }
        let normal = element.child("state", key: "normal")
        if let title = IBViewReader.string("title", of: normal) {
            node.text = translated(title, key: "\(objectID).normalTitle")
        } else if let attributed = normal?.child("attributedString", key: "attributedTitle") {
            node.text = .literal(IBViewReader.plainText(of: attributed))
        }
        node.imageSize = normal?["image"].flatMap { imageSizes[$0] }
        if node.imageSize == nil, let type = element["buttonType"], IBViewReader.symbolButtonTypes.contains(type) {
            node.imageSize = IBViewReader.symbolButtonSize
        }
        // A legacy (pre-configuration) button: its title plus contentEdgeInsets; without
        // insets UIKit's system button keeps 6 pt above and below a title (none around an image).
        if let inset = element.child("inset", key: "contentEdgeInsets") {
            node.contentInsets = EdgeInsets(top: inset.double("minY") ?? 0, left: inset.double("minX") ?? 0,
                                            bottom: inset.double("maxY") ?? 0, right: inset.double("maxX") ?? 0)
        } else {
            node.contentInsets = node.text == nil ? .zero : IBViewReader.legacyButtonInsets
        }
        // A system button with a short title ("OK", "yes") or none is 30 pt wide, not its
        // title's width: IB saves it so in every app measured (Go Map!!, iNaturalist, Open Food Facts).
        if node.imageSize == nil, let type = element["buttonType"], IBViewReader.legacySystemButtonTypes.contains(type) {
            node.minimumIntrinsicWidth = IBViewReader.legacySystemButtonMinimumWidth
            // Without a title it is still one line of its 15 pt font tall, with the 6 pt above
            // and below: 30 × 30, as IB saves an empty system button (iNaturalist's close button).
            if node.text == nil, element.child("inset", key: "contentEdgeInsets") == nil {
                node.minimumIntrinsicHeight = IBViewReader.emptySystemButtonHeight
            }
        }
        // A legacy button is never smaller than its background image: Habitica's title-less
        // 126 × 126 start button is its image's size.
        if let background = normal?["backgroundImage"].flatMap({ imageSizes[$0] }) {
            node.minimumIntrinsicWidth = max(node.minimumIntrinsicWidth ?? 0, background.width)
            node.minimumIntrinsicHeight = max(node.minimumIntrinsicHeight ?? 0, background.height)
        }
    }

    /// The spacing of a stack view with system spacing between its views.
    static let standardStackSpacing = 8.0

    /// The `buttonType`s of UIKit's pre-configuration system button.
    static let legacySystemButtonTypes: Set<String> = ["system", "roundedRect"]
    /// The narrowest a system button without a configuration or image is.
    static let legacySystemButtonMinimumWidth = 30.0
    /// The height of a system button with neither title nor image.
    static let emptySystemButtonHeight = 30.0

    /// A `<buttonConfiguration>`'s padding and title font. Its content insets default to the
    /// configuration's (7, 12, 7, 12) (`ViewNode`'s button default) unless a
    /// `<directionalEdgeInsets key="contentInsets">` says otherwise; `imagePadding` separates
    /// image and title. The title is drawn in the body text style and scales with Dynamic Type,
    /// unless the configuration or the button names a font: a text style then scales too, a
    /// fixed font (`<fontDescription key="titleFontDescription" type="system" pointSize="15">`,
    /// applied as the title's attributes) keeps its size.
    private func readConfigurationMetrics(_ configuration: IBElement, button: IBElement, into node: inout ViewNode) {
        if let insets = configuration.child("directionalEdgeInsets", key: "contentInsets") ?? configuration.child("edgeInsets", key: "contentInsets") {
            node.contentInsets = EdgeInsets(top: insets.double("top") ?? 0, left: insets.double("leading") ?? insets.double("left") ?? 0,
                                            bottom: insets.double("bottom") ?? 0, right: insets.double("trailing") ?? insets.double("right") ?? 0)
        }
        if let padding = configuration.double("imagePadding"), padding.isFinite { node.imagePadding = padding }
        if let wrap = configuration["titleLineBreakMode"].flatMap(LineBreakMode.init(parsing:)) {
            node.lineBreak = wrap
            if wrap == .wordWrap || wrap == .charWrap { node.lines = 0 }
        } else {
            // A configuration's title wraps by default.
            node.lines = 0
            node.lineBreak = .wordWrap
        }
        let named = configuration.children.first { child in
            (child.name == "fontDescription" || child.name == "preferredFontDescriptor") && child["style"] != nil
        } ?? configuration.child("fontDescription", key: "titleFontDescription")
        if let named, let spec = IBFontReader.font(named, scales: named["style"] != nil) {
            node.font = spec
        } else if button.child("fontDescription", key: "fontDescription") == nil {
            node.font = FontSpec(source: .textStyle(.body), scales: true)
        }
    }

    /// Button types that draw a fixed glyph instead of an image from the catalog.
    static let symbolButtonTypes: Set<String> = ["infoLight", "infoDark", "contactAdd", "detailDisclosure"]
    /// The glyph size of those buttons.
    static let symbolButtonSize = Size(width: 22, height: 22)

    /// The padding of a legacy system button without `contentEdgeInsets` (a 15 pt title in a 30 pt button).
    static let legacyButtonInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)

    private func readTextField(_ element: IBElement, objectID: String, into node: inout ViewNode) {
        // IB omits borderStyle for `none`; its library field says roundedRect explicitly.
        node.borderStyle = element["borderStyle"].flatMap(TextFieldBorderStyle.init(parsing:)) ?? TextFieldBorderStyle.none
        node.text = translated(IBViewReader.string("text", of: element), key: "\(objectID).text")
        node.placeholder = translated(IBViewReader.string("placeholder", of: element), key: "\(objectID).placeholder")
    }

    private func readTextView(_ element: IBElement, objectID: String, into node: inout ViewNode) {
        let text = IBViewReader.string("text", of: element)
        node.text = translated(text, key: "\(objectID).text")
        node.scrollable = element.bool("scrollEnabled") ?? true
    }

    private func readSegments(_ element: IBElement, objectID: String, into node: inout ViewNode) {
        let segments = element.child("segments")?.children(named: "segment") ?? []
        node.segments = segments.enumerated().map { index, segment in
            TextSource(key: "\(objectID).segmentTitles[\(index)]", fallback: segment["title"] ?? "", table: table)
        }
        node.segmentWidthsByContent = element.bool("apportionsSegmentWidthsByContent") ?? false
    }

    /// A stack view element's settings (its arranged views left empty).
    func stackSettings(_ element: IBElement) -> StackConfiguration {
        stackConfiguration(element)
    }

    private func stackConfiguration(_ element: IBElement) -> StackConfiguration {
        let axis: LayoutAttribute.Axis = element["axis"] == "vertical" ? .vertical : .horizontal
        return StackConfiguration(
            axis: axis,
            // `spacingType="standard"` is UIStackView.spacingUseSystem: UIKit's standard 8 pt.
            spacing: element["spacingType"] == "standard" ? IBViewReader.standardStackSpacing : element.double("spacing") ?? 0,
            alignment: element["alignment"].flatMap(StackConfiguration.Alignment.init(parsing:)) ?? .fill,
            distribution: element["distribution"].flatMap(StackConfiguration.Distribution.init(rawValue:)) ?? .fill,
            baselineRelative: element.bool("baselineRelativeArrangement") ?? false,
            // IB saves "Layout Margins: Relative Arrangement" as the stack's own margins: no
            // file in seven apps spells the attribute, and every stack saved with margins has its
            // arranged views inside them in the saved frames.
            layoutMarginsRelative: element.bool("layoutMarginsRelativeArrangement")
                ?? (element.child("edgeInsets", key: "layoutMargins") != nil
                    || element.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil))
    }

    /// The characters of an `<attributedString>`: its fragments joined.
    static func plainText(of attributed: IBElement) -> String {
        attributed.children(named: "fragment").map { fragment in
            fragment["content"] ?? fragment.child("string", key: "content")?.text ?? ""
        }.joined()
    }
}

private extension ViewNode {
    /// The font's size at the large category, when it is a fixed size.
    var baseSize: Double? {
        switch font.source {
        case .system(let size), .custom(_, let size): size
        case .textStyle: nil
        }
    }
}
