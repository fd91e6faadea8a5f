import Diagnostics
import Findings
import LayoutEngine
import TextEngine

/// The sweep's backend on the real layout engine: one `LayoutSession` per (screen, device,
/// orientation, direction), measuring text with `measurer`.
public struct LayoutSessionBackend: LayoutBackend {
    /// Measures text (shared by every session; thread-safe).
    public let measurer: any TextMeasuring

    /// Creates a backend.
    public init(measurer: any TextMeasuring) {
        self.measurer = measurer
    }

    /// The backend on the real text measurer, with fonts from `fonts` (a folder with
    /// `fonts.yaml`, or font files to search first). A `DiagnosticError` when they cannot load.
    public init(fonts: String?) throws {
        do {
            measurer = try TextMeasurer(fontsDirectory: fonts)
        } catch let error as DiagnosticError {
            throw error
        } catch {
            throw DiagnosticError(.error("cannot load fonts: \(error)", at: fonts.map { SourceLocation(file: $0) }))
        }
    }

    /// The devices in `../facts/devices-ios.csv`.
    public var deviceNames: [String] { Device.all.map(\.name) }

    /// `Device.named`, case-insensitive.
    public func deviceName(matching name: String) -> String? {
        Device.named(name)?.name
    }

    /// A session on the layout engine.
    public func makeSession(screen: Screen, device: String, orientation: Orientation,
                            direction: LayoutDirection) throws -> any VariantLayoutSession {
        guard let known = Device.named(device) else {
            throw DiagnosticError(.error("unknown device '\(device)'"))
        }
        let measurer = self.measurer
        let make = { (screen: Screen) throws -> any VariantLayoutSession in
            let session = try LayoutSession(screen: screen, device: known, orientation: orientation, direction: direction, measurer: measurer)
            // Only text views' losses above the clip tolerance become findings; explain only those.
            session.minimumExplainedLoss = CheckContext.clipTolerance
            session.explainedViews = Set(screen.views.filter { $0.kind.showsText }.map(\.id))
            return session
        }
        guard !screen.appFacts.stackAxisSwitches.isEmpty else { return try make(screen) }
        return try CategorySwitchingSession(screen: screen, category: .large, make: make)
    }
}
