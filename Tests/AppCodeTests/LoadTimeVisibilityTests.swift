import Foundation
import Testing
import TestSupport
@testable import AppCode
import SwiftLayoutReader

/// What a class's load-time code does to the visibility of its outlets' views.
@Suite struct LoadTimeVisibilityTests {
    static func write(_ files: [String: String]) throws -> [String] {
        try ScratchFolder.write(files, prefix: "load-time")
    }

    static let controller = """
        import UIKit

        final class ProductViewController: UIViewController {
            @IBOutlet weak var always: UILabel!
            @IBOutlet weak var sometimes: UILabel!
            @IBOutlet weak var shownAgain: UILabel!
            @IBOutlet weak var viaHelper: UIStackView!
            @IBOutlet weak var afterGuard: UILabel!
            @IBOutlet weak var observed: UIStackView! {
                didSet {
                    observed?.isHidden = true
                }
            }
            @IBOutlet weak var removed: UIView!
            @IBOutlet weak var maybeShown: UILabel!
            @IBOutlet weak var byArgument: UILabel!
            var isPad = false

            override func viewDidLoad() {
                super.viewDidLoad()
                always.isHidden = true
                if isPad {
                    sometimes.isHidden = true
                }
                shownAgain.isHidden = true
                self.shownAgain.isHidden = false
                setUp()
                removed.removeFromSuperview()
                maybeShown?.isHidden = true
                byArgument.isHidden = true
                show(byArgument)
                switch isPad {
                case true: maybeShown.isHidden = false
                case false: break
                }
                guard isPad else { return }
                afterGuard.isHidden = true
            }

            private func setUp() {
                viaHelper.isHidden = true
            }

            private func show(_ label: UILabel) {
                byArgument.isHidden = false
            }
        }
        """

    @Test func onlyWhatAlwaysRunsAtLoadHidesAView() throws {
        let files = try Self.write(["ProductViewController.swift": Self.controller, "Other.swift": "struct Unrelated {}\n"])
        let hidden = LoadTimeVisibility.hiddenOutlets(of: ["ProductViewController"], in: files)
        let properties = Set(hidden["ProductViewController"]?.keys.map { $0 } ?? [])
        #expect(properties == ["always", "viaHelper", "observed", "removed"], "\(properties)")
        // Each is traced to the statement that hid it.
        #expect(hidden["ProductViewController"]?["viaHelper"]?.line == 41)
        #expect(hidden["ProductViewController"]?["observed"]?.line == 11)
    }

    @Test func classesNoFileDeclaresAreNotRead() throws {
        let files = try Self.write(["ProductViewController.swift": Self.controller])
        #expect(LoadTimeVisibility.hiddenOutlets(of: ["SettingsViewController"], in: files).isEmpty)
        #expect(SwiftSources.declaredNames(in: Data("final class A: B {}\nextension C {}\nlet subclass D = 1".utf8)) == ["A", "C"])
    }
}
