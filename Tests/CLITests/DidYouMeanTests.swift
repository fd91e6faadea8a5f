import Foundation
import Testing

/// A mistyped kind, category, device or configuration key is refused with the name it most
/// likely meant; a name far from every known one gets no guess.
@Suite struct DidYouMeanTests {
    @Test(arguments: [
        (["--fail-on", "clipped-txt"], "unknown finding kind 'clipped-txt' (did you mean 'clipped-text'?)"),
        (["--categories", "acessibilityLarge"], "unknown content size category 'acessibilityLarge' (did you mean 'accessibilityLarge'?)"),
        (["--devices", "iPhone 15 Pro Mx"], "unknown device 'iPhone 15 Pro Mx' (did you mean 'iPhone 15 Pro Max'?)"),
    ])
    func aTypoGetsTheNameItMeant(flags: [String], message: String) throws {
        let outcome = try SweepCommandTests.run(["sweep"] + flags)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
    }

    @Test func aConfigurationKeyTypoNamesTheFileLineAndTheKey() throws {
        let config = try SweepCommandTests.temporaryFile("layout-stress.yml", "locales: [en]\nlocalsDir: Locales/\n")
        let outcome = try SweepCommandTests.run(["sweep", "--config", config])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("layout-stress.yml:2:1: error: unknown key 'localsDir' (did you mean 'localesDir'?)"), "\(outcome.stderr)")
    }

    @Test func aNameFarFromEveryKnownOneGetsNoGuess() throws {
        let outcome = try SweepCommandTests.run(["sweep", "--fail-on", "wobbly"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("unknown finding kind 'wobbly' (expected one of"), "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("did you mean"), "\(outcome.stderr)")
    }
}
