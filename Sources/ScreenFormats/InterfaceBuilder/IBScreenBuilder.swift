import Diagnostics
import LayoutEngine

/// Builds one `Screen` from an `IBScreenRoot`: walks the view tree, reads each view,
/// resolves constraints and turns autoresizing masks into constraints.
final class IBScreenBuilder {
    private let root: IBScreenRoot
    private let reader: IBViewReader
    private let log: IBWarningLog
    private let canvas: IBCanvas

    private var views: [ViewNode] = []
    private var items: [String: IBItem] = [:]
    private var parents: [String: String] = [:]
    private var constraintLists: [(owner: String, element: IBElement)] = []
    private var excluded: Set<String> = []
    /// Constraints Interface Builder's default variation leaves uninstalled.
    private var uninstalledByDefault: Set<String> = []
    /// Size-class variations by their key (`heightClass=compact`).
    private var variations: [String: SizeClassVariation] = [:]
    /// Views placed by their autoresizing mask; `translates` is false for `fixedFrame` views,
    /// which follow their mask unless constraints place them.
    private var autoresized: [(id: String, element: IBElement, parent: String, parentSize: Size, translates: Bool)] = []
    private var declaredAmbiguous: Set<String> = []
    private var issues: [IBIssue] = []
    private var extraConstraints: [ConstraintSpec] = []
    private var usedIDs: Set<String> = [LayoutItem.rootID]
    private var savedFrames: [String: Rect] = [:]
    private var misplaced: Set<String> = []
    private var sizedAtRunTime: Set<String> = []
    private var viewClasses: [String: String] = [:]
    private var viewTags: [String: Int] = [:]

    init(root: IBScreenRoot, reader: IBViewReader, log: IBWarningLog, canvas: IBCanvas) {
        self.root = root
        self.reader = reader
        self.log = log
        self.canvas = canvas
    }

    /// The screen and the kinds of issue met while building it.
    func build() -> (screen: Screen, issueKinds: Set<String>) {
        if let top = root.legacyTopGuide { items[top] = .legacyTopGuide }
        if let bottom = root.legacyBottomGuide { items[bottom] = .legacyBottomGuide }
        let element = root.element
        switch root.placement {
        case .screen where IBScreenBuilder.canBeRoot(element):
            visit(element, screenID: LayoutItem.rootID, parent: nil, parentSize: nil, arranged: true)
        case .screen:
            // A top-level stack, label, … that is screen-sized: the root holds it, pinned to its edges.
            let id = newScreenID(for: element)
            visit(element, screenID: id, parent: LayoutItem.rootID, parentSize: nil, arranged: true)
            pin(id, to: .root, edges: [.top, .leading, .trailing, .bottom], line: element.line)
        case .component(let margins):
            let id = newScreenID(for: element)
            visit(element, screenID: id, parent: LayoutItem.rootID, parentSize: nil, arranged: true)
            if let cell = root.cell {
                // IB often constrains a cell's subviews to the cell itself (`button.centerY = cell.centerY`)
                // and keeps those constraints on the cell; the content view stands in for the cell.
                if let cellID = cell.id { items[cellID] = root.accessoryWidth > 0 ? .cell(content: id, accessoryWidth: root.accessoryWidth) : .item(.view(id)) }
                if let list = cell.child("constraints") { constraintLists.append((cell.id ?? id, list)) }
                // The cell's own safe area: the table insets content views to the safe area, so
                // the content view's safe area is the same rectangle.
                for guide in cell.children(named: "viewLayoutGuide") where guide.key == "safeArea" {
                    if let guideID = guide.id { items[guideID] = .item(.guide(id, .safeArea)) }
                }
            }
            if let margins, let index = views.firstIndex(where: { $0.id == id }) {
                views[index].layoutMargins = margins
                views[index].systemHorizontalMargins = true
                if root.accessoryWidth > 0 { views[index].trailingSystemMarginOverride = IBScreenBuilder.accessoryGap }
            }
            // A cell of an inset-grouped table is inset by the table's layout margins (the
            // system minimum beside the safe area), and so narrower than the screen.
            let sides: LayoutGuideKind = root.insetListWidth == nil ? .safeArea : .margins
            pin(id, to: .guide(LayoutItem.rootID, .safeArea), edges: [.top], line: element.line)
            pin(id, to: .guide(LayoutItem.rootID, sides), edges: [.leading], line: element.line)
            if let item = root.collectionItemWidth {
                // A collection view cell is as wide as its layout's item, not the screen.
                extraConstraints.append(ConstraintSpec(
                    id: "\(id).itemWidth", first: Anchor(.view(id), .width), constant: item.width,
                    priority: item.selfSizing ? IBPlacement.fittingPriority : 1000, origin: .code,
                    location: SourceLocation(file: reader.file, line: element.line)))
            } else {
                // The accessory takes the cell's trailing end; the content view stops before it.
                extraConstraints.append(ConstraintSpec(
                    id: "\(id).pinned.trailing", first: Anchor(.view(id), .trailing),
                    second: Anchor(.guide(LayoutItem.rootID, sides), .trailing), constant: -root.accessoryWidth, origin: .code,
                    location: SourceLocation(file: reader.file, line: element.line)))
            }
            if let style = root.cellStyle {
                let screenID: (String) -> String? = { [items] in
                    if case .item(.view(let screenID))? = items[$0] { return screenID }
                    return nil
                }
                if var pair = style.pairView(content: id, screenID: screenID) {
                    pair.location = SourceLocation(file: reader.file, line: element.line)
                    views.append(pair)
                }
                extraConstraints += style.constraints(content: id, screenID: screenID,
                                                      location: SourceLocation(file: reader.file, line: element.line))
            }
            extraConstraints.append(ConstraintSpec(
                id: "\(id).fittingHeight", first: Anchor(.view(id), .height),
                constant: IBGeometry.frame(of: element).height, priority: IBPlacement.fittingPriority, origin: .code,
                location: SourceLocation(file: reader.file, line: element.line)))
        }
        var constraints: [ConstraintSpec] = []
        let constraintReader = IBConstraintReader(file: reader.file, items: items, parents: parents)
        for (owner, list) in constraintLists {
            for element in list.children(named: "constraint") where !excluded.contains(element.id ?? "") {
                readConstantVariations(of: element, owner: owner, reader: constraintReader)
                if element.bool("placeholder") == true {
                    // Removed at build time: the code that replaces it decides the view's size.
                    let first = element["firstItem"] ?? owner
                    if case .item(.view(let id))? = items[first] {
                        sizedAtRunTime.insert(id)
                        standInSize(for: id, from: element)
                    }
                }
                switch constraintReader.spec(element, ownerID: owner) {
                case .success(let spec?): constraints.append(spec)
                case .success(nil): break
                case .failure(let issue):
                    // One installed only in some size classes may name a view they alone show.
                    if !uninstalledByDefault.contains(element.id ?? "") { issues.append(issue) }
                }
            }
        }
        let constrainedViews = Set(constraints.flatMap { [$0.first.item.viewID] + ($0.second.map { [$0.item.viewID] } ?? []) })
        for entry in autoresized where entry.translates || !constrainedViews.contains(entry.id) {
            let frame = IBGeometry.frame(of: entry.element)
            // A `fixedFrame` view (no constraints, in a file saved by Xcode 8 or later) follows its
            // mask too: Xcode turns translatesAutoresizingMaskIntoConstraints on for it at build time.
            let mask = entry.element.child("autoresizingMask", key: "autoresizingMask")
            constraints += IBAutoresizing.constraints(
                viewID: entry.id, parentID: entry.parent, frame: frame, parentSize: entry.parentSize, mask: mask,
                location: SourceLocation(file: reader.file, line: mask?.line ?? entry.element.line))
        }
        constraints += extraConstraints
        var design = DesignSnapshot(canvas: canvas.device(for: root), orientation: canvas.orientation,
                                    frames: savedFrames, misplaced: misplaced, sizedAtRunTime: sizedAtRunTime)
        design.outsideCanvas = root.outsideCanvas
        design.canvasCoversScreen = canvas.drawsAsScreen(root) || canvas.drawsAtDeviceTop(root)
        if IBViewReader.extraSmallTextStyleVersions.contains(reader.ibVersion) { design.textSizeCategory = .extraSmall }
        if case .component(let margins) = root.placement {
            design.canvasView = views.first?.id
            if margins != nil, reader.ibVersion > 0, reader.ibVersion < IBViewReader.firstIOS11Version {
                design.canvasMargins = IBPlacement.legacyTableCellMargins
            }
        }
        var screen = Screen(name: root.name, file: reader.file, views: views, constraints: constraints,
                            declaredAmbiguous: declaredAmbiguous, design: design)
        screen.sizeClassVariations = variations.keys.sorted().compactMap { variations[$0] }
        screen.uninstalledByDefault = uninstalledByDefault
        screen.appFacts.controllerClass = root.controllerClass
        screen.appFacts.containerClasses = root.bars.containerClasses
        screen.appFacts.viewClasses = viewClasses
        screen.appFacts.viewTags = viewTags
        screen.appFacts.storyboardScene = root.scene
        screen.warnings = issues.compactMap { log.note($0.kind, $0.message, line: $0.line) }
        if case .component = root.placement { screen.componentView = views.first?.id }
        // A xib view the app's code places keeps a width it declares (cells and headers do not).
        if root.placedByHost { screen = screen.keepingDeclaredComponentWidth() }
        screen.isTableCell = root.cell?.name == "tableViewCell"
        if let style = root.cellStyle {
            // UIKit arranges a built-in style's labels and image in its own layout code.
            for managed in style.managedIDs.sorted() {
                guard case .item(.view(let id))? = items[managed], let node = screen.view(id) else { continue }
                screen.cellStyleViews.insert(id)
                // Right Detail and Left Detail put title and detail side by side only where both fit;
                // otherwise UIKit stacks them, so side by side is the sweep's arrangement, not UIKit's.
                if style.kind == .value1 || style.kind == .value2, node.kind == .label,
                   let title = style.textLabel, let detail = style.detailTextLabel, [title, detail].contains(managed) {
                    screen.appFacts.assumptions.append(Assumption(
                        view: id, about: .placement,
                        what: "UIKit lays this \(style.kind.displayName) cell's title and detail side by side only where both fit, and stacks them otherwise: the side-by-side arrangement the sweep draws may not be UIKit's",
                        location: SourceLocation(file: reader.file, line: root.cell?.line)))
                }
                // A one-line label UIKit truncates in place, as the sweep lays it out; how it
                // wraps and sizes a label of several lines is its own layout code's.
                guard node.kind == .label, node.lines != 1 else { continue }
                screen.appFacts.assumptions.append(Assumption(
                    view: id, about: .size,
                    what: "UIKit wraps and sizes this \(style.kind.displayName) cell's built-in label of several lines in its own layout code: the sweep's arrangement stands in",
                    location: SourceLocation(file: reader.file, line: root.cell?.line)))
            }
        }
        if root.cell?.name == "collectionViewCell", let component = screen.componentView {
            screen.appFacts.assumptions.append(.collectionCellSize(of: component, at: SourceLocation(file: reader.file, line: root.cell?.line)))
        }
        if let objectID = (root.cell ?? root.element).id {
            screen.stableID = "\(reader.file.split(separator: "/").last.map(String.init) ?? reader.file)#\(objectID)"
        }
        return (screen, Set(issues.map(\.kind)))
    }

    /// A width or height constraint removed at build time stands for the size the view's own
    /// code gives it (a custom control sizing itself): its constant becomes the view's stand-in
    /// content size on that axis, as IB's placeholder intrinsic size does, so the views placed
    /// from it are not left free by a size only the run time knows.
    private func standInSize(for id: String, from constraint: IBElement) {
        guard constraint["secondItem"] == nil, constraint["relation"] == nil || constraint["relation"] == "equal",
              let constant = constraint.double("constant"), constant >= 0,
              let index = views.firstIndex(where: { $0.id == id }) else { return }
        var size = views[index].intrinsicSize ?? IntrinsicSize(width: nil, height: nil)
        switch constraint["firstAttribute"] {
        case "width" where size.width == nil: size.width = constant
        case "height" where size.height == nil: size.height = constant
        default: return
        }
        views[index].intrinsicSize = size
        views[index].intrinsicSizeStandsIn = true
    }

    /// The trailing layout margin of a cell's content view beside an accessory.
    static let accessoryGap = 8.0

    /// Plain views can be a screen's root; other classes are wrapped. A `view` of class
    /// `UIScrollView` is wrapped like a `scrollView`: its content scrolls within the screen.
    static func canBeRoot(_ element: IBElement) -> Bool {
        if element.name == "view" && element["customClass"] == "UIScrollView" { return false }
        return ["view", "tableViewCellContentView", "collectionViewCellContentView", "collectionReusableView",
         "tableView", "collectionView", "tableViewCell", "collectionViewCell"].contains(element.name)
    }

    /// `heightClass=compact-widthClass=regular` → (regular width, compact height), nil for a
    /// class left open; nil for a key that names no size class.
    static func sizeClasses(of key: String) -> (regularWidth: Bool?, regularHeight: Bool?)? {
        var width: Bool?, height: Bool?
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2, pair[1] == "regular" || pair[1] == "compact" else { return nil }
            switch pair[0] {
            case "widthClass": width = pair[1] == "regular"
            case "heightClass": height = pair[1] == "regular"
            default: return nil
            }
        }
        return width == nil && height == nil ? nil : (width, height)
    }

    /// The variation for a size-class key, created when first named.
    private func variation(_ key: String) -> SizeClassVariation? {
        if let known = variations[key] { return known }
        guard let classes = IBScreenBuilder.sizeClasses(of: key) else { return nil }
        return SizeClassVariation(regularWidth: classes.regularWidth, regularHeight: classes.regularHeight)
    }

    /// A view's `<variation key="heightClass=compact" axis=… spacing=…>`: constraints it
    /// installs or uninstalls, and a stack view's settings in those size classes.
    private func readVariation(_ element: IBElement, key: String, of view: IBElement, screenID: String) {
        guard var variation = variation(key) else { return }
        for mask in element.children(named: "mask") where mask.key == "constraints" {
            for include in mask.children(named: "include") { if let id = include["reference"] { variation.installed.insert(id) } }
            for exclude in mask.children(named: "exclude") { if let id = exclude["reference"] { variation.uninstalled.insert(id) } }
        }
        if view.name == "stackView" {
            // The stack's own attributes, overridden by the variation's.
            var merged = view
            for (name, value) in element.attributes where name != "key" { merged.attributes[name] = value }
            if merged.attributes != view.attributes { variation.stacks[screenID] = reader.stackSettings(merged) }
        }
        variations[key] = variation
    }

    /// A constraint's `<variation key="heightClass=compact" constant="-86"/>`: its constant in
    /// those size classes, read the way the constraint itself is.
    private func readConstantVariations(of element: IBElement, owner: String, reader: IBConstraintReader) {
        for child in element.children(named: "variation") where child.key != "default" && child["constant"] != nil {
            guard let key = child.key, var variation = variation(key) else { continue }
            var changed = element
            changed.attributes["constant"] = child["constant"]
            guard case .success(let spec?) = reader.spec(changed, ownerID: owner) else { continue }
            variation.constants[spec.id] = spec.constant
            variations[key] = variation
        }
    }

    /// The element's IB id, or `line<N>` when it has none; made unique within the screen.
    private func newScreenID(for element: IBElement) -> String {
        let base = element.id ?? "line\(element.line)"
        var id = base, counter = 1
        while usedIDs.contains(id) {
            counter += 1
            id = "\(base)-\(counter)"
        }
        usedIDs.insert(id)
        return id
    }

    private func visit(_ element: IBElement, screenID: String, parent: String?, parentSize: Size?, arranged: Bool) {
        if let id = element.id { items[id] = .item(.view(screenID)) }
        if element.bool("ambiguous") == true { declaredAmbiguous.insert(screenID) }
        if element.bool("misplaced") == true { misplaced.insert(screenID) }
        if element["placeholderIntrinsicWidth"] != nil || element["placeholderIntrinsicHeight"] != nil {
            sizedAtRunTime.insert(screenID)
        }
        if element.child("rect", key: "frame") != nil { savedFrames[screenID] = IBGeometry.frame(of: element) }
        if parent != nil, let className = element["customClass"] { viewClasses[screenID] = className }
        if parent != nil, let tag = element["tag"].flatMap(Int.init), tag != 0 { viewTags[screenID] = tag }
        if let parent {
            parents[screenID] = parent
            var (node, nodeIssues) = reader.node(for: element, id: screenID, parent: parent)
            if let style = root.cellStyle, node.kind == .label, (node.text?.fallback ?? "").isEmpty,
               let placeholder = style.placeholderText(for: element.id) {
                // An empty built-in label is filled by code; IB draws its placeholder, and a line of
                // text lays the row out as it will look (a design-time text, not translated).
                node.text = TextSource(key: node.text?.key, fallback: placeholder, table: node.text?.table)
            }
            if let style = root.cellStyle, style.sizesToText(element.id) {
                // UIKit sets a built-in label's frame to its text in layoutSubviews: no
                // constraint of the author's stretches it, whatever their hugging priorities.
                node.hugging.horizontal = IBCellStyle.sizedToTextHugging
                node.compression.horizontal = max(node.compression.horizontal, style.compression(of: element.id))
            }
            views.append(node)
            issues += nodeIssues
            let translates = element.bool("translatesAutoresizingMaskIntoConstraints") ?? true
            let placedByCellStyle = element.id.map { root.cellStyle?.managedIDs.contains($0) ?? false } ?? false
            if !arranged, !placedByCellStyle, let parentSize, translates || element.bool("fixedFrame") == true {
                autoresized.append((screenID, element, parent, parentSize, translates))
            }
        }
        readGuides(element, owner: screenID)
        for variation in element.children(named: "variation") {
            if variation.key == "default" {
                for mask in variation.children(named: "mask") {
                    for exclude in mask.children(named: "exclude") {
                        guard let reference = exclude["reference"] else { continue }
                        // A constraint is read and installed where a variation includes it; a
                        // subview uninstalled by default is left out everywhere.
                        if mask.key == "constraints" { uninstalledByDefault.insert(reference) } else { excluded.insert(reference) }
                    }
                }
            } else if let key = variation.key, IBScreenBuilder.sizeClasses(of: key) != nil {
                readVariation(variation, key: key, of: element, screenID: screenID)
            }
        }
        if let list = element.child("constraints") { constraintLists.append((element.id ?? screenID, list)) }
        if element.id == nil { items[screenID] = .item(.view(screenID)) }
        let frame = IBGeometry.frame(of: element)
        let size = Size(width: frame.width, height: frame.height)
        var subviews = element.child("subviews")?.children.filter(IBViewClass.isViewTag) ?? []
        if element.name == "visualEffectView", let content = element.child(key: "contentView") {
            subviews.append(content)
        }
        var arrangedIDs: [String] = []
        for subview in subviews where !excluded.contains(subview.id ?? "") {
            let childID = newScreenID(for: subview)
            visit(subview, screenID: childID, parent: screenID, parentSize: size, arranged: element.name == "stackView")
            arrangedIDs.append(childID)
        }
        if element.name == "stackView", let index = views.firstIndex(where: { $0.id == screenID }) {
            views[index].stack?.arranged = arrangedIDs
        }
    }

    private func readGuides(_ element: IBElement, owner: String) {
        for guide in element.children(named: "viewLayoutGuide") {
            guard let id = guide.id else { continue }
            switch guide.key {
            case "safeArea": items[id] = .item(.guide(owner, .safeArea))
            case "contentLayoutGuide": items[id] = .item(.guide(owner, .content))
            case "frameLayoutGuide": items[id] = .item(.guide(owner, .frame))
            case "layoutMarginsGuide": items[id] = .item(.guide(owner, .margins))
            case "readableContentGuide": items[id] = .item(.guide(owner, .readableContent))
            default:
                issues.append(IBIssue(kind: "layout-guide", message: "layout guide '\(guide.key ?? "?")' is not imported; constraints to it are ignored", line: guide.line))
            }
        }
        for guide in element.child("layoutGuides")?.children(named: "layoutGuide") ?? [] {
            issues.append(IBIssue(kind: "custom-layout-guide", message: "custom layout guides are not imported; constraints to them are ignored", line: guide.line))
        }
    }

    private func pin(_ id: String, to item: LayoutItem, edges: [LayoutAttribute], line: Int) {
        for attribute in edges {
            extraConstraints.append(ConstraintSpec(id: "\(id).pinned.\(attribute.rawValue)", first: Anchor(.view(id), attribute),
                                                   second: Anchor(item, attribute), origin: .code,
                                                   location: SourceLocation(file: reader.file, line: line)))
        }
    }
}
