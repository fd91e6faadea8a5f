import Foundation
import TextModel

/// Measures text as iOS would: fonts from the `Fonts/` manifest, itemised by bidi level,
/// script and font coverage (ICU), shaped by HarfBuzz, wrapped at ICU's line-break
/// opportunities for the locale, sized by the Dynamic Type table and rounded up to the
/// device's pixel grid. Thread-safe: sweeps call `measure` from many threads at once.
///
/// Shaping is done once per (text, face chain, locale) at em scale and reused for every
/// size, width and line limit; whole measurements are cached per request.
public final class TextMeasurer: TextMeasuring {
    /// The manifest the measurer resolves faces from.
    public let manifest: FontManifest

    private let defaultFace: FontFace
    private let measurements = Locked<[TextMeasureRequest: TextMeasurement]>([:])
    /// Whether each custom family (and weight) asked for was found, by "family\0weight".
    private let customFamilies = Locked<[String: Bool]>([:])
    /// Whether a stand-in draws the system font, per weight and optical size.
    private let systemStandIns = Locked<[String: Bool]>([:])
    private let batches = Locked<[BatchKey: [TextMeasurement]]>([:])
    private let shapedTexts = Locked<[ShapedTextKey: ShapedText]>([:])
    private let textBreaks = Locked<[BreaksKey: TextBreaks]>([:])
    private let chains = Locked<[ChainKey: FontChain]>([:])
    private let locales = Locked<[String: LocaleContext]>([:])
    private let problems = Locked<[String]>([])
    private let shapes = ShapeCache()
    private let cacheLimit = 200_000

    /// Creates a measurer on `manifest`. Loads only the system font's regular text face,
    /// and throws `FontError` (naming the Debian package) when it cannot be found or read.
    public init(manifest: FontManifest = .builtIn) throws {
        self.manifest = manifest
        self.defaultFace = try TextMeasurer.systemFace(manifest: manifest, weight: .regular, display: false).face
    }

    /// Creates a measurer on the manifest `FontManifest.locate(explicit:)` finds.
    public convenience init(fontsDirectory: String?) throws {
        try self.init(manifest: FontManifest.locate(explicit: fontsDirectory))
    }

    /// Problems met while measuring (a fallback face missing, a custom family not found and
    /// replaced by the system font), each once, in the order they happened.
    public var warnings: [String] {
        problems.withLock { $0 }
    }

    /// Checks that `path` holds a font FreeType and HarfBuzz can use (face `index` of a
    /// collection); throws `FontError` saying why not.
    public func validateFontFile(_ path: String, index: Int = 0) throws {
        _ = try FaceRegistry.shared.face(path: path, index: index, weight: nil)
    }

    /// Empties the measurement and shaping caches (faces stay loaded), e.g. for cold benchmarks.
    public func clearCaches() {
        // Capacity is kept: a cold string in a long sweep meets populated tables, not new ones.
        measurements.withLock { $0.removeAll(keepingCapacity: true) }
        batches.withLock { $0.removeAll(keepingCapacity: true) }
        shapedTexts.withLock { $0.removeAll(keepingCapacity: true) }
        textBreaks.withLock { $0.removeAll(keepingCapacity: true) }
        shapes.removeAll()
    }

    // MARK: Dynamic Type

    /// The point size of `font` at `category`: a text style's table size (its size at
    /// `large` when it does not scale); a scaling system or custom font's size times the
    /// growth of `relativeTo` (UIFontMetrics); both capped by `maxSize`.
    public func pointSize(of font: FontSpec, at category: ContentSizeCategory) -> Double {
        var size: Double
        switch font.source {
        case .textStyle(let style):
            size = DynamicTypeTable.size(of: style, at: font.scales ? category : .large)
        case .system(let base), .custom(_, let base):
            guard font.scales else { return base }
            let growth = DynamicTypeTable.size(of: font.relativeTo, at: category) / DynamicTypeTable.size(of: font.relativeTo, at: .large)
            size = base * growth
        }
        if let cap = font.maxSize, cap > 0 { size = min(size, cap) }
        return size
    }

    /// The distance from one line's baseline to the next. A text style's font carries the
    /// leading of Apple's Dynamic Type table (`UIFont.leading` is the difference): body
    /// lines at `large` are 22 pt apart although one line is 20.33 pt tall, as Interface
    /// Builder's saved frames of wrapped text-style labels show (3 lines: 64.33 pt). Fixed-size
    /// system and custom fonts have no leading: their lines are `lineHeight` apart.
    func linePitch(of font: FontSpec, at category: ContentSizeCategory, lineHeight: Double, shrunkBy factor: Double) -> Double {
        guard case .textStyle(let style) = font.source else { return lineHeight }
        var leading = DynamicTypeTable.leading(of: style, at: font.scales ? category : .large)
        if let cap = font.maxSize, cap > 0 {
            let size = DynamicTypeTable.size(of: style, at: font.scales ? category : .large)
            if size > cap { leading *= cap / size }
        }
        return max(lineHeight, leading * factor)
    }

    /// The weight `font` is drawn in: the explicit weight, else the text style's, else regular.
    public func weight(of font: FontSpec) -> FontWeight {
        if let weight = font.weight { return weight }
        if case .textStyle(let style) = font.source { return DynamicTypeTable.weight(of: style) }
        return .regular
    }

    // MARK: Measuring

    /// Measures one request (served from the cache when the same request was measured before).
    public func measure(_ request: TextMeasureRequest) -> TextMeasurement {
        if let known = measurements.withLock({ $0[request] }) { return known }
        let result = compute(request)
        measurements.withLock { table in
            if table.count >= cacheLimit { table.removeAll(keepingCapacity: true) }
            table[request] = result
        }
        return result
    }

    /// Measures `request` at each of `categories` (in that order). One string's shaping is
    /// looked up once per optical size rather than once per category, and the whole answer is
    /// cached under one key: the cheapest way to sweep a string through Dynamic Type.
    public func measure(_ request: TextMeasureRequest, at categories: [ContentSizeCategory]) -> [TextMeasurement] {
        var key = request
        key.category = .large
        let batchKey = BatchKey(request: key, categories: categories)
        if let known = batches.withLock({ $0[batchKey] }) { return known }
        var memo = ShapedMemo()
        let results = categories.map { category in compute(request, at: category, memo: &memo) }
        batches.withLock { table in
            if table.count >= cacheLimit / 12 { table.removeAll(keepingCapacity: true) }
            table[batchKey] = results
        }
        return results
    }

    private func compute(_ request: TextMeasureRequest) -> TextMeasurement {
        var memo = ShapedMemo()
        return compute(request, at: request.category, memo: &memo)
    }

    /// Measures `request` at `category` (which replaces the request's own).
    private func compute(_ request: TextMeasureRequest, at category: ContentSizeCategory, memo: inout ShapedMemo) -> TextMeasurement {
        let locale = request.locale
        let family = familyChoice(request.font)
        let weight = weight(of: request.font)
        let baseSize = max(0.01, pointSize(of: request.font, at: category))

        var size = baseSize
        var pass = layout(request, size: size, family: family, weight: weight, locale: locale, memo: &memo)
        let shrink = request.minimumScaleFactor
        if pass.lines.truncated, request.maxWidth != nil, request.lines > 0, shrink > 0, shrink < 1 {
            var low = baseSize * shrink
            var high = baseSize
            let smallest = layout(request, size: low, family: family, weight: weight, locale: locale, memo: &memo)
            if smallest.lines.truncated {
                size = low
                pass = smallest
            } else {
                for _ in 0..<14 where high - low > 0.01 {
                    let middle = (low + high) / 2
                    if layout(request, size: middle, family: family, weight: weight, locale: locale, memo: &memo).lines.truncated {
                        high = middle
                    } else {
                        low = middle
                    }
                }
                size = low
                pass = layout(request, size: size, family: family, weight: weight, locale: locale, memo: &memo)
            }
        }

        // The line box: with a text style, UIFont.lineHeight of the tallest face used (UIKit
        // grows a text-style label's height for tall scripts drawn by a fallback font); with a
        // fixed-size or custom font, the font's own line height whatever the fallbacks
        // (UILetterformAwareSizingRule.typographic, UIKit's default). A stand-in for the system
        // font counts with SF Pro's metrics. The line gap sits below the baseline, as in TextKit.
        let shaped = pass.shaped
        let metrics = TextMeasurer.lineMetrics(of: shaped, font: request.font)
        let lineHeight = (metrics.ascender + metrics.descender + metrics.lineGap) * size
        let belowBaseline = (metrics.descender + metrics.lineGap) * size
        let firstBaseline = lineHeight - belowBaseline
        let ascent = firstBaseline
        let descent = belowBaseline
        let used = pass.lines.texts.count
        let pitch = linePitch(of: request.font, at: category, lineHeight: lineHeight, shrunkBy: size / baseSize)
        let widest = pass.lines.widths.max() ?? 0
        let scale = request.scale > 0 ? request.scale : 1
        var measurement = TextMeasurement(
            width: TextMeasurer.roundUp(widest, scale: scale),
            height: TextMeasurer.roundUp(used == 0 ? 0 : lineHeight + Double(used - 1) * pitch, scale: scale),
            linesUsed: used, linesNeeded: pass.lines.linesNeeded, truncated: pass.lines.truncated,
            pointSize: size, ascent: ascent, descent: descent, lineHeight: lineHeight,
            firstBaseline: firstBaseline, lastBaseline: firstBaseline + Double(max(used, 1) - 1) * pitch,
            missingCharacters: shaped.missing, isRightToLeft: shaped.isRightToLeft,
            lineTexts: pass.lines.texts, lineWidths: pass.lines.widths)
        if !shaped.ink.isEmpty {
            measurement.inkAscent = shaped.ink.ascent * size
            measurement.inkDescent = shaped.ink.descent * size
        }
        if case .custom(let name) = family, !isAvailable(family: name, weight: weight) { measurement.missingFontFamily = name }
        if family == .system { measurement.systemFontStandsIn = systemStandsIn(weight: weight, display: usesDisplayFace(family, size: size)) }
        return measurement
    }

    /// Whether the system font's face for a weight and optical size is a stand-in (SF Pro's
    /// files were not found), asked once per pair.
    private func systemStandsIn(weight: FontWeight, display: Bool) -> Bool {
        let key = "\(weight)\u{0}\(display)"
        if let known = systemStandIns.withLock({ $0[key] }) { return known }
        let standsIn = ((try? Self.systemFaceRole(manifest: manifest, weight: weight, display: display))?.standsIn) ?? true
        systemStandIns.withLock { $0[key] = standsIn }
        return standsIn
    }

    /// Whether a custom family is among the fonts the measurer can find, asked once per family and weight.
    private func isAvailable(family name: String, weight: FontWeight) -> Bool {
        let key = "\(name)\u{0}\(weight)"
        if let known = customFamilies.withLock({ $0[key] }) { return known }
        let found = ((try? customFace(name, weight: weight)) ?? nil) != nil
        customFamilies.withLock { $0[key] = found }
        return found
    }

    /// The vertical metrics (em) a line of `shaped` is sized by in `font`: a text style grows
    /// for the tallest face the text uses, any other font keeps its own.
    static func lineMetrics(of shaped: ShapedText, font: FontSpec) -> VerticalMetrics {
        if case .textStyle = font.source {
            return VerticalMetrics(ascender: shaped.ascender, descender: shaped.descender, lineGap: shaped.lineGap)
        }
        return shaped.primary
    }

    private struct Pass {
        var shaped: ShapedText
        var lines: LineLayout
    }

    private func layout(_ request: TextMeasureRequest, size: Double, family: FamilyChoice, weight: FontWeight,
                        locale: String, memo: inout ShapedMemo) -> Pass {
        let display = usesDisplayFace(family, size: size)
        let chainKey = ChainKey(family: family, weight: weight, display: display, locale: locale)
        let shaped: ShapedText
        if let known = display ? memo.display : memo.text {
            shaped = known
        } else {
            shaped = shapedText(request.text, chainKey: chainKey)
            if display { memo.display = shaped } else { memo.text = shaped }
        }
        let tracking = shaped.isTracked ? SFProTracking.extraAdvance(atSize: size) : 0
        // Fast path: one line that needs no break opportunities.
        if !shaped.units.isEmpty, !shaped.hasNewline {
            let natural = shaped.width(0..<shaped.trimmedEnd, size: size, tracking: tracking)
            if request.maxWidth.map({ natural <= $0 + 1e-6 }) ?? true {
                return Pass(shaped: shaped, lines: LineLayout(single: shaped.singleLineTexts, width: natural))
            }
        }
        let breaks = self.breaks(for: shaped.units, text: request.text, locale: request.locale)
        let ellipsis = shapedText("\u{2026}", chainKey: chainKey)
        let ellipsisWidth = ellipsis.width(0..<ellipsis.units.count, size: size,
                                           tracking: ellipsis.isTracked ? SFProTracking.extraAdvance(atSize: size) : 0)
        let parameters = LineLayout.Parameters(size: size, tracking: tracking, maxWidth: request.maxWidth,
                                               lineLimit: request.lines, mode: request.lineBreak, ellipsisWidth: ellipsisWidth)
        return Pass(shaped: shaped, lines: LineLayout(text: shaped, breaks: breaks, parameters: parameters))
    }

    /// Rounds a length up to the pixel grid of `scale` (UIKit's intrinsic sizes do the same).
    static func roundUp(_ value: Double, scale: Double) -> Double {
        guard value > 0 else { return 0 }
        return (value * scale - 1e-7).rounded(.up) / scale
    }

    // MARK: Caches

    private struct ShapedTextKey: Hashable {
        var text: String
        var chain: ChainKey
    }

    private struct BreaksKey: Hashable {
        var text: String
        var locale: String
    }

    /// One string's shaped forms for the text and display optical sizes, while one request
    /// (or one batch across categories: same text, font and locale) is measured.
    private struct ShapedMemo {
        var text: ShapedText?
        var display: ShapedText?
    }

    private struct BatchKey: Hashable {
        var request: TextMeasureRequest
        var categories: [ContentSizeCategory]
    }

    /// The itemised, shaped string for a chain; the chain and locale are only built on a miss.
    private func shapedText(_ text: String, chainKey: ChainKey) -> ShapedText {
        let key = ShapedTextKey(text: text, chain: chainKey)
        if let known = shapedTexts.withLock({ $0[key] }) { return known }
        let locale = localeContext(chainKey.locale)
        let chain = self.chain(family: chainKey.family, weight: chainKey.weight, display: chainKey.display, locale: locale)
        let shaped = TextItemizer(chain: chain, locale: locale, shapes: shapes).itemize(text)
        shapedTexts.withLock { table in
            if table.count >= cacheLimit { table.removeAll(keepingCapacity: true) }
            table[key] = shaped
        }
        return shaped
    }

    private func breaks(for units: [UInt16], text: String, locale: String) -> TextBreaks {
        let key = BreaksKey(text: text, locale: locale)
        if let known = textBreaks.withLock({ $0[key] }) { return known }
        var icuLocale = locale.replacingOccurrences(of: "-", with: "_")
        // Japanese text on iOS follows strict kinsoku: no line starts with a small kana or
        // a prolonged sound mark (UAX #14 class CJ treated as NS).
        if icuLocale == "ja" || icuLocale.hasPrefix("ja_") { icuLocale += "@lb=strict" }
        let breaks = TextBreaks(units: units, locale: icuLocale)
        textBreaks.withLock { table in
            if table.count >= cacheLimit { table.removeAll(keepingCapacity: true) }
            table[key] = breaks
        }
        return breaks
    }

    private func localeContext(_ identifier: String) -> LocaleContext {
        if let known = locales.withLock({ $0[identifier] }) { return known }
        let context = LocaleContext(identifier)
        locales.withLock { $0[identifier] = context }
        return context
    }

    // MARK: Faces

    private func chain(family: FamilyChoice, weight: FontWeight, display: Bool, locale: LocaleContext) -> FontChain {
        let key = ChainKey(family: family, weight: weight, display: display, locale: locale.identifier)
        if let known = chains.withLock({ $0[key] }) { return known }
        let primary = primaryFace(family: family, weight: weight, display: display)
        let metrics = primary.standsIn ? VerticalMetrics.sfPro : VerticalMetrics(primary.face)
        let standIn = display ? manifest.standInDisplay : manifest.standInText
        let standsInForSystem = primary.standsIn && !primary.tracked
        let widthScale = standsInForSystem ? standIn.widthScale : 1
        // A stand-in may take Apple's tracking table too, so its widths follow SF Pro's from
        // size to size (tighter at 17 pt than at 12), not only on average.
        let tracked = primary.tracked || (standsInForSystem && standIn.appleTracking)
        let chain = FontChain(key: key, primary: primary.face, tracksPrimary: tracked, primaryMetrics: metrics,
                              primaryWidthScale: widthScale, manifest: manifest,
                              weight: weight, locale: locale, problems: problems)
        return chains.withLock { table in
            if let existing = table[key] { return existing }
            table[key] = chain
            return chain
        }
    }

    /// The face that draws the first letter of `request` (for benchmarks against raw HarfBuzz).
    func benchmarkFace(for request: TextMeasureRequest) -> FontFace {
        let size = pointSize(of: request.font, at: request.category)
        let family = familyChoice(request.font)
        let locale = localeContext(request.locale)
        let chain = self.chain(family: family, weight: weight(of: request.font),
                               display: usesDisplayFace(family, size: size), locale: locale)
        let letter = request.text.unicodeScalars.first { $0.properties.isAlphabetic }
        guard let letter else { return chain.primary }
        let script = ScriptNames.tag(of: CharacterFacts.script(of: letter.value), fallback: locale.script)
        return chain.face(for: letter.value, script: script) ?? chain.primary
    }

    /// Only the system font switches to a display optical size (at `displayFromSize`).
    private func usesDisplayFace(_ family: FamilyChoice, size: Double) -> Bool {
        family == .system && size >= manifest.displayFromSize
    }

    private func familyChoice(_ font: FontSpec) -> FamilyChoice {
        if case .custom(let family, _) = font.source { return .custom(family) }
        return .system
    }

    /// The face a family draws with, whether it is SF Pro drawing the system font (the only
    /// case Apple's tracking table applies to), and whether it is a stand-in drawing the system
    /// font (which then takes SF Pro's vertical metrics).
    private func primaryFace(family: FamilyChoice, weight: FontWeight, display: Bool) -> (face: FontFace, tracked: Bool, standsIn: Bool) {
        do {
            switch family {
            case .system:
                return try TextMeasurer.systemFaceRole(manifest: manifest, weight: weight, display: display)
            case .custom(let name):
                if let face = try customFace(name, weight: weight) { return (face, false, false) }
                note("font family '\(name)' not found in the font manifest or search paths; measured with the system font")
                return try TextMeasurer.systemFaceRole(manifest: manifest, weight: weight, display: display)
            }
        } catch {
            note("\(error); measured with the regular system face")
            return (defaultFace, false, !defaultFace.isSFPro)
        }
    }

    /// `systemFace` plus whether the face is a stand-in rather than SF Pro.
    private static func systemFaceRole(manifest: FontManifest, weight: FontWeight, display: Bool) throws -> (face: FontFace, tracked: Bool, standsIn: Bool) {
        let found = try systemFace(manifest: manifest, weight: weight, display: display)
        return (found.face, found.tracked, !found.face.isSFPro)
    }

    private func customFace(_ name: String, weight: FontWeight) throws -> FontFace? {
        let expanded = (name as NSString).expandingTildeInPath
        if name.contains("/") || FileManager.default.fileExists(atPath: expanded) {
            guard FileManager.default.fileExists(atPath: expanded) else { return nil }
            return try FaceRegistry.shared.face(path: expanded, index: 0, weight: weight)
        }
        if let set = manifest.family(named: name), let file = set.file(for: weight) {
            guard let url = FontLocator.find(file, in: manifest.searchDirectories) else {
                throw FontError.fileNotFound(name: file, role: "family \(name)", package: set.package)
            }
            return try FaceRegistry.shared.face(path: url.path, index: set.index(forLocaleKeys: []), weight: weight)
        }
        let candidates = FontLocator.files(matchingFamily: name, in: manifest.searchDirectories)
        guard !candidates.isEmpty else { return nil }
        let wanted = FontManifest.normalizedName(name)
        func styleName(_ url: URL) -> String {
            String(FontManifest.normalizedName(url.deletingPathExtension().lastPathComponent).dropFirst(wanted.count))
        }
        let weightNames: [String] = weight == .regular ? ["", "regular", "book", "normal"] : [FontManifest.normalizedName(weight.rawValue)]
        let best = candidates.first { weightNames.contains(styleName($0)) }
            ?? candidates.first { styleName($0) == "regular" || styleName($0).isEmpty }
            ?? candidates.first { !styleName($0).contains("italic") }
            ?? candidates[0]
        return try FaceRegistry.shared.face(path: best.path, index: 0, weight: weight)
    }

    /// The system font's face for a weight and optical size: SF Pro when its files are
    /// found, else the stand-in.
    static func systemFace(manifest: FontManifest, weight: FontWeight, display: Bool) throws -> (face: FontFace, tracked: Bool) {
        let directories = manifest.searchDirectories
        if let sfPro = display ? (manifest.sfProDisplay ?? manifest.sfProText) : manifest.sfProText,
           let file = sfPro.file(for: weight), let url = FontLocator.find(file, in: directories) {
            return (try FaceRegistry.shared.face(path: url.path, index: 0, weight: weight), true)
        }
        let standIn = display ? manifest.standInDisplay : manifest.standInText
        guard let file = standIn.file(for: weight) else {
            throw FontError.badManifest(path: manifest.origin, line: nil, reason: "the system stand-in lists no faces")
        }
        guard let url = FontLocator.find(file, in: directories) else {
            throw FontError.fileNotFound(name: file, role: "system font stand-in", package: standIn.package)
        }
        let face = try FaceRegistry.shared.face(path: url.path, index: standIn.index(forLocaleKeys: []), weight: weight)
        return (face, face.isSFPro)
    }

    private func note(_ message: String) {
        problems.withLock { list in
            if !list.contains(message) { list.append(message) }
        }
    }
}
