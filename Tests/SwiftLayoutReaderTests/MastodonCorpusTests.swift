import Foundation
import LayoutEngine
import Testing
import TestSupport
@testable import SwiftLayoutReader

/// Reads the mastodon-ios Swift sources of ../shared/corpus (skipped when absent).
@Suite(.corpus) struct MastodonCorpusTests {
    static let folder = Corpus.url("mastodon/src")

    static func result() throws -> SwiftLayoutReader.Result {
        let files = try SwiftLayoutReader.swiftFiles(in: folder)
        return try SwiftLayoutReader.read(files: files.map { ($0, $0.path) })
    }

    @Test func everyConstraintPointsAtASwiftLine() throws {
        let result = try Self.result()
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
        let result = try Self.result()
        // TrendTableViewCell._init: trendView.s leading/trailing to contentView.layoutMarginsGuide, top/bottom to contentView.
        let screen = try #require(result.screens.first { $0.name == "TrendTableViewCell" })
        let leading = try #require(screen.constraints(on: "trendView", .leading).first)
        #expect(leading.second == Anchor(.guide("contentView", .margins), .leading))
        #expect(leading.location?.line == 41)
        #expect(screen.constraints(on: "trendView", .top).first?.second == Anchor(.view("contentView"), .top))
        #expect(screen.view("trendView")?.parent == "contentView")
    }

    @Test func swiftGenStringsBecomeTranslationKeys() throws {
        let result = try Self.result()
        // Every key read through L10n comes from Strings.swift's `L10n.tr("Localizable", "<key>", fallback:)`.
        let texts = result.screens.flatMap(\.views).compactMap(\.text).filter { $0.table == "Localizable" }
        #expect(!texts.isEmpty)
        for text in texts {
            #expect(text.key?.contains(".") == true)
            #expect(text.fallback != nil)
        }
    }
}
