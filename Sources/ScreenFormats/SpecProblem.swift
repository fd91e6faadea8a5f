/// An error found while reading one item of a spec: what is wrong, and the line it is on
/// when that differs from the item's own line.
struct SpecProblem: Error {
    var message: String
    var line: Int?

    init(_ message: String, line: Int? = nil) {
        self.message = message
        self.line = line
    }
}
