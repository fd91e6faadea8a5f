import Foundation
import Testing

/// Two apps swept side by side do not read the translations of the folder that holds them
/// both (another project's files, a home folder): the sweep says so once.
@Suite struct SeveralAppsTests {
    @Test func translationsAreNotReadFromAboveBothApps() throws {
        let storyboard = ConfirmedFindingsTests.storyboard
        let folder = try RunContextTests.project([
            "One/Package.swift": "// swift-tools-version:5.9\n",
            "One/App/Main.storyboard": storyboard,
            "Two/Package.swift": "// swift-tools-version:5.9\n",
            "Two/App/Main.storyboard": storyboard,
            // A third project's broken table beside them, which must not be read.
            "Other/de.lproj/Localizable.strings": "\"broken = ;\n",
        ])
        let outcome = try SweepCommandTests.run(["sweep", folder + "/One", folder + "/Two", "--locales", "en", "--categories", "large",
                                                 "--devices", "iPhone 15", "--orientations", "portrait"])
        #expect(outcome.status != 2, "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("Localizable.strings"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("warning: the screens come from several apps"), "\(outcome.stderr)")
        // One app on its own still reads its own folder's translations as before.
        let one = try SweepCommandTests.run(["sweep", folder + "/One", "--locales", "en", "--categories", "large", "--devices", "iPhone 15",
                                             "--orientations", "portrait"])
        #expect(!one.stderr.contains("several apps"), "\(one.stderr)")
    }
}
