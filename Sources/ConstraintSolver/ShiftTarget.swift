/// Where a constraint's constant change lands in the tableau: its marker symbol (and the
/// other error symbol of an optional constraint) with their signs in the original equation.
struct ShiftTarget {
    var marker: Symbol?
    var markerSign: Double = 1
    var other: Symbol?
    var otherSign: Double = 1
}
