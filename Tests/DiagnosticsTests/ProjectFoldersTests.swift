import Testing
import Diagnostics

/// Folders that hold sample, example or demo apps ship in no app but their own.
@Suite struct ProjectFoldersTests {
    @Test(arguments: ["Example", "samples", "Demo", "sampleapps", "SampleApps", "demo-apps", "ModalsSampleApp", "KitExampleApp", "PlayerDemoApp"])
    func sampleFolders(_ name: String) {
        #expect(ProjectFolders.isSampleCode(name))
    }

    @Test(arguments: ["App", "Sources", "Samplers", "Examination", "DemoMode", "SampleRate", "Resample", "ExampleKit", "sampleapp.swift"])
    func otherFolders(_ name: String) {
        #expect(!ProjectFolders.isSampleCode(name))
    }
}
