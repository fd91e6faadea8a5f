import Foundation
import Testing
@testable import AppCode

/// Objective-C code adds a child view controller by a class it allocates in the message, or by a
/// variable (`x`, `self.x`, `_x`) the file declares or assigns with a class.
@Suite struct ChildControllersTests {
    @Test func objectiveCChildrenAreNamedByTheirClass() {
        let code = """
            @interface SendViewController ()
            @property (nonatomic, strong) AmountViewController *amountController;
            @end

            @implementation SendViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self addChildViewController:self.amountController];
                [self addChildViewController:[[FeeViewController alloc] init]];
                summary = [[SummaryViewController alloc] initWithNibName:nil bundle:nil];
                [self addChildViewController:summary];
                // [self addChildViewController:[[CommentedViewController alloc] init]];
                [self addChildViewController:unknownController];
            }
            @end
            """
        let found = ChildControllers.objectiveCChildren(in: ObjectiveCLexer(Data(code.utf8)))
        #expect(found.map(\.0) == ["AmountViewController", "FeeViewController", "SummaryViewController"], "\(found)")
        #expect(found.map(\.1) == [8, 9, 11])
    }

    /// An Objective-C class declared adopting `NCWidgetProviding` (after its superclass or its
    /// class extension) is a Today widget; one whose protocols or comments only mention it is not.
    @Test func objectiveCWidgetsAreDeclaredByTheirInterface() {
        let code = """
            @interface TodayViewController : UIViewController <NCWidgetProviding, UITableViewDelegate>
            @end
            @interface QuickViewController () <NCWidgetProviding>
            @end
            @interface PlainViewController : UIViewController <UITableViewDelegate>
            @property (nonatomic) id<NCWidgetProviding> delegate;
            @end
            // @interface CommentedViewController : UIViewController <NCWidgetProviding>
            """
        let found = ChildControllers.objectiveCWidgets(in: ObjectiveCLexer(Data(code.utf8)))
        #expect(found.map(\.0) == ["TodayViewController", "QuickViewController"], "\(found)")
        #expect(found.map(\.1) == [1, 3])
    }
}
