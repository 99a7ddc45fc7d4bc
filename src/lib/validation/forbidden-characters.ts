/**
 * Control characters (Unicode category Cc: C0, DEL and C1). NUL in particular is refused by
 * PostgreSQL's text type, which turned such a name into a 500 before (docs/security.md, "Input
 * limits").
 */
export const CONTROL_CHARACTERS = /\p{Cc}/u;

/**
 * Characters that draw nothing yet change what text means or how it reads: format characters (Cf:
 * zero-width spaces, direction marks and overrides, the byte-order mark, U+061C) and the line and
 * paragraph separators (Zl, Zp), which break a line that should be one. `Admin` and
 * `Ad\u200Bmin` look alike. Two kinds of Cf are part of emoji and stay: the zero-width joiner
 * between two pictographs (👩‍👩‍👧) and the tag characters after a black flag (🏴󠁧󠁢󠁳󠁣󠁴󠁿).
 */
export const INVISIBLE_CHARACTERS =
  /[\p{Zl}\p{Zp}]|(?!\u200d|[\u{e0020}-\u{e007f}])\p{Cf}|(?<!\p{Extended_Pictographic}[\u{1f3fb}-\u{1f3ff}\ufe0f]?)\u200d|\u200d(?!\p{Extended_Pictographic})|(?<![\u{1f3f4}\u{e0020}-\u{e007e}])[\u{e0020}-\u{e007f}]/u;

/** Either kind: for checks that refuse them with one answer (links, paths, filter fields). */
export const FORBIDDEN_CHARACTERS = new RegExp(
  `${CONTROL_CHARACTERS.source}|${INVISIBLE_CHARACTERS.source}`,
  "u",
);
