import Testing
@testable import Localization

@Suite struct FormatSamplesTests {
    @Test(arguments: [
        ("Hello, %@!", "Hello, Maximilian Alexander Featherstonehaugh!"),
        ("%d items", "88,888 items"),
        ("%ld / %lld / %u / %i", "88,888 / 88,888 / 88,888 / 88,888"),
        ("%.2f km", "88,888.88 km"),
        ("%f", "88,888.888888"),
        ("%.0f%%", "88,888%"),
        ("%1$@ and %2$@", "Maximilian Alexander Featherstonehaugh and Maximilian Alexander Featherstonehaugh"),
        ("%2$ld of %1$ld", "88,888 of 88,888"),
        ("%5d", "88,888"),
        ("%8d|", "  88,888|"),
        ("%-8d|", "88,888  |"),
        ("100% sure", "100% sure"),
        ("%#@files@ and {name}", "%#@files@ and {name}"),
        ("%x %c %s", "FFFFFF W Maximilian Alexander Featherstonehaugh"),
    ])
    func worstCaseSamples(_ format: String, _ expected: String) {
        #expect(FormatSamples.worstCase.fill(format) == expected)
    }

    @Test func samplesAreConfigurable() {
        let samples = FormatSamples(object: "Zoë", integer: "1")
        #expect(samples.fill("%@ has %d") == "Zoë has 1")
    }
}
