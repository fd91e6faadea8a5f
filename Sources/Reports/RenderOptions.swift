/// How a reporter renders: what the command line and the terminal decided.
public struct RenderOptions: Sendable {
    /// Colour text for a terminal.
    public var colored: Bool
    /// Text: every finding with the constraints that won and its text.
    public var verbose: Bool
    /// The tool's version, for formats that record it (SARIF).
    public var toolVersion: String
    /// The folder SARIF's file URIs are relative to (`originalUriBaseIds`); nil: the current
    /// directory's git root, else the current directory.
    public var baseDirectory: String?

    /// Creates options.
    public init(colored: Bool = false, verbose: Bool = false, toolVersion: String = "", baseDirectory: String? = nil) {
        self.colored = colored
        self.verbose = verbose
        self.toolVersion = toolVersion
        self.baseDirectory = baseDirectory
    }
}
