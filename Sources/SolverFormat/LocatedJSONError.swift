/// Why JSON text could not be parsed, and on which line.
struct LocatedJSONError: Error {
    var message: String
    var line: Int
}
