#include "ICUBridge.h"

#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uloc.h>
#include <unicode/uscript.h>
#include <unicode/uversion.h>

int32_t ls_bidi_runs(const uint16_t *text, int32_t length, int32_t direction,
                     LSBidiRun *runs, int32_t capacity, uint8_t *paragraph_level) {
    if (length < 0 || (length > 0 && text == NULL)) return -1;
    UErrorCode status = U_ZERO_ERROR;
    UBiDi *bidi = ubidi_openSized(length, 0, &status);
    if (U_FAILURE(status)) return -1;
    UBiDiLevel level = UBIDI_DEFAULT_LTR;
    if (direction == LS_DIRECTION_LTR) level = 0;
    else if (direction == LS_DIRECTION_RTL) level = 1;
    else if (direction == LS_DIRECTION_AUTO_RTL) level = UBIDI_DEFAULT_RTL;
    ubidi_setPara(bidi, (const UChar *)text, length, level, NULL, &status);
    if (U_FAILURE(status)) { ubidi_close(bidi); return -1; }
    if (paragraph_level) *paragraph_level = ubidi_getParaLevel(bidi);
    // Logical runs: walk levels and cut where the level changes.
    int32_t count = 0;
    int32_t index = 0;
    while (index < length) {
        int32_t limit = 0;
        UBiDiLevel runLevel = 0;
        ubidi_getLogicalRun(bidi, index, &limit, &runLevel);
        if (limit <= index) break;
        if (count < capacity && runs) {
            runs[count].start = index;
            runs[count].length = limit - index;
            runs[count].level = runLevel;
        }
        count++;
        index = limit;
    }
    ubidi_close(bidi);
    return count;
}

static int32_t collect_breaks(UBreakIteratorType type, const uint16_t *text, int32_t length,
                              const char *locale, int32_t *breaks, int32_t capacity) {
    if (length < 0 || (length > 0 && text == NULL)) return -1;
    if (length == 0) return 0;
    UErrorCode status = U_ZERO_ERROR;
    UBreakIterator *iterator = ubrk_open(type, locale ? locale : "", (const UChar *)text, length, &status);
    if (U_FAILURE(status)) return -1;
    int32_t count = 0;
    ubrk_first(iterator);
    for (int32_t position = ubrk_next(iterator); position != UBRK_DONE; position = ubrk_next(iterator)) {
        if (count < capacity && breaks) breaks[count] = position;
        count++;
    }
    ubrk_close(iterator);
    return count;
}

int32_t ls_line_breaks(const uint16_t *text, int32_t length, const char *locale,
                       int32_t *breaks, int32_t capacity) {
    return collect_breaks(UBRK_LINE, text, length, locale, breaks, capacity);
}

int32_t ls_grapheme_breaks(const uint16_t *text, int32_t length,
                           int32_t *breaks, int32_t capacity) {
    return collect_breaks(UBRK_CHARACTER, text, length, "", breaks, capacity);
}

int32_t ls_script_code(uint32_t code_point) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode code = uscript_getScript((UChar32)code_point, &status);
    if (U_FAILURE(status)) return 0;
    return (int32_t)code;
}

int32_t ls_script_tag(uint32_t code_point, char *out) {
    if (!out) return 0;
    const char *name = uscript_getShortName((UScriptCode)ls_script_code(code_point));
    if (!name || strlen(name) != 4) { strcpy(out, "Zyyy"); return 0; }
    memcpy(out, name, 5);
    return 1;
}

int32_t ls_script_code_tag(int32_t script_code, char *out) {
    if (!out) return 0;
    if (script_code < 0 || script_code >= (int32_t)USCRIPT_CODE_LIMIT) { strcpy(out, "Zyyy"); return 0; }
    const char *name = uscript_getShortName((UScriptCode)script_code);
    if (!name || strlen(name) != 4) { strcpy(out, "Zyyy"); return 0; }
    memcpy(out, name, 5);
    return 1;
}

int32_t ls_locale_is_right_to_left(const char *locale) {
    if (!locale) return 0;
    UErrorCode status = U_ZERO_ERROR;
    ULayoutType orientation = uloc_getCharacterOrientation(locale, &status);
    if (U_FAILURE(status)) return 0;
    return orientation == ULOC_LAYOUT_RTL ? 1 : 0;
}

int32_t ls_locale_script(const char *locale, char *out, int32_t capacity) {
    if (!locale || !out || capacity <= 0) return -1;
    char maximized[ULOC_FULLNAME_CAPACITY];
    UErrorCode status = U_ZERO_ERROR;
    int32_t maximizedLength = uloc_addLikelySubtags(locale, maximized, (int32_t)sizeof(maximized), &status);
    // An exact fit is only a warning, and leaves `maximized` without its terminating NUL.
    if (U_FAILURE(status) || status == U_STRING_NOT_TERMINATED_WARNING || maximizedLength >= (int32_t)sizeof(maximized)) return -1;
    status = U_ZERO_ERROR;
    int32_t length = uloc_getScript(maximized, out, capacity, &status);
    if (U_FAILURE(status) || length <= 0 || length >= capacity) return -1;
    out[length] = 0;
    return length;
}

int32_t ls_locale_language(const char *locale, char *out, int32_t capacity) {
    if (!locale || !out || capacity <= 0) return -1;
    UErrorCode status = U_ZERO_ERROR;
    int32_t length = uloc_getLanguage(locale, out, capacity, &status);
    if (U_FAILURE(status) || length <= 0 || length >= capacity) return -1;
    out[length] = 0;
    return length;
}

int32_t ls_is_default_ignorable(uint32_t code_point) {
    if (u_hasBinaryProperty((UChar32)code_point, UCHAR_DEFAULT_IGNORABLE_CODE_POINT)) return 1;
    int8_t category = u_charType((UChar32)code_point);
    return (category == U_CONTROL_CHAR || category == U_FORMAT_CHAR) ? 1 : 0;
}

int32_t ls_is_whitespace(uint32_t code_point) {
    return u_isUWhiteSpace((UChar32)code_point) ? 1 : 0;
}

void ls_icu_version(char *out, int32_t capacity) {
    if (!out || capacity <= 0) return;
    UVersionInfo info;
    u_getVersion(info);
    char buffer[U_MAX_VERSION_STRING_LENGTH];
    u_versionToString(info, buffer);
    strncpy(out, buffer, (size_t)capacity - 1);
    out[capacity - 1] = 0;
}
