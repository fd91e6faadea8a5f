/// What an app-code decision does to the layout, as a stable machine word (its raw value,
/// which JSON reports carry).
public enum DecisionEffect: String, Hashable, Sendable, Codable, CaseIterable {
    /// The view is laid out hidden: the code hides it when the screen loads.
    case hidden
    /// Two views are shown one at a time: never judged against each other.
    case shownOneAtATime = "shown-one-at-a-time"
    /// No code sets the view's text: the file's text is what every locale without a
    /// translation shows, so it is not lengthened as an unknown run-time text.
    case textAsWritten = "text-as-written"
    /// The file leaves a label empty that code fills: a one-line stand-in text is laid out.
    case textStandIn = "text-stand-in"
    /// Code sets the view's text to a known localized string (or clears it).
    case textSet = "text-set"
    /// Code sets the text field's placeholder to a known localized string (or clears it).
    case placeholderSet = "placeholder-set"
    /// Code sets the view's number of lines.
    case linesSet = "lines-set"
    /// Code sets the view's font.
    case fontSet = "font-set"
    /// Code chooses the stack's axis by Dynamic Type size.
    case stackAxisBySize = "stack-axis-by-size"
    /// Code sets the stack's spacing.
    case stackSpacingSet = "stack-spacing-set"
    /// Code changes the constraint's constant: what it places is the code's, not the file's.
    case constantSetByCode = "constant-set-by-code"
    /// The controller's (or the app's window root's) code allows only some orientations on iPhone.
    case orientationsLimited = "orientations-limited"
    /// The app's code loads the screen's file on one idiom only: the other's devices are not swept.
    case idiomLimited = "idiom-limited"
    /// The app forces every view to lay out left to right.
    case forcedLeftToRight = "forced-left-to-right"
    /// Nothing in the app loads the file: the screen is not swept.
    case notLoaded = "not-loaded"
    /// The app shows the cell in rows of a fixed height.
    case rowHeightFixed = "row-height-fixed"
    /// The app's code places the view (a layout pass, frames set in code): its position is not judged.
    case placedByCode = "placed-by-code"
    /// The view's class declares its own intrinsic size: the size the file saved stands in.
    case intrinsicSizeGiven = "intrinsic-size-given"
    /// The screen is a child view controller's: its parent's code sizes its view, and the
    /// screen's size stands in.
    case sizedByHost = "sized-by-host"
    /// Code sets the frame of a view that constraints place: Auto Layout's next pass puts it
    /// back where its constraints say, so the layout stands as laid out.
    case undoneByAutoLayout = "undone-by-auto-layout"
    /// Code changes the view at run time in a way the reader does not evaluate: findings
    /// about it rest on an assumption and are not confirmed.
    case notEvaluated = "not-evaluated"
}
