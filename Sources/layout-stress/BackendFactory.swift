import Diagnostics
import StressKit

/// Builds the layout backend the commands sweep with, and knows its devices.
enum BackendFactory {
    /// The backend on the real layout engine and text measurer, with fonts from `fonts`.
    static func make(fonts: String?) throws -> any LayoutBackend {
        throw DiagnosticError(.error("this build has no layout engine yet"))
    }

    /// Every device name the layout engine knows.
    static var deviceNames: [String] {
        VariantMatrix.defaultDevices
    }

    /// The canonical device name for a name a user typed.
    static func deviceName(matching name: String) -> String? {
        deviceNames.first { $0.lowercased() == name.trimmingCharacters(in: .whitespaces).lowercased() }
    }
}
