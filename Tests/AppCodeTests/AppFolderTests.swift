import Foundation
import Testing
@testable import AppCode
import TestSupport

/// A screen file deep inside an app (DashWallet's cells sit 8 folders below the project) still
/// finds the app's folder; a file in no app finds none.
@Suite struct AppFolderTests {
    @Test func aFileTwelveFoldersDownFindsItsApp() throws {
        let deep = (1...12).map { "Level\($0)" }.joined(separator: "/")
        let app = try ScratchFolder.folder(["Package.swift": "// swift-tools-version:5.9\n", "\(deep)/Cell.swift": "final class Cell {}\n"],
                                           prefix: "app-folder")
        #expect(AppFolder.root(of: app.appendingPathComponent("\(deep)/Cell.swift").path) == app.standardizedFileURL.path)
    }
}
