/// Parts of an app's project that hold none of the app's own shipped sources: build output and
/// third-party code, and test targets, whose code never runs in the shipped app.
public enum ProjectFolders {
    /// Folders of builds and dependencies.
    public static let buildAndDependencyFolders: Set<String> = [".build", "build", "DerivedData", "Pods", "Carthage", "node_modules"]

    /// Folders of App Store metadata (fastlane's `metadata/<locale>/*.txt` and its `.strings`
    /// for screenshots' captions): texts the store shows, never the app. Lowercased: compare
    /// a folder's name lowercased (`Fastlane/` is as common as `fastlane/`).
    public static let storeMetadataFolders: Set<String> = ["fastlane"]

    /// Folders of example and demo apps (a vendored library's `Example/` app), lowercased:
    /// their screens ship in no app but their own.
    public static let sampleFolders: Set<String> = ["example", "examples", "sample", "samples", "demo", "demos"]

    /// Whether a folder of that name holds an example or demo app: `sampleFolders`, a folder of
    /// such apps (`sampleapps`, `SampleApps`, `demo-apps`), or one app named so (`ModalsSampleApp`).
    public static func isSampleCode(_ name: String) -> Bool {
        let lowered = name.lowercased()
        if sampleFolders.contains(lowered) { return true }
        for kind in ["sample", "example", "demo"] {
            for form in ["\(kind)app", "\(kind)apps", "\(kind)-apps", "\(kind)_apps"] where lowered == form { return true }
            if name.count > kind.count + 3, name.hasSuffix(kind.prefix(1).uppercased() + kind.dropFirst() + "App") { return true }
        }
        return false
    }

    /// Whether a folder or file of that name holds test code: Xcode's test targets
    /// (`WooCommerceTests`, `SimplenoteUITests`) and XCTest case files
    /// (`LoginViewModelTests.swift`, `…Tests.m`).
    public static func isTestCode(_ name: String) -> Bool {
        name.hasSuffix("Tests") || name.hasSuffix("Tests.swift") || name.hasSuffix("Tests.m")
    }
}
