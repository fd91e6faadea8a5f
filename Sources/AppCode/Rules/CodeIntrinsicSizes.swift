import Diagnostics
import LayoutEngine
import SwiftLayoutReader

/// Interface Builder views of an app class that declares its own `intrinsicContentSize`
/// (`IntrinsicSizeOverrides`): at run time the view has that size, which the reader does not
/// evaluate. As for IB's own placeholder intrinsic size, the frame IB saved stands in on each
/// axis the code gives a length (IB draws a designable class at its code's size), below
/// required, and the view is marked sized at run time: nothing it leaves open is reported, and
/// a stack does not collapse it to nothing. The component a file lays out (a cell, a xib's
/// view) keeps the size its host and constraints give it. Sweeps only: `verify-ib` compares
/// with the very frames that would stand in.
struct CodeIntrinsicSizes: AppCodeRule {
    let id = "code-intrinsic-sizes"
    let summary = "A custom view whose class declares its own intrinsicContentSize takes the size Interface Builder saved as a stand-in on the axes the code gives a length, and is marked sized at run time."
    let examples: [AppCodeRuleExample] = [
        .triggering("override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 44) }", in: CodeIntrinsicSizes.shop),
        .notTriggering("override func layoutSubviews() { super.layoutSubviews() }", in: CodeIntrinsicSizes.shop),
    ]

    /// A screen holding a view of the app's `RatingView` class, whose body holds the example's code.
    static let shop = ExampleApp(.controller("ShopViewController", [.view(nil, customClass: "RatingView")]), sources: [
        .swift("ShopViewController", "UIViewController", codeIn: nil),
        .swift("RatingView", "UIView", codeIn: .member),
    ])

    func apply(to context: AppContext) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(id, context)
        for (root, indices) in apps.screensByRoot(screens, where: { !$0.appFacts.viewClasses.isEmpty && $0.design != nil }) {
            let sources = apps.swift(under: root)
            let lineage = apps.index(under: root).lineages(of: Set(indices.flatMap { screens[$0].appFacts.viewClasses.values }))
            let overrides = IntrinsicSizeOverrides.overrides(of: Set(lineage.values.joined()), in: sources)
            guard !overrides.isEmpty else { continue }
            for index in indices {
                guard let design = recorder.screens[index].design else { continue }
                for (viewID, className) in screens[index].appFacts.viewClasses.sorted(by: { $0.key < $1.key }) {
                    guard viewID != recorder.screens[index].componentView,
                          let found = (lineage[className] ?? []).lazy.compactMap({ overrides[$0] }).first,
                          found.width || found.height,
                          let view = recorder.screens[index].view(viewID),
                          view.kind == .view, view.intrinsicSize == nil,
                          let frame = design.frames[viewID] else { continue }
                    let size = IntrinsicSize(width: found.width ? frame.width : nil, height: found.height ? frame.height : nil)
                    let axes = found.width && found.height ? "size" : found.width ? "width" : "height"
                    recorder.decide(index, .view(viewID), .intrinsicSizeGiven,
                                    "\(viewID) is a \(className), whose code gives it an intrinsic \(axes): the \(axes) Interface Builder saved stands in for it",
                                    at: found.location, change: .giveIntrinsicSize(view: viewID, size: size))
                }
            }
        }
        return recorder.decisions
    }
}
