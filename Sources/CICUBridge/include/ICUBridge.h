#ifndef LAYOUTSTRESS_ICUBRIDGE_H
#define LAYOUTSTRESS_ICUBRIDGE_H

// The few ICU services LayoutStress needs, behind plain C types.
// ICU's own headers never leak out of this target: its function names are
// version-renamed macros and its types clash with Foundation's private ICU copy.

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// One directional run of a paragraph, in UTF-16 code units.
typedef struct {
    /// First UTF-16 code unit of the run.
    int32_t start;
    /// Number of UTF-16 code units in the run.
    int32_t length;
    /// Embedding level: even = left-to-right, odd = right-to-left.
    uint8_t level;
} LSBidiRun;

/// Paragraph direction requests for `ls_bidi_runs`.
enum {
    /// The paragraph runs left to right whatever its characters.
    LS_DIRECTION_LTR = 0,
    /// The paragraph runs right to left whatever its characters.
    LS_DIRECTION_RTL = 1,
    /// The first strong character decides; left to right when there is none.
    LS_DIRECTION_AUTO = 2,
    /// Like AUTO (first strong character decides), but right-to-left when the text has none.
    LS_DIRECTION_AUTO_RTL = 3
};

/// Splits `text` into bidi runs in logical order. Writes at most `capacity` runs and
/// returns how many runs there are (may exceed capacity: call again with more room),
/// or -1 on failure. `paragraph_level` receives the resolved paragraph level.
int32_t ls_bidi_runs(const uint16_t *text, int32_t length, int32_t direction,
                     LSBidiRun *runs, int32_t capacity, uint8_t *paragraph_level);

/// Line-break opportunities of `text` for `locale` (UAX #14 with ICU's dictionaries for
/// Thai, Lao, Khmer, Burmese and CJK). Writes UTF-16 offsets where a line may start
/// (the end of text included), returns the count (may exceed capacity) or -1 on failure.
int32_t ls_line_breaks(const uint16_t *text, int32_t length, const char *locale,
                       int32_t *breaks, int32_t capacity);

/// Grapheme-cluster boundaries of `text` (user-perceived characters), as UTF-16 offsets
/// after each cluster. Returns the count (may exceed capacity) or -1 on failure.
int32_t ls_grapheme_breaks(const uint16_t *text, int32_t length,
                           int32_t *breaks, int32_t capacity);

/// ICU script code (UScriptCode) of a code point; 0 = Common, 1 = Inherited.
int32_t ls_script_code(uint32_t code_point);

/// ISO 15924 four-letter code ("Latn", "Arab", "Zyyy") of a code point's script,
/// written NUL-terminated into `out` (at least 5 bytes). Returns 1 on success.
int32_t ls_script_tag(uint32_t code_point, char *out);

/// ISO 15924 four-letter code of an ICU script code (UScriptCode), NUL-terminated into
/// `out` (at least 5 bytes). Returns 1 on success, 0 for an unknown code.
int32_t ls_script_code_tag(int32_t script_code, char *out);

/// 1 when the locale's characters run right-to-left (ar, he, fa, ur, …), else 0.
int32_t ls_locale_is_right_to_left(const char *locale);

/// The likely ISO 15924 script of a locale ("ja" → "Jpan", "sr" → "Cyrl"), NUL-terminated
/// into `out` of `capacity` bytes. Returns the length, or -1 when unknown.
int32_t ls_locale_script(const char *locale, char *out, int32_t capacity);

/// The locale's language code ("de" for "de_CH"), into `out`. Returns the length or -1.
int32_t ls_locale_language(const char *locale, char *out, int32_t capacity);

/// 1 when a code point is a default-ignorable or a control/format character that takes
/// no glyph of its own (ZWJ, bidi controls, variation selectors), else 0.
int32_t ls_is_default_ignorable(uint32_t code_point);

/// 1 when a code point is white space (a line may end after it without a glyph showing).
int32_t ls_is_whitespace(uint32_t code_point);

/// The ICU library version, e.g. "72.1", into `out`.
void ls_icu_version(char *out, int32_t capacity);

#ifdef __cplusplus
}
#endif

#endif
