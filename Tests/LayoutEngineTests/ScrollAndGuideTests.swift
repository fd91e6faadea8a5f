import Testing
import LayoutEngine
import TextModel

/// Scroll views' content and frame guides, root guides and margins per device.
@Suite struct ScrollAndGuideTests {
    @Test func scrollContentExtendsPastTheScreenAndIsMarked() throws {
        let b = ScreenBuilder(name: "Scroll")
        let scroll = b.addView("scroll", kind: .scroll)
        let content = b.addView("content", in: scroll)
        let footer = b.addView("footer", in: content)
        LayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: b.root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: b.root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: b.root.safeAreaLayoutGuide.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: b.root.safeAreaLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1000),
            footer.leadingAnchor.constraint(equalTo: content.leadingAnchor),
            footer.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            footer.bottomAnchor.constraint(equalTo: content.bottomAnchor),
            footer.heightAnchor.constraint(equalToConstant: 50),
        ])
        let result = try LayoutTestSupport.layout(b.screen)
        #expect(result.frame("scroll") == Rect(0, 20, 375, 647))
        #expect(result.frame("content") == Rect(0, 20, 375, 1000))
        #expect(result.frame("footer") == Rect(0, 970, 375, 50))
        #expect(result.view("footer")?.insideScrollContent == true)
        #expect(result.view("content")?.insideScrollContent == true)
        #expect(result.view("scroll")?.insideScrollContent == false)
        #expect(result.ambiguous.isEmpty)
    }

    @Test func unconstrainedContentSizeIsAmbiguous() throws {
        let b = ScreenBuilder(name: "Loose")
        let scroll = b.addView("scroll", kind: .scroll)
        let content = b.addView("content", in: scroll)
        LayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: b.root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: b.root.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: b.root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: b.root.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.widthAnchor.constraint(equalToConstant: 100),
            content.heightAnchor.constraint(equalToConstant: 100),
        ])
        let result = try LayoutTestSupport.layout(b.screen)
        #expect(result.ambiguous.contains { $0.views == ["scroll.content"] })
        #expect(!result.ambiguous.contains { $0.views == ["content"] })
    }

    @Test func rootGuidesFollowTheDeviceAndOrientation() throws {
        let b = ScreenBuilder(name: "Guides")
        let safe = b.addView("safe"), margins = b.addView("margins"), readable = b.addView("readable")
        for (view, guide) in [(safe, b.root.safeAreaLayoutGuide), (margins, b.root.layoutMarginsGuide), (readable, b.root.readableContentGuide)] {
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                view.topAnchor.constraint(equalTo: guide.topAnchor),
                view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            ])
        }
        let phone = try #require(Device.named("iphone 15"))
        let portrait = try LayoutTestSupport.layout(b.screen, device: phone)
        #expect(portrait.frame("safe") == Rect(0, 59, 393, 759))
        #expect(portrait.frame("margins") == Rect(16, 59, 361, 759))
        #expect(portrait.safeArea == Rect(0, 59, 393, 759))
        let landscape = try LayoutTestSupport.layout(b.screen, device: phone, orientation: .landscape)
        #expect(landscape.rootSize == Size(width: 852, height: 393))
        #expect(landscape.frame("safe") == Rect(59, 0, 734, 372))
        #expect(landscape.frame("margins") == Rect(79, 0, 694, 372))
        #expect(landscape.frame("readable") == Rect(90, 0, 672, 372))
    }

    /// UIKit gives a view controller's root view 20 pt side margins on the Plus and Max
    /// iPhones in portrait (IB's iPhone 8 Plus canvas shows it), 16 pt on the narrower ones.
    @Test func plusAndMaxPhonesHaveTwentyPointRootMarginsInPortrait() throws {
        let b = ScreenBuilder(name: "Margins")
        let margins = b.addView("margins")
        LayoutConstraint.activate([
            margins.leadingAnchor.constraint(equalTo: b.root.layoutMarginsGuide.leadingAnchor),
            margins.trailingAnchor.constraint(equalTo: b.root.layoutMarginsGuide.trailingAnchor),
            margins.topAnchor.constraint(equalTo: b.root.topAnchor),
            margins.heightAnchor.constraint(equalToConstant: 10),
        ])
        for (name, left, width) in [("iPhone 8 Plus", 20.0, 374.0), ("iPhone 15 Pro Max", 20, 390),
                                    ("iPhone SE (3rd generation)", 16, 343), ("iPhone 16 Pro", 16, 370)] {
            let device = try #require(Device.named(name))
            let result = try LayoutTestSupport.layout(b.screen, device: device)
            #expect(result.frame("margins") == Rect(left, 0, width, 10), "\(name)")
        }
    }

    @Test func everyDeviceRowIsEncoded() {
        #expect(Device.all.count == 11)
        #expect(Device.named("IPAD PRO 13-INCH")?.rootSize(.portrait) == Size(width: 1024, height: 1366))
        #expect(Device.named("iPhone SE (1st generation)")?.scale == 2)
        #expect(Device.named("iPhone 16 Pro")?.safeAreaInsets(.portrait) == EdgeInsets(top: 62, left: 0, bottom: 34, right: 0))
        #expect(Device.named("iPhone 16 Pro")?.safeAreaInsets(.landscape) == EdgeInsets(top: 0, left: 62, bottom: 21, right: 62))
        #expect(Device.named("nonexistent") == nil)
    }
}

/// A table cell's content view takes the system's horizontal margins for the screen width.
@Suite struct CellMarginTests {
    static func cell() -> Screen {
        let b = ScreenBuilder(name: "Cell")
        let content = b.addView("content")
        let title = b.addView("title", in: content)
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: b.root.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: b.root.trailingAnchor),
            content.topAnchor.constraint(equalTo: b.root.topAnchor),
            content.heightAnchor.constraint(equalToConstant: 44),
            title.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
            title.topAnchor.constraint(equalTo: content.topAnchor),
            title.heightAnchor.constraint(equalToConstant: 20),
        ])
        var screen = b.screen
        if let index = screen.views.firstIndex(where: { $0.id == "content" }) {
            screen.views[index].systemHorizontalMargins = true
        }
        return screen
    }

    @Test(arguments: [("iPhone SE (3rd generation)", 16.0), ("iPhone 13 mini", 16.0), ("iPhone 15", 20.0), ("iPhone 8 Plus", 20.0)])
    func marginsFollowTheScreenWidth(_ name: String, _ margin: Double) throws {
        let device = try #require(Device.named(name))
        let result = try LayoutTestSupport.layout(Self.cell(), device: device)
        let width = device.rootSize(.portrait).width
        #expect(result.frame("title") == Rect(margin, 0, width - 2 * margin, 20))
    }

    @Test func otherViewsKeepTheirOwnMargins() throws {
        var screen = Self.cell()
        for index in screen.views.indices { screen.views[index].systemHorizontalMargins = false }
        let result = try LayoutTestSupport.layout(screen, device: try #require(Device.named("iPhone 15")))
        #expect(result.frame("title") == Rect(8, 0, 377, 20))
    }
}
