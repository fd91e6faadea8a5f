import Diagnostics
import LayoutEngine

/// Finds the screens of an Interface Builder document: storyboard scenes' root views,
/// xib top-level views, and every table/collection cell content view (and table header or
/// footer) inside them as screens of their own.
struct IBScreenFinder {
    /// The file's display name (`Main.storyboard`).
    var fileName: String
    /// The simulated bars of each view controller, by controller id.
    var bars: [String: IBBars] = [:]
    /// The document's canvas, which decides what part of each list IB shows.
    var canvas: IBCanvas?
    /// The ways into each storyboard scene, by view controller id (`IBSceneEntries`).
    var scenes: [String: StoryboardScene] = [:]

    /// Tags of cells whose content views are screens.
    static let cellTags: Set<String> = ["tableViewCell", "collectionViewCell", "collectionReusableView"]
    /// A xib view at least this big (the first iPhone's screen) is a screen, not a component.
    static let smallestScreen = Size(width: 320, height: 480)
    /// Tags whose root views are lists, not layouts: they become screens only when they hold subviews.
    static let listTags: Set<String> = ["tableView", "collectionView"]

    /// The roots of a `<document>` element, in document order.
    func roots(of document: IBElement) -> [IBScreenRoot] {
        var roots: [IBScreenRoot] = []
        if let scenes = document.child("scenes") {
            for scene in scenes.children(named: "scene") {
                roots += sceneRoots(scene)
            }
        }
        if let objects = document.child("objects") {
            for controller in objects.children where controller.child(key: "view") != nil {
                // A view controller at the top of a xib: its view is a screen.
                let title = controller["title"] ?? controller["customClass"] ?? controller.id ?? controller.name
                roots += controllerRoots(controller, title: title)
            }
            // The view File's Owner holds as `view` is a view controller's screen.
            let owner = objects.children.first { $0["placeholderIdentifier"] == "IBFilesOwner" }
            let ownerView = owner?.child("connections")?.children(named: "outlet").first { $0["property"] == "view" }?["destination"]
            let ownerClass = owner?["customClass"]
            for object in objects.children where IBViewClass.isViewTag(object) {
                let title = object["userLabel"] ?? object["customClass"] ?? object.id ?? object.name
                if IBScreenFinder.cellTags.contains(object.name) {
                    roots.append(cellRoot(object, context: fileName))
                } else {
                    let frame = IBGeometry.frame(of: object)
                    let isScreenSized = frame.width >= IBScreenFinder.smallestScreen.width && frame.height >= IBScreenFinder.smallestScreen.height
                    // A view of a custom class that no controller owns is a view the app's code
                    // creates and places (a table header, a card), however large IB drew it.
                    let isOwnedView = object.id != nil && object.id == ownerView
                    let isScreen = isScreenSized && (isOwnedView || object["customClass"] == nil)
                    var root = IBScreenRoot(element: object, name: "\(fileName) › \(title)",
                                            placement: isScreen ? .screen : .component(margins: nil))
                    root.controllerClass = isOwnedView ? ownerClass : nil
                    root.placedByHost = !isScreen
                    roots.append(root)
                    roots += nestedRoots(in: object, context: "\(fileName) › \(title)", hiddenCells: hiddenCells(of: root))
                        .map { nested in
                            var nested = nested
                            nested.controllerClass = root.controllerClass
                            return nested
                        }
                }
            }
        }
        return IBScreenFinder.uniquelyNamed(roots)
    }

    private func sceneRoots(_ scene: IBElement) -> [IBScreenRoot] {
        var roots: [IBScreenRoot] = []
        let objects = scene.child("objects")?.children ?? []
        let sceneController = objects.first { $0.child(key: "view") != nil }
        let sceneTitle = scene.precedingComment.flatMap { $0.isEmpty ? nil : $0 }
            ?? sceneController.flatMap { $0["title"] ?? $0["customClass"] ?? $0.id } ?? scene["sceneID"] ?? "scene"
        for controller in objects where controller.child(key: "view") != nil {
            let title = controller.line == sceneController?.line ? sceneTitle
                : controller["title"] ?? controller["customClass"] ?? controller.id ?? controller.name
            roots += controllerRoots(controller, title: title)
        }
        for object in objects where IBScreenFinder.cellTags.contains(object.name) {
            // A cell kept in the scene dock, loaded by code.
            roots.append(cellRoot(object, context: "\(fileName) › \(sceneTitle)"))
        }
        return roots
    }

    /// The root view of a view controller (unless it is a bare list) and the cells inside it.
    private func controllerRoots(_ controller: IBElement, title: String) -> [IBScreenRoot] {
        guard let view = controller.child(key: "view"), IBViewClass.isViewTag(view) else { return [] }
        let context = "\(fileName) › \(title)"
        var roots: [IBScreenRoot] = []
        let guides = controller.child("layoutGuides")?.children(named: "viewControllerLayoutGuide") ?? []
        var root = IBScreenRoot(element: view, name: context, placement: .screen,
                                legacyTopGuide: guides.first { $0["type"] == "top" }?.id,
                                legacyBottomGuide: guides.first { $0["type"] == "bottom" }?.id,
                                bars: controller.id.flatMap { bars[$0] } ?? .none)
        root.controllerClass = controller["customClass"]
        root.scene = controller.id.flatMap { scenes[$0] }
        let isEmptyList = IBScreenFinder.listTags.contains(view.name) && (view.child("subviews")?.children.isEmpty ?? true)
        if !isEmptyList { roots.append(root) }
        return roots + nestedRoots(in: view, context: context, hiddenCells: hiddenCells(of: root)).map { nested in
            var nested = nested
            nested.controllerClass = root.controllerClass
            nested.scene = root.scene
            return nested
        }
    }

    /// The source lines of the cells below `root` that its lists do not show on the canvas.
    private func hiddenCells(of root: IBScreenRoot) -> Set<Int> {
        guard let canvas, case .screen = root.placement else { return [] }
        let device = canvas.device(for: root)
        return IBListVisibility.hiddenCellLines(in: root.element, canvasSize: device.rootSize(canvas.orientation),
                                                safeArea: device.safeAreaInsets(canvas.orientation))
    }

    /// Cells, table headers and footers anywhere below `element`.
    private func nestedRoots(in element: IBElement, context: String, hiddenCells: Set<Int> = []) -> [IBScreenRoot] {
        let found = element.descendants { IBScreenFinder.cellTags.contains($0.name) || $0.key == "tableHeaderView" || $0.key == "tableFooterView" }
        let insetLists = IBScreenFinder.insetGroupedListWidths(in: element)
        let selfSizingCells = IBScreenFinder.selfSizingCollectionCells(in: element)
        var roots: [IBScreenRoot] = []
        for nested in found {
            if IBScreenFinder.cellTags.contains(nested.name) {
                var cell = cellRoot(nested, context: context)
                cell.outsideCanvas = hiddenCells.contains(nested.line)
                cell.insetListWidth = insetLists[nested.line]
                if let width = cell.collectionItemWidth?.width, selfSizingCells.contains(nested.line) {
                    cell.collectionItemWidth = (width, selfSizing: true)
                }
                roots.append(cell)
            } else {
                let part = nested.key == "tableHeaderView" ? "table header" : "table footer"
                roots.append(IBScreenRoot(element: nested, name: "\(context) › \(part)", placement: .component(margins: nil)))
                roots += nestedRoots(in: nested, context: context, hiddenCells: hiddenCells)
            }
        }
        return roots
    }

    /// The saved width of each `insetGrouped` table at or below `element`, by the source line
    /// of each cell it holds.
    static func insetGroupedListWidths(in element: IBElement) -> [Int: Double] {
        let tables = (element.name == "tableView" ? [element] : []) + element.descendants { $0.name == "tableView" }
        var widths: [Int: Double] = [:]
        for table in tables where table["style"] == "insetGrouped" {
            let width = IBGeometry.frame(of: table).width
            guard width > 0 else { continue }
            for cell in table.descendants(where: { cellTags.contains($0.name) }) { widths[cell.line] = width }
        }
        return widths
    }

    /// The source lines of the cells below `element` whose collection view's flow layout sizes
    /// them to their content (`automaticEstimatedItemSize`, or a non-zero `estimatedItemSize`).
    static func selfSizingCollectionCells(in element: IBElement) -> Set<Int> {
        let collections = (element.name == "collectionView" ? [element] : []) + element.descendants { $0.name == "collectionView" }
        var lines: Set<Int> = []
        for collection in collections {
            guard let layout = collection.child("collectionViewFlowLayout") else { continue }
            let estimated = layout.child("size", key: "estimatedItemSize")
            let selfSizing = layout.bool("automaticEstimatedItemSize") == true
                || (estimated.map { ($0.double("width") ?? 0) > 0 || ($0.double("height") ?? 0) > 0 } ?? false)
            guard selfSizing else { continue }
            for cell in collection.descendants(where: { $0.name == "collectionViewCell" }) { lines.insert(cell.line) }
        }
        return lines
    }

    private func cellRoot(_ cell: IBElement, context: String) -> IBScreenRoot {
        let title = cell["reuseIdentifier"] ?? cell["userLabel"] ?? cell["customClass"] ?? IBScreenFinder.firstText(in: cell)
            ?? cell.id ?? cell.name
        let content = cell.child(key: "contentView") ?? cell
        let margins = content.name == "tableViewCellContentView" && content.child("edgeInsets", key: "layoutMargins") == nil
            ? IBPlacement.tableCellMargins : nil
        var root = IBScreenRoot(element: content, name: "\(context) › \(title)", placement: .component(margins: margins),
                                cellStyle: IBCellStyle(cell: cell), cell: content.line == cell.line ? nil : cell,
                                accessoryWidth: cell["accessoryType"].flatMap { IBScreenFinder.accessoryWidths[$0] } ?? 0)
        let width = IBGeometry.frame(of: cell).width
        if cell.name == "collectionViewCell", width > 0 { root.collectionItemWidth = (width, selfSizing: false) }
        return root
    }

    /// The first label text or button title inside `element`, quoted (names static cells).
    static func firstText(in element: IBElement) -> String? {
        let texts = element.descendants { $0.name == "label" || $0.name == "button" }.compactMap { view in
            view.name == "label" ? IBViewReader.string("text", of: view) : IBViewReader.string("title", of: view.child("state", key: "normal"))
        }
        return texts.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.map { "“\($0)”" }
    }

    /// The width each `accessoryType` takes at the trailing end of a table cell, as Interface
    /// Builder's saved content views show it (disclosure: 414 → 383.5 and 393 → 362.67 pt;
    /// detail button: 414 → 370); checkmark and detail disclosure are estimates.
    static let accessoryWidths: [String: Double] = [
        "disclosureIndicator": 30.5, "checkmark": 40, "detailButton": 44, "detailDisclosureButton": 67.5,
    ]

    /// Appends the root element's id to names that repeat.
    static func uniquelyNamed(_ roots: [IBScreenRoot]) -> [IBScreenRoot] {
        var counts: [String: Int] = [:]
        for root in roots { counts[root.name, default: 0] += 1 }
        return roots.map { root in
            guard counts[root.name, default: 0] > 1 else { return root }
            var renamed = root
            renamed.name += " (\(root.element.id ?? "line \(root.element.line)"))"
            return renamed
        }
    }
}
