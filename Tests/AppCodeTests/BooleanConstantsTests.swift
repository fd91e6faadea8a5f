import Foundation
@testable import AppCode
import SwiftLayoutReader
import Testing
import TestSupport

/// Build flags: Boolean constants a type or a file declares, worked out from literals and each
/// other (Element's `enableSideMenu = true && !newAppLayoutEnabled`).
@Suite struct BooleanConstantsTests {
    @Test(arguments: [
        ("true && !flag", true), ("!(flag || other)", true), ("flag || Settings.other", false), ("!false && (true || flag)", true),
    ])
    func expressionsOfLiteralsAndConstants(expression: String, expected: Bool) {
        #expect(BooleanConstants.evaluate(expression, ["flag": false, "other": false]) == expected, "\(expression)")
    }

    @Test func anythingElseHasNoValue() {
        for expression in ["unknown", "flag == true", "count > 0", "flag &&", "(flag", "isOn()", ""] {
            #expect(BooleanConstants.evaluate(expression, ["flag": true]) == nil, "\(expression)")
        }
    }

    /// Only a `(` `)`, `!`, `&&`, `||` of literals and types' constants decides an `if`: a bare
    /// name may be a local variable or a parameter.
    @Test func constantConditionsNameTypesConstants() {
        for condition in [" BuildSettings.enableSideMenu ", "!Flags.beta && Flags.alpha", "(Config.on)"] {
            #expect(BooleanConstants.isConstantCondition(condition), "\(condition)")
        }
        for condition in ["enableSideMenu", "self.enabled", "a.b.c", "Flags.beta, let x = y", "Flags.count > 1", "items.isEmpty"] {
            #expect(!BooleanConstants.isConstantCondition(condition), "\(condition)")
        }
    }

    @Test func declarationsAreTypesAndFilesConstants() throws {
        let folder = ScratchFolder.path("boolean-constants")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let settings = folder.appendingPathComponent("BuildSettings.swift")
        try Data("""
            enum BuildSettings {
                static let enableSideMenu: Bool = true && !newAppLayoutEnabled
                @objc public static let newAppLayoutEnabled = true // shipped
                static var mutableFlag = false
                static let both = true
            }
            let topLevel = !BuildSettings.both
            func f() {
                let local = false
            }
            """.utf8).write(to: settings)
        let other = folder.appendingPathComponent("Other.swift")
        try Data("enum Other {\n    static let both = false\n}\n".utf8).write(to: other)
        let values = BooleanConstants.values(of: ["enableSideMenu", "mutableFlag", "local", "both", "topLevel"],
                                             in: SwiftSources(paths: [settings.path, other.path]))
        #expect(values == ["enableSideMenu": false, "newAppLayoutEnabled": true], "\(values)")
    }
    /// Objective-C's `#define` and `static const BOOL`, and nothing a comment or a string holds.
    @Test func objectiveCFlagsCountCommentsDoNot() throws {
        let folder = ScratchFolder.path("boolean-constants-objc")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let swift = folder.appendingPathComponent("Flags.swift")
        try Data("enum Flags {\n    /*\n    static let commented = true\n    */\n    static let quoted = \"true\"\n}\n".utf8).write(to: swift)
        let objectiveC = Data("#define kForceLTR YES\nstatic const BOOL kBeta = NO;\n// #define kOld YES\n".utf8)
        let values = BooleanConstants.values(of: ["kForceLTR", "kBeta", "kOld", "commented", "quoted"],
                                             in: SwiftSources(paths: [swift.path]), objectiveC: [objectiveC])
        #expect(values == ["kForceLTR": true, "kBeta": false], "\(values)")
        #expect(BooleanConstants.evaluate("kForceLTR && !kBeta", values) == true)
    }
}
