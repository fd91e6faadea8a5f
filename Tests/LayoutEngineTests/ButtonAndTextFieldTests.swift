import Testing
import LayoutEngine
import TextModel

/// UIKit's intrinsic sizes of buttons (image, title, insets, image padding, wrapping titles)
/// and text fields (per border style), on the fake measurer: 10 pt per character at 17 pt,
/// a line 1.2 × the size, on the SE's 2x grid.
@Suite struct ButtonAndTextFieldTests {
    /// Lays out views pinned only at their top-left corners, one per row.
    private func layout(_ add: (ScreenBuilder) -> [ViewHandle]) throws -> LayoutResult {
        let b = ScreenBuilder(name: "Controls")
        for (row, view) in add(b).enumerated() {
            view.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 10).isActive = true
            view.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 10 + 120 * Double(row)).isActive = true
        }
        return try LayoutTestSupport.layout(b.screen)
    }

    private func button(_ b: ScreenBuilder, _ id: String, title: String?, image: Size?, insets: EdgeInsets = .zero,
                        padding: Double? = nil) -> ViewHandle {
        b.addView(id, kind: .button) {
            $0.text = title.map { .literal($0) }
            $0.font = .system(size: 17)
            $0.imageSize = image
            $0.contentInsets = insets
            $0.imagePadding = padding
        }
    }

    @Test func anImageOnlyButtonIsItsImagePlusInsets() throws {
        let result = try layout { b in [
            button(b, "bare", title: nil, image: Size(width: 24, height: 20)),
            button(b, "inset", title: nil, image: Size(width: 24, height: 20), insets: EdgeInsets(top: 7, left: 12, bottom: 7, right: 12), padding: 8),
        ] }
        #expect(result.view("bare")?.intrinsic == IntrinsicSize(width: 24, height: 20))
        // No title: the image padding does not count.
        #expect(result.view("inset")?.intrinsic == IntrinsicSize(width: 48, height: 34))
        #expect(result.frame("inset") == Rect(10, 130, 48, 34))
    }

    @Test func imageAndTitleSitSideBySideWithTheTallerSettingTheHeight() throws {
        let insets = EdgeInsets(top: 6, left: 3, bottom: 6, right: 5)
        let result = try layout { b in [
            button(b, "title", title: "Sign in", image: nil, insets: insets),
            button(b, "small", title: "Sign in", image: Size(width: 16, height: 15), insets: insets),
            button(b, "tall", title: "Sign in", image: Size(width: 30, height: 44), insets: insets),
            button(b, "padded", title: "Sign in", image: Size(width: 16, height: 15), insets: insets, padding: 8),
        ] }
        // "Sign in": 7 characters, 70 pt; one 20.4 pt line (20.5 on the grid).
        #expect(result.view("title")?.intrinsic == IntrinsicSize(width: 70 + 8, height: 20.5 + 12))
        #expect(result.view("small")?.intrinsic == IntrinsicSize(width: 16 + 70 + 8, height: 20.5 + 12))
        #expect(result.view("tall")?.intrinsic == IntrinsicSize(width: 30 + 70 + 8, height: 44 + 12))
        #expect(result.view("padded")?.intrinsic == IntrinsicSize(width: 16 + 8 + 70 + 8, height: 20.5 + 12))
    }

    @Test func aWrappingTitleGrowsTheButtonAtItsWidth() throws {
        let b = ScreenBuilder(name: "Wrap")
        let wrap = b.addView("wrap", kind: .button) {
            $0.text = .literal("Continue with your account")
            $0.font = .system(size: 17)
            $0.lines = 0
            $0.lineBreak = .wordWrap
            $0.imageSize = Size(width: 20, height: 20)
            $0.contentInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)
        }
        let single = b.addButton("single", title: .literal("Continue with your account"), font: .system(size: 17))
        for (view, y) in [(wrap, 10.0), (single, 200)] {
            view.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 10).isActive = true
            view.topAnchor.constraint(equalTo: b.root.topAnchor, constant: y).isActive = true
            view.widthAnchor.constraint(equalToConstant: 154).isActive = true
        }
        let result = try LayoutTestSupport.layout(b.screen)
        // 154 − 24 insets − 20 image = 110 pt for text: "Continue with" (130) does not fit,
        // so three lines "Continue" / "with your" / "account", each 20.4 pt (20.5 on the grid).
        let measured = try #require(result.view("wrap")?.measurement)
        #expect(measured.linesUsed == 3)
        #expect(result.frame("wrap")?.height == 61.5 + 14)
        // A truncating title stays on one line.
        #expect(result.view("single")?.measurement?.linesUsed == 1)
        #expect(result.view("single")?.truncated == true)
    }

    @Test func textFieldPaddingAndHeightFollowTheBorderStyle() throws {
        func field(_ b: ScreenBuilder, _ id: String, _ style: TextFieldBorderStyle?) -> ViewHandle {
            b.addView(id, kind: .textField) {
                $0.text = .literal("abc")
                $0.font = .system(size: 14)
                $0.borderStyle = style
            }
        }
        let result = try layout { b in [
            field(b, "default", nil),
            field(b, "rounded", .roundedRect),
            field(b, "none", TextFieldBorderStyle.none),
            field(b, "line", .line),
            field(b, "bezel", .bezel),
        ] }
        // "abc" at 14 pt: 24.7 pt wide (25 on the grid); a 16.8 pt line (17).
        #expect(result.view("default")?.intrinsic == IntrinsicSize(width: 25 + 14, height: 34))
        #expect(result.view("rounded")?.intrinsic == IntrinsicSize(width: 25 + 14, height: 34))
        // Borderless: no padding, and never shorter than 22 pt (IB's borderless fields).
        #expect(result.view("none")?.intrinsic == IntrinsicSize(width: 25, height: 22))
        #expect(result.view("line")?.intrinsic == IntrinsicSize(width: 25 + 4, height: 30))
        #expect(result.view("bezel")?.intrinsic == IntrinsicSize(width: 25 + 4, height: 30))
    }

    @Test func aRoundedRectFieldGrowsWithItsLineButNeverBelow34() throws {
        let b = ScreenBuilder(name: "Grow")
        let field = b.addView("field", kind: .textField) {
            $0.text = .literal("abc")
            $0.font = .system(size: 17, scales: true)
            $0.borderStyle = .roundedRect
        }
        field.leadingAnchor.constraint(equalTo: b.root.leadingAnchor, constant: 10).isActive = true
        field.topAnchor.constraint(equalTo: b.root.topAnchor, constant: 10).isActive = true
        // The fake measurer draws 33 pt at accessibilityLarge: a 39.6 pt line (40 on the grid),
        // 14 pt at extraSmall. SF Pro's 17 pt line is what fits in 34 pt.
        let large = try LayoutTestSupport.layout(b.screen, category: .accessibilityLarge)
        let line17 = 17 * 2444 / 2048.0
        #expect(large.view("field")?.intrinsic?.height == ((40 + 34 - line17) * 2).rounded(.up) / 2)
        let small = try LayoutTestSupport.layout(b.screen, category: .extraSmall)
        #expect(small.view("field")?.intrinsic?.height == 34)
    }
}
