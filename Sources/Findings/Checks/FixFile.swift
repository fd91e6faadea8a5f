/// The kind of file a finding's fix is written for, so the fix speaks its language: a spec's
/// keys, Interface Builder's inspectors, or UIKit properties in Swift.
enum FixFile: Equatable {
    case spec
    case interfaceBuilder
    case swift

    /// Judged by the file's extension (a spec when unknown).
    init(_ path: String?) {
        let lower = path?.lowercased() ?? ""
        if lower.hasSuffix(".xib") || lower.hasSuffix(".storyboard") {
            self = .interfaceBuilder
        } else if lower.hasSuffix(".swift") {
            self = .swift
        } else {
            self = .spec
        }
    }

    /// How to let a label wrap in this kind of file.
    var wrapping: String {
        switch self {
        case .spec: "`lines: 0`"
        case .interfaceBuilder: "Lines = 0 in the Attributes inspector"
        case .swift: "`numberOfLines = 0`"
        }
    }
}
