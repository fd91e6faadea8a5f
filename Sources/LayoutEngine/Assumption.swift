import Diagnostics

/// Something a finding about a view rests on that was not read from the files: a stand-in for a
/// text the app's code sets, code that changes the view at run time in a way not evaluated.
/// A finding that rests on none is confirmed; one that rests on any says what to look at.
public struct Assumption: Hashable, Sendable, Codable {
    /// The view it is about.
    public var view: String
    /// What was assumed, for people (`its text is set by code at run time …`).
    public var what: String
    /// The code or file line to look at.
    public var location: SourceLocation?

    /// Creates an assumption.
    public init(view: String, what: String, location: SourceLocation?) {
        self.view = view
        self.what = what
        self.location = location
    }
}
