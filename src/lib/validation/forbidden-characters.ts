/**
 * Control characters (Unicode category Cc: C0, DEL and C1). NUL in particular is refused by
 * PostgreSQL's text type, which turned such a name into a 500 before (docs/security.md, "Input
 * limits").
 */
export const CONTROL_CHARACTERS = /\p{Cc}/u;

/**
 * Scripts whose words need the zero-width non-joiner or joiner to be spelt right: Persian's "می‌خواهم"
 * and the Indic scripts' half forms. There, between two letters of the script (a letter's marks
 * included), the two are part of the word; anywhere else they only hide something.
 * @see https://www.unicode.org/reports/tr31/#Layout_and_Format_Control_Characters
 */
const JOINING_SCRIPTS = [
  "Arabic",
  "Syriac",
  "Nko",
  "Mongolian",
  "Devanagari",
  "Bengali",
  "Gurmukhi",
  "Gujarati",
  "Oriya",
  "Tamil",
  "Telugu",
  "Kannada",
  "Malayalam",
  "Sinhala",
]
  .map((script) => `\\p{scx=${script}}`)
  .join("");
/** What comes before a non-joiner or joiner in a word: a letter of such a script, with its marks. */
const joiningLetter = `[${JOINING_SCRIPTS}]\\p{M}*`;
/** What comes before the joiner of an emoji sequence: a pictograph, with its skin tone or emoji presentation. */
const pictograph = "\\p{Extended_Pictographic}[\\u{1f3fb}-\\u{1f3ff}\\ufe0f]?";

/**
 * Characters that draw nothing yet change what text means or how it reads: format characters (Cf:
 * zero-width spaces, direction marks and overrides, the byte-order mark, U+061C) and the line and
 * paragraph separators (Zl, Zp), which break a line that should be one. `Admin` and
 * `Ad\u200Bmin` look alike. Some kinds of Cf are part of words and emoji and stay: the zero-width
 * non-joiner and joiner inside a word of a joining script (above), the joiner between two
 * pictographs (👩‍👩‍👧) and the tag characters after a black flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿).
 */
export const INVISIBLE_CHARACTERS = new RegExp(
  [
    "[\\p{Zl}\\p{Zp}]",
    "(?![\\u200c\\u200d]|[\\u{e0020}-\\u{e007f}])\\p{Cf}",
    // A non-joiner or joiner in a word of a joining script stays; elsewhere it is refused, but for
    // the joiner between two pictographs.
    `(?<!${joiningLetter})(?<!${pictograph})[\\u200c\\u200d]`,
    `(?<=${joiningLetter})[\\u200c\\u200d](?![${JOINING_SCRIPTS}])`,
    `(?<=${pictograph})(?:\\u200c|\\u200d(?!\\p{Extended_Pictographic}))`,
    "(?<![\\u{1f3f4}\\u{e0020}-\\u{e007e}])[\\u{e0020}-\\u{e007f}]",
  ].join("|"),
  "u",
);

/** Either kind: for checks that refuse them with one answer (links, paths, filter fields). */
export const FORBIDDEN_CHARACTERS = new RegExp(
  `${CONTROL_CHARACTERS.source}|${INVISIBLE_CHARACTERS.source}`,
  "u",
);
