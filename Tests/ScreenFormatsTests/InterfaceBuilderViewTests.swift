import Foundation
import LayoutEngine
import Testing
import TestSupport
import TextEngine
@testable import ScreenFormats

@Suite struct InterfaceBuilderViewTests {
    typealias F = InterfaceBuilderFixtures

    /// The one screen of a scene holding `subviews`.
    func screen(_ subviews: String, resources: String = "") throws -> Screen {
        try #require(try F.read(F.storyboard(F.scene(subviews: subviews), resources: resources), path: "Base.lproj/Login.storyboard").first)
    }

    @Test func labelTextIsTranslatedByObjectIDInTheFileTable() throws {
        let screen = try screen("""
            <label text="Welcome back" numberOfLines="0" lineBreakMode="wordWrap" adjustsFontSizeToFit="NO" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="ab1-cd-ef2" userLabel="Greeting">
                <rect key="frame" x="0" y="0" width="100" height="21"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/>
            </label>
            """)
        let label = try #require(screen.view("ab1-cd-ef2"))
        #expect(label.text == TextSource(key: "ab1-cd-ef2.text", fallback: "Welcome back", table: "Login", fixedAtRunTime: true))
        #expect(label.displayName == "Greeting")
        #expect(label.lines == 0)
        #expect(label.lineBreak == .wordWrap)
        #expect(label.alignment == .center)
        #expect(label.minimumScaleFactor == 0)
        #expect(label.font.source == .textStyle(.title2))
        // IB omits adjustsFontForContentSizeCategory when it is off, yet a text style still
        // takes the category of the moment the nib loads: only live updates are lost.
        #expect(label.font.scales)
        // No hugging attributes: UIView's 250 (IB writes a library label's 251 explicitly, as
        // 162 of the corpus's 251 labels show; the other 81 carry no attribute and hug at 250).
        #expect(label.hugging == AxisPriorities(horizontal: 250, vertical: 250))
    }

    @Test func labelDefaultsAndShrinking() throws {
        let screen = try screen("""
            <label text="Plain" translatesAutoresizingMaskIntoConstraints="NO" id="plain" adjustsFontSizeToFit="NO"><rect key="frame" x="0" y="0" width="10" height="10"/></label>
            <label text="Shrinks" minimumScaleFactor="0.5" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="shrink">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
            </label>
            <label text="Old" minimumFontSize="9" translatesAutoresizingMaskIntoConstraints="NO" id="old">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <fontDescription key="fontDescription" type="system" pointSize="18"/>
            </label>
            <label text="Flagged" adjustsFontForContentSizeCategory="YES" translatesAutoresizingMaskIntoConstraints="NO" id="flagged">
                <rect key="frame" x="0" y="0" width="10" height="10"/>
                <fontDescription key="fontDescription" type="system" pointSize="18"/>
            </label>
            """)
        let plain = try #require(screen.view("plain"))
        #expect(plain.lines == 1)
        #expect(plain.displayName == "Plain")
        #expect(plain.font == .labelDefault)
        let shrink = try #require(screen.view("shrink"))
        #expect(shrink.minimumScaleFactor == 0.5)
        #expect(shrink.font.scales)
        #expect(screen.view("old")?.minimumScaleFactor == 0.5)
        // The flag cannot make a fixed-size system font scale (UIKit ignores it and logs why).
        #expect(screen.view("flagged")?.font.scales == false)
    }

    @Test func fontDescriptions() throws {
        let screen = try screen("""
            <label text="a" id="sys"><rect key="frame" x="0" y="0" width="1" height="1"/><fontDescription key="fontDescription" type="system" weight="semibold" pointSize="15"/></label>
            <label text="b" id="bold"><rect key="frame" x="0" y="0" width="1" height="1"/><fontDescription key="fontDescription" type="boldSystem" pointSize="20"/></label>
            <label text="c" id="custom"><rect key="frame" x="0" y="0" width="1" height="1"/><fontDescription key="fontDescription" name="AvenirNext-DemiBold" family="Avenir Next" pointSize="13"/></label>
            <label text="d" id="style"><rect key="frame" x="0" y="0" width="1" height="1"/><fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/></label>
            """)
        #expect(screen.view("sys")?.font == FontSpec(source: .system(size: 15), weight: .semibold, scales: false))
        #expect(screen.view("bold")?.font == FontSpec(source: .system(size: 20), weight: .bold, scales: false))
        #expect(screen.view("custom")?.font == FontSpec(source: .custom(family: "Avenir Next", size: 13), weight: .semibold, scales: false))
        #expect(screen.view("style")?.font.source == .textStyle(.caption1))
    }

    @Test func commonAttributes() throws {
        let screen = try screen("""
            <view hidden="YES" semanticContentAttribute="forceLeftToRight" horizontalHuggingPriority="700" verticalHuggingPriority="200" horizontalCompressionResistancePriority="999" verticalCompressionResistancePriority="100" translatesAutoresizingMaskIntoConstraints="NO" id="v1">
                <rect key="frame" x="0" y="0" width="1" height="1"/>
                <edgeInsets key="layoutMargins" top="1" left="2" bottom="3" right="4"/>
            </view>
            """)
        let view = try #require(screen.view("v1"))
        #expect(view.hidden)
        #expect(view.semantic == .forceLeftToRight)
        #expect(view.hugging == AxisPriorities(horizontal: 700, vertical: 200))
        #expect(view.compression == AxisPriorities(horizontal: 999, vertical: 100))
        #expect(view.layoutMargins == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
    }

    @Test func buttonsTakeTheirNormalTitleOrConfigurationTitle() throws {
        let screen = try screen("""
            <button buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="old">
                <rect key="frame" x="0" y="0" width="46" height="30"/>
                <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                <inset key="contentEdgeInsets" minX="5" minY="2" maxX="6" maxY="3"/>
                <state key="normal" title="Cancel"/>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="plainOld">
                <rect key="frame" x="0" y="0" width="46" height="30"/>
                <state key="normal" title="OK" image="star"/>
            </button>
            <button buttonType="infoLight" translatesAutoresizingMaskIntoConstraints="NO" id="info">
                <rect key="frame" x="0" y="0" width="22" height="22"/>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="new">
                <rect key="frame" x="0" y="0" width="46" height="30"/>
                <buttonConfiguration key="configuration" style="filled" title="Continue"/>
            </button>
            """, resources: "<image name=\"star\" width=\"16\" height=\"15\"/>")
        let old = try #require(screen.view("old"))
        #expect(old.text == TextSource(key: "old.normalTitle", fallback: "Cancel", table: "Login", fixedAtRunTime: true))
        #expect(old.contentInsets == EdgeInsets(top: 2, left: 5, bottom: 3, right: 6))
        #expect(old.lineBreak == .truncatingMiddle)
        #expect(old.font.source == .textStyle(.headline))
        let plainOld = try #require(screen.view("plainOld"))
        #expect(plainOld.contentInsets == EdgeInsets(top: 6, left: 0, bottom: 6, right: 0))
        #expect(plainOld.imageSize == Size(width: 16, height: 15))
        let info = try #require(screen.view("info"))
        #expect(info.text == nil)
        #expect(info.imageSize == Size(width: 22, height: 22))
        #expect(info.contentInsets == .zero)
        let new = try #require(screen.view("new"))
        #expect(new.text == TextSource(key: "new.configuration.title", fallback: "Continue", table: "Login", fixedAtRunTime: true))
        #expect(new.contentInsets == ViewNode(id: "x", kind: .button).contentInsets)
    }

    @Test func textFieldsTextViewsAndSegments() throws {
        let screen = try screen("""
            <textField text="me@example.com" placeholder="Email" translatesAutoresizingMaskIntoConstraints="NO" id="tf">
                <rect key="frame" x="0" y="0" width="1" height="1"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </textField>
            <textView scrollEnabled="NO" translatesAutoresizingMaskIntoConstraints="NO" id="tv">
                <rect key="frame" x="0" y="0" width="1" height="1"/>
                <string key="text">Line one
            Line two</string>
            </textView>
            <textView text="Scrolls" translatesAutoresizingMaskIntoConstraints="NO" id="tv2"><rect key="frame" x="0" y="0" width="1" height="1"/></textView>
            <segmentedControl segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="sg">
                <rect key="frame" x="0" y="0" width="1" height="1"/>
                <segments><segment title="Day"/><segment title="Week"/></segments>
            </segmentedControl>
            """)
        let field = try #require(screen.view("tf"))
        #expect(field.kind == .textField)
        #expect(field.text == TextSource(key: "tf.text", fallback: "me@example.com", table: "Login", fixedAtRunTime: true))
        #expect(field.placeholder == TextSource(key: "tf.placeholder", fallback: "Email", table: "Login", fixedAtRunTime: true))
        let textView = try #require(screen.view("tv"))
        #expect(textView.text?.fallback == "Line one\nLine two")
        #expect(textView.scrollable == false)
        #expect(screen.view("tv2")?.scrollable == true)
        let segments = try #require(screen.view("sg"))
        #expect(segments.segments == [TextSource(key: "sg.segmentTitles[0]", fallback: "Day", table: "Login", fixedAtRunTime: true),
                                      TextSource(key: "sg.segmentTitles[1]", fallback: "Week", table: "Login", fixedAtRunTime: true)])
    }

    @Test func multiLineStringsComeFromStringElements() throws {
        let screen = try screen("""
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="url">
                <rect key="frame" x="0" y="0" width="1" height="1"/>
                <string key="placeholder">https://example.com/{z}
            </string>
            </textField>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="trash">
                <rect key="frame" x="0" y="0" width="48" height="34"/>
                <state key="normal" title="Delete"/>
                <buttonConfiguration key="configuration" style="plain" image="trash" catalog="system"/>
            </button>
            """, resources: "<image name=\"trash\" catalog=\"system\" width=\"121\" height=\"128\"/>")
        #expect(screen.view("url")?.placeholder == TextSource(key: "url.placeholder", fallback: "https://example.com/{z}\n", table: "Login", fixedAtRunTime: true))
        let trash = try #require(screen.view("trash"))
        // The configuration owns the title: the normal state's is not shown.
        #expect(trash.text == nil)
        // A system symbol's 128 pt resources box is drawn 22 pt on its larger side.
        #expect(trash.imageSize == Size(width: 121.0 / 128 * 22, height: 22))
    }

    @Test func attributedTextStaysLiteral() throws {
        let screen = try screen("""
            <label translatesAutoresizingMaskIntoConstraints="NO" id="att">
                <rect key="frame" x="0" y="0" width="1" height="1"/>
                <attributedString key="attributedText">
                    <fragment content="Hello ">
                        <attributes><font key="NSFont" size="12" name="Georgia"/></attributes>
                    </fragment>
                    <fragment content="world"/>
                </attributedString>
            </label>
            """)
        let label = try #require(screen.view("att"))
        #expect(label.text == TextSource(fallback: "Hello world", fixedAtRunTime: true))
        #expect(label.font.source == .custom(family: "Georgia", size: 12))
    }

    @Test func controlsAndImages() throws {
        let screen = try screen("""
            <switch translatesAutoresizingMaskIntoConstraints="NO" id="sw"><rect key="frame" x="0" y="0" width="51" height="31"/></switch>
            <slider translatesAutoresizingMaskIntoConstraints="NO" id="sl"><rect key="frame" x="0" y="0" width="100" height="31"/></slider>
            <activityIndicatorView style="large" translatesAutoresizingMaskIntoConstraints="NO" id="spin"><rect key="frame" x="0" y="0" width="37" height="37"/></activityIndicatorView>
            <activityIndicatorView style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="small"><rect key="frame" x="0" y="0" width="20" height="20"/></activityIndicatorView>
            <imageView image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="img"><rect key="frame" x="0" y="0" width="1" height="1"/></imageView>
            <imageView translatesAutoresizingMaskIntoConstraints="NO" id="empty"><rect key="frame" x="0" y="0" width="1" height="1"/></imageView>
            """, resources: "<image name=\"logo\" width=\"120\" height=\"40.5\"/>")
        #expect(screen.views.map(\.kind) == [.switch, .slider, .activityIndicator, .activityIndicator, .imageView, .imageView])
        #expect(screen.view("spin")?.intrinsicSize == IntrinsicSize(width: 37, height: 37))
        #expect(screen.view("small")?.intrinsicSize == nil)
        #expect(screen.view("img")?.imageSize == Size(width: 120, height: 40.5))
        #expect(screen.view("empty")?.imageSize == nil)
    }

    /// `spacingType="standard"` (UIStackView's system spacing) is 8 pt, not the absent
    /// `spacing` attribute's 0 (Open Food Facts' `User` screen: IB saves its views 8 pt apart).
    @Test func aStackWithSystemSpacingSpacesItsViewsEightPointsApart() throws {
        let screen = try screen("""
            <stackView axis="vertical" spacingType="standard" translatesAutoresizingMaskIntoConstraints="NO" id="system">
                <rect key="frame" x="0" y="0" width="100" height="48"/>
                <subviews><view id="a"><rect key="frame" x="0" y="0" width="100" height="20"/></view></subviews>
            </stackView>
            <stackView axis="vertical" spacing="5" translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                <rect key="frame" x="0" y="0" width="100" height="45"/>
                <subviews><view id="b"><rect key="frame" x="0" y="0" width="100" height="20"/></view></subviews>
            </stackView>
            """)
        #expect(screen.view("system")?.stack?.spacing == 8)
        #expect(screen.view("fixed")?.stack?.spacing == 5)
    }

    @Test func stackViewsArrangeTheirSubviews() throws {
        let screen = try screen("""
            <stackView axis="vertical" distribution="fillEqually" alignment="center" spacing="12" baselineRelativeArrangement="YES" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="0" y="0" width="200" height="100"/>
                <subviews>
                    <label text="One" id="one"><rect key="frame" x="0" y="0" width="30" height="21"/></label>
                    <button id="two"><rect key="frame" x="0" y="30" width="30" height="30"/><state key="normal" title="Two"/></button>
                </subviews>
            </stackView>
            """)
        let stack = try #require(screen.view("stack")?.stack)
        #expect(stack == StackConfiguration(axis: .vertical, spacing: 12, alignment: .center, distribution: .fillEqually,
                                            arranged: ["one", "two"], baselineRelative: true))
        #expect(screen.view("one")?.parent == "stack")
        // Arranged subviews are placed by the stack, never by autoresizing.
        #expect(!screen.constraints.contains { $0.first.item == .view("one") || $0.first.item == .view("two") })
    }

    @Test func scrollViewGuidesAndSafeAreasOfSubviews() throws {
        let xml = F.storyboard(F.scene(subviews: """
            <scrollView translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                <rect key="frame" x="0" y="0" width="375" height="667"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="content">
                        <rect key="frame" x="0" y="0" width="375" height="900"/>
                        <viewLayoutGuide key="safeArea" id="contentSafe"/>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="content" firstAttribute="top" secondItem="cg" secondAttribute="top" id="s1"/>
                    <constraint firstItem="content" firstAttribute="width" secondItem="fg" secondAttribute="width" id="s2"/>
                    <constraint firstItem="content" firstAttribute="height" secondItem="contentSafe" secondAttribute="height" id="s3"/>
                </constraints>
                <viewLayoutGuide key="contentLayoutGuide" id="cg"/>
                <viewLayoutGuide key="frameLayoutGuide" id="fg"/>
            </scrollView>
            """))
        let screen = try #require(try F.read(xml).first)
        #expect(screen.view("scroll")?.kind == .scroll)
        let byID = Dictionary(uniqueKeysWithValues: screen.constraints.map { ($0.id, $0) })
        #expect(byID["s1"]?.second == Anchor(.guide("scroll", .content), .top))
        #expect(byID["s2"]?.second == Anchor(.guide("scroll", .frame), .width))
        #expect(byID["s3"]?.second == Anchor(.guide("content", .safeArea), .height))
    }

    /// A plain view whose class is UIKit's scroll view is one: its content pinned to its edges
    /// takes its own height, which scrolls, instead of being squeezed to the view's.
    @Test func aViewOfClassUIScrollViewScrolls() throws {
        func contentHeight(_ customClass: String?) throws -> Double? {
            let classAttribute = customClass.map { #" customClass="\#($0)""# } ?? ""
            let xml = F.storyboard(F.scene(subviews: """
                <view translatesAutoresizingMaskIntoConstraints="NO" id="scroll"\(classAttribute)>
                    <rect key="frame" x="0" y="0" width="393" height="300"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="content">
                            <rect key="frame" x="0" y="0" width="393" height="900"/>
                            <constraints>
                                <constraint firstAttribute="height" constant="900" priority="750" id="h"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="top" id="t"/>
                        <constraint firstItem="content" firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="b"/>
                        <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" id="l"/>
                        <constraint firstItem="content" firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r"/>
                        <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" id="w"/>
                        <constraint firstAttribute="height" constant="300" id="sh"/>
                    </constraints>
                </view>
                """))
            let screen = try #require(try F.read(xml).first)
            #expect(screen.view("scroll")?.kind == (customClass == "UIScrollView" ? .scroll : .view))
            return try InterfaceBuilderCellTests.layout(screen).view("content")?.frame.height
        }
        #expect(try contentHeight("UIScrollView") == 900)
        #expect(try contentHeight(nil) == 300)
    }

    /// A controller whose root view is of class `UIScrollView` scrolls its content: the screen
    /// holds the scroll view, and a label placed below the fold lies inside it rather than in
    /// the screen's root, where it would run off the screen.
    @Test func aRootViewOfClassUIScrollViewIsHeldByTheScreen() throws {
        func parentOfDeepLabel(_ customClass: String?) throws -> (kind: ViewKind?, parentKind: ViewKind?) {
            let classAttribute = customClass.map { #" customClass="\#($0)""# } ?? ""
            let xml = F.storyboard(IBDocument.scene(controllerID: "vc1", content: """
                <view key="view" contentMode="scaleToFill" id="top"\(classAttribute)>
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label text="Statistics" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="deep">
                            <rect key="frame" x="22" y="1200" width="208" height="21"/>
                        </label>
                    </subviews>
                </view>
                """))
            let screen = try #require(try F.read(xml).first)
            let parent = screen.view("deep")?.parent
            return (screen.view("deep")?.kind, parent.flatMap { screen.view($0)?.kind })
        }
        let scrolling = try parentOfDeepLabel("UIScrollView")
        #expect(scrolling.kind == .label)
        #expect(scrolling.parentKind == .scroll)
        #expect(try parentOfDeepLabel(nil).parentKind == nil, "a plain root view holds the label itself")
    }

    @Test func visualEffectContentViewsAreLaidOut() throws {
        let screen = try screen("""
            <visualEffectView translatesAutoresizingMaskIntoConstraints="NO" id="blur">
                <rect key="frame" x="0" y="0" width="200" height="100"/>
                <view key="contentView" id="blurContent">
                    <rect key="frame" x="0" y="0" width="200" height="100"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <label text="On glass" translatesAutoresizingMaskIntoConstraints="NO" id="glass"><rect key="frame" x="0" y="0" width="1" height="1"/></label>
                    </subviews>
                </view>
            </visualEffectView>
            """)
        #expect(screen.views.map(\.id) == ["blur", "blurContent", "glass"])
        #expect(screen.view("glass")?.parent == "blurContent")
        #expect(screen.constraints.filter { $0.first.item == .view("blurContent") }.count == 4)
    }

    /// Code can replace a text only through an outlet, a tag or run-time attributes: any other
    /// label shows the nib's text in every locale, so it is marked fixed (never lengthened as
    /// an unknown run-time string).
    @Test func textsNoCodeCanReachAreFixedAtRunTime() throws {
        let xml = InterfaceBuilderFixtures.storyboard(InterfaceBuilderFixtures.scene(subviews: """
            <label text="Done" translatesAutoresizingMaskIntoConstraints="NO" id="plain"><rect key="frame" x="20" y="40" width="40" height="21"/></label>
            <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="wired"><rect key="frame" x="20" y="80" width="40" height="21"/></label>
            <label text="Count" tag="3" translatesAutoresizingMaskIntoConstraints="NO" id="tagged"><rect key="frame" x="20" y="120" width="40" height="21"/></label>
            """, controllerExtra: """
            <connections><outlet property="nameLabel" destination="wired" id="o1"/></connections>
            """))
        let screen = try #require(try InterfaceBuilderFixtures.read(xml).first)
        let fixed = { (id: String) in screen.views.first { $0.id == id }?.text?.fixedAtRunTime ?? false }
        #expect(fixed("plain"))
        #expect(!fixed("wired"))
        #expect(!fixed("tagged"))
    }
}
