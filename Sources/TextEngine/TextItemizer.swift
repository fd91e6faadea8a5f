import CFreeTypeHarfBuzz
import CICUBridge

/// Splits a string into runs of one bidi level, script and face (the first face in the
/// chain that covers each character), shapes each run once through `ShapeCache`, and
/// returns the size-independent `ShapedText`.
struct TextItemizer {
    let chain: FontChain
    let locale: LocaleContext
    let shapes: ShapeCache

    private static let common: Int32 = 0
    private static let inherited: Int32 = 1

    /// Per character (Unicode scalar): where it is, its script and the face drawing it.
    private struct Item {
        var offset: Int
        var length: Int
        var value: UInt32
        var rawScript: Int32
        var script: Int32
        /// Index into the itemiser's face list.
        var face: Int
    }

    func itemize(_ text: String) -> ShapedText {
        let units = Array(text.utf16)
        let count = units.count
        var items: [Item] = []
        items.reserveCapacity(count)
        var offset = 0
        var needsBidi = locale.isRightToLeft
        var lastReal: Int32 = -1
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let length = value > 0xFFFF ? 2 : 1
            if value >= 0x0590 { needsBidi = true }
            // Common and inherited characters take the script of the character before them.
            let raw = CharacterFacts.script(of: value)
            let neutral = raw == TextItemizer.common || raw == TextItemizer.inherited
            if !neutral { lastReal = raw }
            items.append(Item(offset: offset, length: length, value: value, rawScript: raw, script: neutral ? lastReal : raw, face: 0))
            offset += length
        }
        // Leading neutrals take the first real script.
        if let firstReal = items.first(where: { $0.script >= 0 })?.script {
            for index in items.indices where items[index].script < 0 { items[index].script = firstReal }
        }

        let (levels, paragraphLevel) = bidiLevels(units, needed: needsBidi)

        // Face per character: the requested face draws every letter it covers, other letters
        // fall back by script. Combining marks and invisible controls stay with the character
        // before them, and so do spaces, digits and punctuation (script Common) when that face
        // has them — an Arabic phrase stays one run in the Arabic face, spaces included.
        var faces: [FontFace] = [chain.primary]
        var missing: [String] = []
        var previous = -1
        var emojiSlot = -1
        for index in items.indices {
            let value = items[index].value
            let ignorable = CharacterFacts.isDefaultIgnorable(value)
            let raw = items[index].rawScript
            let attached = raw == TextItemizer.inherited || raw == TextItemizer.common || ignorable
            var slot: Int
            // After an emoji only marks and invisible controls stay in the emoji face: spaces
            // and punctuation go back to the text face, as Core Text falls back per character.
            let staysAttached = ignorable || raw == TextItemizer.inherited || previous != emojiSlot
            if TextItemizer.wantsEmoji(value, next: index + 1 < items.count ? items[index + 1].value : nil),
               let emoji = chain.emojiFace(for: value) {
                slot = faces.firstIndex { $0 === emoji } ?? {
                    faces.append(emoji)
                    return faces.count - 1
                }()
                emojiSlot = slot
            } else if previous >= 0, attached, staysAttached, ignorable || faces[previous].covers(value) {
                slot = previous
            } else if chain.primary.covers(value) {
                slot = 0
            } else {
                let script = items[index].script
                var found = chain.face(for: value, script: ScriptNames.tag(of: script, fallback: locale.script))
                if found == nil {
                    if !ignorable && ls_is_whitespace(value) == 0 && value >= 0x20 {
                        let character = String(Character(Unicode.Scalar(value) ?? "\u{FFFD}"))
                        if !missing.contains(character) { missing.append(character) }
                    }
                    found = previous >= 0 ? faces[previous] : chain.lastResort
                }
                let face = found ?? chain.primary
                if let known = faces.firstIndex(where: { $0 === face }) {
                    slot = known
                } else {
                    faces.append(face)
                    slot = faces.count - 1
                }
            }
            items[index].face = slot
            previous = slot
        }

        // Runs of equal (level, script, face), shaped and booked per unit.
        // Per-unit advances and tracked-cluster marks go straight into the prefix arrays
        // (slot i + 1 for unit i) and are summed in place below.
        var emPrefix = [Double](repeating: 0, count: count + 1)
        var trackedPrefix = [Int32](repeating: 0, count: count + 1)
        var usedFaces = [Bool](repeating: false, count: faces.count)
        usedFaces[0] = true
        var isTracked = false
        var ink = GlyphInk()
        units.withUnsafeBufferPointer { buffer in
            var runStart = 0
            while runStart < items.count {
                let first = items[runStart]
                let level = levels.isEmpty ? 0 : levels[first.offset]
                var runEnd = runStart + 1
                while runEnd < items.count, items[runEnd].face == first.face, items[runEnd].script == first.script,
                      (levels.isEmpty ? 0 : levels[items[runEnd].offset]) == level {
                    runEnd += 1
                }
                let face = faces[first.face]
                let tracks = chain.tracksPrimary && first.face == 0
                let widthScale = first.face == 0 ? chain.primaryWidthScale : 1
                let lower = first.offset
                let upper = items[runEnd - 1].offset + items[runEnd - 1].length
                let rightToLeft = level & 1 == 1
                let script = ScriptNames.harfBuzzScript(of: first.script, fallback: locale.script)
                if lower == 0 && upper == count && first.face == 0 {
                    // The whole string in the chain's own face: the shaped-text cache (keyed by
                    // string and chain) already remembers it, so it goes straight into the sums.
                    ink.include(ShapedRun.forEachGlyph(buffer, range: lower..<upper, face: face, rightToLeft: rightToLeft,
                                                       script: script, language: locale.language) { cluster, advance in
                        emPrefix[cluster + 1] += advance * widthScale
                        if tracks { trackedPrefix[cluster + 1] = 1 }
                    })
                } else {
                    let run = shapes.run(buffer, range: lower..<upper, text: lower == 0 && upper == count ? text : nil,
                                         face: face, rightToLeft: rightToLeft, script: script, locale: locale)
                    ink.include(run.ink)
                    for unit in lower..<upper {
                        emPrefix[unit + 1] = run.unitAdvances[unit - lower] * widthScale
                        trackedPrefix[unit + 1] = tracks && run.clusterStarts[unit - lower] ? 1 : 0
                    }
                }
                usedFaces[first.face] = true
                if tracks { isTracked = true }
                runStart = runEnd
            }
        }

        for unit in 0..<count {
            emPrefix[unit + 1] += emPrefix[unit]
            trackedPrefix[unit + 1] += trackedPrefix[unit]
        }
        var trimmedEnd = count
        while trimmedEnd > 0 && TextBreaks.hangs(units[trimmedEnd - 1]) { trimmedEnd -= 1 }
        var ascender = 0.0, descender = 0.0, lineGap = 0.0
        for (index, face) in faces.enumerated() where usedFaces[index] {
            let metrics = index == 0 ? chain.primaryMetrics : VerticalMetrics(face)
            ascender = max(ascender, metrics.ascender)
            descender = max(descender, metrics.descender)
            lineGap = max(lineGap, metrics.lineGap)
        }
        return ShapedText(units: units, emPrefix: emPrefix, trackedPrefix: trackedPrefix, missing: missing,
                          isRightToLeft: paragraphLevel & 1 == 1,
                          ascender: ascender, descender: descender, lineGap: lineGap, primary: chain.primaryMetrics,
                          ink: ink, isTracked: isTracked, trimmedEnd: trimmedEnd,
                          singleLineTexts: [trimmedEnd == count ? text : String(decoding: units[0..<trimmedEnd], as: UTF16.self)],
                          hasNewline: units.contains(where: TextBreaks.isNewline))
    }

    /// True when iOS draws `scalar` as an emoji: it has emoji presentation by default
    /// (Emoji_Presentation, e.g. 😀 and regional indicators), or is an emoji followed by the
    /// emoji variation selector U+FE0F (❤️). Digits, # and * count only with U+FE0F or a keycap.
    static func wantsEmoji(_ scalar: UInt32, next: UInt32?) -> Bool {
        guard scalar >= 0x23, let character = Unicode.Scalar(scalar) else { return false }
        let properties = character.properties
        if properties.isEmojiPresentation { return true }
        guard properties.isEmoji, let next else { return false }
        return next == 0xFE0F || (next == 0x20E3 && scalar < 0x80)
    }

    /// Bidi embedding level per UTF-16 unit (empty when everything is left-to-right) and the
    /// paragraph level: from the first strong character, else from the locale's direction.
    private func bidiLevels(_ units: [UInt16], needed: Bool) -> ([UInt8], UInt8) {
        guard needed, !units.isEmpty else { return ([], locale.isRightToLeft ? 1 : 0) }
        let count = units.count
        var levels = [UInt8](repeating: 0, count: count)
        var paragraphLevel: UInt8 = 0
        let direction = Int32(locale.isRightToLeft ? LS_DIRECTION_AUTO_RTL : LS_DIRECTION_AUTO)
        var runs = [LSBidiRun](repeating: LSBidiRun(), count: 16)
        var total = ls_bidi_runs(units, Int32(count), direction, &runs, Int32(runs.count), &paragraphLevel)
        if total > Int32(runs.count) {
            runs = [LSBidiRun](repeating: LSBidiRun(), count: Int(total))
            total = ls_bidi_runs(units, Int32(count), direction, &runs, Int32(runs.count), &paragraphLevel)
        }
        guard total > 0 else { return ([], locale.isRightToLeft ? 1 : 0) }
        for run in runs.prefix(Int(total)) {
            let start = max(0, Int(run.start))
            let end = min(count, start + Int(run.length))
            if start < end { for unit in start..<end { levels[unit] = run.level } }
        }
        return (levels, paragraphLevel)
    }
}
