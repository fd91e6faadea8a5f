import Foundation
import LayoutEngine
import Testing
@testable import SwiftLayoutReader

/// Reads the mastodon-ios Swift sources of ../shared/corpus (skipped when absent).
@Suite struct MastodonCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../shared/corpus/mastodon/src").standardizedFileURL

    static func result() throws -> SwiftLayoutReader.Result? {
        guard FileManager.default.fileExists(atPath: folder.path) else {
            print("skipped: \(folder.path) is absent (the shared corpus is not checked out)")
            return nil
        }
        let files = try SwiftLayoutReader.swiftFiles(in: folder)
        return try SwiftLayoutReader.read(files: files.map { ($0, $0.path) })
    }

    @Test func everyConstraintPointsAtASwiftLine() throws {
        guard let result = try Self.result() else { return }
        #expect(result.fileCount >= 130)
        #expect(result.screens.count >= 80)
        for screen in result.screens {
            for constraint in screen.constraints {
                #expect(constraint.location?.file.hasSuffix(".swift") == true)
                #expect((constraint.location?.line ?? 0) > 0)
            }
            let ids = Set(screen.views.map(\.id) + ["root"])
            for view in screen.views { #expect(ids.contains(view.parent), "\(screen.name): \(view.id) has parent \(view.parent)") }
        }
    }

    @Test func trendCellPinsItsViewToTheContentMargins() throws {
        guard let result = try Self.result() else { return }
        // TrendTableViewCell._init: trendView.s leading/trailing to contentView.layoutMarginsGuide, top/bottom to contentView.
        let screen = try #require(result.screens.first { $0.name == "TrendTableViewCell" })
        let leading = try #require(screen.constraints(on: "trendView", .leading).first)
        #expect(leading.second == Anchor(.guide("contentView", .margins), .leading))
        #expect(leading.location?.line == 41)
        #expect(screen.constraints(on: "trendView", .top).first?.second == Anchor(.view("contentView"), .top))
        #expect(screen.view("trendView")?.parent == "contentView")
    }

    @Test func swiftGenStringsBecomeTranslationKeys() throws {
        guard let result = try Self.result() else { return }
        // Every key read through L10n comes from Strings.swift's `L10n.tr("Localizable", "<key>", fallback:)`.
        let texts = result.screens.flatMap(\.views).compactMap(\.text).filter { $0.table == "Localizable" }
        #expect(!texts.isEmpty)
        for text in texts {
            #expect(text.key?.contains(".") == true)
            #expect(text.fallback != nil)
        }
    }
}
