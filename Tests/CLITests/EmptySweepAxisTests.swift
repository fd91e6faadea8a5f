import Foundation
import Testing

/// An empty axis (no locales, devices, categories or orientations) would sweep nothing and
/// pass; it is bad input instead, from the configuration file and from the flags alike.
@Suite struct EmptySweepAxisTests {
    @Test(arguments: [
        ("locales: []", "no locales to sweep"),
        ("devices: []", "no devices to sweep"),
        ("categories: []", "no categories to sweep"),
        ("orientations: []", "no orientations to sweep"),
        ("locales: [\"\", en]", "a locale must not be empty"),
    ])
    func anEmptyAxisInTheConfigurationIsAnErrorAtItsLine(line: String, message: String) throws {
        let screen = SweepCommandTests.root.appendingPathComponent("Screens/SignIn.layout.yaml").path
        let config = try SweepCommandTests.temporaryFile("layout-stress.yml", "screens: [\(screen)]\n\(line)\n")
        let outcome = try SweepCommandTests.run(["sweep", "--config", config])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("\(config):2:"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("error: \(message)"), "\(outcome.stderr)")
        #expect(!outcome.stdout.contains("No problems found"))
    }

    @Test(arguments: [
        (["sweep", "--categories", ","], "no categories to sweep"),
        (["sweep", "--orientations", " , "], "no orientations to sweep"),
        (["layout", "Screens/SignIn.layout.yaml", "--device", "iPhone 15", "--category", "large", "--locale", ""],
         "a locale must not be empty"),
        (["layout", "Screens/SignIn.layout.yaml", "--device", "iPhone 15", "--category", "large", "--locale", "  "],
         "a locale must not be empty"),
    ])
    func anEmptyAxisFlagIsAnError(arguments: [String], message: String) throws {
        let resolved = arguments.map { $0.hasSuffix(".layout.yaml") ? SweepCommandTests.root.appendingPathComponent($0).path : $0 }
        let outcome = try SweepCommandTests.run(resolved)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("error: \(message)"), "\(outcome.stderr)")
    }
}
