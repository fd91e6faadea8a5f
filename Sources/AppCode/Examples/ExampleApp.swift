/// The app an example's code sits in: a Swift package folder (its `Package.swift` marks the
/// app's root, as `AppFolder` finds it) holding one Interface Builder screen and the app's
/// source files.
public struct ExampleApp: Sendable, Hashable {
    /// The Interface Builder file the rules run on.
    public var screen: ExampleScreen
    /// The app's code (and any other file it needs), one of them holding the example's code.
    public var sources: [ExampleSource]
    /// The names of the sources swept as screens too (screens built in Swift), beside `screen`.
    public var sweptCode: [String]

    /// An app of `screen` and `sources`, sweeping `sweptCode` too.
    public init(_ screen: ExampleScreen, sources: [ExampleSource], sweptCode: [String] = []) {
        self.screen = screen
        self.sources = sources
        self.sweptCode = sweptCode
    }

    /// `screen` and its class in Swift (`ExampleSource.swift`): declaring the screen's outlets
    /// and `members`, with the example's code at `placement`; `after` follows the class.
    public static func swift(_ screen: ExampleScreen, codeIn placement: ExampleSource.Placement, members: [String] = [],
                             after: String = "") -> ExampleApp {
        ExampleApp(screen, sources: [.swift(screen.className, screen.superclass, outlets: screen.elements, members: members,
                                            codeIn: placement, after: after)])
    }

    /// `screen` and its class in Objective-C (`ExampleSource.objectiveC`): declaring the
    /// screen's outlets, with the example's code at `placement`.
    public static func objectiveC(_ screen: ExampleScreen, codeIn placement: ExampleSource.Placement) -> ExampleApp {
        ExampleApp(screen, sources: [.objectiveC(screen.className, screen.superclass, outlets: screen.elements, codeIn: placement)])
    }

    /// The app with `more` files besides.
    public func adding(_ more: ExampleSource...) -> ExampleApp {
        ExampleApp(screen, sources: sources + more, sweptCode: sweptCode)
    }

    /// Every file of the app by name, `code` in the placeholder's place: the package manifest,
    /// the screen's file and the sources.
    public func files(placing code: String) -> [String: String] {
        var files = ["Package.swift": "// swift-tools-version:5.9\n", screen.fileName: screen.document]
        for source in sources { files[source.name] = source.placing(code) }
        return files
    }
}
