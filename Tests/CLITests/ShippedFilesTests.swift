import Foundation
import Testing
import TestSupport

/// A sweep of an app folder sweeps what its Xcode project ships on iOS: files its iOS app
/// target builds or bundles (build phases, localized variant groups, Xcode 16's synchronized
/// folders less their exceptions). Files only a test or tvOS target has, or none, are left out
/// with one note per reason.
@Suite struct ShippedFilesTests {
    static let project = """
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            objectVersion = 77;
            objects = {
                P1 = { isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3); buildConfigurationList = L0; projectDirPath = ""; };
                L0 = { isa = XCConfigurationList; buildConfigurations = (C0); };
                C0 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = iphoneos; }; };
                G0 = { isa = PBXGroup; children = (G1, G2, S1); sourceTree = "<group>"; };
                G1 = { isa = PBXGroup; path = App; children = (V1, F2, F3, F4); sourceTree = "<group>"; };
                V1 = { isa = PBXVariantGroup; name = Main.storyboard; children = (F1); sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
                F2 = { isa = PBXFileReference; lastKnownFileType = file.xib; path = Card.xib; sourceTree = "<group>"; };
                F3 = { isa = PBXFileReference; lastKnownFileType = file.xib; path = Debug.xib; sourceTree = "<group>"; };
                F4 = { isa = PBXFileReference; lastKnownFileType = file.xib; path = Shelf.xib; sourceTree = "<group>"; };
                G2 = { isa = PBXGroup; path = Tests; children = (F5); sourceTree = "<group>"; };
                F5 = { isa = PBXFileReference; lastKnownFileType = file.xib; path = Fixture.xib; sourceTree = "<group>"; };
                S1 = { isa = PBXFileSystemSynchronizedRootGroup; path = Shared; exceptions = (E1); sourceTree = "<group>"; };
                E1 = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Old.xib); target = T1; };
                B1 = { isa = PBXBuildFile; fileRef = V1; };
                B2 = { isa = PBXBuildFile; fileRef = F2; };
                B4 = { isa = PBXBuildFile; fileRef = F4; };
                B5 = { isa = PBXBuildFile; fileRef = F5; };
                R1 = { isa = PBXResourcesBuildPhase; files = (B1, B2); };
                R2 = { isa = PBXResourcesBuildPhase; files = (B5); };
                R3 = { isa = PBXResourcesBuildPhase; files = (B4); };
                T1 = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (R1); fileSystemSynchronizedGroups = (S1); };
                T2 = { isa = PBXNativeTarget; name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; buildPhases = (R2); };
                T3 = { isa = PBXNativeTarget; name = TV; productType = "com.apple.product-type.application"; buildPhases = (R3); buildConfigurationList = L3; };
                L3 = { isa = XCConfigurationList; buildConfigurations = (C3); };
                C3 = { isa = XCBuildConfiguration; name = Debug; buildSettings = { SDKROOT = appletvos; }; };
            };
            rootObject = P1;
        }
        """

    static func xib(_ label: String) -> String {
        PlatformFilterTests.document(type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", runtime: "iOS.CocoaTouch", label: label)
    }

    /// An app's translations are what its iOS targets bundle: a Mac target's French strings
    /// beside the iPhone app's German ones are not the app's French, and a test target's are none.
    @Test func translationsAreWhatTheIOSAppBundles() throws {
        let project = RunContextTests.pbxproj([
            RunContextTests.TargetSpec(name: "App", settings: ["SDKROOT": "iphoneos"],
                                       files: ["App/Base.lproj/Main.storyboard", "App/de.lproj/Localizable.strings"]),
            RunContextTests.TargetSpec(name: "Mac", settings: ["SDKROOT": "macosx"], files: ["App/MacOnly/fr.lproj/Localizable.strings"]),
            RunContextTests.TargetSpec(name: "AppTests", productType: "com.apple.product-type.bundle.unit-test",
                                       settings: ["SDKROOT": "iphoneos"], files: ["App/TestData/es.lproj/Localizable.strings"]),
        ])
        let folder = try RunContextTests.project([
            "Demo.xcodeproj/project.pbxproj": project,
            "App/Base.lproj/Main.storyboard": LoadTimeHidingTests.storyboard,
            "App/de.lproj/Localizable.strings": "\"Hello\" = \"Hallo\";\n",
            "App/MacOnly/fr.lproj/Localizable.strings": "\"Hello\" = \"Bonjour\";\n",
            "App/TestData/es.lproj/Localizable.strings": "\"Hello\" = \"Hola\";\n",
        ])
        // Run in the app's folder: a Locales folder where the sweep runs would be read instead.
        let outcome = try CLI.run(["sweep", folder, "--locales", "de,fr,es", "--categories", "large", "--devices", "iPhone 15",
                                   "--orientations", "portrait", "--format", "json"], in: folder)
        // The app bundles German (and its English development language) only: on a device set to
        // French or Spanish iOS shows it in English, so those locales are not swept.
        #expect(outcome.stderr.contains("the app is localized in de, en: iOS shows it in its development language, left to right, on a device set to fr, es, which is not swept"),
                "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("no translations for locale"), "\(outcome.stderr)")
        // Without a project nothing says what ships: every translation is read.
        let bare = try RunContextTests.project([
            "App/Base.lproj/Main.storyboard": LoadTimeHidingTests.storyboard,
            "App/de.lproj/Localizable.strings": "\"Hello\" = \"Hallo\";\n",
            "App/MacOnly/fr.lproj/Localizable.strings": "\"Hello\" = \"Bonjour\";\n",
        ])
        let open = try CLI.run(["sweep", bare, "--locales", "de,fr", "--categories", "large",
                                "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json"], in: bare)
        #expect(!open.stderr.contains("no translations for locale"), "\(open.stderr)")
    }

    /// A Swift package says where it runs in its manifest: one for macOS only is not swept,
    /// one that names iOS or no platform is.
    @Test func aSwiftPackageForAnotherPlatformIsNotSwept() throws {
        let folder = try RunContextTests.project([
            "Package.swift": "// swift-tools-version:5.9\n",
            "MacKit/Package.swift": "// swift-tools-version:5.9\nlet package = Package(name: \"MacKit\", platforms: [.macOS(.v13)]) // not .iOS\n",
            "MacKit/Sources/MacKit/Panel.xib": Self.xib("Panel"),
            "SharedKit/Package.swift": "// swift-tools-version:5.9\nlet package = Package(name: \"SharedKit\", platforms: [.iOS(.v16), .macOS(.v13)])\n",
            "SharedKit/Sources/SharedKit/Banner.xib": Self.xib("Banner"),
            "AnyKit/Package.swift": "// swift-tools-version:5.9\nlet package = Package(name: \"AnyKit\")\n",
            "AnyKit/Sources/AnyKit/Badge.xib": Self.xib("Badge"),
        ])
        let outcome = try SweepCommandTests.run(["sweep", folder, "--locales", "en", "--categories", "large", "--devices", "iPhone 15",
                                                 "--orientations", "portrait", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any], "\(outcome.stderr)")
        let screens = try #require((object["matrix"] as? [String: Any])?["screens"] as? [String])
        #expect(Set(screens.map { String($0.split(separator: " ").first ?? "") }) == ["Banner.xib", "Badge.xib"], "\(screens)")
        #expect(outcome.stderr.contains("1 file only in macOS targets"), "\(outcome.stderr)")
    }

    /// A vendored library's example app (`Local Pods/SwipeKit/Example/`) ships in no app but its
    /// own: a sweep of the app's folder leaves it out; naming the example's folder sweeps it.
    @Test func exampleAppsBelowTheFolderAreNotSwept() throws {
        let folder = try RunContextTests.project([
            "App/Card.xib": Self.xib("Card"),
            "Vendor/SwipeKit/Example/Mail/Main.xib": Self.xib("Mail"),
            "Vendor/SwipeKit/Demos/Inbox.xib": Self.xib("Inbox"),
        ])
        func screens(_ path: String) throws -> Set<String> {
            let outcome = try SweepCommandTests.run(["sweep", path, "--locales", "en", "--categories", "large", "--devices", "iPhone 15",
                                                     "--orientations", "portrait", "--format", "json"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any], "\(outcome.stderr)")
            let names = try #require((object["matrix"] as? [String: Any])?["screens"] as? [String])
            return Set(names.map { String($0.split(separator: " ").first ?? "") })
        }
        #expect(try screens(folder) == ["Card.xib"])
        #expect(try screens(folder + "/Vendor/SwipeKit/Example") == ["Main.xib"])
    }

    @Test func onlyWhatTheIOSAppShipsIsSwept() throws {
        let storyboard = LoadTimeHidingTests.storyboard
        let folder = try RunContextTests.project([
            "Demo.xcodeproj/project.pbxproj": Self.project,
            "App/Base.lproj/Main.storyboard": storyboard,
            "App/Card.xib": Self.xib("Card"),
            "App/Debug.xib": Self.xib("Debug"),
            "App/Shelf.xib": Self.xib("Shelf"),
            "Tests/Fixture.xib": Self.xib("Fixture"),
            "Shared/Banner.xib": Self.xib("Banner"),
            "Shared/Old.xib": Self.xib("Old"),
        ])
        let outcome = try SweepCommandTests.run(["sweep", folder, "--locales", "en", "--categories", "large", "--devices", "iPhone 15",
                                                 "--orientations", "portrait", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any], "\(outcome.stderr)")
        let screens = try #require((object["matrix"] as? [String: Any])?["screens"] as? [String])
        let files = Set(screens.map { String($0.split(separator: " ").first ?? "") })
        #expect(files == ["Main.storyboard", "Card.xib", "Banner.xib"], "\(screens)")
        #expect(outcome.stderr.contains("note: 2 files in no target of the app's Xcode project: not swept"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("note: 1 file only in tvOS targets: not swept"), "\(outcome.stderr)")
        // Fixture.xib sits in a folder named Tests, which a sweep never searches.
        #expect(!outcome.stderr.contains("only in test targets"), "\(outcome.stderr)")
    }

    @Test func anUnreadableProjectSaysNothingAndEverythingIsSwept() throws {
        let folder = try RunContextTests.project([
            "Demo.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{ this is not a project",
            "App/Card.xib": Self.xib("Card"),
            "App/Debug.xib": Self.xib("Debug"),
        ])
        let outcome = try SweepCommandTests.run(["sweep", folder, "--locales", "en", "--categories", "large", "--devices", "iPhone 15",
                                                 "--orientations", "portrait", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any], "\(outcome.stderr)")
        let screens = try #require((object["matrix"] as? [String: Any])?["screens"] as? [String])
        #expect(screens.count == 2, "\(screens)")
        #expect(!outcome.stderr.contains("not swept"), "\(outcome.stderr)")
    }

    /// A project nested far deeper than Xcode writes one is not parsed (the parser recurses per
    /// level): it says nothing, and the sweep goes on, unharmed.
    @Test func aHostileProjectIsNotParsed() throws {
        let nested = "// !$*UTF8*$!\n{ objects = " + String(repeating: "(", count: 200_000) + String(repeating: ")", count: 200_000) + "; }\n"
        let folder = try RunContextTests.project([
            "Demo.xcodeproj/project.pbxproj": nested,
            "App/Card.xib": Self.xib("Card"),
        ])
        let outcome = try SweepCommandTests.run(["sweep", folder, "--locales", "en", "--categories", "large", "--devices", "iPhone 15",
                                                 "--orientations", "portrait", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any], "\(outcome.stderr)")
        let screens = try #require((object["matrix"] as? [String: Any])?["screens"] as? [String])
        #expect(screens.count == 1, "\(screens)")
    }
}
