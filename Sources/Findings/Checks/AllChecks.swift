/// Every check, in the order a variant's findings are listed: the per-view checks for each
/// view in screen order, then the screen-wide ones. The sweep runs this list; the reports,
/// the docs table and the tests iterate it, and `FindingKind.check` looks kinds up in it: the one
/// registry of checks. A new kind adds its check here.
public let allChecks: [any FindingCheck] = [
    ClippedTextCheck(),
    TruncatedTextCheck(),
    MissingGlyphsCheck(),
    FixedFontCheck(),
    MissingTranslationCheck(),
    SmallTouchTargetCheck(),
    OffscreenCheck(),
    OverlapCheck(),
    RTLNotMirroredCheck(),
    UnsatisfiableCheck(),
    AmbiguousCheck(),
    DesignTimeTextCheck(),
]
