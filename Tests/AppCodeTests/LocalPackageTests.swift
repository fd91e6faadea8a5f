import Foundation
import Testing
import TestSupport
@testable import AppCode

/// A package's manifest says which library product holds which target, and so which product
/// links a file: read from the text as far as linking goes, and bounded on hostile input.
@Suite struct LocalPackageTests {
    static func package(_ manifest: String, files: [String]) throws -> String {
        var contents = ["Package.swift": manifest]
        for file in files { contents[file] = "" }
        let paths = try ScratchFolder.write(contents, prefix: "local-package")
        let manifestPath = try #require(paths.first { $0.hasSuffix("/Package.swift") })
        return (manifestPath as NSString).deletingLastPathComponent
    }

    @Test func aFileIsHeldByTheProductsOfItsTarget() throws {
        let folder = try Self.package("""
            let package = Package(
                name: "Feature",
                products: [
                    .library(name: "Feature-iOS", targets: ["FeatureUI", "FeatureCore"]),
                    .library(
                        name: "FeatureCore",
                        targets: ["FeatureCore"]),
                ],
                targets: [
                    .target(name: "FeatureUI", dependencies: ["FeatureCore"], resources: [.process("Resources")]),
                    .target(name: "FeatureCore", path: "Core/"),
                    .testTarget(name: "FeatureTests", dependencies: ["FeatureUI"]),
                ]
            )
            """, files: ["Sources/FeatureUI/Card.xib", "Core/Model.swift", "Tests/FeatureTests/CardTests.swift"])
        let package = try #require(LocalPackage(folder: folder))
        #expect(package.products(holding: folder + "/Sources/FeatureUI/Card.xib") == ["Feature-iOS"])
        #expect(package.products(holding: folder + "/Core/Model.swift") == ["Feature-iOS", "FeatureCore"])
        #expect(package.products(holding: folder + "/Tests/FeatureTests/CardTests.swift").isEmpty)
        #expect(package.products(holding: "/elsewhere/Card.xib").isEmpty)
    }

    /// Thousands of products that never name their targets: each is looked at once, not
    /// scanned to the end of the manifest (which would take hours).
    @Test func aHostileManifestIsReadInBoundedTime() throws {
        let folder = try Self.package(String(repeating: ".library(name: \"a\", type: .static,\n", count: 20_000), files: ["Sources/a/A.xib"])
        let package = try #require(LocalPackage(folder: folder))
        #expect(package.products(holding: folder + "/Sources/a/A.xib").isEmpty)
    }
}
