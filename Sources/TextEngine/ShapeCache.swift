import CFreeTypeHarfBuzz

/// Shaped runs by (text, face, direction, script, language, features): each is shaped by
/// HarfBuzz once and reused at every size and width. Thread-safe.
final class ShapeCache: Sendable {
    private let runs = Locked<[ShapedRun.Key: ShapedRun]>([:])
    /// Entries kept before the cache is emptied (a sweep's strings fit many times over).
    private let limit = 200_000

    /// Forgets every shaped run.
    func removeAll() {
        runs.withLock { $0.removeAll(keepingCapacity: true) }
    }

    /// The shaped run for `units[range]`, shaping it on first use.
    func run(_ units: UnsafeBufferPointer<UInt16>, range: Range<Int>, face: FontFace, rightToLeft: Bool,
             script: hb_script_t, locale: LocaleContext) -> ShapedRun {
        run(units, range: range, text: nil, face: face, rightToLeft: rightToLeft, script: script, locale: locale)
    }

    /// As above; `text`, when given, is the string of exactly `units[range]` (saves decoding it).
    func run(_ units: UnsafeBufferPointer<UInt16>, range: Range<Int>, text known: String?, face: FontFace, rightToLeft: Bool,
             script: hb_script_t, locale: LocaleContext) -> ShapedRun {
        let text = known ?? String(decoding: UnsafeBufferPointer(rebasing: units[range]), as: UTF16.self)
        let key = ShapedRun.Key(text: text, faceID: face.id, rightToLeft: rightToLeft, script: script.rawValue,
                                language: locale.identifier, features: "")
        if let known = runs.withLock({ $0[key] }) { return known }
        let shaped = ShapedRun.shape(units, range: range, face: face, rightToLeft: rightToLeft, script: script,
                                     language: locale.language)
        runs.withLock { table in
            if table.count >= limit { table.removeAll(keepingCapacity: true) }
            table[key] = shaped
        }
        return shaped
    }
}
