import Diagnostics
import Foundation
import LayoutEngine
import Reports
import StressKit
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite struct ReportsTests {
    @Test func junitIsWellFormedXMLWithOneFailurePerFindingThatFailsTheRun() throws {
        let xml = JUnitReport.render(ReportFixtures.report(failOn: [.clippedText, .rtlNotMirrored]))
        let collector = XMLCollector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        #expect(collector.counts["testsuites"] == 1)
        // Login has two findings (clipped title, unmirrored submit); Empty passes; the broken input errors.
        #expect(collector.counts["failure"] == 2)
        #expect(collector.counts["error"] == 1)
        #expect(collector.testcases.contains("title clipped-text"))
        #expect(collector.testcases.contains("layout"))
        #expect(collector.failureMessages.contains { $0.contains("from AX1 in de on iPhone 15") })
    }

    @Test func junitFailsExactlyWhatFailOnFails() throws {
        // Only clipped-text fails the run: the unmirrored button is reported but passes.
        let report = ReportFixtures.report(failOn: [.clippedText])
        let xml = JUnitReport.render(report)
        let collector = XMLCollector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        #expect(parser.parse())
        #expect(collector.counts["failure"] == 1)
        #expect(collector.testcases.contains("submit rtl-not-mirrored"))
        #expect(xml.contains("<system-out>error: submit"), "the passing case keeps its text: \(xml)")
        // Nothing selected: every finding passes, as the run's exit code 0 says.
        let none = JUnitReport.render(ReportFixtures.report(failOn: []))
        #expect(!none.contains("<failure"))
        #expect(none.contains("failures=\"0\" errors=\"1\""), "only the unreadable input errors")
    }

    @Test func junitReportsNotesAsPassingCases() throws {
        var report = ReportFixtures.report()
        var note = try #require(report.findings.first)
        note.worst = Finding(.fixedFont(font: "system 15"), variant: note.worstVariant, view: "price", message: "fixed")
        note.kind = .fixedFont
        note.view = "price"
        note.severity = .note
        report.findings.append(note)
        let xml = JUnitReport.render(report)
        let collector = XMLCollector()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = collector
        #expect(parser.parse())
        #expect(collector.testcases.contains("price fixed-font"))
        #expect(collector.counts["failure"] == 1, "the note adds a case, not a failure")
        #expect(xml.contains("<system-out>note: "))
    }

    @Test func sarifDeclaresVersionRulesAndFileLocations() throws {
        let data = try SARIFReport.render(ReportFixtures.report(), toolVersion: "0.1.0")
        let log = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        #expect((log["$schema"] as? String)?.contains("sarif-2.1.0") == true)
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.compactMap { $0["id"] as? String } == FindingKind.allCases.map(\.rawValue))
        #expect(rules.allSatisfy { (($0["fullDescription"] as? [String: Any])?["text"] as? String)?.isEmpty == false })
        let results = try #require(run["results"] as? [[String: Any]])
        let clipped = try #require(results.first { $0["ruleId"] as? String == "clipped-text" })
        let location = try #require((clipped["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Screens/Login.layout.yaml")
        #expect((location["region"] as? [String: Any])?["startLine"] as? Int == 4)
        #expect(clipped["level"] as? String == "error")
    }

    @Test func htmlIsOnePageWithAPicturePerFailingVariantAndTwinsForRTL() throws {
        let report = ReportFixtures.report()
        let html = HTMLReport().render(report)
        let failing = HTMLReport.failingResults(report)
        // de at AX1 and AX5 clip; ar at AX1 and AX5 are off the mirror.
        #expect(failing.map(\.variant.locale).sorted() == ["ar", "ar", "de", "de"])
        // One figure per failing variant; each right-to-left one also shows its left-to-right twin.
        #expect(html.components(separatedBy: "<figure").count - 1 == 4)
        #expect(html.components(separatedBy: "<svg").count - 1 == 6)
        #expect(html.contains("class=\"clipped\""))
        #expect(html.contains("Willkommen &lt;zurück&gt; &amp; mehr"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("src=\"http"))
        let capped = HTMLReport(maxPictures: 1).render(report)
        #expect(capped.components(separatedBy: "<figure").count - 1 == 1)
        #expect(capped.contains("Showing 1 of 4 failing variants"))
    }

    @Test func jsonRoundTripsAndFollowsTheInterfaceShape() throws {
        let report = ReportFixtures.report()
        let data = try JSONReport.render(report)
        let decoded = try JSONReport.read(data)
        #expect(decoded.results == report.results)
        #expect(decoded.findings == report.findings)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let stats = try #require(object["stats"] as? [String: Any])
        #expect(stats["variants"] as? Int == 18)
        #expect(stats["layoutsPerSecond"] as? Double == 1800)  // 18 variants in 0.01 s
        let first = try #require((object["results"] as? [[String: Any]])?.first)
        for key in ["screen", "device", "orientation", "category", "locale", "direction", "views", "findings"] {
            #expect(first[key] != nil, "results[0] lacks \(key)")
        }
        let view = try #require((first["views"] as? [[String: Any]])?.first)
        #expect((view["frame"] as? [String: Any])?["width"] as? Double == 200)
    }

    @Test func textGroupsByScreenAndIsPlainOffATerminal() {
        let report = ReportFixtures.report()
        let plain = TextReport(colored: false).render(report)
        #expect(!plain.contains("\u{1B}["))
        #expect(plain.contains("Login"))
        #expect(plain.contains("title clips from AX1 in de on iPhone 15; worst 37.5 pt at AX5 (de, iPhone 15 portrait) — 2/9 variants"))
        #expect(plain.contains("Screens/Broken.layout.yaml:7: error: unknown view 'ghost'"))
        #expect(plain.contains("kept left-to-right by design (playback/spatial/forced): play"))
        #expect(plain.contains("✓ no findings: Empty"))
        let colored = TextReport(colored: true).render(report)
        #expect(colored.contains("\u{1B}[31m"))
    }

    @Test func svgAnchorsTextAtTheEdgeItsAlignmentNames() {
        // Arabic with natural alignment sits at the right edge: in right-to-left SVG text that is the "start".
        let arabic = ReportFixtures.result(ReportFixtures.variant("ar", .large), clippedBy: nil)
        let svg = SVGRenderer().render(arabic, title: "ar")
        #expect(svg.contains("text-anchor=\"start\""))
        #expect(svg.contains("<text x=\"216\" y=") && svg.contains("direction=\"rtl\""), "\(svg)")
        // English with natural alignment starts at the left edge.
        let english = SVGRenderer().render(ReportFixtures.result(ReportFixtures.variant("en", .large), clippedBy: nil), title: "en")
        #expect(english.contains("text-anchor=\"start\""))
        #expect(english.contains("<text x=\"16\" y="))
        #expect(!english.contains("direction=\"rtl\""))
    }

    @Test func everyFindingLinksToThePictureOfItsWorstVariant() throws {
        let report = ReportFixtures.report()
        let html = HTMLReport().render(report)
        let rows = html.components(separatedBy: "<tr class=").dropFirst()
        let clipped = try #require(rows.first { $0.contains("<code>clipped-text</code>") })
        let link = try #require(clipped.range(of: "href=\"#").map { clipped[$0.upperBound...].prefix { $0 != "\"" } })
        #expect(html.contains("<figure id=\"\(link)\">"), "the link \(link) must name a figure on the page")
        // The figure it names is the finding's worst variant: German at AX5 (37.5 pt lost).
        let figure = try #require(html.components(separatedBy: "<figure id=\"\(link)\">").last)
        #expect(figure.hasPrefix("<figcaption><strong>Login") && figure.prefix(200).contains("de"), "\(figure.prefix(200))")
        #expect(figure.prefix(400).contains("AX5") || figure.prefix(400).contains("accessibilityExtraExtraExtraLarge"), "\(figure.prefix(400))")
    }

    @Test func viewsRunningOffTheScreenAreDrawnOnAGrownCanvasWithTheirNames() {
        var result = ReportFixtures.result(ReportFixtures.variant("de", .accessibilityExtraExtraExtraLarge), clippedBy: 37.5)
        // The button runs 150 pt past the right edge.
        result.views[1].frame = Rect(x: 200, y: 120, width: 343, height: 50)
        result.findings.append(Finding(.offscreen(edge: "trailing", overflow: 150), variant: result.variant, view: "submit", message: "runs off"))
        let svg = SVGRenderer().render(result, title: "de AX5")
        // The canvas reaches past the button's edge (543 pt) with a margin; the screen keeps its own outline at 0…393.
        #expect(svg.contains("viewBox=\"0 0 547 852\""), "\(svg.prefix(400))")
        #expect(svg.contains("width=\"\(Format.number(300 * 547 / 393.0))\""), "the picture widens at the same scale")
        #expect(svg.contains("<rect class=\"screen\" x=\"0\" y=\"0\" width=\"393\" height=\"852\""))
        #expect(svg.contains("class=\"offscreen\""))
        #expect(svg.contains("class=\"view-label\"") && svg.contains(">submit</text>") && svg.contains(">title</text>"))
        // A view absurdly far off grows the canvas by one screen at most.
        result.views[1].frame = Rect(x: 1e6, y: 120, width: 343, height: 50)
        #expect(SVGRenderer().render(result, title: "far").contains("viewBox=\"0 0 786 852\""))
        // Nothing off the screen: the canvas is the screen, unshaded.
        let plain = SVGRenderer().render(ReportFixtures.result(ReportFixtures.variant("en", .large), clippedBy: nil), title: "en")
        #expect(plain.contains("viewBox=\"0 0 393 852\"") && !plain.contains("class=\"offscreen\"") && !plain.contains("view-label"))
    }

    @Test func scrollingContentIsClippedToItsScrollView() {
        var result = ReportFixtures.result(ReportFixtures.variant("en", .large), clippedBy: nil)
        result.views.insert(ViewRecord(id: "scroll", type: .scroll, parent: "root", frame: Rect(x: 0, y: 60, width: 393, height: 300)), at: 0)
        result.views[1].parent = "scroll"
        let svg = SVGRenderer().render(result, title: "en", idPrefix: "p")
        #expect(svg.contains("<clipPath id=\"p-scroll-0\"><rect x=\"0\" y=\"60\" width=\"393\" height=\"300\"/></clipPath>"))
        // The title (inside the scroll view) is clipped to it; the submit button (outside) is not.
        #expect(svg.contains("<g clip-path=\"url(#p-scroll-0)\"><rect x=\"16\" y=\"80\""))
        #expect(!svg.contains("<g clip-path=\"url(#p-scroll-0)\"><rect x=\"16\" y=\"120\""))
    }
}


/// Counts elements and gathers test-case names while parsing JUnit XML.
final class XMLCollector: NSObject, XMLParserDelegate {
    var counts: [String: Int] = [:]
    var testcases: [String] = []
    var failureMessages: [String] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        counts[elementName, default: 0] += 1
        if elementName == "testcase", let name = attributeDict["name"] { testcases.append(name) }
        if elementName == "failure", let message = attributeDict["message"] { failureMessages.append(message) }
    }
}
