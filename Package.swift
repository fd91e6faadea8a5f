// swift-tools-version:6.0
import PackageDescription

/// `make sweep` builds in the debug configuration with LAYOUT_STRESS_OPTIMIZE=1: the modules a
/// sweep spends its time in are optimized as in a release build, while swift-syntax and the
/// modules that read an app's files stay unoptimized. swift-syntax's optimized build alone takes
/// over ten minutes on two cores (Benchmarks/README.md, "First build").
let optimizeSweepHotPath = Context.environment["LAYOUT_STRESS_OPTIMIZE"] == "1"

let package = Package(
    name: "LayoutStress",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "layout-stress", targets: ["layout-stress"]),
        .library(name: "LayoutStressKit", targets: ["StressKit", "AppCode", "Findings", "Configuration", "Reports", "ScreenFormats", "SwiftLayoutReader", "LayoutEngine", "TextEngine", "TextModel", "Localization", "ConstraintSolver", "SolverFormat"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
    ],
    targets: [
        // C libraries behind narrow module maps.
        .systemLibrary(
            name: "CFreeTypeHarfBuzz",
            pkgConfig: "harfbuzz",
            providers: [.apt(["libfreetype-dev", "libharfbuzz-dev"])]
        ),
        .target(
            name: "CICUBridge",
            linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),

        // Pipeline layers, lowest first. A layer imports only layers above it in this list.
        .target(name: "Diagnostics"),
        .target(name: "ConstraintSolver"),
        // The solve command's JSON file format (line-located parser, problem, solution), beside the solver.
        .target(name: "SolverFormat", dependencies: ["ConstraintSolver", "Diagnostics"]),
        // Fonts, categories, the measuring protocol and its values: what layout needs of text, no C.
        .target(name: "TextModel"),
        .target(name: "TextEngine", dependencies: ["TextModel", "CFreeTypeHarfBuzz", "CICUBridge", "Diagnostics", .product(name: "Yams", package: "Yams")]),
        .target(name: "Localization", dependencies: ["CICUBridge", "Diagnostics"]),
        .target(name: "LayoutEngine", dependencies: ["ConstraintSolver", "TextModel", "Diagnostics"]),
        .target(name: "ScreenFormats", dependencies: ["ConstraintSolver", "LayoutEngine", "TextModel", "Localization", "Diagnostics", .product(name: "Yams", package: "Yams")]),
        .target(name: "SwiftLayoutReader", dependencies: ["ScreenFormats", "LayoutEngine", "TextModel", "Diagnostics",
                                                         .product(name: "SwiftSyntax", package: "swift-syntax"),
                                                         .product(name: "SwiftParser", package: "swift-syntax")]),
        // What the app's own code does to its screens at run time: registered rules, each decision recorded.
        .target(name: "AppCode", dependencies: ["SwiftLayoutReader", "ScreenFormats", "LayoutEngine", "TextModel", "Localization", "Diagnostics",
                                                .product(name: "SwiftSyntax", package: "swift-syntax"),
                                                .product(name: "SwiftParser", package: "swift-syntax")]),
        // Timing harnesses of the bench commands (solve --bench, bench-layout); TextEngine's own is TextBenchmark.
        .target(name: "Benchmarking", dependencies: ["SolverFormat", "ConstraintSolver", "LayoutEngine", "TextModel"]),
        // StressKit and its splits: findings (checks, aggregation, the variant and its result), configuration
        // (layout-stress.yml, flags and the whole setup policy), and StressKit itself, the sweep.
        .target(name: "Findings", dependencies: ["LayoutEngine", "TextModel", "Diagnostics"]),
        .target(name: "Configuration", dependencies: ["AppCode", "Findings", "ScreenFormats", "LayoutEngine", "TextEngine", "Localization", "Diagnostics",
                                                      .product(name: "Yams", package: "Yams")]),
        .target(name: "StressKit", dependencies: ["Findings", "Configuration", "LayoutEngine", "TextEngine", "Localization", "Diagnostics"]),
        .target(name: "Reports", dependencies: ["Findings", "LayoutEngine", "TextModel", "Diagnostics"]),
        // Fuzz harness: one libFuzzer entry over every reader (scripts/fuzz.sh); a plain build replays inputs.
        .executableTarget(name: "layout-stress-fuzz", dependencies: ["AppCode", "Configuration", "ScreenFormats", "SolverFormat", "SwiftLayoutReader", "LayoutEngine", "Localization", "Reports", "StressKit"]),
        .executableTarget(
            name: "layout-stress",
            dependencies: ["CICUBridge", "AppCode", "Reports", "StressKit", "Benchmarking", "SolverFormat", "ScreenFormats", "SwiftLayoutReader", "LayoutEngine", "TextEngine", "Localization", "ConstraintSolver", "Diagnostics",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),

        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "TextEngineTests", dependencies: ["TextEngine", "CICUBridge"], exclude: ["Fixtures"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "TestSupport"]),
        .testTarget(name: "LayoutEngineTests", dependencies: ["LayoutEngine", "TextModel", "Diagnostics"]),
        .testTarget(name: "ConstraintSolverTests", dependencies: ["ConstraintSolver"]),
        .testTarget(name: "SolverFormatTests", dependencies: ["SolverFormat", "ConstraintSolver", "Diagnostics"]),
        .testTarget(name: "ScreenFormatsTests", dependencies: ["ScreenFormats", "LayoutEngine", "Localization", "TextEngine", "TestSupport"]),
        .testTarget(name: "SwiftLayoutReaderTests", dependencies: ["SwiftLayoutReader", "LayoutEngine", "TextModel", "TestSupport"]),
        .testTarget(name: "AppCodeTests", dependencies: ["AppCode", "LayoutEngine", "Localization", "SwiftLayoutReader", "TestSupport"]),
        .testTarget(name: "CLITests", dependencies: ["layout-stress", "TestSupport"]),
        .testTarget(name: "StressKitTests", dependencies: ["StressKit", "AppCode", "ScreenFormats", "LayoutEngine", "TextEngine", "Diagnostics", "TestSupport"]),
        .testTarget(name: "ReportsTests", dependencies: ["Reports", "StressKit", "LayoutEngine", "TextEngine"]),
    ],
    swiftLanguageModes: [.v6]
)

if optimizeSweepHotPath {
    let hotPath: Set<String> = ["ConstraintSolver", "TextModel", "TextEngine", "LayoutEngine", "Findings", "StressKit"]
    for target in package.targets where hotPath.contains(target.name) {
        // Whole-module as in release; -num-threads keeps one object file per source, as a debug build links.
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-O", "-whole-module-optimization", "-num-threads", "2"])]
    }
}
