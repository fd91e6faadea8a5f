import Diagnostics
import Foundation
import LayoutEngine
import Reports
import StressKit
import Testing

/// The SARIF output checked against the normative rules of SARIF 2.1.0 (OASIS) that code
/// scanning services enforce: required properties, enumerations, cross-references between
/// results and rules, URI forms and the kind/level pairing. The rules are restated here from
/// the specification's text, property by property.
@Suite struct SARIFConformanceTests {
    /// A report holding every shape SARIF must carry: confirmed and unconfirmed findings, a
    /// baselined one, a file name with a space, and input errors with and without a location.
    static func report() -> SweepReport {
        var report = ReportFixtures.report()
        report.findings[0].confirmed = false
        report.findings[0].assumptions = [Assumption(view: report.findings[0].view, about: .text, what: "a stand-in text",
                                                     location: Diagnostics.SourceLocation(file: "App/Login View.swift", line: 12))]
        report.findings[1].baselined = true
        report.findings[1].location = Diagnostics.SourceLocation(file: "/work/app/Screens/My Login.layout.yaml", line: 3, column: 5)
        report.errors.append(.error("cannot read the file", at: Diagnostics.SourceLocation(file: "/elsewhere/Other.xib")))
        report.errors.append(.error("nothing was swept"))
        return report
    }

    private static let levels: Set<String> = ["none", "note", "warning", "error"]
    private static let kinds: Set<String> = ["notApplicable", "pass", "fail", "review", "open", "informational"]

    private func object(_ value: Any?, _ path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [String: Any] {
        try #require(value as? [String: Any], "\(path) must be an object", sourceLocation: sourceLocation)
    }

    private func array(_ value: Any?, _ path: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [Any] {
        try #require(value as? [Any], "\(path) must be an array", sourceLocation: sourceLocation)
    }

    /// §3.10: a message has `text` (or an `id` into the rule's messages; this tool writes text).
    private func expectMessage(_ value: Any?, _ path: String) throws {
        let message = try object(value, path)
        #expect((message["text"] as? String).map { !$0.isEmpty } == true, "\(path).text must be a non-empty string")
    }

    /// §3.4.3, §3.4.4: a URI reference (RFC 3986); relative ones name their base through `uriBaseId`.
    private func expectURIReference(_ uri: String, _ path: String) {
        #expect(URL(string: uri) != nil, "\(path) '\(uri)' must be a URI reference")
        #expect(!uri.contains(" ") && !uri.contains("\\"), "\(path) '\(uri)' must be percent-encoded, with forward slashes")
    }

    @Test func theLogFollowsSARIF210() throws {
        let data = try SARIFReport.render(Self.report(), toolVersion: "1.2.3", baseDirectory: "/work/app")
        let log = try object(try JSONSerialization.jsonObject(with: data), "sarifLog")
        // §3.13.2, §3.13.4: version and runs are required.
        #expect(log["version"] as? String == "2.1.0")
        if let schema = log["$schema"] { #expect((schema as? String).flatMap(URL.init(string:))?.scheme == "https") }
        let runs = try array(log["runs"], "runs")
        #expect(!runs.isEmpty)
        for (runNumber, runValue) in runs.enumerated() {
            let run = try object(runValue, "runs[\(runNumber)]")
            // §3.14.6, §3.18.2, §3.19.8: tool.driver.name is required.
            let driver = try object(try object(run["tool"], "tool")["driver"], "tool.driver")
            #expect((driver["name"] as? String).map { !$0.isEmpty } == true)
            // §3.49: reporting descriptors; ids unique within the array (§3.19.23).
            let rules = try array(driver["rules"], "driver.rules").enumerated().map { try object($0.element, "rules[\($0.offset)]") }
            let ids = rules.compactMap { $0["id"] as? String }
            #expect(ids.count == rules.count && Set(ids).count == ids.count, "every rule has a unique id: \(ids)")
            for (position, rule) in rules.enumerated() {
                let path = "rules[\(position)]"
                for key in ["shortDescription", "fullDescription", "help"] { try expectMessage(rule[key], "\(path).\(key)") }
                if let help = rule["helpUri"] as? String { #expect(URL(string: help)?.scheme?.hasPrefix("http") == true, "\(path).helpUri is absolute") }
                if let configuration = rule["defaultConfiguration"] {
                    let level = try object(configuration, "\(path).defaultConfiguration")["level"] as? String
                    #expect(level.map(Self.levels.contains) ?? true, "\(path) default level \(level ?? "")")
                }
                if let name = rule["name"] as? String { #expect(!name.contains(" "), "\(path).name is one word, as GitHub shows it: \(name)") }
            }
            // §3.14.14: every original base URI is absolute and ends with a slash.
            let bases = try object(run["originalUriBaseIds"] ?? [:], "originalUriBaseIds")
            for (key, value) in bases {
                let uri = try #require(try object(value, "originalUriBaseIds.\(key)")["uri"] as? String)
                #expect(URL(string: uri)?.scheme != nil && uri.hasSuffix("/"), "base \(key): \(uri)")
            }
            let results = try array(run["results"], "results")
            #expect(results.count == Self.report().findings.count)
            var sawReview = false, sawSuppressed = false, sawRelative = false
            for (position, value) in results.enumerated() {
                let result = try object(value, "results[\(position)]")
                let path = "results[\(position)]"
                try expectMessage(result["message"], "\(path).message")
                // §3.27.5, §3.27.6: ruleIndex points at the rule whose id is ruleId.
                let ruleId = try #require(result["ruleId"] as? String, "\(path).ruleId")
                if let index = result["ruleIndex"] as? Int {
                    #expect(rules.indices.contains(index) && rules[index]["id"] as? String == ruleId, "\(path): rules[\(index)] is not \(ruleId)")
                }
                // §3.27.9, §3.27.10: enumerations, and a result that is not `fail` has level `none`.
                let kind = result["kind"] as? String ?? "fail"
                let level = result["level"] as? String
                #expect(Self.kinds.contains(kind), "\(path).kind \(kind)")
                #expect(level.map(Self.levels.contains) ?? true, "\(path).level \(level ?? "")")
                if kind != "fail" {
                    sawReview = true
                    #expect(level == nil || level == "none", "\(path): kind \(kind) with level \(level ?? "")")
                }
                // §3.28: locations with a URI reference, a known base, and 1-based lines and columns.
                for (number, locationValue) in try array(result["locations"] ?? [], "\(path).locations").enumerated() {
                    let physical = try object(try object(locationValue, "\(path).locations[\(number)]")["physicalLocation"], "physicalLocation")
                    let artifact = try object(physical["artifactLocation"], "artifactLocation")
                    let uri = try #require(artifact["uri"] as? String)
                    expectURIReference(uri, "\(path) uri")
                    if let base = artifact["uriBaseId"] as? String {
                        sawRelative = true
                        #expect(bases[base] != nil, "\(path): uriBaseId \(base) is not in originalUriBaseIds")
                        #expect(URL(string: uri)?.scheme == nil && !uri.hasPrefix("/"), "\(path): a uri with a base is relative: \(uri)")
                    }
                    if let region = physical["region"] {
                        let region = try object(region, "region")
                        #expect((region["startLine"] as? Int).map { $0 >= 1 } ?? true)
                        #expect((region["startColumn"] as? Int).map { $0 >= 1 } ?? true)
                    }
                }
                // §3.27.17: partial fingerprints map names to strings.
                if let fingerprints = result["partialFingerprints"] {
                    #expect(try object(fingerprints, "partialFingerprints").values.allSatisfy { $0 is String })
                }
                // §3.35.3: each suppression has a kind.
                for suppression in try array(result["suppressions"] ?? [], "\(path).suppressions") {
                    sawSuppressed = true
                    #expect(["inSource", "external"].contains(try object(suppression, "suppression")["kind"] as? String))
                }
            }
            #expect(sawReview && sawSuppressed && sawRelative, "the fixture exercises review, suppression and relative URIs")
            // §3.20.7, §3.20.21, §3.58: invocations say whether the run succeeded; notifications carry levels and messages.
            for invocationValue in try array(run["invocations"] ?? [], "invocations") {
                let invocation = try object(invocationValue, "invocation")
                #expect(invocation["executionSuccessful"] is Bool, "executionSuccessful is required")
                for notification in try array(invocation["toolExecutionNotifications"] ?? [], "toolExecutionNotifications") {
                    let notification = try object(notification, "notification")
                    try expectMessage(notification["message"], "notification.message")
                    #expect((notification["level"] as? String).map(Self.levels.contains) ?? true)
                }
            }
        }
    }
}
