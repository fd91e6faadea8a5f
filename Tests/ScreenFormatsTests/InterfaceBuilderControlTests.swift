import Foundation
import LayoutEngine
import Testing
import TextEngine
@testable import ScreenFormats

/// What the importer reads for buttons and text fields: border styles, wrapping titles,
/// configuration padding and fonts, symbol image sizes.
@Suite struct InterfaceBuilderControlTests {
    typealias F = InterfaceBuilderFixtures

    func screen(_ subviews: String, resources: String = "") throws -> Screen {
        try #require(try F.read(F.storyboard(F.scene(subviews: subviews), resources: resources), path: "Base.lproj/Login.storyboard").first)
    }

    @Test func textFieldsKeepTheirBorderStyle() throws {
        let screen = try screen("""
            <textField borderStyle="roundedRect" placeholder="Email" translatesAutoresizingMaskIntoConstraints="NO" id="rounded"><rect key="frame" x="0" y="0" width="1" height="1"/></textField>
            <textField borderStyle="line" translatesAutoresizingMaskIntoConstraints="NO" id="line"><rect key="frame" x="0" y="0" width="1" height="1"/></textField>
            <textField borderStyle="bezel" translatesAutoresizingMaskIntoConstraints="NO" id="bezel"><rect key="frame" x="0" y="0" width="1" height="1"/></textField>
            <textField translatesAutoresizingMaskIntoConstraints="NO" id="plain"><rect key="frame" x="0" y="0" width="1" height="1"/></textField>
            """)
        #expect(screen.view("rounded")?.borderStyle == .roundedRect)
        #expect(screen.view("line")?.borderStyle == .line)
        #expect(screen.view("bezel")?.borderStyle == .bezel)
        // IB leaves the attribute out for `none`.
        #expect(screen.view("plain")?.borderStyle == TextFieldBorderStyle.none)
    }

    /// Open Food Facts' "yes"/"no" and Go Map!!'s "OK" buttons: a system button is at least
    /// 30 pt wide, however short its title; a custom button is its title's width, and a long
    /// title is not widened.
    @Test func aSystemButtonIsAtLeastThirtyPointsWide() throws {
        let screen = try screen("""
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="yes">
                <rect key="frame" x="20" y="40" width="30" height="30"/><state key="normal" title="yes"/></button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="custom">
                <rect key="frame" x="20" y="80" width="24" height="30"/><state key="normal" title="yes"/></button>
            <button buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" id="long">
                <rect key="frame" x="20" y="120" width="70" height="30"/><state key="normal" title="Continue"/></button>
            """)
        let session = try LayoutSession(screen: screen, device: try #require(Device.named("iPhone 15")), orientation: .portrait,
                                        direction: .leftToRight, measurer: try TextMeasurer())
        let result = session.layout(category: .large, locale: "en") { $0.fallback ?? "" }
        let system = try #require(result.views.first { $0.id == "yes" })
        let custom = try #require(result.views.first { $0.id == "custom" })
        let long = try #require(result.views.first { $0.id == "long" })
        #expect(system.frame.width == 30)
        #expect(custom.frame.width > 15 && custom.frame.width < 30, "\(custom.frame)")
        #expect(long.frame.width > 50, "\(long.frame)")
    }

    /// iNaturalist's close button: a system button with neither title nor image is 30 × 30 pt
    /// (one line of its 15 pt font with its padding), as IB saves it; a custom one is empty.
    @Test func anEmptySystemButtonIsThirtyPointsSquare() throws {
        let screen = try screen("""
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="close">
                <rect key="frame" x="329" y="28" width="30" height="30"/><state key="normal"/></button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="custom">
                <rect key="frame" x="20" y="80" width="0" height="0"/><state key="normal"/></button>
            """)
        let session = try LayoutSession(screen: screen, device: try #require(Device.named("iPhone 15")), orientation: .portrait,
                                        direction: .leftToRight, measurer: try TextMeasurer())
        let result = session.layout(category: .large, locale: "en") { $0.fallback ?? "" }
        let close = try #require(result.views.first { $0.id == "close" })
        let custom = try #require(result.views.first { $0.id == "custom" })
        #expect(close.frame.width == 30 && close.frame.height == 30, "\(close.frame)")
        #expect(custom.frame.height == 0, "\(custom.frame)")
    }

    /// A legacy button is at least as large as its background image (a size the file's
    /// resources list), title or not; a title wider than the image widens it.
    @Test func aButtonIsAtLeastItsBackgroundImage() throws {
        let screen = try screen("""
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="start">
                <rect key="frame" x="20" y="40" width="126" height="126"/><state key="normal" backgroundImage="BeginButton"/></button>
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="titled">
                <rect key="frame" x="20" y="200" width="31" height="36"/><state key="normal" title="Choose your class" backgroundImage="Diamond"/></button>
            <button buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                <rect key="frame" x="20" y="300" width="30" height="30"/><state key="normal"/></button>
            """, resources: "<image name=\"BeginButton\" width=\"126\" height=\"126\"/><image name=\"Diamond\" width=\"31\" height=\"36\"/>")
        let session = try LayoutSession(screen: screen, device: try #require(Device.named("iPhone 15")), orientation: .portrait,
                                        direction: .leftToRight, measurer: try TextMeasurer())
        let result = session.layout(category: .large, locale: "en") { $0.fallback ?? "" }
        let start = try #require(result.views.first { $0.id == "start" })
        let titled = try #require(result.views.first { $0.id == "titled" })
        let plain = try #require(result.views.first { $0.id == "plain" })
        #expect(start.frame.width == 126 && start.frame.height == 126, "\(start.frame)")
        #expect(titled.frame.width > 100 && titled.frame.height == 36, "\(titled.frame)")
        #expect(plain.frame.width == 30 && plain.frame.height == 30, "\(plain.frame)")
    }

    @Test func wordAndCharacterWrapMakeALegacyTitleMultiLine() throws {
        let screen = try screen("""
            <button buttonType="system" lineBreakMode="wordWrap" translatesAutoresizingMaskIntoConstraints="NO" id="word">
                <rect key="frame" x="0" y="0" width="46" height="30"/><state key="normal" title="Read the terms"/>
            </button>
            <button buttonType="system" lineBreakMode="characterWrap" translatesAutoresizingMaskIntoConstraints="NO" id="char">
                <rect key="frame" x="0" y="0" width="46" height="30"/><state key="normal" title="Read the terms"/>
            </button>
            <button buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="one">
                <rect key="frame" x="0" y="0" width="46" height="30"/><state key="normal" title="Read the terms"/>
            </button>
            """)
        #expect(screen.view("word")?.lines == 0)
        #expect(screen.view("char")?.lines == 0)
        #expect(screen.view("char")?.lineBreak == .charWrap)
        #expect(screen.view("one")?.lines == 1)
    }

    @Test func configurationButtonsTakeTheirPaddingAndAScalingFont() throws {
        let screen = try screen("""
            <button translatesAutoresizingMaskIntoConstraints="NO" id="plain">
                <rect key="frame" x="0" y="0" width="46" height="30"/>
                <buttonConfiguration key="configuration" style="filled" title="Continue"/>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="custom">
                <rect key="frame" x="0" y="0" width="46" height="30"/>
                <buttonConfiguration key="configuration" style="filled" image="gear" catalog="system" imagePadding="8" title="Settings">
                    <directionalEdgeInsets key="contentInsets" top="10" leading="20" bottom="11" trailing="21"/>
                    <preferredFontDescriptor key="titleFontDescriptor" style="UICTFontTextStyleHeadline"/>
                </buttonConfiguration>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="fixed">
                <rect key="frame" x="0" y="0" width="46" height="30"/>
                <fontDescription key="fontDescription" type="system" pointSize="13"/>
                <buttonConfiguration key="configuration" style="plain" title="Small"/>
            </button>
            <button translatesAutoresizingMaskIntoConstraints="NO" id="titleFont">
                <rect key="frame" x="0" y="0" width="46" height="30"/>
                <buttonConfiguration key="configuration" style="plain" title="Add Key">
                    <fontDescription key="titleFontDescription" type="system" weight="medium" pointSize="15"/>
                </buttonConfiguration>
            </button>
            """, resources: "<image name=\"gear\" catalog=\"system\" width=\"128\" height=\"122\"/>")
        let plain = try #require(screen.view("plain"))
        // UIButton.Configuration: (7, 12, 7, 12) content insets, word-wrapping titles, body text.
        #expect(plain.contentInsets == EdgeInsets(top: 7, left: 12, bottom: 7, right: 12))
        #expect(plain.lines == 0 && plain.lineBreak == .wordWrap)
        #expect(plain.font.source == .textStyle(.body) && plain.font.scales)
        #expect(plain.imagePadding == nil)
        let custom = try #require(screen.view("custom"))
        #expect(custom.contentInsets == EdgeInsets(top: 10, left: 20, bottom: 11, right: 21))
        #expect(custom.imagePadding == 8)
        #expect(custom.font.source == .textStyle(.headline) && custom.font.scales)
        #expect(custom.imageSize == Size(width: 22, height: 122.0 / 128 * 22))
        let fixed = try #require(screen.view("fixed"))
        #expect(fixed.font.source == .system(size: 13))
        // A fixed title font of the configuration is the title's attributes: it keeps its size.
        let titleFont = try #require(screen.view("titleFont"))
        #expect(titleFont.font.source == .system(size: 15) && titleFont.font.weight == .medium)
        #expect(!titleFont.font.scales)
    }
}
