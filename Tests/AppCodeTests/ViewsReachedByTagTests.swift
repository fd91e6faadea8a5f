import Foundation
import Testing
@testable import AppCode

/// The tags an app's code finds views by: literals, `#define`s and integer constants read, a
/// cast in front ignored, anything computed kept apart with its first call.
@Suite struct ViewsReachedByTagTests {
    static func calls(_ files: [(String, String)]) -> ViewsReachedByTag.Calls {
        ViewsReachedByTag.calls(in: files.map { (path: $0.0, data: Data($0.1.utf8)) })
    }

    @Test func tagsAreReadThroughDefinesConstantsAndCasts() {
        let calls = Self.calls([
            ("Tags.h", "#define XIB_CELL_GENRE 2\n#define XIB_CELL_YEAR (3)\n"),
            ("DetailViewController.m", """
                - (void)configure:(UITableViewCell *)cell {
                    UILabel *genre = (UILabel *)[cell viewWithTag:XIB_CELL_GENRE];
                    UILabel *year = (UILabel *)[cell viewWithTag:(NSInteger)XIB_CELL_YEAR];
                    // [cell viewWithTag:99] in a comment is no call
                }
                """),
            ("Badge.swift", """
                let badgeTag = 7
                final class InboxViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.viewWithTag(badgeTag)?.isHidden = true
                        view.viewWithTag(11)?.alpha = 0
                    }
                }
                """),
        ])
        #expect(calls.byTag.keys.sorted() == [2, 3, 7, 11])
        #expect(calls.byTag[2]?.file == "DetailViewController.m" && calls.byTag[2]?.line == 2)
        #expect(calls.byTag[3]?.line == 3)
        #expect(calls.byTag[7]?.file == "Badge.swift" && calls.byTag[7]?.line == 5)
        #expect(calls.computed == nil)
    }

    @Test func aComputedOrUnknownTagIsKeptApart() {
        let calls = Self.calls([
            ("Grid.swift", """
                func cell(_ row: Int) -> UIView? {
                    contentView.viewWithTag(100 + row)
                }
                func other() -> UIView? { contentView.viewWithTag(Tag.title.rawValue) }
                """),
        ])
        #expect(calls.byTag.isEmpty)
        #expect(calls.computed?.line == 2)
    }
}
