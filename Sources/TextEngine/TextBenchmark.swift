import CFreeTypeHarfBuzz
import Foundation
import TextModel

/// Times the text engine in-process: strings per second cold and cached, one string at all
/// 12 content-size categories against one raw `hb_shape` of it, and a cached measurement.
public enum TextBenchmark {
    /// The figures of one run (times in microseconds, medians over the repeats).
    public struct Result: Hashable, Sendable, Codable {
        /// Distinct strings measured for the throughput figures.
        public var strings: Int
        /// Strings per second measured for the first time (shaping, itemisation, ICU).
        public var coldStringsPerSecond: Double
        /// Strings per second through one raw `hb_shape` each (same strings, primary face): the floor.
        public var rawShapeStringsPerSecond: Double
        /// Strings per second when every request is in the measurement cache.
        public var cachedStringsPerSecond: Double
        /// One cached `measure` call.
        public var cachedMeasureMicroseconds: Double
        /// The string measured at all 12 categories from empty caches by 12 `measure` calls.
        public var allCategoriesMicroseconds: Double
        /// The same through the batch call `measure(_:at:)`.
        public var allCategoriesBatchMicroseconds: Double
        /// The string measured at one category (large) from empty caches: itemise, shape, lay out.
        public var oneCategoryColdMicroseconds: Double
        /// One raw `hb_shape` of the string with the primary face at the large size.
        public var rawShapeMicroseconds: Double
        /// `allCategoriesMicroseconds / rawShapeMicroseconds`.
        public var allCategoriesRatio: Double
        /// `allCategoriesBatchMicroseconds / rawShapeMicroseconds` (target ≤ 1.5).
        public var allCategoriesBatchRatio: Double
        /// Optical sizes (faces) the font goes through across the 12 categories; each is shaped once.
        public var facesAcrossCategories: Int
    }

    /// Runs the benchmark on `measurer` for `text` in `font` and `locale`, `repeats` times each.
    public static func run(measurer: TextMeasurer, text: String, font: FontSpec, locale: String = "en", repeats: Int = 200) -> Result {
        let repeats = max(3, repeats)
        let requests = ContentSizeCategory.allCases.map { TextMeasureRequest(text: text, font: font, category: $0, locale: locale) }
        _ = requests.map(measurer.measure)  // load faces and chains once

        // One string at every category, from empty caches (faces stay loaded).
        var categoryTimes: [Double] = []
        for _ in 0..<repeats {
            measurer.clearCaches()
            categoryTimes.append(time { for request in requests { _ = measurer.measure(request) } })
        }

        var oneTimes: [Double] = []
        for _ in 0..<repeats {
            measurer.clearCaches()
            oneTimes.append(time { _ = measurer.measure(requests[ContentSizeCategory.large.index]) })
        }

        var batchTimes: [Double] = []
        for _ in 0..<repeats {
            measurer.clearCaches()
            batchTimes.append(time { _ = measurer.measure(requests[0], at: ContentSizeCategory.allCases) })
        }

        // One raw hb_shape of the same string with the face that draws its first letter.
        let face = measurer.benchmarkFace(for: requests[ContentSizeCategory.large.index])
        let language = hb_language_from_string(locale, -1)
        var shapeTimes: [Double] = []
        for _ in 0..<repeats {
            shapeTimes.append(time { shapeOnce(text, face: face, language: language) })
        }

        // Throughput over distinct strings, cold then cached.
        let words = ["Settings", "Account", "Benachrichtigungen", "privacy", "Continue", "Übersicht", "Sign in", "Delete all data",
                     "Einstellungen", "Notifications", "Profile", "Zurück", "Weiter", "Abbrechen", "Passwort vergessen?"]
        let strings = (0..<2000).map { index in
            "\(words[index % words.count]) \(words[(index / words.count) % words.count]) \(index)"
        }
        let throughput = strings.map { TextMeasureRequest(text: $0, font: font, locale: "en") }
        var coldTimes: [Double] = []
        var cachedTimes: [Double] = []
        for _ in 0..<5 {
            measurer.clearCaches()
            coldTimes.append(time { for request in throughput { _ = measurer.measure(request) } })
            cachedTimes.append(time { for request in throughput { _ = measurer.measure(request) } })
        }
        let cold = median(coldTimes)
        let throughputFace = measurer.benchmarkFace(for: throughput[0])
        let english = hb_language_from_string("en", -1)
        var rawTimes: [Double] = []
        for _ in 0..<5 {
            rawTimes.append(time { for string in strings { shapeOnce(string, face: throughputFace, language: english) } })
        }
        let cached = median(cachedTimes)

        var hitTimes: [Double] = []
        let hit = requests[ContentSizeCategory.large.index]
        _ = measurer.measure(hit)
        for _ in 0..<repeats {
            hitTimes.append(time { for _ in 0..<1000 { _ = measurer.measure(hit) } } / 1000)
        }

        let sizes = Set(ContentSizeCategory.allCases.map { measurer.pointSize(of: font, at: $0) >= measurer.manifest.displayFromSize })
        let allCategories = median(categoryTimes)
        let rawShape = median(shapeTimes)
        return Result(strings: strings.count,
                      coldStringsPerSecond: Double(strings.count) / (cold / 1e6),
                      rawShapeStringsPerSecond: Double(strings.count) / (median(rawTimes) / 1e6),
                      cachedStringsPerSecond: Double(strings.count) / (cached / 1e6),
                      cachedMeasureMicroseconds: median(hitTimes),
                      allCategoriesMicroseconds: allCategories,
                      allCategoriesBatchMicroseconds: median(batchTimes),
                      oneCategoryColdMicroseconds: median(oneTimes),
                      rawShapeMicroseconds: rawShape,
                      allCategoriesRatio: rawShape > 0 ? allCategories / rawShape : 0,
                      allCategoriesBatchRatio: rawShape > 0 ? median(batchTimes) / rawShape : 0,
                      facesAcrossCategories: font.source.isFile ? 1 : sizes.count)
    }

    /// What a caller of HarfBuzz alone would do: one buffer, guessed segment properties, shape.
    private static func shapeOnce(_ text: String, face: FontFace, language: hb_language_t?) {
        guard let buffer = hb_buffer_create() else { return }
        let units = Array(text.utf16)
        units.withUnsafeBufferPointer { pointer in
            hb_buffer_add_utf16(buffer, pointer.baseAddress, Int32(units.count), 0, Int32(units.count))
        }
        hb_buffer_guess_segment_properties(buffer)
        hb_buffer_set_language(buffer, language)
        hb_shape(face.font, buffer, nil, 0)
        hb_buffer_destroy(buffer)
    }

    /// Microseconds `body` takes.
    private static func time(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1000
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted[sorted.count / 2]
    }
}
