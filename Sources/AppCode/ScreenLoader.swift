import Diagnostics
import Foundation
import LayoutEngine
import ScreenFormats
import SwiftLayoutReader

/// Reads the screen files of a sweep. A file that cannot be read does not stop the
/// others: its diagnostics are collected and the sweep goes on without it.
public enum ScreenLoader {
    /// The screens of every file, in file order, the errors of the files that failed, and notes
    /// on what was not swept (SwiftUI views). Swift files are read together, after the others:
    /// helpers, extensions and string tables in one file serve the classes in the others.
    public static func load(_ files: [String]) -> (screens: [Screen], errors: [Diagnostic], notes: [Diagnostic]) {
        var screens: [Screen] = []
        var errors: [Diagnostic] = []
        var notes: [Diagnostic] = []
        let swiftFiles = files.filter(isSwift)
        for file in files where !isSwift(file) {
            do {
                screens += try load(file)
            } catch let error as DiagnosticError {
                errors += error.diagnostics.filter { $0.severity == .error }
            } catch {
                errors.append(.error("cannot read screen: \(error)", at: SourceLocation(file: file)))
            }
        }
        if !swiftFiles.isEmpty {
            do {
                let read = try SwiftLayoutReader.read(files: swiftFiles.map { (URL(fileURLWithPath: $0), $0) })
                screens += read.screens
                errors += read.errors
                notes += SwiftLayoutReader.swiftUINote(read.swiftUIViews).map { [$0] } ?? []
            } catch let error as DiagnosticError {
                errors += error.diagnostics.filter { $0.severity == .error }
            } catch {
                errors.append(.error("cannot read Swift sources: \(error)"))
            }
        }
        return (withAppCode(screens), errors, notes)
    }

    /// The screens in one file as a sweep lays them out: with what their app's code says of
    /// them (`withAppCode`), so that one variant shows the findings a sweep reports for it.
    public static func loadAsSwept(_ file: String) throws -> [Screen] {
        withAppCode(try load(file))
    }

    /// `screens` with what their apps' code does to them at run time (`AppCodeRules`).
    static func withAppCode(_ screens: [Screen]) -> [Screen] {
        AppCodeRules.applied(to: screens)
    }

    private static func isSwift(_ file: String) -> Bool {
        file.lowercased().hasSuffix(".swift")
    }

    /// The screens in one file.
    public static func load(_ file: String) throws -> [Screen] {
        let lower = file.lowercased()
        let url = URL(fileURLWithPath: file)
        if lower.hasSuffix(".xib") || lower.hasSuffix(".storyboard") {
            return try InterfaceBuilderReader.read(contentsOf: url, displayPath: file)
        }
        if isSwift(file) {
            let read = try SwiftLayoutReader.read(files: [(url, file)])
            if !read.errors.isEmpty { throw DiagnosticError(read.errors) }
            return read.screens
        }
        return [try LayoutSpecReader.read(contentsOf: url, displayPath: file)]
    }
}
