import LayoutEngine

/// The bars Interface Builder simulates above and below a view controller's view: set
/// explicitly (`simulatedTopBarMetrics`) or inferred from the controller's place in the
/// storyboard (the root of, or shown from, a navigation controller; a tab of a tab bar controller).
struct IBBars: Hashable, Sendable {
    /// A navigation bar covers the top of the view.
    var navigationBar = false
    /// The navigation bar shows large titles (taller).
    var largeTitles = false
    /// The navigation bar's frame as Interface Builder saved it in the navigation controller,
    /// when it did: where the bar ends is where IB's safe area starts.
    var navigationBarFrame: Rect?
    /// The navigation bar is opaque (`translucent="NO"`) and the controller does not extend its
    /// view under opaque bars, so its view starts below the bar instead of under it.
    var opaqueNavigationBar = false
    /// A tab bar covers the bottom.
    var tabBar = false
    /// A toolbar covers the bottom.
    var toolbar = false
    /// The app's own classes of the navigation and tab bar controllers the controller is shown
    /// in (its navigation controller's first): what they allow (orientations) holds for it too.
    var containerClasses: [String] = []

    /// No bars.
    static let none = IBBars()

    /// The height the navigation bar adds to the top safe-area inset.
    var navigationBarHeight: Double {
        guard navigationBar else { return 0 }
        if let frame = navigationBarFrame, frame.height > 0 { return frame.height }
        return largeTitles ? 96 : 44
    }

    /// The top safe-area inset on a canvas whose status bar is `statusBar` tall.
    func topInset(statusBar: Double) -> Double {
        guard navigationBar else { return statusBar }
        return max(statusBar + navigationBarHeight, navigationBarFrame.map { $0.y + $0.height } ?? 0)
    }

    /// The bars of every view controller of a document, by controller id.
    static func inferred(in document: IBElement) -> [String: IBBars] {
        let controllers = document.descendants { $0.child(key: "view") != nil || $0.name.hasSuffix("Controller") }
        var byID: [String: IBElement] = [:]
        for controller in controllers { if let id = controller.id { byID[id] = controller } }
        var bars: [String: IBBars] = [:]
        var navigationParent: [String: IBElement] = [:]
        var tabBarParent: [String: IBElement] = [:]
        var shows: [(from: String, to: String)] = []
        for controller in controllers {
            guard let id = controller.id else { continue }
            // The controller's own segues and those of its cells and buttons (a prototype cell's
            // `show` segue pushes the next controller just as the controller's would).
            let ownSegues = controller.child("connections")?.children(named: "segue") ?? []
            let viewSegues = controller.child(key: "view")?.descendants { $0.name == "segue" } ?? []
            for segue in ownSegues + viewSegues {
                guard let destination = segue["destination"] else { continue }
                switch (controller.name, segue["relationship"]) {
                case ("navigationController", "rootViewController"): navigationParent[destination] = controller
                case ("tabBarController", "viewControllers"): tabBarParent[destination] = controller
                default:
                    if segue["kind"] == "show" || segue["kind"] == "push" { shows.append((id, destination)) }
                }
            }
        }
        // Controllers shown from one inside a navigation controller are pushed onto it.
        for _ in 0..<8 {
            var changed = false
            for (from, to) in shows where navigationParent[to] == nil {
                if let parent = navigationParent[from] { navigationParent[to] = parent; changed = true }
            }
            if !changed { break }
        }
        for controller in controllers {
            guard let id = controller.id else { continue }
            var entry = IBBars()
            let navigation = navigationParent[id]
            if let navigation, navigation["navigationBarHidden"] != "YES" {
                entry.navigationBar = true
                entry.navigationBarFrame = navigation.child(key: "navigationBar").map(IBGeometry.frame(of:))
                entry.opaqueNavigationBar = navigation.child(key: "navigationBar")?["translucent"] == "NO"
                    && controller["extendedLayoutIncludesOpaqueBars"] != "YES"
                entry.largeTitles = navigation.child(key: "navigationBar")?["largeTitles"] == "YES"
                    && controller.child(key: "navigationItem")?["largeTitleDisplayMode"] != "never"
            }
            let tabBar = tabBarParent[id] ?? navigation?.id.flatMap { tabBarParent[$0] }
            entry.tabBar = tabBar != nil
            entry.containerClasses = [navigation, tabBar].compactMap { $0?["customClass"] }
            if controller["hidesBottomBarWhenPushed"] == "YES" { entry.tabBar = false }
            if let top = controller.child(key: "simulatedTopBarMetrics") {
                entry.navigationBar = top.name == "simulatedNavigationBarMetrics"
                // The simulated bar's own translucency (`translucent="NO"`) decides as the
                // navigation controller's bar would.
                if entry.navigationBar, let translucent = top["translucent"] {
                    entry.opaqueNavigationBar = translucent == "NO" && controller["extendedLayoutIncludesOpaqueBars"] != "YES"
                }
            }
            if let bottom = controller.child(key: "simulatedBottomBarMetrics") {
                entry.tabBar = bottom.name == "simulatedTabBarMetrics"
                entry.toolbar = bottom.name == "simulatedToolbarMetrics"
            }
            bars[id] = entry
        }
        return bars
    }
}
