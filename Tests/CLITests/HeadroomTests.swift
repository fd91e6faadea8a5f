import Foundation
import Testing

/// Headroom: how close each text view is to breaking, per locale.
@Suite struct HeadroomTests {
    @Test func eachLocaleFitsUpToTheSizeBeforeItsFirstClipAndLongerTextHasLessRoom() throws {
        let folder = try SuppressionTests.folder([
            "Row.layout.yaml": """
                screen: Row
                views:
                  title: { type: label, parent: root, key: row.title, style: body }
                constraints:
                  - title.top = root.safeArea.top + 20
                  - title.leading = root.safeArea.leading + 16
                  - title.width = 220
                """,
            "Locales/en/Localizable.strings": "\"row.title\" = \"Alerts\";\n",
            "Locales/de/Localizable.strings": "\"row.title\" = \"Benachrichtigungen\";\n",
        ])
        let outcome = try SweepCommandTests.run(["sweep", folder + "/Row.layout.yaml", "--locales-dir", folder + "/Locales", "--locales", "en,de",
                                                 "--devices", "iPhone 15", "--orientations", "portrait", "--format", "json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let headroom = try #require(object["headroom"] as? [[String: Any]])
        let en = try #require(headroom.first { $0["view"] as? String == "title" && $0["locale"] as? String == "en" })
        let de = try #require(headroom.first { $0["view"] as? String == "title" && $0["locale"] as? String == "de" })
        #expect(en["fitsEverySize"] as? Bool == true)
        #expect(en["fitsUpTo"] as? String == "accessibilityExtraExtraExtraLarge")
        let enLeft = try #require(en["charactersLeftAtLarge"] as? Int)
        let deLeft = try #require(de["charactersLeftAtLarge"] as? Int)
        #expect(enLeft > deLeft)
        // German clips from some size on: it fits up to the size just below the first failure the finding reports.
        let categories = try #require((object["matrix"] as? [String: Any])?["categories"] as? [String])
        let clip = try #require((object["findings"] as? [[String: Any]])?.first { $0["kind"] as? String == "clipped-text" && $0["view"] as? String == "title" })
        let first = try #require((clip["firstFailures"] as? [[String: Any]])?.first { $0["locale"] as? String == "de" }?["category"] as? String)
        let firstIndex = try #require(categories.firstIndex(of: first))
        #expect(de["fitsEverySize"] as? Bool == false)
        #expect(de["fitsUpTo"] as? String == (firstIndex > 0 ? categories[firstIndex - 1] : nil))
        if first == "large" || categories.firstIndex(of: "large").map({ $0 > firstIndex }) == true { #expect(deLeft <= 0) } else { #expect(deLeft > 0) }

        let html = try SweepCommandTests.run(["sweep", folder + "/Row.layout.yaml", "--locales-dir", folder + "/Locales", "--locales", "en,de",
                                              "--devices", "iPhone 15", "--orientations", "portrait", "--format", "html"])
        #expect(html.stdout.contains("<h2>Headroom</h2>"))
        #expect(html.stdout.contains("<td><code>title</code></td><td>de</td>"), "the tightest locale is the German one")
    }
}

