import Diagnostics
import Foundation
import LayoutEngine
import SwiftLayoutReader

/// Interface Builder views the app's code places in its layout pass (`LayoutPassFrames` for
/// Swift, `ObjectiveCLayoutPass` for Objective-C): a cell's `layoutSubviews` pinning an outlet
/// with PinLayout, a controller's `viewDidLayoutSubviews` setting one's `frame`; and views no
/// constraint places whose frame the class's code sets in any method. UIKit runs that code
/// after Auto Layout, so the frame the file's constraints or autoresizing mask give such a view
/// (and the views inside it) says nothing about the app: they are marked placed by code the
/// reader does not evaluate (`Screen.placedByUnreadCode`), with a note each. One PinLayout holds by one horizontal
/// edge, in an app that never sets `Pin.layoutDirection`, lands on the same side in every
/// locale (PinLayout's default direction is left to right): it is not mirrored in right-to-left
/// (`Screen.placedLeftToRightByCode`). Frames set by a class whose code never asks the layout
/// direction (`isDirectionRTL`, `effectiveUserInterfaceLayoutDirection`, …) stay put in
/// right-to-left too: such views are judged for mirroring on the file's own frames and masks,
/// which never flip either (`Screen.placedByDirectionBlindCode`).
struct LayoutPassPlacement: AppCodeRule {
    let id = "layout-pass-placement"
    let summary = "A view its class's layout pass places (frame, center or bounds in layoutSubviews or viewDidLayoutSubviews, PinLayout, FlexLayout), or whose frame code sets while no constraint holds it, is placed by code: not judged for position; PinLayout by one side stays left to right."
    let examples: [AppCodeRuleExample] = [
        .triggering("override func layoutSubviews() { super.layoutSubviews(); wrapper.pin.horizontally(10).top(4) }",
                    in: .swift(.tableCell("ProfileCell", [.view("wrapper")]), codeIn: .member)),
        .triggering("override func viewDidLayoutSubviews() { badge.frame = CGRect(x: 8, y: 8, width: 20, height: 20) }", in: LayoutPassPlacement.inbox),
        .notTriggering("override func viewDidLoad() { badge.layer.cornerRadius = 10 }", in: LayoutPassPlacement.inbox),
    ]

    /// A screen whose controller's code may do something to its badge.
    static let inbox = ExampleApp.swift(.controller("InboxViewController", [.view("badge")]), codeIn: .member)

    func apply(to context: AppContext) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(id, context)
        for (root, indices) in apps.screensByRoot(screens, where: { !$0.appFacts.outlets.isEmpty }) {
            let sources = apps.swift(under: root)
            let outletClasses = Set(indices.flatMap { screens[$0].appFacts.outlets.map(\.className) })
            // A class inherits the layout pass of the classes it descends from.
            let lineage = apps.index(under: root).lineages(of: outletClasses)
            let classes = Set(lineage.values.joined())
            let swift = LayoutPassFrames.placements(of: classes, in: sources)
            var placed = swift.mapValues(\.inLayoutPass).filter { !$0.value.isEmpty }
            // Frames code sets in any method move views no constraint places.
            var anywhere = swift.mapValues(\.inAnyMethod)
            // Classes whose code asks the layout direction may mirror what they place.
            var askingDirection = LayoutPassFrames.askingLayoutDirection(classes, in: sources)
            // Objective-C classes' code, each class its own.
            for file in apps.code(under: root) where !file.isSwift {
                let reading = ObjectiveCLayoutPass.read(file.data, path: file.path, classes: outletClasses)
                askingDirection.formUnion(reading.askingDirection.intersection(outletClasses))
                Self.merge(reading.inLayoutPass, of: outletClasses, into: &placed)
                Self.merge(reading.inAnyMethod, of: outletClasses, into: &anywhere)
            }
            guard !placed.isEmpty || !anywhere.isEmpty else { continue }
            // PinLayout lays out left to right unless the app sets `Pin.layoutDirection`.
            let pinFollowsLocale = apps.code(under: root).contains { $0.data.range(of: Data("Pin.layoutDirection".utf8)) != nil }
            for index in indices {
                let ids = Set(recorder.screens[index].views.map(\.id))
                let autoresizedOnly = Self.autoresizedOnly(screens[index])
                for outlet in screens[index].appFacts.outlets where ids.contains(outlet.viewID) {
                    let chain = lineage[outlet.className] ?? [outlet.className]
                    let inLayoutPass = chain.lazy.compactMap({ placed[$0]?[outlet.property] }).first
                    let elsewhere = autoresizedOnly.contains(outlet.viewID) ? chain.lazy.compactMap({ anywhere[$0]?[outlet.property] }).first : nil
                    guard let placement = inLayoutPass ?? elsewhere, !recorder.screens[index].appFacts.placedByUnreadCode.contains(outlet.viewID) else { continue }
                    let how = inLayoutPass != nil ? "is placed by the class's layout pass"
                        : "has no constraints and the class's code sets its frame"
                    var judged = "its position and size are the code's, not judged"
                    var leftToRightAt: SourceLocation?
                    var directionBlind = false
                    if let oneSided = placement.oneSidedPin, !pinFollowsLocale {
                        leftToRightAt = oneSided
                    } else if inLayoutPass?.byFrame == true || elsewhere?.byFrame == true, !chain.contains(where: askingDirection.contains) {
                        // Frames set by code that never asks the direction stay where they are
                        // left to right, as the file's frames and masks do: judged on those.
                        directionBlind = true
                        judged += " (its mirroring is, on the file's frame: the code never asks the layout direction)"
                    }
                    recorder.decide(index, .view(outlet.viewID), .placedByCode,
                                    "\(outlet.className).\(outlet.property) (\(outlet.viewID)) \(how): \(judged)", at: placement.location,
                                    change: .placeByCode(view: outlet.viewID, leftToRightAt: leftToRightAt, directionBlind: directionBlind))
                }
            }
        }
        return recorder.decisions
    }

    /// Adds an Objective-C file's placements of `classes` to `placements`, keeping those found first.
    private static func merge(_ found: [String: [String: SourceLocation]], of classes: Set<String>,
                              into placements: inout [String: [String: LayoutPassFrames.Placement]]) {
        for (className, properties) in found where classes.contains(className) {
            for (property, location) in properties where placements[className]?[property] == nil {
                placements[className, default: [:]][property] = LayoutPassFrames.Placement(location: location, byFrame: true)
            }
        }
    }

    /// The views no constraint of the file's places: only their autoresizing mask holds them.
    static func autoresizedOnly(_ screen: Screen) -> Set<String> {
        var masked: Set<String> = [], constrained: Set<String> = []
        for constraint in screen.constraints {
            if constraint.origin == .autoresizing {
                masked.insert(constraint.first.item.viewID)
            } else {
                for anchor in [constraint.first] + (constraint.second.map { [$0] } ?? []) { constrained.insert(anchor.item.viewID) }
            }
        }
        // The screen's root and the component are the host's to size, whatever code does to them.
        return masked.subtracting(constrained).subtracting([LayoutItem.rootID] + (screen.componentView.map { [$0] } ?? []))
    }
}
