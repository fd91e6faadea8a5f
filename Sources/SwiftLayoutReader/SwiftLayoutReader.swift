import Diagnostics
import Foundation
import LayoutEngine
import SwiftSyntax

/// Reads UIKit screens written in Swift: every `UIViewController`, `UIView`,
/// `UITableViewCell` or `UICollectionViewCell` subclass (directly or through scanned
/// classes) whose set-up code makes constraints becomes a screen. The code is parsed with
/// swift-syntax and evaluated symbolically; see docs/swift-sources.md for the forms read.
public enum SwiftLayoutReader {
    /// What reading a set of Swift files produced.
    public struct Result: Sendable {
        /// One screen per class whose set-up activates constraints, in file order.
        public var screens: [Screen]
        /// Files read.
        public var fileCount: Int
        /// View classes (controllers, views, cells) whose set-up makes constraints.
        public var viewClassCount: Int
        /// Of those, the ones that import with no warning (notes about layout states do not count).
        public var cleanViewClassCount: Int
        /// Errors of files that were not read (unreadable, or past the parser's limits): the
        /// other files were read without them.
        public var errors: [Diagnostic] = []
        /// Where the SwiftUI views of these files are declared: their layout is not read yet.
        public var swiftUIViews: [Diagnostics.SourceLocation] = []
    }

    /// One note saying how many SwiftUI views were not swept and where the first one is, or
    /// nil when there were none.
    public static func swiftUINote(_ views: [Diagnostics.SourceLocation]) -> Diagnostic? {
        guard let first = views.first else { return nil }
        let files = Set(views.map(\.file)).count
        return Diagnostic(.note, "\(views.count) SwiftUI view\(views.count == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s") not swept: "
                          + "SwiftUI layout is not read yet (the first is here)", at: first)
    }

    /// The file extension this reader accepts.
    public static let fileExtension = "swift"

    /// True when `url` names a `.swift` file.
    public static func accepts(_ url: URL) -> Bool {
        url.pathExtension.lowercased() == fileExtension
    }

    /// Every `.swift` file below `folder` (hidden folders, build output and `Package.swift` skipped), sorted.
    public static func swiftFiles(in folder: URL) throws -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else {
            throw DiagnosticError(.error("cannot list folder", at: Diagnostics.SourceLocation(file: folder.path)))
        }
        var files: [URL] = []
        while let url = enumerator.nextObject() as? URL {
            let name = url.lastPathComponent
            if name == ".build" || name == "DerivedData" || name == "Pods" || name == "Carthage" {
                enumerator.skipDescendants()
                continue
            }
            if accepts(url), name != "Package.swift" { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    /// Reads the files together (helpers, extensions and string tables in one file serve
    /// classes in the others). A file that cannot be read is an error in the result and the
    /// others are read without it; when none can be read this throws `file: error: …`.
    public static func read(files: [(url: URL, displayPath: String)], options: SwiftReaderOptions = SwiftReaderOptions()) throws -> Result {
        var sources: [(text: String, displayPath: String)] = []
        var errors: [Diagnostic] = []
        for file in files {
            do {
                let data = try InputFile.data(at: file.url, displayPath: file.displayPath)
                sources.append((String(decoding: data, as: UTF8.self), file.displayPath))
            } catch let error as DiagnosticError {
                errors += error.diagnostics
            } catch {
                errors.append(.error("cannot read the file", at: SourceLocation(file: file.displayPath)))
            }
        }
        if sources.isEmpty, !errors.isEmpty { throw DiagnosticError(errors) }
        var result = read(sources: sources, options: options)
        result.errors = errors + result.errors
        return result
    }

    /// Reads Swift source held in memory.
    public static func read(sources: [(text: String, displayPath: String)], options: SwiftReaderOptions = SwiftReaderOptions()) -> Result {
        let index = SwiftModuleIndex(sources: sources.map { ($0.text, $0.displayPath) })
        var result = Result(screens: [], fileCount: sources.count, viewClassCount: 0, cleanViewClassCount: 0, errors: index.refusals,
                            swiftUIViews: index.swiftUIViews)
        let candidates = index.typeOrder.compactMap { name -> Candidate? in
            guard let info = index.types[name], info.isClass, let role = role(of: name, index: index) else { return nil }
            return Candidate(name: name, role: role)
        }
        // Each class is evaluated on its own (the index is only read), on every core.
        var assembler = SwiftScreenAssembler(index: index, options: options)
        assembler.stepsPerScreen = SwiftScreenState.steps(perScreenOf: candidates.count)
        let evaluate = assembler
        let outcomes = ParallelMap.map(candidates, cost: { index.sourceSize(of: $0.name) }) { evaluate.outcome(for: $0.name, role: $0.role) }
        var screens: [Screen] = []
        for outcome in outcomes {
            switch outcome {
            case .screen(let screen): screens.append(screen)
            case .refused(let error): result.errors.append(error)
            case .none: break
            }
        }
        for screen in SwiftIgnoreComments.applied(to: screens, sources: sources) {
            result.screens.append(screen)
            result.viewClassCount += 1
            if !screen.warnings.contains(where: { $0.severity == .warning }) { result.cleanViewClassCount += 1 }
        }
        return result
    }

    /// A scanned class that may be a screen.
    private struct Candidate: Sendable {
        let name: String
        let role: SwiftClassRole
    }

    /// The role of a scanned class, from its nearest UIKit base class.
    static func role(of name: String, index: SwiftModuleIndex) -> SwiftClassRole? {
        for base in index.superclassChain(of: name) {
            if let role = SwiftUIKitNames.role(ofBase: base) { return role }
        }
        return nil
    }
}
