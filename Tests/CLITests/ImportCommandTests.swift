import Foundation
import Testing
import TestSupport

@Suite struct ImportCommandTests {
    /// Runs the binary in `folder` (`CLI.run`); returns exit status, stdout and stderr.
    static func run(_ arguments: [String], in folder: URL, sourceLocation: SourceLocation = #_sourceLocation) throws -> (Int32, String, String) {
        let outcome = try CLI.run(arguments, in: folder.path, sourceLocation: sourceLocation)
        return (outcome.status, outcome.stdout, outcome.stderr)
    }

    static func folder(with files: [String: String]) throws -> URL {
        try ScratchFolder.folder(files, prefix: "ib-cli")
    }

    static let storyboard = IBDocument.storyboard(scenes: """
                <!--Welcome-->
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" id="root1">
                                <rect key="frame" x="0" y="0" width="375" height="667"/>
                                <subviews>
                                    <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" id="hi"><rect key="frame" x="0" y="0" width="40" height="21"/></label>
                                    <datePicker translatesAutoresizingMaskIntoConstraints="NO" id="dp"><rect key="frame" x="0" y="30" width="320" height="216"/></datePicker>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
        """, toolsVersion: nil, safeAreas: false, device: nil)

    @Test func listsTheScreensOfAFolder() throws {
        let folder = try Self.folder(with: ["App/Base.lproj/Main.storyboard": Self.storyboard, "App/readme.txt": "x"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output, errors) = try Self.run(["import", "App"], in: folder)
        #expect(status == 0, "\(errors)")
        #expect(output.contains("Main.storyboard › Welcome: 2 views, 0 constraints"))
        #expect(output.contains("App/Base.lproj/Main.storyboard:12: warning: 'datePicker' is not imported"))
        #expect(output.contains("1 files, 1 screens, 0 without warnings"))
    }

    @Test func jsonHoldsTheScreenModel() throws {
        let folder = try Self.folder(with: ["Main.storyboard": Self.storyboard])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output, _) = try Self.run(["import", "Main.storyboard", "--format", "json"], in: folder)
        #expect(status == 0)
        let json = try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any]
        let screens = json?["screens"] as? [[String: Any]]
        #expect(screens?.count == 1)
        #expect(screens?.first?["name"] as? String == "Main.storyboard › Welcome")
        let views = screens?.first?["views"] as? [[String: Any]]
        #expect(views?.compactMap { $0["id"] as? String } == ["hi", "dp"])
    }

    @Test func badInputExitsWithTwoAndFileLineErrors() throws {
        let folder = try Self.folder(with: ["Broken.xib": "<document>\n<objects>\n</document>\n", "notes.txt": "x"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, _, errors) = try Self.run(["import", "Broken.xib"], in: folder)
        #expect(status == 2)
        #expect(errors.hasPrefix("Broken.xib:"))
        #expect(errors.contains(": error: malformed Interface Builder XML"))
        let (missingStatus, _, missing) = try Self.run(["import", "Nope.storyboard", "notes.txt"], in: folder)
        #expect(missingStatus == 2)
        #expect(missing.contains("Nope.storyboard: error: no such file or folder"))
        #expect(missing.contains("notes.txt: error: not an Interface Builder file"))
    }

    /// `import --bench` times the Swift reader in-process and reports files per second; its
    /// repeat count has a range.
    @Test func benchReportsSwiftFilesPerSecond() throws {
        let swift = """
            import UIKit
            final class A: UIViewController {
                let label = UILabel()
                override func viewDidLoad() {
                    view.addSubview(label)
                    label.translatesAutoresizingMaskIntoConstraints = false
                    label.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                }
            }
            """
        let folder = try Self.folder(with: ["A.swift": swift, "Main.storyboard": Self.storyboard])
        defer { try? FileManager.default.removeItem(at: folder) }
        let (status, output, errors) = try Self.run(["import", ".", "--bench", "--repeat", "2"], in: folder)
        #expect(status == 0, "\(errors)")
        #expect(output.hasPrefix("swift_import files=1 screens=1 repeats=2 "))
        #expect(output.contains("files_per_second="))
        let (bad, _, message) = try Self.run(["import", ".", "--bench", "--repeat", "0"], in: folder)
        #expect(bad == 2 && message.contains("error: --repeat must be between 1 and 1000"))
        let (none, _, noSwift) = try Self.run(["import", "Main.storyboard", "--bench"], in: folder)
        #expect(none == 2 && noSwift.contains("--bench needs Swift files"))
    }
}
