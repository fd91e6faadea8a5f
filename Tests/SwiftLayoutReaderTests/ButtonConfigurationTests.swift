import LayoutEngine
import Testing
import TextModel
@testable import SwiftLayoutReader

/// Buttons given a `UIButton.Configuration` in code wrap their titles, scale them with Dynamic
/// Type and take the configuration's insets, as UIKit draws them.
@Suite struct ButtonConfigurationTests {
    static let source = """
    import UIKit

    final class FooterView: UIView {
        private let addButton = UIButton(type: .custom)
        private let legacyButton = UIButton(type: .system)
        private lazy var filledButton = UIButton(configuration: .filled())
        private let noWrapButton = UIButton()

        override init(frame: CGRect) {
            super.init(frame: frame)
            for button in [addButton, legacyButton, filledButton, noWrapButton] {
                button.translatesAutoresizingMaskIntoConstraints = false
                addSubview(button)
                button.leadingAnchor.constraint(equalTo: leadingAnchor).isActive = true
            }
            addButton.setTitle("Connect an existing store", for: .normal)
            var configuration = UIButton.Configuration.borderless()
            configuration.imagePadding = 8
            configuration.contentInsets = .init(top: 10, leading: 16, bottom: 10, trailing: 16)
            addButton.configuration = configuration

            legacyButton.setTitle("Skip", for: .normal)
            legacyButton.titleLabel?.font = .systemFont(ofSize: 15)

            filledButton.configuration?.buttonSize = .large
            noWrapButton.configuration = .plain()
            noWrapButton.configuration?.titleLineBreakMode = .byTruncatingTail
            noWrapButton.configuration?.title = "Done"
        }
        required init?(coder: NSCoder) { fatalError() }
    }
    """

    @Test func aConfigurationWrapsAndScalesTheTitleInItsInsets() throws {
        let screen = try #require(SwiftFixture.screen(Self.source, "FooterView"))
        let button = try #require(screen.view("addButton"))
        #expect(button.lines == 0)
        #expect(button.lineBreak == .wordWrap)
        #expect(button.font.source == .textStyle(.body))
        #expect(button.font.scales == true)
        #expect(button.contentInsets == EdgeInsets(top: 10, left: 16, bottom: 10, right: 16))
        #expect(button.imagePadding == 8)
        // The title set before the configuration is still the one shown.
        #expect(button.text?.fallback == "Connect an existing store")
        #expect(screen.warningsOnly.isEmpty)
    }

    @Test func aButtonWithoutOneKeepsItsFontAndOneLine() throws {
        let screen = try #require(SwiftFixture.screen(Self.source, "FooterView"))
        let legacy = try #require(screen.view("legacyButton"))
        #expect(legacy.font.source == .system(size: 15))
        #expect(legacy.lines == 1)
        let filled = try #require(screen.view("filledButton"))
        #expect(filled.lines == 0)
        #expect(filled.font.source == .textStyle(.body))
        // A large configuration button is padded to about 50 pt around a body title.
        #expect(filled.contentInsets == EdgeInsets(top: 14, left: 20, bottom: 14, right: 20))
    }

    @Test func changesThroughTheButtonsConfigurationApply() throws {
        let screen = try #require(SwiftFixture.screen(Self.source, "FooterView"))
        let button = try #require(screen.view("noWrapButton"))
        #expect(button.lineBreak == .truncatingTail)
        #expect(button.lines == 1)
        #expect(button.text?.fallback == "Done")
        #expect(button.contentInsets == EdgeInsets(top: 7, left: 12, bottom: 7, right: 12))
    }

    /// A legacy button's background image from code marks its size unknown; a configuration
    /// draws its own background, so a button given one is not marked.
    @Test func aBackgroundImageFromCodeMarksALegacyButton() throws {
        let source = """
        final class StartView: UIView {
            private let next = UIButton()
            private let skip = UIButton()
            override init(frame: CGRect) {
                super.init(frame: frame)
                for button in [next, skip] {
                    button.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(button)
                    button.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    button.setBackgroundImage(UIImage.renderBackgroundImage(fill: .blue), for: .normal)
                }
                skip.configuration = .plain()
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let screen = try #require(SwiftFixture.screen(source, "StartView"))
        #expect(screen.view("next")?.backgroundImageOfUnknownSize == true)
        #expect(screen.view("skip")?.backgroundImageOfUnknownSize == false)
    }
}
