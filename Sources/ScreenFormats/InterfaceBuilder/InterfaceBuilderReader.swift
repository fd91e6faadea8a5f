import Diagnostics
import Foundation
import LayoutEngine

/// Reads Interface Builder `.storyboard` and `.xib` files into screens: every scene's root
/// view, every top-level xib view and every table/collection cell content view, with
/// constraints, autoresizing masks, fonts and translation keys (`<objectID>.text`, …).
public enum InterfaceBuilderReader {
    /// The screens of the file at `url`. `displayPath` is how diagnostics and findings name
    /// the file. Malformed XML throws a `DiagnosticError` (`file:line: error: …`); content
    /// the importer does not support becomes warnings on the screens (one per kind per file).
    public static func read(contentsOf url: URL, displayPath: String) throws -> [Screen] {
        try importFile(contentsOf: url, displayPath: displayPath).screens
    }

    /// The screens of an Interface Builder document held in memory.
    public static func read(data: Data, displayPath: String) throws -> [Screen] {
        try importData(data, displayPath: displayPath).screens
    }

    /// The file extensions this reader accepts.
    public static let fileExtensions: Set<String> = ["storyboard", "xib"]

    /// True when `url` names a `.storyboard` or `.xib` file.
    public static func accepts(_ url: URL) -> Bool {
        fileExtensions.contains(url.pathExtension.lowercased())
    }

    /// Every `.storyboard` and `.xib` file below `folder` (hidden folders and build output
    /// skipped), sorted by path, for sweeping a whole repository.
    public static func interfaceFiles(in folder: URL) throws -> [URL] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(at: folder, includingPropertiesForKeys: nil,
                                                  options: [.skipsHiddenFiles]) else {
            throw DiagnosticError(.error("cannot list folder", at: SourceLocation(file: folder.path)))
        }
        var files: [URL] = []
        while let url = enumerator.nextObject() as? URL {
            let name = url.lastPathComponent
            if name == "DerivedData" || name == ".build" || name.hasSuffix(".xcassets") {
                enumerator.skipDescendants()
                continue
            }
            if accepts(url) { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// What an import produced, with per-screen issue kinds for corpus statistics.
    struct ImportResult {
        var screens: [Screen]
        /// For each screen (same order), the kinds of unsupported content met in it.
        var issueKinds: [Set<String>]
    }

    static func importFile(contentsOf url: URL, displayPath: String) throws -> ImportResult {
        let data: Data
        do {
            data = try InputFile.data(at: url, displayPath: displayPath)
        } catch let error as DiagnosticError {
            let reason = error.diagnostics.first?.message.contains("not a regular file") == true ? ": not a regular file" : ""
            throw DiagnosticError(.error("cannot read Interface Builder file\(reason)", at: SourceLocation(file: displayPath)))
        }
        return try importData(data, displayPath: displayPath)
    }

    static func importData(_ data: Data, displayPath: String) throws -> ImportResult {
        let parsed = try IBTreeParser.parse(data, displayPath: displayPath)
        let fileName = (displayPath as NSString).lastPathComponent
        let baseName = (fileName as NSString).deletingPathExtension
        let log = IBWarningLog(file: displayPath)
        // Interface Builder 3 archives (pre-Xcode 5 xibs) are converted to the current form.
        let document = parsed.name == "archive" ? IBArchiveConverter.convert(parsed) : parsed
        guard document.name == "document" else {
            throw DiagnosticError(.error("not an Interface Builder document (root element <\(document.name)>)",
                                         at: SourceLocation(file: displayPath, line: document.line)))
        }
        var reader = IBViewReader(file: displayPath, table: baseName, imageSizes: imageSizes(document), ibVersion: ibVersion(of: document))
        if parsed.name != "archive" {
            reader.codeReachable = codeReachable(in: document)
        }
        let canvas = IBCanvas(document: document)
        let roots = IBScreenFinder(fileName: fileName, bars: IBBars.inferred(in: document), canvas: canvas,
                                   scenes: IBSceneEntries.entries(in: document)).roots(of: document)
        var result = ImportResult(screens: [], issueKinds: [])
        let outlets = parsed.name == "archive" ? [] : classOutlets(in: document)
        let collections = parsed.name == "archive" ? [] : classOutlets(in: document, element: "outletCollection")
        for root in roots {
            var built = IBScreenBuilder(root: root, reader: reader, log: log, canvas: canvas).build()
            let viewIDs = Set(built.screen.views.map(\.id))
            built.screen.appFacts.outlets = outlets.filter { viewIDs.contains($0.viewID) }
            built.screen.appFacts.outletCollections = collections.filter { viewIDs.contains($0.viewID) }
            let constraintIDs = Set(built.screen.constraints.map(\.id))
            built.screen.appFacts.constraintOutlets = outlets.filter { constraintIDs.contains($0.viewID) }
            result.screens.append(built.screen)
            result.issueKinds.append(built.issueKinds)
        }
        return result
    }

    /// The version of the Interface Builder that drew the file: the Cocoa Touch plug-in's
    /// (`<plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22685">`, the
    /// SDK whose controls IB drew), else `toolsVersion`, else 0. The plug-in decides when the two
    /// disagree: Go Map!!'s `DataOverlays.storyboard` says `toolsVersion="32700.99.1234"` (not an
    /// Xcode build) with plug-in 22685 (Xcode 15), and its switch has Xcode 15's 51×31 frame.
    static func ibVersion(of document: IBElement) -> Double {
        let leadingNumber: (String) -> Double? = { text in
            text.split(separator: ".").first.flatMap { Double($0) }.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        }
        let plugIn = document.child("dependencies")?.children(named: "plugIn")
            .first { $0["identifier"] == "com.apple.InterfaceBuilder.IBCocoaTouchPlugin" }
        return plugIn?["version"].flatMap(leadingNumber) ?? document["toolsVersion"].flatMap(leadingNumber) ?? 0
    }

    /// Every outlet (or, with `element` `outletCollection`, every member of an outlet
    /// collection) of an object with a custom class (a controller, File's Owner, a cell or a
    /// view): the class, the property and the object it leads to.
    static func classOutlets(in document: IBElement, element kind: String = "outlet") -> [CodeOutlet] {
        var outlets: [CodeOutlet] = []
        var pending = [document]
        while let element = pending.popLast() {
            if let className = element["customClass"], let connections = element.child("connections") {
                for outlet in connections.children(named: kind) {
                    guard let property = outlet["property"], let destination = outlet["destination"] else { continue }
                    outlets.append(CodeOutlet(className: className, property: property, viewID: destination))
                }
            }
            pending.append(contentsOf: element.children)
        }
        return outlets
    }

    /// The object ids code can reach: every outlet's and outlet collection's destination, and
    /// the built-in labels and image view a cell names (`textLabel="…"`).
    static func codeReachable(in document: IBElement) -> Set<String> {
        var ids: Set<String> = []
        var pending = [document]
        while let element = pending.popLast() {
            if element.name == "outlet" || element.name == "outletCollection", let destination = element["destination"] {
                ids.insert(destination)
            }
            for attribute in ["textLabel", "detailTextLabel", "imageView"] {
                if let id = element[attribute] { ids.insert(id) }
            }
            pending.append(contentsOf: element.children)
        }
        return ids
    }

    /// `<resources><image name=… width=… height=…>` sizes by image name. A system symbol
    /// (`catalog="system"`) is listed in a box whose larger side is 128; it is drawn at the
    /// default symbol configuration (17 pt), estimated as `systemSymbolSide` on the larger side.
    static func imageSizes(_ document: IBElement) -> [String: Size] {
        var sizes: [String: Size] = [:]
        for image in document.child("resources")?.children(named: "image") ?? [] {
            guard let name = image["name"], let width = image.double("width"), let height = image.double("height"),
                  width.isFinite, height.isFinite, width >= 0, height >= 0 else { continue }
            let side = max(width, height)
            if image["catalog"] == "system", side > 0 {
                let factor = systemSymbolSide / side
                sizes[name] = Size(width: width * factor, height: height * factor)
            } else {
                sizes[name] = Size(width: width, height: height)
            }
        }
        return sizes
    }

    /// The larger side of a system symbol at the default configuration: the size of UIKit's own
    /// glyph buttons (info, add contact), an estimate for the others.
    static let systemSymbolSide = 22.0
}
