import Diagnostics
import LayoutEngine
import StressKit
import TextEngine

/// A stand-in layout engine with simple, predictable rules, so StressKit's logic can be
/// tested without the solver or fonts:
/// - every text is 8 pt per character at `large`, growing 20% per category step;
/// - a view named in `fixedWidths` gets that width; if its text is wider, it clips and the
///   loss names `<view>.width = <w>` as the winning constraint;
/// - views are stacked vertically, 40 pt apart, at x = 16 in LTR;
/// - in RTL they sit at the mirror, except views in `pinnedLeft` (left/right constraints)
///   and views whose semantic opts out.
struct FakeBackend: LayoutBackend {
    var fixedWidths: [String: Double] = [:]
    var pinnedLeft: Set<String> = []
    var devices: [String: Size] = ["Phone": Size(width: 320, height: 600), "Tablet": Size(width: 800, height: 1000)]
    var failingScreens: Set<String> = []

    var deviceNames: [String] { devices.keys.sorted() }

    func deviceName(matching name: String) -> String? {
        devices.keys.first { $0.lowercased() == name.lowercased() }
    }

    func makeSession(screen: Screen, device: String, orientation: Orientation, direction: LayoutDirection) throws -> any VariantLayoutSession {
        if failingScreens.contains(screen.name) {
            throw DiagnosticError(.error("unknown view 'ghost' in constraint", at: SourceLocation(file: screen.file ?? screen.name, line: 7)))
        }
        var size = devices[device] ?? Size(width: 320, height: 600)
        if orientation == .landscape { size = Size(width: size.height, height: size.width) }
        return FakeSession(screen: screen, size: size, direction: direction, backend: self)
    }

    static func textWidth(_ text: String, _ category: ContentSizeCategory) -> Double {
        Double(text.count) * 8 * (1 + 0.2 * Double(category.index - ContentSizeCategory.large.index))
    }
}

final class FakeSession: VariantLayoutSession {
    let screen: Screen
    let size: Size
    let direction: LayoutDirection
    let backend: FakeBackend

    init(screen: Screen, size: Size, direction: LayoutDirection, backend: FakeBackend) {
        self.screen = screen
        self.size = size
        self.direction = direction
        self.backend = backend
    }

    func layout(category: ContentSizeCategory, locale: String, analyze: Bool, resolve: (TextSource) -> String) -> LayoutResult {
        var views: [String: FakeView] = [:]
        var losses: [CompressionLoss] = []
        for (row, node) in screen.views.enumerated() {
            let text = node.text.map(resolve)
            let natural = text.map { FakeBackend.textWidth($0, category) } ?? 44
            var width = natural
            if let fixed = backend.fixedWidths[node.id], fixed < natural {
                width = fixed
                losses.append(CompressionLoss(view: node.id, axis: .horizontal, lost: natural - fixed, priority: 750,
                                              because: [ConstraintRef(id: "\(node.id).width", label: "\(node.id).width = \(Int(fixed))", view: node.id)]))
            }
            let ltrX = 16.0
            let keepsLeft = node.semantic.optsOutOfFlipping || backend.pinnedLeft.contains(node.id)
            let x = direction == .rightToLeft && !keepsLeft ? size.width - ltrX - width : ltrX
            let measurement = text.map {
                TextMeasurement(width: natural, height: 20, linesUsed: 1, linesNeeded: 1, truncated: natural > width,
                                pointSize: 17, ascent: 15, descent: 5, lineHeight: 20, firstBaseline: 15, lastBaseline: 15,
                                missingCharacters: $0.contains("\u{10FFFF}") ? ["\u{10FFFF}"] : [],
                                isRightToLeft: direction == .rightToLeft, lineTexts: [$0], lineWidths: [min(natural, width)])
            }
            views[node.id] = FakeView(frame: Rect(x: x, y: 40 * Double(row) + 20, width: width, height: node.kind.isControl ? 44 : 20),
                                         intrinsic: IntrinsicSize(width: natural, height: 20), measurement: measurement)
        }
        var result = FakeView.layout(screen, views, size: size, direction: direction, losses: losses)
        result.category = category
        result.locale = locale
        return result
    }
}
