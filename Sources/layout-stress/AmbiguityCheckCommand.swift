import ArgumentParser
import Diagnostics
import Foundation
import LayoutEngine
import ScreenFormats
import TextEngine

/// `layout-stress ambiguity-check PATH…` (hidden): compares the views Interface Builder saved
/// as `ambiguous="YES"` with the views the engine finds ambiguous, laid out at `large`, `en`,
/// iPhone 15 portrait (or, with `--canvas`, on the canvas IB saved) with the files'
/// development-language texts — the figures in `Benchmarks/interface-builder.md`.
struct AmbiguityCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ambiguity-check",
        abstract: "Compare Interface Builder's ambiguous=\"YES\" flags with the engine's ambiguity.",
        shouldDisplay: false)

    @Argument(help: "Storyboard or xib files, or folders to search for them.")
    var paths: [String]

    @Option(help: "Device name.")
    var device: String = "iPhone 15"

    @Flag(help: "Lay each screen out on the canvas Interface Builder saved (as verify-ib does), where IB computed its own flags, instead of at run time on --device.")
    var canvas = false

    @Flag(help: "List every view the two disagree on, with the engine's cause.")
    var verbose = false

    @Option(name: .long, help: "Fonts folder (with fonts.yaml, or font files to search first); default: ./Fonts, then the tool's own.")
    var fonts: String?

    @Option(help: "Print the frames and ambiguity reports of screens whose name contains this.")
    var screen: String?

    func run() throws {
        guard let device = Device.named(device) else {
            throw DiagnosticError(.error("unknown device '\(device)'"))
        }
        let measurer: TextMeasurer
        do {
            measurer = try TextMeasurer(fontsDirectory: fonts)
        } catch {
            throw DiagnosticError(.error("cannot load fonts: \(error)"))
        }
        let verifier = DesignVerifier(measurer: measurer)
        var both = 0, ibOnly: [String] = [], oursOnly: [String] = [], screens = 0
        // Rows IB did not lay out when it saved (below their list's fold): their flags are an
        // earlier layout's, so they are counted apart.
        var hiddenRows = 0, hiddenIB = 0, hiddenOurs = 0, hiddenBoth = 0
        var causes: [String: Int] = [:]
        for file in try ImportCommand.files(for: paths) where InterfaceBuilderReader.accepts(file.url) {
            for var screen in try InterfaceBuilderReader.read(contentsOf: file.url, displayPath: file.display) {
                let result: LayoutResult
                if canvas, let design = screen.design {
                    screen.design = SavedSafeArea.applied(to: screen, design: design).0
                    guard let laidOut = try verifier.canvasLayout(of: screen, analyze: true) else { continue }
                    result = laidOut
                } else {
                    let session = try LayoutSession(screen: screen, device: device, orientation: .portrait,
                                                    direction: .leftToRight, measurer: measurer)
                    result = session.layout(category: .large, locale: "en") { $0.fallback ?? "" }
                }
                var cause: [String: String] = [:]
                for report in result.ambiguous {
                    for view in report.views {
                        // IB flags a scroll view whose scrollable content size is ambiguous; the
                        // engine reports its content guide (`scroll.content`).
                        let owner = view.hasSuffix(".content") ? String(view.dropLast(".content".count)) : view
                        cause[owner] = "\(report.cause.rawValue) \(report.axis?.rawValue ?? "both")"
                    }
                }
                if let wanted = self.screen, screen.name.contains(wanted) {
                    print("\(screen.name): declared \(screen.declaredAmbiguous.sorted())")
                    for report in result.ambiguous { print("  \(report)") }
                    for view in result.views { print("  \(view.id) \(view.frame) intrinsic \(view.intrinsic.map { "\($0)" } ?? "-")") }
                }
                let ours = Set(cause.keys).subtracting([LayoutItem.rootID])
                let declared = screen.declaredAmbiguous
                if screen.design?.outsideCanvas == true {
                    hiddenRows += 1
                    hiddenIB += declared.count
                    hiddenOurs += ours.count
                    hiddenBoth += declared.intersection(ours).count
                    continue
                }
                screens += 1
                both += declared.intersection(ours).count
                ibOnly += declared.subtracting(ours).sorted().map { "\(screen.name): \($0)" }
                for view in ours.subtracting(declared).sorted() {
                    oursOnly.append("\(screen.name): \(view) (\(cause[view] ?? ""))")
                    causes[cause[view] ?? "", default: 0] += 1
                }
            }
        }
        let either = both + ibOnly.count + oursOnly.count
        let rate = either == 0 ? 100 : Double(both) / Double(either) * 100
        print("\(screens) screens: IB flags \(both + ibOnly.count) views, the engine \(both + oursOnly.count); "
              + "both \(both), IB only \(ibOnly.count), engine only \(oursOnly.count); "
              + "agreement \(both)/\(either) = \(String(format: "%.0f", rate)) %; "
              + "apart: \(hiddenRows) rows IB does not show (IB flags \(hiddenIB) views, the engine \(hiddenOurs), both \(hiddenBoth))")
        for (cause, count) in causes.sorted(by: { $0.key < $1.key }) { print("  engine only, \(cause): \(count)") }
        if verbose {
            for line in ibOnly { print("IB only: \(line)") }
            for line in oursOnly { print("engine only: \(line)") }
        }
    }
}
