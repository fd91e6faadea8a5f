import ArgumentParser
import Diagnostics
import Foundation
import LayoutEngine
import ScreenFormats
import TextEngine

/// `layout-stress verify-ib PATH…`: lays every Interface Builder screen out on the canvas IB
/// saved, in the development language at `large`, and compares each view's frame with the
/// frame saved in the file — Apple's engine's answer. Exit 1 when a compared view differs by
/// more than the tolerance, 2 on bad input.
struct VerifyIBCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify-ib",
        abstract: "Compare the engine's frames with the frames Interface Builder saved in storyboards and xibs.")

    @Argument(help: "Storyboard or xib files, or folders to search for them.")
    var paths: [String]

    @Option(help: "Output format: text or json.")
    var format: TextOrJSON = .text

    @Flag(help: "List the views that agree too, not only the differences.")
    var verbose = false

    @Flag(help: "Lay every screen out on its device's safe area, even where the saved frames show IB drew it with another.")
    var deviceSafeArea = false

    @Option(name: .long, help: "Fonts folder (with fonts.yaml, or font files to search first); default: ./Fonts, then the tool's own.")
    var fonts: String?

    func run() throws {
        let files = try ImportCommand.files(for: paths).filter { InterfaceBuilderReader.accepts($0.url) }
        let measurer: TextMeasurer
        do {
            measurer = try TextMeasurer(fontsDirectory: fonts)
        } catch {
            throw DiagnosticError(.error("cannot load fonts: \(error)"))
        }
        let verifier = DesignVerifier(measurer: measurer)
        var screens: [ScreenVerification] = []
        var errors: [Diagnostic] = []
        for file in files {
            do {
                for var screen in try InterfaceBuilderReader.read(contentsOf: file.url, displayPath: file.display) {
                    do {
                        var fromFrames = false
                        if !deviceSafeArea, let design = screen.design {
                            (screen.design, fromFrames) = SavedSafeArea.applied(to: screen, design: design)
                        }
                        screens.append(ScreenVerification(screen: screen, views: try verifier.compare(screen),
                                                          safeAreaFromFrames: fromFrames))
                    } catch let error as DiagnosticError {
                        errors += error.diagnostics
                    }
                }
            } catch let error as DiagnosticError {
                errors += error.diagnostics
            }
        }
        let summary = VerificationSummary(screens: screens)
        switch format {
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            let report = VerificationReport(files: files.map(\.display), tolerance: VerificationReport.toleranceText,
                                            summary: summary, screens: screens)
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        case .text:
            for screen in screens { print(screen.text(verbose: verbose), terminator: "") }
            print(summary.text)
        }
        for error in errors { FileHandle.standardError.write(Data("\(error)\n".utf8)) }
        if !errors.isEmpty { throw ExitCode(2) }
        if summary.differing > 0 { throw ExitCode(1) }
    }
}
