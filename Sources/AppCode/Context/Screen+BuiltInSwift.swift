import LayoutEngine

extension Screen {
    /// A screen the Swift reader built from a class's code, not from an Interface Builder file.
    var isBuiltInSwift: Bool { design == nil && file?.hasSuffix(".swift") == true }
}
