import Foundation
import Testing
import TestSupport

/// The sweep lays a screen out only on the devices and in the orientations its app supports,
/// as the app's Info.plist, Xcode project, the file's `~ipad`/`~iphone` suffix or the
/// configuration's `app:` say.
@Suite struct RunContextTests {
    static let card = """
        screen: Card
        views:
          title: { type: label, parent: root, text: "Hello", style: body }
        constraints:
          - title.top = root.safeArea.top + 20
          - title.leading = root.safeArea.leading + 16
        """

    static func plist(_ entries: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(entries)
        </dict>
        </plist>
        """
    }

    /// A target of `pbxproj(_:knownRegions:)`: its product type, build settings and the files
    /// (relative to the project's folder) its resources phase bundles.
    struct TargetSpec {
        var name: String
        var productType = "com.apple.product-type.application"
        var settings: [String: String] = [:]
        var files: [String] = []
        /// Swift package products it links, by name.
        var packageProducts: [String] = []
    }

    /// A `project.pbxproj` Xcode could have written, with these targets.
    static func pbxproj(_ targets: [TargetSpec], knownRegions: [String] = []) -> String {
        var objects: [String] = []
        var targetIDs: [String] = []
        var fileIDs: [String] = []
        for (t, target) in targets.enumerated() {
            var buildFiles: [String] = []
            for (f, file) in target.files.enumerated() {
                let reference = "F\(t)_\(f)", build = "B\(t)_\(f)"
                objects.append("\(reference) = { isa = PBXFileReference; path = \"\(file)\"; sourceTree = \"<group>\"; };")
                objects.append("\(build) = { isa = PBXBuildFile; fileRef = \(reference); };")
                fileIDs.append(reference)
                buildFiles.append(build)
            }
            let settings = target.settings.sorted { $0.key < $1.key }.map { "\($0.key) = \"\($0.value)\";" }.joined(separator: " ")
            objects.append("R\(t) = { isa = PBXResourcesBuildPhase; files = (\(buildFiles.joined(separator: ", "))); };")
            objects.append("C\(t) = { isa = XCBuildConfiguration; name = Debug; buildSettings = { \(settings) }; };")
            objects.append("L\(t) = { isa = XCConfigurationList; buildConfigurations = (C\(t)); };")
            let products = target.packageProducts.enumerated().map { "D\(t)_\($0.offset)" }
            for (d, product) in target.packageProducts.enumerated() {
                objects.append("D\(t)_\(d) = { isa = XCSwiftPackageProductDependency; productName = \"\(product)\"; };")
            }
            objects.append("T\(t) = { isa = PBXNativeTarget; name = \(target.name); productType = \"\(target.productType)\"; buildPhases = (R\(t)); buildConfigurationList = L\(t); packageProductDependencies = (\(products.joined(separator: ", "))); };")
            targetIDs.append("T\(t)")
        }
        let regions = knownRegions.map { "\"\($0)\"" }.joined(separator: ", ")
        return """
            // !$*UTF8*$!
            {
                archiveVersion = 1;
                objectVersion = 56;
                objects = {
                    P1 = { isa = PBXProject; mainGroup = G0; targets = (\(targetIDs.joined(separator: ", "))); knownRegions = (\(regions)); projectDirPath = ""; };
                    G0 = { isa = PBXGroup; children = (\(fileIDs.joined(separator: ", "))); sourceTree = "<group>"; };
                    \(objects.joined(separator: "\n        "))
                };
                rootObject = P1;
            }
            """
    }

    /// A project folder with the given files (relative path → text).
    static func project(_ files: [String: String]) throws -> String {
        let folder = ScratchFolder.path("run-context").path
        for (path, text) in files {
            let url = URL(fileURLWithPath: folder + "/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    /// (screen, device, orientation) of every variant swept, in order.
    static func swept(_ arguments: [String]) throws -> (variants: [String], stderr: String, status: Int32) {
        let outcome = try SweepCommandTests.run(["sweep"] + arguments + ["--locales", "en", "--categories", "large",
                                                 "--devices", "iPhone 15,iPad Pro 13-inch", "--format", "json", "--variants", "all"])
        let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
        let variants = (object?["results"] as? [[String: Any]] ?? []).map { result in
            "\(result["screen"] as? String ?? "?") \(result["device"] as? String ?? "?") \(result["orientation"] as? String ?? "?")"
        }
        return (variants, outcome.stderr, outcome.status)
    }

    /// A local Swift package's files run where the iOS app that links their product does: its
    /// project's devices and orientations. A product no iOS target links says nothing of them.
    @Test func aPackageFileRunsWhereTheAppLinkingItsProductRuns() throws {
        let manifest = """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Feature",
                products: [
                    .library(name: "Feature-iOS", targets: ["FeatureUI"]),
                    .library(name: "Feature-macOS", targets: ["FeatureMac"]),
                ],
                targets: [
                    .target(name: "FeatureUI", resources: [.process("Resources")]),
                    .target(name: "FeatureMac", path: "Mac/Sources"),
                ]
            )
            """
        // The app's project sits beside the package, in a folder of its own, as in a monorepo.
        let folder = try Self.project([
            "Repo.xcworkspace/contents.xcworkspacedata": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace version = \"1.0\">\n</Workspace>\n",
            "apps/ios/App.xcodeproj/project.pbxproj": Self.pbxproj([TargetSpec(name: "App", settings: [
                "SDKROOT": "iphoneos", "TARGETED_DEVICE_FAMILY": "1",
                "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone": "UIInterfaceOrientationPortrait",
            ], files: ["App/Home.storyboard"], packageProducts: ["Feature-iOS"])]),
            "apps/ios/App/Home.storyboard": SeveralAppsTests.storyboard,
            // The package's own sample app links it too, in every orientation: it ships in no
            // app but its own, so it says nothing of where the package's screens run.
            "sampleapps/FeatureSampleApp/FeatureSampleApp.xcodeproj/project.pbxproj": Self.pbxproj([TargetSpec(name: "FeatureSampleApp", settings: [
                "SDKROOT": "iphoneos", "TARGETED_DEVICE_FAMILY": "1,2",
            ], files: ["Sample/Start.storyboard"], packageProducts: ["Feature-iOS"])]),
            "sampleapps/FeatureSampleApp/Sample/Start.storyboard": SeveralAppsTests.storyboard,
            "libraries/Feature/Package.swift": manifest,
            "libraries/Feature/Sources/FeatureUI/Resources/Card.storyboard": SeveralAppsTests.storyboard,
            "libraries/Feature/Mac/Sources/Panel.storyboard": SeveralAppsTests.storyboard,
        ])
        let swept = try Self.swept([folder + "/libraries/Feature", "--orientations", "portrait,landscape"])
        let card = swept.variants.filter { $0.hasPrefix("Card.storyboard") }
        #expect(card.count == 1 && card.allSatisfy { $0.hasSuffix("iPhone 15 portrait") }, "\(swept.variants) \(swept.stderr)")
        let panel = swept.variants.filter { $0.hasPrefix("Panel.storyboard") }
        #expect(panel.count == 4, "\(swept.variants)")
    }

    /// Files named as a pair for the two idioms (`Settings_iPad` beside `Settings_iPhone` or
    /// `Settings`) each run on their own device; a name with no pair says nothing.
    @Test func filesPairedByIdiomRunOnTheirOwnDevice() throws {
        let folder = try Self.project([
            "App/Settings_iPad.storyboard": SeveralAppsTests.storyboard,
            "App/Settings_iPhone.storyboard": SeveralAppsTests.storyboard,
            "App/Progress-ipad.storyboard": SeveralAppsTests.storyboard,
            "App/Progress.storyboard": SeveralAppsTests.storyboard,
            "App/Lonely_iPad.storyboard": SeveralAppsTests.storyboard,
        ])
        let swept = try Self.swept([folder + "/App", "--orientations", "portrait"])
        func devices(_ file: String) -> Set<String> {
            Set(swept.variants.filter { $0.hasPrefix(file + " ") }.map { $0.contains("iPad Pro") ? "iPad" : "iPhone" })
        }
        #expect(devices("Settings_iPad.storyboard") == ["iPad"], "\(swept.variants)")
        #expect(devices("Settings_iPhone.storyboard") == ["iPhone"], "\(swept.variants)")
        #expect(devices("Progress-ipad.storyboard") == ["iPad"], "\(swept.variants)")
        #expect(devices("Progress.storyboard") == ["iPhone", "iPad"], "\(swept.variants)")
        #expect(devices("Lonely_iPad.storyboard") == ["iPhone", "iPad"], "\(swept.variants)")
    }

    /// Files the app's code picks between by the device's idiom (`isPad ? "Sync" : "PhoneSync"`)
    /// are each swept on their own idiom's devices only.
    @Test func filesCodeChoosesByIdiomRunOnThatIdiom() throws {
        let folder = try Self.project([
            "Package.swift": "// swift-tools-version:5.9\n",
            "App/Sync.storyboard": SeveralAppsTests.storyboard,
            "App/PhoneSync.storyboard": SeveralAppsTests.storyboard,
            "App/Other.storyboard": SeveralAppsTests.storyboard,
            "App/SyncViewController.m": """
                @implementation SyncLoader
                + (UIStoryboard *)storyboard {
                    return [UIStoryboard storyboardWithName:[UIDevice isPad] ? @"Sync" : @"PhoneSync" bundle:nil];
                }
                @end
                """,
        ])
        let swept = try Self.swept([folder + "/App", "--orientations", "portrait"])
        func devices(_ file: String) -> Set<String> {
            Set(swept.variants.filter { $0.hasPrefix(file + " ") }.map { $0.contains("iPad Pro") ? "iPad" : "iPhone" })
        }
        #expect(devices("Sync.storyboard") == ["iPad"], "\(swept.variants) \(swept.stderr)")
        #expect(devices("PhoneSync.storyboard") == ["iPhone"], "\(swept.variants)")
        #expect(devices("Other.storyboard") == ["iPhone", "iPad"], "\(swept.variants)")
    }

    /// An Info.plist that has iOS load one storyboard at launch on iPhone and another on iPad
    /// (`UIMainStoryboardFile` and `UIMainStoryboardFile~ipad`) ties each to its family; a
    /// storyboard both families load, or one it does not name, runs on both.
    @Test func launchStoryboardsNamedPerIdiomRunOnTheirOwnDevice() throws {
        let folder = try Self.project([
            "App/Info.plist": Self.plist("""
                <key>UIMainStoryboardFile</key><string>Phone</string>
                <key>UIMainStoryboardFile~ipad</key><string>Tablet</string>
                <key>UILaunchStoryboardName</key><string>Launch</string>
                """),
            "App/Phone.storyboard": SeveralAppsTests.storyboard,
            "App/Tablet.storyboard": SeveralAppsTests.storyboard,
            "App/Launch.storyboard": SeveralAppsTests.storyboard,
            "App/Other.storyboard": SeveralAppsTests.storyboard,
        ])
        let swept = try Self.swept([folder + "/App", "--orientations", "portrait"])
        func devices(_ file: String) -> Set<String> {
            Set(swept.variants.filter { $0.hasPrefix(file + " ") }.map { $0.contains("iPad Pro") ? "iPad" : "iPhone" })
        }
        #expect(devices("Tablet.storyboard") == ["iPad"], "\(swept.variants) \(swept.stderr)")
        #expect(devices("Phone.storyboard") == ["iPhone"], "\(swept.variants)")
        #expect(devices("Launch.storyboard") == ["iPhone", "iPad"], "\(swept.variants)")
        #expect(devices("Other.storyboard") == ["iPhone", "iPad"], "\(swept.variants)")
    }

    /// Storyboard scenes kept per idiom by their identifiers (`iPhoneEffects` beside
    /// `Effects`, `iPhoneParentVC` beside `ParentViewController`) each run on their own idiom; a marked scene with no partner does when the
    /// app's code spells the marker (`"iPhone" + name`), and says nothing otherwise.
    @Test func scenesPairedByIdiomInTheirIdentifiersRunOnTheirOwnDevice() throws {
        func scene(_ number: Int, _ identifier: String) -> String {
            let view = """
                        <view key="view" id="root\(number)">
                            <rect key="frame" x="0" y="0" width="393" height="852"/>
                            <subviews>
                                <label text="Panel" translatesAutoresizingMaskIntoConstraints="NO" id="title\(number)">
                                    <rect key="frame" x="16" y="100" width="361" height="21"/>
                                </label>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe\(number)"/>
                            <constraints>
                                <constraint firstItem="title\(number)" firstAttribute="top" secondItem="safe\(number)" secondAttribute="top" constant="40" id="c\(number)"/>
                                <constraint firstItem="title\(number)" firstAttribute="leading" secondItem="safe\(number)" secondAttribute="leading" constant="16" id="d\(number)"/>
                            </constraints>
                        </view>
                """
            return IBDocument.scene("s\(number)", title: identifier, controllerID: "vc\(number)", customClass: "PanelViewController",
                                    storyboardIdentifier: identifier, content: view)
        }
        let panels = IBDocument.storyboard(scenes: [scene(1, "Effects"), scene(2, "iPhoneEffects"), scene(3, "iPhoneAbout"), scene(4, "Tunings"),
                                                             scene(5, "ParentViewController"), scene(6, "iPhoneParentVC")].joined(separator: "\n"))
        let code = """
            import UIKit
            final class Loader {
                func panel(_ name: String) -> UIViewController {
                    var identifier = name
                    if UIDevice.current.userInterfaceIdiom == .phone { identifier = "iPhone" + identifier }
                    return UIStoryboard(name: "Panels", bundle: nil).instantiateViewController(withIdentifier: identifier) as! PanelViewController
                }
            }
            final class PanelViewController: UIViewController {}
            """
        func devices(_ withCode: Bool) throws -> [String: Set<String>] {
            var files = ["Package.swift": "// swift-tools-version:5.9\n", "App/Panels.storyboard": panels]
            files["App/Loader.swift"] = withCode ? code : code.replacingOccurrences(of: "\"iPhone\" + identifier", with: "identifier + suffix")
            let folder = try Self.project(files)
            let swept = try Self.swept([folder + "/App/Panels.storyboard", "--orientations", "portrait"])
            var found: [String: Set<String>] = [:]
            for variant in swept.variants {
                let name = variant.replacingOccurrences(of: " iPhone 15 portrait", with: "").replacingOccurrences(of: " iPad Pro 13-inch portrait", with: "")
                found[name, default: []].insert(variant.contains("iPad Pro") ? "iPad" : "iPhone")
            }
            return found
        }
        let coded = try devices(true)
        #expect(coded["Panels.storyboard › Effects"] == ["iPad"], "\(coded)")
        #expect(coded["Panels.storyboard › iPhoneEffects"] == ["iPhone"], "\(coded)")
        #expect(coded["Panels.storyboard › iPhoneAbout"] == ["iPhone"], "\(coded)")
        #expect(coded["Panels.storyboard › Tunings"] == ["iPhone", "iPad"], "\(coded)")
        // `VC` and `ViewController` are one word in a pair.
        #expect(coded["Panels.storyboard › ParentViewController"] == ["iPad"], "\(coded)")
        let uncoded = try devices(false)
        #expect(uncoded["Panels.storyboard › iPhoneEffects"] == ["iPhone"], "\(uncoded)")
        #expect(uncoded["Panels.storyboard › iPhoneAbout"] == ["iPhone", "iPad"], "\(uncoded)")
    }

    /// A scene reached only from scenes the app shows on one idiom is shown on that idiom, and
    /// so on along the segues; a scene both idioms' scenes lead to runs on both.
    @Test func scenesReachedOnlyFromOneIdiomsScenesRunOnThatIdiom() throws {
        func scene(_ id: String, identifier: String?, segues: [String]) -> String {
            let connections = segues.isEmpty ? "" : "<connections>" + segues.map { #"<segue destination="\#($0)" kind="show" id="\#(id)-\#($0)"/>"# }.joined() + "</connections>"
            let view = """
                        <view key="view" id="\(id)-root">
                            <rect key="frame" x="0" y="0" width="393" height="852"/>
                            <subviews>
                                <label text="Panel" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)-title">
                                    <rect key="frame" x="16" y="100" width="361" height="21"/>
                                </label>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="\(id)-safe"/>
                            <constraints>
                                <constraint firstItem="\(id)-title" firstAttribute="top" secondItem="\(id)-safe" secondAttribute="top" constant="40" id="\(id)-c"/>
                                <constraint firstItem="\(id)-title" firstAttribute="leading" secondItem="\(id)-safe" secondAttribute="leading" constant="16" id="\(id)-d"/>
                            </constraints>
                        </view>
                        \(connections)
                """
            return IBDocument.scene("s-\(id)", title: id, controllerID: id, customClass: "PanelViewController",
                                    storyboardIdentifier: identifier, content: view)
        }
        let scenes = [
            scene("Effects", identifier: "Effects", segues: ["Details", "Shared"]),
            scene("PhoneEffects", identifier: "iPhoneEffects", segues: ["Shared"]),
            scene("Details", identifier: nil, segues: ["Inner"]),
            scene("Inner", identifier: nil, segues: []),
            scene("Shared", identifier: nil, segues: []),
        ]
        let folder = try Self.project([
            "Package.swift": "// swift-tools-version:5.9\n",
            "App/Panels.storyboard": IBDocument.storyboard(scenes: scenes.joined(separator: "\n")),
            "App/Loader.swift": """
                final class PanelViewController: UIViewController {}
                func panel(_ name: String) -> PanelViewController {
                    UIStoryboard(name: "Panels", bundle: nil).instantiateViewController(withIdentifier: name) as! PanelViewController
                }
                """,
        ])
        let swept = try Self.swept([folder + "/App/Panels.storyboard", "--orientations", "portrait"])
        func devices(_ name: String) -> Set<String> {
            Set(swept.variants.filter { $0.hasPrefix("Panels.storyboard › \(name) ") }.map { $0.contains("iPad Pro") ? "iPad" : "iPhone" })
        }
        #expect(devices("Effects") == ["iPad"], "\(swept.variants)")
        #expect(devices("Details") == ["iPad"], "\(swept.variants)")
        #expect(devices("Inner") == ["iPad"], "\(swept.variants)")
        #expect(devices("Shared") == ["iPhone", "iPad"], "\(swept.variants)")
    }

    @Test func infoPlistAndProjectChooseDevicesAndOrientations() throws {
        let folder = try Self.project([
            "App.xcodeproj/project.pbxproj": Self.pbxproj([TargetSpec(name: "App", settings: [
                "TARGETED_DEVICE_FAMILY": "1,2",
                "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone": "UIInterfaceOrientationLandscapeLeft",
            ])]),
            "App/Info.plist": Self.plist("""
                <key>UISupportedInterfaceOrientations</key>
                <array><string>UIInterfaceOrientationPortrait</string></array>
                <key>UISupportedInterfaceOrientations~ipad</key>
                <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeRight</string></array>
                """),
            "App/Screens/Card.layout.yaml": Self.card,
            "App/Screens/Wide~ipad.layout.yaml": Self.card.replacingOccurrences(of: "screen: Card", with: "screen: Wide"),
        ])
        let run = try Self.swept([folder + "/App/Screens"])
        #expect(run.status == 0, "\(run.stderr)")
        // The Info.plist, nearer the screens, wins over the project's setting for iPhone.
        #expect(run.variants == [
            "Card iPhone 15 portrait", "Card iPad Pro 13-inch portrait", "Card iPad Pro 13-inch landscape",
            "Wide iPad Pro 13-inch portrait", "Wide iPad Pro 13-inch landscape",
        ])
        #expect(run.stderr.contains("\(folder)/App/Info.plist"), "\(run.stderr)")
        #expect(run.stderr.contains("note: the app runs on iPhone in portrait; iPad in portrait and landscape"), "\(run.stderr)")
        // The text report's header adds up: what the axes allow, and what was swept.
        let text = try SweepCommandTests.run(["sweep", folder + "/App/Screens", "--locales", "en", "--categories", "large",
                                              "--devices", "iPhone 15,iPad Pro 13-inch"])
        #expect(text.stdout.contains("2 screens × 2 devices × 2 orientations × 1 locale × 1 text size = 8 combinations, 5 variants swept where the apps run"),
                "\(text.stdout.prefix(300))")
    }

    /// A screen named without a folder, from its own folder (`layout-stress sweep Card.layout.yaml`):
    /// the search for the app's Info.plist starts at "." and climbs, and must not crash
    /// (Foundation on Linux traps on `deletingLastPathComponent` of a literal ".").
    @Test func aScreenNamedWithoutAFolderFindsTheAppAbove() throws {
        let folder = try Self.project([
            "App/Info.plist": Self.plist("<key>UIDeviceFamily</key><array><integer>1</integer></array>"),
            "App/Screens/Card.layout.yaml": Self.card,
        ])
        let screens = URL(fileURLWithPath: folder + "/App/Screens")
        let (sweepStatus, sweepOutput, sweepErrors) = try ImportCommandTests.run(
            ["sweep", "Card.layout.yaml", "--locales", "en", "--categories", "large", "--devices", "iPhone 15,iPad Pro 13-inch"], in: screens)
        #expect(sweepStatus == 0, "\(sweepErrors)")
        #expect(sweepOutput.contains("= 4 combinations, 2 variants swept where the apps run"), "\(sweepOutput)")  // iPhone only, both orientations
        #expect(sweepErrors.contains("App/Info.plist"), "\(sweepErrors)")
        let (layoutStatus, layoutOutput, layoutErrors) = try ImportCommandTests.run(
            ["layout", "Card.layout.yaml", "--device", "iPhone 15", "--category", "large", "--locale", "en"], in: screens)
        #expect(layoutStatus == 0, "\(layoutErrors)")
        #expect(layoutOutput.contains("title"), "\(layoutOutput)")
    }

    /// DuckDuckGo's project lists 30 `knownRegions`, none right-to-left: on a device set to
    /// Arabic iOS shows the app in English, left to right, so a sweep in `ar` would report
    /// mirroring faults nobody can see. Locales the app is not localized in are not swept;
    /// an Info.plist's `CFBundleLocalizations` adds languages; `Base` is none; an old project's
    /// `English` is `en`.
    @Test func localesTheAppIsNotLocalizedInAreNotSwept() throws {
        let folder = try Self.project([
            "App.xcodeproj/project.pbxproj": Self.pbxproj([TargetSpec(name: "App")], knownRegions: ["English", "Base", "pt-BR"]),
            "App/Info.plist": Self.plist("<key>CFBundleLocalizations</key><array><string>de</string></array>"),
            "App/Card.layout.yaml": Self.card,
        ])
        let outcome = try SweepCommandTests.run(["sweep", folder + "/App", "--locales", "en,de,pt,ar,fr", "--categories", "large",
                                                 "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json", "--variants", "all"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
        let locales = (object?["results"] as? [[String: Any]] ?? []).compactMap { $0["locale"] as? String }
        #expect(locales == ["en", "de", "pt"], "\(locales)")
        #expect(outcome.stderr.contains("note: the app is localized in de, en, pt-BR: iOS shows it in its development language, left to right, on a device set to ar, fr, which is not swept"),
                "\(outcome.stderr)")
        // Nothing says what the app is localized in: every locale is swept.
        let open = try Self.project(["App/Card.layout.yaml": Self.card])
        let all = try SweepCommandTests.run(["sweep", open + "/App", "--locales", "en,ar", "--categories", "large",
                                             "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json", "--variants", "all"])
        let allObject = (try? JSONSerialization.jsonObject(with: Data(all.stdout.utf8))) as? [String: Any]
        #expect((allObject?["results"] as? [[String: Any]])?.count == 2)
    }

    /// An app whose project and Info.plist name no languages (a generated project, not in the
    /// repository) is localized in the languages of the `.lproj` folders it bundles: on a
    /// device set to another language iOS shows it in English, left to right, so neither
    /// Arabic mirroring nor a missing German translation can be seen.
    @Test func anAppsLprojFoldersNameItsLanguagesWhenNothingElseDoes() throws {
        let folder = try Self.project([
            "App.xcworkspace/contents.xcworkspacedata": "<Workspace version = \"1.0\"></Workspace>",
            "App/en.lproj/Localizable.strings": #""title" = "Hello";"#,
            "App/fr.lproj/Localizable.strings": #""title" = "Bonjour";"#,
            "App/Card.layout.yaml": Self.card,
        ])
        let outcome = try CLI.run(["sweep", "App", "--locales", "en,fr,de,ar", "--categories", "large", "--devices", "iPhone 15",
                                   "--orientations", "portrait", "--format", "json", "--variants", "all"], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
        let locales = (object?["results"] as? [[String: Any]] ?? []).compactMap { $0["locale"] as? String }
        #expect(locales == ["en", "fr"], "\(locales)")
        #expect(outcome.stderr.contains("note: the app is localized in en, fr: iOS shows it in its development language, left to right, on a device set to de, ar, which is not swept"),
                "\(outcome.stderr)")
        // No warning about German strings nobody will read.
        #expect(!outcome.stderr.contains("no translations for locale"), "\(outcome.stderr)")
    }

    /// AdGuard's SDK project lists `en` only, but its screens show inside an app localized in
    /// 28 languages: iOS picks the app's language, so a framework project's `knownRegions` do not
    /// limit the locales its files are swept in; an app target's do.
    @Test func aFrameworkProjectsRegionsDoNotLimitItsScreensLocales() throws {
        func locales(productType: String) throws -> [String] {
            let project = Self.pbxproj([TargetSpec(name: "Kit", productType: productType, files: ["Kit/Card.layout.yaml"])], knownRegions: ["en"])
            let folder = try Self.project(["Kit.xcodeproj/project.pbxproj": project, "Kit/Card.layout.yaml": Self.card])
            let outcome = try CLI.run(["sweep", "Kit", "--locales", "en,ar", "--categories", "large", "--devices", "iPhone 15",
                                       "--orientations", "portrait", "--format", "json", "--variants", "all"], in: folder)
            let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
            return (object?["results"] as? [[String: Any]] ?? []).compactMap { $0["locale"] as? String }
        }
        #expect(try locales(productType: "com.apple.product-type.framework") == ["en", "ar"])
        #expect(try locales(productType: "com.apple.product-type.application") == ["en"])
    }

    /// An app with no translation (its Base.lproj only) shows its development language on every
    /// device, left to right.
    @Test func anAppWithNoTranslationIsSweptInItsDevelopmentLanguageOnly() throws {
        let folder = try Self.project([
            "App.xcworkspace/contents.xcworkspacedata": "<Workspace version = \"1.0\"></Workspace>",
            "App/Base.lproj/Card.layout.yaml": Self.card,
        ])
        let outcome = try CLI.run(["sweep", "App", "--locales", "en,de,ar", "--categories", "large", "--devices", "iPhone 15",
                                   "--orientations", "portrait", "--format", "json", "--variants", "all"], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
        let locales = (object?["results"] as? [[String: Any]] ?? []).compactMap { $0["locale"] as? String }
        #expect(locales == ["en"], "\(locales)")
        #expect(outcome.stderr.contains("note: the app is localized in en: iOS shows it in its development language, left to right, on a device set to de, ar"),
                "\(outcome.stderr)")
    }

    /// A project committed in the middle of a merge (Raivo's `<<<<<<< HEAD` around its
    /// `objectVersion`) is read from the first side of each conflict, with a warning at the line.
    @Test func aProjectWithUnresolvedMergeConflictsIsReadFromTheirFirstSides() throws {
        let project = Self.pbxproj([TargetSpec(name: "App", settings: ["TARGETED_DEVICE_FAMILY": "1"], files: ["App/Card.layout.yaml"])],
                                   knownRegions: ["en"])
            .replacingOccurrences(of: "knownRegions = (\"en\");", with: "\n<<<<<<< HEAD\nknownRegions = (\"en\");\n=======\nknownRegions = (\"en\", \"ar\");\n>>>>>>> 75832ce (Build on simulators)\n")
        #expect(project.contains("<<<<<<<"))
        let folder = try Self.project(["App.xcodeproj/project.pbxproj": project, "App/Card.layout.yaml": Self.card])
        let outcome = try CLI.run(["sweep", "App", "--locales", "en,ar", "--categories", "large", "--devices", "iPhone 15,iPad Pro 13-inch",
                                   "--orientations", "portrait", "--format", "json", "--variants", "all"], in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let conflict = project.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("<<<<<<<") }.map { $0 + 1 }
        #expect(outcome.stderr.contains("App.xcodeproj/project.pbxproj:\(conflict ?? 0): warning: unresolved merge conflict: the first side of each is read"),
                "\(outcome.stderr)")
        // The first side's languages (en only) and the target's iPhone-only family both hold.
        let object = (try? JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))) as? [String: Any]
        let variants = (object?["results"] as? [[String: Any]] ?? []).map { "\($0["device"] ?? "") \($0["locale"] ?? "")" }
        #expect(variants == ["iPhone 15 en"], "\(variants)")
        // A project file that is no property list is named, not silently passed over.
        let broken = try Self.project(["App.xcodeproj/project.pbxproj": "// !$*UTF8*$!\n{ objects = { ", "App/Card.layout.yaml": Self.card])
        let unread = try CLI.run(["sweep", "App", "--locales", "en", "--categories", "large", "--devices", "iPhone 15",
                                  "--orientations", "portrait"], in: broken)
        #expect(unread.status == 0, "\(unread.stderr)")
        #expect(unread.stderr.contains("App.xcodeproj/project.pbxproj: warning: not a readable Xcode project; its targets, devices, orientations and languages are not used"),
                "\(unread.stderr)")
    }

    @Test func anIPhoneOnlyProjectIsNotSweptOnIPad() throws {
        let folder = try Self.project([
            "App.xcodeproj/project.pbxproj": Self.pbxproj([TargetSpec(name: "App", settings: ["TARGETED_DEVICE_FAMILY": "1"])]),
            "App/Card.layout.yaml": Self.card,
        ])
        let run = try Self.swept([folder + "/App"])
        #expect(run.variants == ["Card iPhone 15 portrait", "Card iPhone 15 landscape"])
    }

    /// Each screen runs where the iOS targets that bundle it run: the app's storyboard in the
    /// app's orientations, a share extension's in the extension's (its own Info.plist), and
    /// neither takes the watch app's settings.
    @Test func eachScreenRunsWhereItsOwnTargetRuns() throws {
        let folder = try Self.project([
            "App.xcodeproj/project.pbxproj": Self.pbxproj([
                TargetSpec(name: "App", settings: [
                    "TARGETED_DEVICE_FAMILY": "1", "SDKROOT": "iphoneos",
                    "INFOPLIST_KEY_UISupportedInterfaceOrientations_iPhone": "UIInterfaceOrientationPortrait",
                ], files: ["App/Card.layout.yaml"]),
                TargetSpec(name: "Share", productType: "com.apple.product-type.app-extension",
                           settings: ["SDKROOT": "iphoneos", "INFOPLIST_FILE": "Share/Info.plist"], files: ["Share/Sheet.layout.yaml"]),
                TargetSpec(name: "Watch", productType: "com.apple.product-type.application.watchapp2",
                           settings: ["SDKROOT": "watchos", "TARGETED_DEVICE_FAMILY": "4",
                                      "INFOPLIST_KEY_UISupportedInterfaceOrientations": "UIInterfaceOrientationLandscapeLeft"]),
            ]),
            "Share/Info.plist": Self.plist("""
                <key>UIDeviceFamily</key><array><integer>1</integer></array>
                <key>UISupportedInterfaceOrientations</key>
                <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string></array>
                """),
            "App/Card.layout.yaml": Self.card,
            "Share/Sheet.layout.yaml": Self.card.replacingOccurrences(of: "screen: Card", with: "screen: Sheet"),
        ])
        let run = try Self.swept([folder])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.variants.sorted() == ["Card iPhone 15 portrait", "Sheet iPhone 15 landscape", "Sheet iPhone 15 portrait"], "\(run.variants)")
        #expect(run.stderr.contains("project.pbxproj: note: the app runs on iPhone in portrait: other devices and orientations are not swept (target App)"), "\(run.stderr)")
        #expect(run.stderr.contains("Share/Info.plist: note: the app runs on iPhone in portrait and landscape:"), "\(run.stderr)")
    }

    /// What several targets say alike is one note, naming them.
    @Test func aNoteSaidByManyTargetsAppearsOnce() throws {
        let portrait = ["SDKROOT": "iphoneos", "TARGETED_DEVICE_FAMILY": "1",
                        "INFOPLIST_KEY_UISupportedInterfaceOrientations": "UIInterfaceOrientationPortrait"]
        let folder = try Self.project([
            "App.xcodeproj/project.pbxproj": Self.pbxproj([
                TargetSpec(name: "App", settings: portrait, files: ["App/Card.layout.yaml"]),
                TargetSpec(name: "Widget", productType: "com.apple.product-type.app-extension", settings: portrait, files: ["Widget/Sheet.layout.yaml"]),
            ]),
            "App/Card.layout.yaml": Self.card,
            "Widget/Sheet.layout.yaml": Self.card.replacingOccurrences(of: "screen: Card", with: "screen: Sheet"),
        ])
        let run = try Self.swept([folder])
        let notes = run.stderr.split(separator: "\n").filter { $0.contains("the app runs on") }
        #expect(notes == ["\(folder)/App.xcodeproj/project.pbxproj: note: the app runs on iPhone in portrait: other devices and orientations are not swept (targets App, Widget)"],
                "\(run.stderr)")
    }

    /// An Info.plist written for Xcode's preprocessor is read with the first branch of each
    /// `#ifdef`, as the sweep reads code it does not evaluate; an unreadable one is warned about
    /// once, however many screens it serves.
    @Test func aPreprocessedInfoPlistIsReadWithItsFirstBranches() throws {
        let folder = try Self.project([
            "App/Info.plist": Self.plist("""
                <key>UIDeviceFamily</key><array><integer>1</integer></array>
                #ifdef ENTERPRISE
                <key>UISupportedInterfaceOrientations</key>
                <array><string>UIInterfaceOrientationPortrait</string></array>
                #else
                <key>UISupportedInterfaceOrientations</key>
                <array><string>UIInterfaceOrientationLandscapeLeft</string></array>
                #endif
                """),
            "App/Card.layout.yaml": Self.card,
            "App/Wide.layout.yaml": Self.card.replacingOccurrences(of: "screen: Card", with: "screen: Wide"),
            "Broken/Info.plist": "<plist><dict><key>UIDeviceFamily</key>",
            "Broken/One.layout.yaml": Self.card.replacingOccurrences(of: "screen: Card", with: "screen: One"),
            "Broken/Two.layout.yaml": Self.card.replacingOccurrences(of: "screen: Card", with: "screen: Two"),
        ])
        let run = try Self.swept([folder + "/App"])
        #expect(run.variants.sorted() == ["Card iPhone 15 portrait", "Wide iPhone 15 portrait"], "\(run.stderr)")
        #expect(!run.stderr.contains("warning"), "\(run.stderr)")
        let broken = try Self.swept([folder + "/Broken"])
        #expect(broken.stderr.components(separatedBy: "not a readable XML property list").count == 2, "\(broken.stderr)")
    }

    @Test func theConfigurationsAppAppliesToEveryScreenAndABadOneIsAnError() throws {
        let folder = try Self.project([
            "Shared/Info.plist": Self.plist("<key>UIDeviceFamily</key><array><integer>2</integer></array>"),
            "Screens/Card.layout.yaml": Self.card,
            "layout-stress.yml": "screens: [Screens]\napp: Shared/Info.plist\n",
            "bad.yml": "screens: [Screens]\napp: Missing/Info.plist\n",
        ])
        let run = try Self.swept(["--config", folder + "/layout-stress.yml"])
        #expect(run.variants == ["Card iPad Pro 13-inch portrait", "Card iPad Pro 13-inch landscape"])
        let bad = try Self.swept(["--config", folder + "/bad.yml"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("\(folder)/bad.yml:2:"), "\(bad.stderr)")
        #expect(bad.stderr.contains("does not exist"))
    }

    @Test func anUnreadableOrHostileInfoPlistIsIgnoredWithAWarning() throws {
        let deep = String(repeating: "<array>", count: 5_000) + String(repeating: "</array>", count: 5_000)
        for text in [Self.plist("<key>UISupportedInterfaceOrientations</key>" + deep), "not a plist {", "bplist00\u{0}\u{1}"] {
            let folder = try Self.project(["App/Info.plist": text, "App/Card.layout.yaml": Self.card])
            let run = try Self.swept([folder + "/App"])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.variants.count == 4, "every variant is swept when the plist says nothing usable")
            #expect(run.stderr.contains("\(folder)/App/Info.plist"), "\(run.stderr)")
            #expect(run.stderr.contains("warning: "), "\(run.stderr)")
        }
    }
}
