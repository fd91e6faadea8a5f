import Foundation
import Testing
import TestSupport

/// One regression test per class of hostile input that once crashed or hung the tool: each
/// must now end quickly with `file:line: error: …` and exit 2 (or a note, for `--jobs`).
@Suite struct HostileInputTests {
    /// A folder of files, written fresh for one test.
    private func folder(_ files: [String: String]) throws -> URL {
        try ScratchFolder.folder(files, prefix: "hostile")
    }

    private static let screen = """
        screen: Small
        views:
          title: { type: label, parent: root, key: greeting, style: body }
        constraints:
          - title.leading = root.safeArea.leading + 16
          - title.top = root.safeArea.top + 16
        """

    private func sweep(_ arguments: [String]) throws -> PseudoCommandTests.Outcome {
        try SweepCommandTests.run(["sweep"] + arguments + ["--devices", "iPhone 15", "--orientations", "portrait", "--categories", "large"])
    }

    /// A xib whose views nest `depth` deep inside the root view.
    static func nestedXib(depth: Int, element: String = "view") -> String {
        var body = ""
        for index in 0..<depth {
            body += element == "view"
                ? "<view id=\"v\(index)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/><subviews>\n"
                : "<\(element)>\n"
        }
        for _ in 0..<depth { body += element == "view" ? "</subviews></view>\n" : "</\(element)>\n" }
        return IBDocument.xib(objects: """
            <view contentMode="scaleToFill" id="root"><rect key="frame" x="0" y="0" width="375" height="667"/>
            <subviews>
            \(body)</subviews>
            </view>
            """, toolsVersion: "21701", safeAreas: false, device: nil)
    }

    @Test(arguments: ["view", "unknownElement"])
    func deeplyNestedInterfaceBuilderXMLIsRefusedNotACrash(element: String) throws {
        let files = try folder(["Deep.xib": Self.nestedXib(depth: 5_000, element: element)])
        let outcome = try SweepCommandTests.run(["import", files.appendingPathComponent("Deep.xib").path])
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("Deep.xib:"))
        #expect(outcome.stderr.contains("error: Interface Builder XML nested deeper than 400 elements"))
    }

    @Test func interfaceBuilderNestingWellInsideTheLimitStillImports() throws {
        let files = try folder(["Nested.xib": Self.nestedXib(depth: 60)])
        let outcome = try SweepCommandTests.run(["import", files.appendingPathComponent("Nested.xib").path])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout.contains("60 views"))
        #expect(outcome.stdout.contains("1 without warnings"))
    }

    @Test func viewsNestedPastTheLimitAreAnErrorAtTheViewsLine() throws {
        var lines = ["screen: Deep", "views:"]
        var constraints = ["constraints:"]
        var parent = "root"
        for index in 0..<3_000 {
            lines.append("  v\(index): { type: view, parent: \(parent) }")
            constraints += ["  - v\(index).leading = \(parent).leading", "  - v\(index).top = \(parent).top",
                            "  - v\(index).width = \(parent).width", "  - v\(index).height = \(parent).height"]
            parent = "v\(index)"
        }
        let files = try folder(["Deep.layout.yaml": (lines + constraints).joined(separator: "\n") + "\n",
                                "Small.layout.yaml": Self.screen])
        let outcome = try sweep([files.path, "--locales", "en"])
        #expect(outcome.status == 2, "\(outcome.stderr)")
        // v200 is the first view 201 deep; its line is its declaration (header lines + 201).
        #expect((outcome.stdout + outcome.stderr).contains("Deep.layout.yaml:203: error: view 'v200' is nested more than 200 views deep"))
        // The broken screen does not stop the others.
        #expect(outcome.stdout.contains("Small"))
    }

    @Test func selfReferringStringsdictVariableIsAnErrorNotAHang() throws {
        let twenty = Array(repeating: "%#@count@", count: 20).joined(separator: " ")
        let stringsdict = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>greeting</key><dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@count@</string>
            <key>count</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>d</string>
            <key>one</key><string>one</string><key>other</key><string>\(twenty)</string></dict>
            </dict></dict></plist>
            """
        let files = try folder(["Small.layout.yaml": Self.screen, "Locales/de.lproj/Main.stringsdict": stringsdict])
        let outcome = try sweep([files.appendingPathComponent("Small.layout.yaml").path,
                                 "--locales-dir", files.appendingPathComponent("Locales").path, "--locales", "de"])
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect((outcome.stdout + outcome.stderr).contains("Main.stringsdict:2: error: the substitution '%#@count@' refers to itself"), "a broken translation file is an error in the report: \(outcome.stdout)")
    }

    @Test func multiplyingCatalogSubstitutionsAreStoppedByTheBudget() throws {
        // Each variable's 'other' form names the next one four times: 4^12 copies if expanded.
        var substitutions: [String] = []
        for index in 0..<12 {
            let next = Array(repeating: "%#@v\(index + 1)@", count: 4).joined(separator: " ")
            substitutions.append("""
                "v\(index)": { "variations": { "plural": {
                  "one": { "stringUnit": { "state": "translated", "value": "x" } },
                  "other": { "stringUnit": { "state": "translated", "value": "\(next) words" } } } } }
                """)
        }
        let catalog = """
            { "sourceLanguage": "en", "version": "1.0", "strings": { "greeting": { "localizations": { "de": {
              "stringUnit": { "state": "translated", "value": "%#@v0@" },
              "substitutions": { \(substitutions.joined(separator: ",\n")) } } } } } }
            """
        let files = try folder(["Small.layout.yaml": Self.screen, "Locales/Localizable.xcstrings": catalog])
        let outcome = try sweep([files.appendingPathComponent("Small.layout.yaml").path,
                                 "--locales-dir", files.appendingPathComponent("Locales").path, "--locales", "de"])
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect((outcome.stdout + outcome.stderr).contains("Localizable.xcstrings:1: error: the substitutions expand past 10000 characters"), "a broken translation file is an error in the report: \(outcome.stdout)")
    }

    @Test func pathologicalGlobAnswersAtOnce() throws {
        let files = try folder(["a" + String(repeating: "a", count: 40) + "/Small.layout.yaml": Self.screen])
        let pattern = files.path + "/" + String(repeating: "*a", count: 30) + "*b/*.layout.yaml"
        let outcome = try sweep([pattern, "--locales", "en"])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("holds no screens"))
        let matching = try sweep([files.path + "/" + String(repeating: "*a", count: 30) + "*/*.layout.yaml", "--locales", "en"])
        #expect(matching.status <= 1, "\(matching.stderr)")
        #expect(matching.stdout.contains("Small"))
    }

    @Test func absurdJobsAreClampedWithANote() throws {
        let files = try folder(["Small.layout.yaml": Self.screen])
        let outcome = try sweep([files.path, "--locales", "en", "--jobs", "9223372036854775807"])
        #expect(outcome.status <= 1, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("note: jobs 9223372036854775807 clamped to"))
        #expect(outcome.stdout.contains("Small"))
    }

    @Test func solveRefusesTextThatIsNotUTF8() throws {
        let url = ScratchFolder.path("bad").appendingPathExtension("json")
        var bytes = Array("{\n  \"variables\": [\"a".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array("\"],\n  \"constraints\": []\n}\n".utf8)
        try Data(bytes).write(to: url)
        let outcome = try SweepCommandTests.run(["solve", url.path])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("\(url.lastPathComponent):2: error:"))
        #expect(outcome.stderr.contains("not valid UTF-8"))
    }

    @Test(arguments: [
        ["measure", "Hello", "--width", "200", "--lines", "10001"],
        ["measure", "Hello", "--width", "1e9"],
        ["measure", "Hello", "--bench", "--repeat", "2000000"],
        ["solve", "--bench", "--repeat", "0", "missing.json"],
    ])
    func numbersOutsideTheirDocumentedRangeAreExitTwo(arguments: [String]) throws {
        let outcome = try SweepCommandTests.run(arguments)
        #expect(outcome.status == 2, "\(arguments): \(outcome.stderr)")
        #expect(outcome.stderr.contains("between"))
    }

    /// One broken translation file (a missing `;`) does not stop the sweep: the other files'
    /// locales are swept and reported, the broken file is an error at its line, and the run
    /// exits 2. (A stray `;` after an entry, as a real app shipped, is no error: iOS ends the
    /// table there, and so does the reader, with a warning.)
    @Test func aBrokenTranslationFileLeavesTheRestSwept() throws {
        let files = try folder([
            "Small.layout.yaml": Self.screen,
            "Locales/de.lproj/Localizable.strings": "\"greeting\" = \"Hallo\";\n",
            "Locales/it.lproj/Localizable.strings": "\"other\" = \"Altro\"\n\"greeting\" = \"Ciao\";\n",
        ])
        let outcome = try sweep([files.appendingPathComponent("Small.layout.yaml").path,
                                 "--locales-dir", files.appendingPathComponent("Locales").path, "--locales", "de,it", "--format", "json"])
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("it.lproj/Localizable.strings:1: error:"), "\(outcome.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any], "\(outcome.stderr)")
        let swept = ((object["matrix"] as? [String: Any])?["locales"] as? [String]) ?? []
        #expect(swept == ["de", "it"], "\(object["matrix"] ?? "")")
        #expect(((object["errors"] as? [Any]) ?? []).count == 1, "\(object["errors"] ?? "")")
    }

    /// Found by `scripts/fuzz.sh stringsdict`: Foundation's XMLParser trapped on an element name
    /// that is not UTF-8 while the reader looked for the line of a plist error.
    @Test func fuzzFoundStringsdictThatIsNotUTF8() throws {
        let root = ScratchFolder.path("hostile")
        let lproj = root.appendingPathComponent("Locales/de.lproj")
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data([0x3C] + Array(repeating: 0xFF, count: 16) + Array("K9;CJ".utf8)).write(to: lproj.appendingPathComponent("Main.stringsdict"))
        try Data(Self.screen.utf8).write(to: root.appendingPathComponent("Small.layout.yaml"))
        let outcome = try sweep([root.appendingPathComponent("Small.layout.yaml").path,
                                 "--locales-dir", root.appendingPathComponent("Locales").path, "--locales", "de"])
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect((outcome.stdout + outcome.stderr).contains("Main.stringsdict:1: error: not a valid property list: not valid UTF-8 text"), "a broken translation file is an error in the report: \(outcome.stdout)")
    }

    /// The same trap, reached through an Interface Builder file.
    @Test func interfaceBuilderFileThatIsNotUTF8IsAnError() throws {
        let root = ScratchFolder.path("hostile")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        var bytes = Array("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document>\n<".utf8)
        bytes += [0xFF, 0xFE, 0xFF]
        bytes += Array(" id=\"x\"/>\n</document>\n".utf8)
        let file = root.appendingPathComponent("Broken.xib")
        try Data(bytes).write(to: file)
        let outcome = try SweepCommandTests.run(["import", file.path])
        #expect(outcome.status == 2, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("Broken.xib:3: error: not valid UTF-8 text"))
    }
}
