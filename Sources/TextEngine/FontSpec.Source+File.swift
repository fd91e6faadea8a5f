import TextModel

extension FontSpec.Source {
    /// True for a custom font named by a file path (one face at every size).
    var isFile: Bool {
        if case .custom(let family, _) = self { return family.contains("/") }
        return false
    }
}
