import Diagnostics
import LayoutEngine
import TextModel

/// The change an app-code decision makes to a screen: the one way rules alter what is laid out.
public enum ScreenChange: Hashable, Sendable {
    /// Lay the view out hidden.
    case hide(view: String)
    /// The two views (in id order) are never shown together.
    case showOneAtATime([String])
    /// The view's texts (text, placeholder, segments) are fixed at run time where nothing said otherwise.
    case keepTextAsWritten(view: String)
    /// The view's text is a one-line stand-in for a text code fills.
    case standInText(view: String)
    /// The view's text (or, with `placeholder`, its placeholder) is this source.
    case setText(view: String, source: TextSource, placeholder: Bool)
    /// The view takes this many lines (0: as many as it needs).
    case setLines(view: String, count: Int)
    /// The view's font, and its shrink factor that follows the new size.
    case setFont(view: String, font: FontSpec, minimumScaleFactor: Double)
    /// The stack's axis follows the text size.
    case switchStackAxis(StackAxisSwitch)
    /// The stack's spacing.
    case setStackSpacing(view: String, spacing: Double)
    /// Code sets the constraint's constant.
    case markConstantSetInCode(constraint: String, what: String, at: SourceLocation?)
    /// The orientations the screen is shown in on iPhone.
    case limitOrientations(CodeOrientations)
    /// The screen's file is loaded on iPad only (true) or on iPhone only (false).
    case limitIdiom(pad: Bool)
    /// Every view lays out left to right.
    case forceLeftToRight
    /// Nothing loads the screen's file.
    case markNotLoaded
    /// The component's fitting height is required at this height.
    case fixRowHeight(constraint: String, height: Double)
    /// The view is placed by code the reader does not evaluate; left to right by the statement at
    /// `leftToRightAt`, or, with `directionBlind`, by code that never asks the layout direction.
    case placeByCode(view: String, leftToRightAt: SourceLocation?, directionBlind: Bool)
    /// The view's intrinsic size is this stand-in, sized at run time.
    case giveIntrinsicSize(view: String, size: IntrinsicSize)
    /// The layout of the view rests on something not read from the files.
    case assume(Assumption)

    /// `screen` with the change made.
    public func apply(to screen: inout Screen) {
        switch self {
        case .hide(let id):
            screen.modifyView(id) { $0.hidden = true }
        case .showOneAtATime(let pair):
            screen.appFacts.alternatelyShown.insert(pair)
        case .keepTextAsWritten(let id):
            screen.modifyView(id) { view in
                if view.text?.fixedAtRunTime == nil { view.text?.fixedAtRunTime = true }
                if view.placeholder?.fixedAtRunTime == nil { view.placeholder?.fixedAtRunTime = true }
                for segment in view.segments.indices where view.segments[segment].fixedAtRunTime == nil {
                    view.segments[segment].fixedAtRunTime = true
                }
            }
        case .standInText(let id):
            screen.modifyView(id) { view in
                view.text = ViewNode.runTimeTextStandInSource
                view.textStandsIn = true
            }
        case .setText(let id, let source, let placeholder):
            screen.modifyView(id) { view in
                if placeholder {
                    view.placeholder = source
                } else {
                    view.text = source
                    view.textStandsIn = false
                }
            }
        case .setLines(let id, let count):
            screen.modifyView(id) { $0.lines = count }
        case .setFont(let id, let font, let factor):
            screen.modifyView(id) { view in
                view.font = font
                view.minimumScaleFactor = factor
            }
        case .switchStackAxis(let change):
            screen.appFacts.stackAxisSwitches.append(change)
        case .setStackSpacing(let id, let spacing):
            screen.modifyView(id) { $0.stack?.spacing = spacing }
        case .markConstantSetInCode(let id, let what, let site):
            screen.appFacts.constantsSetInCode.insert(id)
            // The views it places are where the code puts them, not where the file's constant does.
            if let constraint = screen.constraints.first(where: { $0.id == id }) {
                for item in [constraint.first.item] + (constraint.second.map { [$0.item] } ?? []) {
                    let view = item.viewID
                    guard view != LayoutItem.rootID, screen.view(view) != nil,
                          !screen.appFacts.assumptions.contains(where: { $0.view == view && $0.what == what }) else { continue }
                    screen.appFacts.assumptions.append(Assumption(view: view, about: .placement, what: what, location: site, constraint: id))
                }
            }
        case .limitOrientations(let orientations):
            screen.appFacts.phoneOrientationsInCode = orientations
        case .limitIdiom(let pad):
            screen.appFacts.loadedOnPadInCode = pad
        case .forceLeftToRight:
            screen.appFacts.forcesLeftToRight = true
        case .markNotLoaded:
            screen.appFacts.loadedByApp = false
        case .fixRowHeight(let id, let height):
            guard let index = screen.constraints.firstIndex(where: { $0.id == id }) else { return }
            screen.constraints[index].constant = height
            screen.constraints[index].priority = 1000
        case .placeByCode(let id, let leftToRightAt, let directionBlind):
            screen.appFacts.placedByUnreadCode.insert(id)
            if let leftToRightAt { screen.appFacts.placedLeftToRightByCode[id] = leftToRightAt }
            if directionBlind { screen.appFacts.placedByDirectionBlindCode.insert(id) }
        case .giveIntrinsicSize(let id, let size):
            screen.modifyView(id) { view in
                view.intrinsicSize = size
                view.intrinsicSizeStandsIn = true
            }
            screen.design?.sizedAtRunTime.insert(id)
        case .assume(let assumption):
            screen.appFacts.assumptions.append(assumption)
        }
    }
}

extension Screen {
    /// Changes the view with `id`, when the screen has it.
    fileprivate mutating func modifyView(_ id: String, _ change: (inout ViewNode) -> Void) {
        guard let index = views.firstIndex(where: { $0.id == id }) else { return }
        change(&views[index])
    }
}
