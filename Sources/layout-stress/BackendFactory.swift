import Diagnostics
import LayoutEngine
import StressKit
import TextEngine

/// Builds the layout backend the commands sweep with, and knows its devices.
enum BackendFactory {
    /// The backend on the real layout engine and text measurer, with fonts from `fonts`.
    static func make(fonts: String?) throws -> any LayoutBackend {
        do {
            return LayoutSessionBackend(measurer: try TextMeasurer(fontsDirectory: fonts))
        } catch let error as DiagnosticError {
            throw error
        } catch {
            throw DiagnosticError(.error("cannot load fonts: \(error)", at: fonts.map { SourceLocation(file: $0) }))
        }
    }

    /// Every device name the layout engine knows.
    static var deviceNames: [String] {
        Device.all.map(\.name)
    }

    /// The canonical device name for a name a user typed.
    static func deviceName(matching name: String) -> String? {
        Device.named(name)?.name
    }
}
