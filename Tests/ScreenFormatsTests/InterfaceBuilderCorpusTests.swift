import Foundation
import LayoutEngine
import Testing
import TestSupport
@testable import ScreenFormats

/// Integration checks against the real-world corpus in `../shared/corpus` (skipped when absent).
@Suite(.corpus) struct InterfaceBuilderCorpusTests {
    /// Every `.storyboard` and `.xib` below `folder`, sorted.
    static func interfaceFiles(in folder: URL) -> [URL] {
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var files: [URL] = []
        while let url = enumerator?.nextObject() as? URL {
            if InterfaceBuilderReader.fileExtensions.contains(url.pathExtension) { files.append(url) }
        }
        return files.sorted { $0.path < $1.path }
    }

    @Test func everyCorpusFileImportsWithFewWarnings() throws {
        let files = Self.interfaceFiles(in: Corpus.root)
        #expect(files.count >= 33)
        var screens = 0, clean = 0, declaredAmbiguous = 0, savedAmbiguous = 0
        for file in files {
            let result = try InterfaceBuilderReader.importFile(contentsOf: file, displayPath: file.lastPathComponent)
            declaredAmbiguous += result.screens.reduce(0) { $0 + $1.declaredAmbiguous.count }
            // Views with ambiguous="YES" (all in this corpus sit in imported screens).
            let text = try String(contentsOf: file, encoding: .utf8)
            savedAmbiguous += text.components(separatedBy: "\n").filter { $0.contains("ambiguous=\"YES\"") && !$0.contains("<constraint ") }.count
            #expect(!result.screens.isEmpty, "\(file.lastPathComponent) produced no screens")
            screens += result.screens.count
            clean += result.issueKinds.filter(\.isEmpty).count
            for screen in result.screens {
                let ids = Set(screen.views.map(\.id))
                #expect(ids.count == screen.views.count, "duplicate view ids in \(screen.name)")
                for constraint in screen.constraints {
                    for item in [constraint.first.item] + (constraint.second.map { [$0.item] } ?? []) {
                        #expect(item.viewID == LayoutItem.rootID || ids.contains(item.viewID),
                                "\(screen.name): constraint \(constraint.id) points at a missing view")
                    }
                }
                if ProcessInfo.processInfo.environment["IB_VERBOSE"] != nil {
                    print("\(screen.name): \(screen.views.count) views, \(screen.constraints.count) constraints, \(result.issueKinds[result.screens.firstIndex(of: screen) ?? 0].sorted())")
                    for warning in screen.warnings { print("  \(warning)") }
                }
            }
        }
        print("corpus: \(files.count) files, \(screens) screens, \(clean) without importer warnings")
        #expect(declaredAmbiguous == savedAmbiguous, "every view IB saved as ambiguous is recorded once")
        #expect(Double(clean) >= 0.95 * Double(screens))
    }
}
