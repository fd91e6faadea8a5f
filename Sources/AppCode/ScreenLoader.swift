import Diagnostics
import Foundation
import LayoutEngine
import ScreenFormats
import SwiftLayoutReader

/// Reads the screen files of a sweep. A file that cannot be read does not stop the
/// others: its diagnostics are collected and the sweep goes on without it.
public enum ScreenLoader {
    /// The screens of every file, in file order, and the errors of the files that failed.
    /// Swift files are read together, after the others: helpers, extensions and string
    /// tables in one file serve the classes in the others.
    public static func load(_ files: [String]) -> (screens: [Screen], errors: [Diagnostic]) {
        var screens: [Screen] = []
        var errors: [Diagnostic] = []
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
                screens += try SwiftLayoutReader.read(files: swiftFiles.map { (URL(fileURLWithPath: $0), $0) }).screens
            } catch let error as DiagnosticError {
                errors += error.diagnostics.filter { $0.severity == .error }
            } catch {
                errors.append(.error("cannot read Swift sources: \(error)"))
            }
        }
        return (withAppCode(screens), errors)
    }

    /// The screens in one file as a sweep lays them out: with what their app's code says of
    /// them (`withAppCode`), so that one variant shows the findings a sweep reports for it.
    public static func loadAsSwept(_ file: String) throws -> [Screen] {
        withAppCode(try load(file))
    }

    /// `screens` with what their apps' code says of them: views hidden at load, views shown
    /// one at a time, texts no code sets, texts code sets to one localized string, line counts
    /// and fonts code sets, stack axes code chooses by text size and stack spacings it sets, constants code sets, orientations, a layout forced left to right, xibs nothing loads, fixed row heights, views the layout pass places, intrinsic sizes custom classes declare.
    static func withAppCode(_ screens: [Screen]) -> [Screen] {
        // One listing and one parse of each app's files for every pass that reads its code.
        let apps = AppSources()
        let texts = UnsetTexts.applied(to: LoadTimeHiding.applied(to: screens, apps: apps), apps: apps)
        let lines = CodeSetFonts.applied(to: CodeSetLineCounts.applied(to: CodeSetTexts.applied(to: texts, apps: apps), apps: apps), apps: apps)
        let stacks = CodeSetStackSpacings.applied(to: CodeSetStackAxes.applied(to: lines, apps: apps), apps: apps)
        let hidden = CodeSetConstants.applied(to: stacks, apps: apps)
        let locked = ForcedLeftToRight.applied(to: OrientationLock.applied(to: hidden, apps: apps), apps: apps)
        let rows = FixedRowHeights.applied(to: UnloadedNibs.applied(to: locked, apps: apps), apps: apps)
        return CodeIntrinsicSizes.applied(to: LayoutPassPlacement.applied(to: rows, apps: apps), apps: apps)
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
            return try SwiftLayoutReader.read(files: [(url, file)]).screens
        }
        return [try LayoutSpecReader.read(contentsOf: url, displayPath: file)]
    }
}
