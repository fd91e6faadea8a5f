import Diagnostics
import Foundation
import LayoutEngine
import ScreenFormats

/// Reads the screen files of a sweep. A file that cannot be read does not stop the
/// others: its diagnostics are collected and the sweep goes on without it.
public enum ScreenLoader {
    /// The screens of every file, in file order, and the errors of the files that failed.
    public static func load(_ files: [String]) -> (screens: [Screen], errors: [Diagnostic]) {
        var screens: [Screen] = []
        var errors: [Diagnostic] = []
        for file in files {
            do {
                screens += try load(file)
            } catch let error as DiagnosticError {
                errors += error.diagnostics.filter { $0.severity == .error }
            } catch {
                errors.append(.error("cannot read screen: \(error)", at: SourceLocation(file: file)))
            }
        }
        return (screens, errors)
    }

    /// The screens in one file.
    public static func load(_ file: String) throws -> [Screen] {
        let lower = file.lowercased()
        let url = URL(fileURLWithPath: file)
        if lower.hasSuffix(".xib") || lower.hasSuffix(".storyboard") {
            return try InterfaceBuilderReader.read(contentsOf: url, displayPath: file)
        }
        return [try LayoutSpecReader.read(contentsOf: url, displayPath: file)]
    }
}
