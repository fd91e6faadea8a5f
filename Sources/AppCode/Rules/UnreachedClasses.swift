import Diagnostics
import Foundation
import LayoutEngine

/// Views and controllers built in Swift that the app never creates: the app's folder holds its
/// program's start (`@main`, `UIApplicationMain`), and neither the code reached from there nor
/// any Interface Builder file names the class, by its Swift name or its `@objc(…)` name.
/// DashWallet's `ExploreViewController` lays out a header whose label conflicts with its stack
/// view, but the app shows its SwiftUI explore screen instead and nothing creates the
/// controller: UIKit never logs that conflict. Such a screen is not swept. A class with
/// subclasses is left to `base-class-screens`, and a folder without the program's start (a
/// library) is not judged: any class there may be another module's to create.
struct UnreachedClasses: AppCodeRule {
    let id = "unreached-classes"
    let summary = "A view or controller built in Swift that nothing the app runs creates (no reached code and no Interface Builder file names it, by its Swift or @objc name) is never shown and is not swept; judged only where the app's folder holds its program's start."
    let examples: [AppCodeRuleExample] = [
        .triggering("// the promotion screen is never created", in: UnreachedClasses.shop),
        .notTriggering("window?.rootViewController = PromoViewController()", in: UnreachedClasses.shop),
        .notTriggering("UIViewController *promo = [[SHPromoViewController alloc] init];", in: UnreachedClasses.objectiveCShop),
    ]

    /// The same shop started from Objective-C, whose `main` may create the promotion screen by
    /// its Objective-C name.
    static let objectiveCShop = ExampleApp(shop.screen, sources: shop.sources.filter { $0.name != "AppDelegate.swift" } + [
        ExampleSource("main.m", """
            #import <UIKit/UIKit.h>

            int main(int argc, char *argv[]) {
                @autoreleasepool {
                    \(ExampleSource.placeholder)
                    return UIApplicationMain(argc, argv, nil, @"AppDelegate");
                }
            }
            """),
    ], sweptCode: shop.sweptCode)

    /// A shop whose app delegate may show a promotion screen built in code; its storyboard's
    /// home screen is what the rules run on.
    static let shop = ExampleApp(.controller("HomeViewController", [.label("titleLabel", text: "Home")]), sources: [
        .swift("HomeViewController", "UIViewController", outlets: [.label("titleLabel")], codeIn: nil),
        ExampleSource("AppDelegate.swift", """
            import UIKit

            @main
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?

                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    \(ExampleSource.placeholder)
                    return true
                }
            }
            """),
        ExampleSource("PromoViewController.swift", """
            import UIKit

            @objc(SHPromoViewController)
            final class PromoViewController: UIViewController {
                let offerLabel = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    offerLabel.text = "Half price today"
                    offerLabel.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(offerLabel)
                    NSLayoutConstraint.activate([
                        offerLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                        offerLabel.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
                    ])
                }
            }
            """),
    ], sweptCode: ["PromoViewController.swift"])

    func apply(to context: AppContext) -> [ScreenDecision] {
        let apps = context.apps
        let screens = context.screens
        var recorder = DecisionRecorder(id, context)
        for (root, indices) in apps.screensByRoot(screens, where: \.isBuiltInSwift) {
            guard let uses = apps.uses(under: root),
                  uses.startsProgram else { continue }
            let index = apps.index(under: root)
            for screenIndex in indices {
                let screen = recorder.screens[screenIndex]
                guard screen.appFacts.loadedByApp, let file = screen.file, index.descendants(of: screen.name).isEmpty else { continue }
                let names = [screen.name] + (uses.objectiveCNames[screen.name] ?? []).sorted()
                guard !names.contains(where: { uses.mention($0, outside: file) }), !uses.entryPointTypes.contains(screen.name) else { continue }
                let unreached = Set(names.flatMap { uses.unreachedMentioners(of: $0) }).subtracting(names).sorted()
                let elsewhere = unreached.isEmpty ? "" : ", or only code the app never reaches does: \(unreached.prefix(3).joined(separator: ", "))"
                let message = "\(screen.name) is created by nothing the app runs (no code reached from the program's start and no Interface Builder file names \(names.joined(separator: " or "))\(elsewhere)): the app never shows it, so it is not swept"
                recorder.decide(screenIndex, .screen, .notLoaded, message, at: SourceLocation(file: file), change: .markNotLoaded)
            }
        }
        return recorder.decisions
    }
}
