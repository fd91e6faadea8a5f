import Foundation
import Testing
@testable import AppCode
import TestSupport

/// A screen file deep inside an app (DashWallet's cells sit 8 folders below the project) still
/// finds the app's folder; a file in no app finds none.
@Suite struct AppFolderTests {
    @Test func aFileTwelveFoldersDownFindsItsApp() throws {
        let app = ScratchFolder.path("app-folder")
        let deep = (1...12).reduce(app) { folder, level in folder.appendingPathComponent("Level\(level)") }
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        try Data("// swift-tools-version:5.9\n".utf8).write(to: app.appendingPathComponent("Package.swift"))
        let cell = deep.appendingPathComponent("Cell.swift")
        try Data("final class Cell {}\n".utf8).write(to: cell)
        #expect(AppFolder.root(of: cell.path) == app.standardizedFileURL.path)
    }
}
