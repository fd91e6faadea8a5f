import AppCode
import Configuration
import Foundation
import LayoutEngine
import Localization
import Reports
import ScreenFormats
import SolverFormat
import StressKit
import SwiftLayoutReader

/// One reader fed arbitrary bytes by the fuzzer. Each reader must either read the input or
/// throw its diagnostic; anything else (a trap, a crash, a hang) is a bug the fuzzer reports.
enum FuzzTarget: String, CaseIterable {
    case strings, stringsdict, xcstrings, spec, vfl, interfaceBuilder = "ib", solve, config, shard, swift
    case objectiveC = "objc", pbxproj, plist

    /// The target named by `LAYOUTSTRESS_FUZZ_TARGET`.
    static var selected: FuzzTarget? {
        ProcessInfo.processInfo.environment["LAYOUTSTRESS_FUZZ_TARGET"].flatMap(FuzzTarget.init(rawValue:))
    }

    /// Runs the reader on one input; thrown diagnostics are the expected answer to bad input.
    func run(_ data: Data) {
        let text = String(decoding: data, as: UTF8.self)
        switch self {
        case .strings: _ = try? StringsFileReader.parse(data: data, file: "fuzz.strings")
        case .stringsdict: _ = try? StringsDictReader.parse(data: data, file: "fuzz.stringsdict")
        case .xcstrings: _ = try? StringCatalogReader.parse(data: data, file: "fuzz.xcstrings")
        case .spec: _ = try? LayoutSpecReader.parse(yaml: text, file: "fuzz.layout.yaml")
        case .vfl:
            let views = ["a", "b", "c"].map { ViewNode(id: $0, kind: .view) }
            _ = try? VisualFormatParser(views: views, metrics: ["m": 8]).constraints(for: text, idPrefix: "fuzz", location: nil)
        case .interfaceBuilder: _ = try? InterfaceBuilderReader.read(data: data, displayPath: "fuzz.xib")
        case .solve: _ = try? SolveProblem(bytes: Array(data), file: "fuzz.json")
        case .config: _ = try? ConfigurationReader.parse(text, file: "layout-stress.yml", baseDirectory: "/nonexistent")
        case .shard:
            // What `merge` does with a shard's report: read it, then merge it with itself.
            if let report = try? JSONReport.read(data) { _ = try? SweepReport.merged([report, report]) }
        case .swift:
            // The whole Swift reader: the nesting check, parsing, indexing and evaluating every class.
            _ = SwiftLayoutReader.read(sources: [(text, "Fuzz.swift")])
        case .objectiveC:
            // The input is the controller's `.m`: every app-code rule reads it for the xib's screen.
            FuzzApp.shared.write(data, to: "App/ProfileController.m")
            _ = ScreenLoader.load([FuzzApp.shared.xib])
        case .pbxproj:
            FuzzApp.shared.write(data, to: "App.xcodeproj/project.pbxproj")
            var finder = RunContextFinder()
            _ = try? finder.contexts(for: [FuzzApp.shared.xib], app: nil, appLocation: nil)
        case .plist:
            FuzzApp.shared.write(data, to: "App/Info.plist")
            var finder = RunContextFinder()
            _ = try? finder.contexts(for: [FuzzApp.shared.xib], app: nil, appLocation: nil)
        }
    }
}
