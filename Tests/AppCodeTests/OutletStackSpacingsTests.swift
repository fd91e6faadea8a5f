import Testing
@testable import AppCode
import SwiftLayoutReader

/// The spacing a class's own Swift code gives its stack outlets.
@Suite struct OutletStackSpacingsTests {
    @Test func literalsAndTheFilesConstantsAreRead() throws {
        let code = """
            import UIKit
            final class TitleAndFieldCell: UITableViewCell {
                @IBOutlet private weak var contentStackView: UIStackView!
                @IBOutlet private weak var buttonStackView: UIStackView!
                @IBOutlet private weak var compactStackView: UIStackView!
                @IBOutlet private weak var mixedStackView: UIStackView!
                @IBOutlet private weak var computedStackView: UIStackView!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    contentStackView.spacing = 16
                    buttonStackView.spacing = Constants.buttonSpacing
                    if isCompact { compactStackView.spacing = 4 }
                    mixedStackView.spacing = 8
                    computedStackView.spacing = layoutMargins.left * 2
                }
                func expand() { mixedStackView.spacing = 12 }
            }
            private extension TitleAndFieldCell {
                enum Constants { static let buttonSpacing: CGFloat = 30 }
            }
            """
        let paths = try OutletTextAssignmentsTests.write(["TitleAndFieldCell.swift": code], into: "stack-spacings")
        let found = OutletStackSpacings.spacings(in: paths, sources: SwiftSources(paths: paths))
        func spacing(_ name: String) -> Double? { found[OutletTextAssignments.Outlet(className: "TitleAndFieldCell", property: name)] }
        #expect(spacing("contentStackView") == 16)
        #expect(spacing("buttonStackView") == 30)
        for name in ["compactStackView", "mixedStackView", "computedStackView"] { #expect(spacing(name) == nil, "\(name)") }
    }

    /// A constant another file of the app declares (a design system's `Spacing.medium`), a
    /// conversion of one (`CGFloat(Spacing.small)`) and a negated one are read as the evaluator of
    /// hiding conditions reads them: by the one resolver of number constants the readers share.
    @Test func constantsOfOtherFilesAndConversionsAreRead() throws {
        let cell = """
            import UIKit
            final class ProfileCell: UITableViewCell {
                @IBOutlet private weak var nameStackView: UIStackView!
                @IBOutlet private weak var badgeStackView: UIStackView!
                @IBOutlet private weak var overlapStackView: UIStackView!
                @IBOutlet private weak var unknownStackView: UIStackView!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    nameStackView.spacing = Spacing.medium
                    badgeStackView.spacing = CGFloat(Spacing.small)
                    overlapStackView.spacing = -Spacing.small
                    unknownStackView.spacing = Spacing.missing
                }
            }
            """
        let design = """
            import UIKit
            enum Spacing {
                static let small = 4
                static let medium: CGFloat = 12
            }
            """
        let paths = try OutletTextAssignmentsTests.write(["ProfileCell.swift": cell, "Spacing.swift": design], into: "stack-spacings-app")
        let found = OutletStackSpacings.spacings(in: paths, sources: SwiftSources(paths: paths))
        func spacing(_ name: String) -> Double? { found[OutletTextAssignments.Outlet(className: "ProfileCell", property: name)] }
        #expect(spacing("nameStackView") == 12)
        #expect(spacing("badgeStackView") == 4)
        #expect(spacing("overlapStackView") == -4)
        #expect(spacing("unknownStackView") == nil)
    }
}
