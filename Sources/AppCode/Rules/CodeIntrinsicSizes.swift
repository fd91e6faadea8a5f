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
enum CodeIntrinsicSizes {
    /// `screens` with the custom views whose class declares an intrinsic size given IB's as a stand-in.
    static func applied(to screens: [Screen], apps: AppSources) -> [Screen] {
        var result = screens
        for (root, indices) in apps.screensByRoot(screens, where: { !$0.viewClasses.isEmpty && $0.design != nil }) {
            let sources = apps.swift(under: root)
            let classes = Set(indices.flatMap { screens[$0].viewClasses.values })
            let lineage = Dictionary(uniqueKeysWithValues: classes.map { ($0, [$0] + sources.superclasses(of: $0)) })
            let overrides = IntrinsicSizeOverrides.overrides(of: Set(lineage.values.joined()), in: sources)
            guard !overrides.isEmpty else { continue }
            for index in indices {
                guard var design = result[index].design else { continue }
                for (viewID, className) in screens[index].viewClasses.sorted(by: { $0.key < $1.key }) {
                    guard viewID != result[index].componentView,
                          let found = (lineage[className] ?? []).lazy.compactMap({ overrides[$0] }).first,
                          found.width || found.height,
                          let position = result[index].views.firstIndex(where: { $0.id == viewID }),
                          result[index].views[position].kind == .view, result[index].views[position].intrinsicSize == nil,
                          let frame = design.frames[viewID] else { continue }
                    result[index].views[position].intrinsicSize = IntrinsicSize(width: found.width ? frame.width : nil,
                                                                                height: found.height ? frame.height : nil)
                    result[index].views[position].intrinsicSizeStandsIn = true
                    design.sizedAtRunTime.insert(viewID)
                    let axes = found.width && found.height ? "size" : found.width ? "width" : "height"
                    result[index].warnings.append(Diagnostic(
                        .note, "\(viewID) is a \(className), whose code gives it an intrinsic \(axes): the \(axes) Interface Builder saved stands in for it",
                        at: found.location))
                }
                result[index].design = design
            }
        }
        return result
    }
}
