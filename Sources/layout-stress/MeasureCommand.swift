import ArgumentParser
import Diagnostics
import Foundation
import TextEngine

/// `layout-stress measure TEXT`: how large a string is in a font, at one or every Dynamic
/// Type category, optionally wrapped to a width (interfaces §4).
struct MeasureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "measure",
        abstract: "Measure a string as iOS would, at one or every Dynamic Type size.",
        discussion: """
        With --style the size and weight come from Apple's Dynamic Type table; with \
        --font PATH --size PT the width is the plain sum of HarfBuzz advances at that size. \
        JSON prints one object for one category and a list for several.
        """
    )

    @Argument(help: "The text to measure (`-` reads it from standard input).")
    var text: String?

    @Option(help: "Dynamic Type text style (body, headline, largeTitle, …).")
    var style: String?

    @Option(help: "A font file (TTF, OTF or TTC) to measure with instead of the system font.")
    var font: String?

    @Option(help: "Point size (with --font, or for the system font when no --style).")
    var size: Double?

    @Option(help: "Weight: regular, medium, semibold, bold, … (default: the style's).")
    var weight: String?

    @Option(help: "Content-size category (large, XXL, AX5, …), a comma-separated list, or `all`.")
    var category: String = "large"

    @Option(help: "Locale: line-break rules, shaping language, paragraph direction.")
    var locale: String = "en"

    @Option(help: "Width to wrap to, in points (default: one unbounded line).")
    var width: Double?

    @Option(help: "Line limit, 0 = unlimited (default 0 with --width, else 1).")
    var lines: Int?

    @Option(name: .customLong("line-break"), help: "truncatingTail, truncatingHead, truncatingMiddle, clipping, wordWrap, charWrap.")
    var lineBreak: String = "truncatingTail"

    @Option(name: .customLong("minimum-scale-factor"), help: "Shrink-to-fit floor (0 disables).")
    var minimumScaleFactor: Double = 0

    @Option(help: "Pixels per point the sizes are rounded up to (2 or 3).")
    var scale: Double = 3

    @Option(help: "Fonts folder holding fonts.yaml (default: ./Fonts, then the repository's, then built-in).")
    var fonts: String?

    @Option(help: "Output format: text or json (default: text on a terminal, else json).")
    var format: TextOrJSON?

    @Flag(help: "Time the text engine on this string instead (JSON figures).")
    var bench = false

    @Option(name: .customLong("repeat"), help: "Repeats per timed figure with --bench.")
    var repeats: Int = 200

    func run() throws {
        let options = try validated()
        let measurer: TextMeasurer
        do {
            measurer = try TextMeasurer(fontsDirectory: fonts)
        } catch let error as FontError {
            throw DiagnosticError(error.diagnostic)
        }
        if let path = options.fontPath {
            do {
                try measurer.validateFontFile(path)
            } catch let error as FontError {
                throw DiagnosticError(error.diagnostic)
            }
        }
        if bench {
            let result = TextBenchmark.run(measurer: measurer, text: options.text, font: options.font, locale: locale, repeats: repeats)
            print(try MeasureCommand.json(result))
            return
        }
        let results = options.categories.map { category in
            (category, measurer.measure(TextMeasureRequest(
                text: options.text, font: options.font, category: category, locale: locale,
                maxWidth: width, lines: options.lines, lineBreak: options.lineBreak,
                minimumScaleFactor: minimumScaleFactor, scale: scale)))
        }
        for warning in measurer.warnings {
            FileHandle.standardError.write(Data("warning: \(warning)\n".utf8))
        }
        if options.json {
            let objects = results.map { MeasureOutput(category: $0.0, measurement: $0.1) }
            print(options.categories.count == 1 ? try MeasureCommand.json(objects[0]) : try MeasureCommand.json(objects))
        } else {
            for (category, result) in results {
                print(MeasureCommand.line(category: category, result))
            }
        }
    }

    /// The options after checking; bad values are `error:` diagnostics (exit 2).
    private struct Options {
        var text: String
        var font: FontSpec
        var fontPath: String?
        var categories: [ContentSizeCategory]
        var lines: Int
        var lineBreak: LineBreakMode
        var json: Bool
    }

    private func validated() throws -> Options {
        var problems: [Diagnostic] = []
        var text = self.text ?? ""
        if self.text == nil {
            problems.append(.error("missing TEXT to measure"))
        } else if text == "-" {
            text = String(decoding: FileHandle.standardInput.readDataToEndOfFile(), as: UTF8.self)
            if text.hasSuffix("\n") { text.removeLast() }
        }
        var parsedWeight: FontWeight?
        if let weight {
            parsedWeight = FontWeight(parsing: weight)
            if parsedWeight == nil { problems.append(.error("unknown weight '\(weight)' (use regular, medium, semibold, bold, …)")) }
        }
        var spec = FontSpec.system(size: 17, weight: parsedWeight ?? .regular)
        var fontPath: String?
        if let style {
            if let parsed = TextStyle(parsing: style) {
                spec = .style(parsed, weight: parsedWeight)
            } else {
                problems.append(.error("unknown text style '\(style)' (use \(TextStyle.allCases.map(\.rawValue).joined(separator: ", ")))"))
            }
            if font != nil { problems.append(.error("--style and --font cannot be combined")) }
        }
        if let size, !(size > 0 && size.isFinite && size <= 10_000) {
            problems.append(.error("--size must be a positive number of points, got \(size)"))
        }
        if let font {
            let expanded = (font as NSString).expandingTildeInPath
            let absolute = expanded.hasPrefix("/") ? expanded : FileManager.default.currentDirectoryPath + "/" + expanded
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory) || isDirectory.boolValue {
                problems.append(.error("font file not found", at: SourceLocation(file: font)))
            }
            guard let size else {
                problems.append(.error("--font needs --size PT"))
                throw DiagnosticError(problems)
            }
            fontPath = absolute
            spec = FontSpec(source: .custom(family: absolute, size: size), weight: parsedWeight)
        } else if style == nil, let size {
            spec = .system(size: size, weight: parsedWeight ?? .regular)
        }
        var categories: [ContentSizeCategory] = []
        if category.lowercased() == "all" {
            categories = ContentSizeCategory.allCases
        } else {
            for name in category.split(separator: ",") {
                if let parsed = ContentSizeCategory(parsing: String(name)) {
                    categories.append(parsed)
                } else {
                    problems.append(.error("unknown content size category '\(name)' (use extraSmall … accessibilityExtraExtraExtraLarge, xS … AX5, or all)"))
                }
            }
            if categories.isEmpty && problems.isEmpty { problems.append(.error("--category names no category")) }
        }
        if let width, !(width >= 0 && width <= 100_000) { problems.append(.error("--width must be between 0 and 100000 points")) }
        if let lines, !(0...10_000).contains(lines) { problems.append(.error("--lines must be between 0 (unlimited) and 10000")) }
        let mode = LineBreakMode(parsing: lineBreak)
        if mode == nil { problems.append(.error("unknown line break mode '\(lineBreak)' (use \(LineBreakMode.allCases.map(\.rawValue).joined(separator: ", ")))")) }
        if !(minimumScaleFactor >= 0 && minimumScaleFactor <= 1) { problems.append(.error("--minimum-scale-factor must be between 0 and 1")) }
        if !(scale >= 1 && scale <= 4) { problems.append(.error("--scale must be between 1 and 4 (2 or 3 for iPhones)")) }
        let json = format.map { $0 == .json } ?? (isatty(STDOUT_FILENO) == 0)
        if !(1...1_000_000).contains(repeats) { problems.append(.error("--repeat must be between 1 and 1000000")) }
        if !problems.isEmpty { throw DiagnosticError(problems) }
        return Options(text: text, font: spec, fontPath: fontPath, categories: categories,
                       lines: lines ?? (width == nil ? 1 : 0), lineBreak: mode ?? .truncatingTail, json: json)
    }

    private static func json<Value: Encodable>(_ value: Value) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    private static func line(category: ContentSizeCategory, _ result: TextMeasurement) -> String {
        func number(_ value: Double) -> String { String(format: "%.2f", value) }
        var text = "\(category.rawValue) (\(category.shortName)): \(number(result.pointSize)) pt, \(number(result.width)) × \(number(result.height)) pt, "
        text += "\(result.linesUsed) line\(result.linesUsed == 1 ? "" : "s")"
        if result.truncated { text += " of \(result.linesNeeded) needed (truncated)" }
        if !result.missingCharacters.isEmpty { text += ", missing glyphs: \(result.missingCharacters.joined(separator: " "))" }
        return text
    }
}
