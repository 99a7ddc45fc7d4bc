import { describe, expect, it } from "vitest";
import { FORBIDDEN_CHARACTERS } from "./forbidden-characters";
import { multiLineText } from "./multi-line-text";
import { singleLineText } from "./single-line-text";

/** Unicode's general categories but the surrogates (Cs), which unpaired-surrogates.ts handles. */
const CATEGORIES =
  "Lu Ll Lt Lm Lo Mn Mc Me Nd Nl No Pc Pd Ps Pe Pi Pf Po Sm Sc Sk So Zs Zl Zp Cc Cf Co Cn";
const REFUSED = new Set(["Cc", "Cf", "Zl", "Zp"]);

const patterns = CATEGORIES.split(" ").map((c) => [c, new RegExp(`\\p{gc=${c}}`, "u")] as const);
const byCategory = new Map<string, string[]>(patterns.map(([c]) => [c, []]));
for (let code = 0; code <= 0x10ffff; code += 1) {
  if (code >= 0xd800 && code <= 0xdfff) continue;
  const character = String.fromCodePoint(code);
  const [category] = patterns.find(([, pattern]) => pattern.test(character))!;
  byCategory.get(category)!.push(character);
}

const schemas = {
  single: singleLineText({ max: 20, what: "name" }),
  multi: multiLineText({ max: 20, maxLines: 3, what: "note" }),
};

describe("text people type, by Unicode category", () => {
  for (const [category, members] of byCategory) {
    const refused = REFUSED.has(category);
    it(`${refused ? "refuses" : "accepts"} every ${category} character (${members.length})`, () => {
      expect(members.length).toBeGreaterThan(0);
      const wrong = members.filter(
        (character) => FORBIDDEN_CHARACTERS.test(`a${character}b`) !== refused,
      );
      expect(wrong.map((c) => c.codePointAt(0)!.toString(16))).toEqual([]);
      for (const character of [members[0]!, members.at(-1)!]) {
        const text = `a${character}b`;
        expect(schemas.single.safeParse(text).success, category).toBe(!refused);
        // "\n" is the one control character a note keeps.
        expect(schemas.multi.safeParse(text).success, category).toBe(
          !refused || character === "\n",
        );
      }
    });
  }

  it("keeps the non-joiner and joiner inside a word of a script that spells with them, and nowhere else", () => {
    // Persian "I want" and "Tehran's", Hindi's half form, Sinhala's yansaya.
    for (const word of ["می\u200cخواهم", "تهران\u200cای", "क्\u200dष", "ශ්\u200dය"]) {
      expect(schemas.single.safeParse(`Name ${word}`).success, JSON.stringify(word)).toBe(true);
    }
    for (const hidden of [
      "Ad\u200cmin",
      "Ad\u200dmin",
      "\u200cمی",
      "می\u200c",
      "می\u200c a",
      "a\u200cمی",
      "👩\u200cمی",
    ]) {
      expect(schemas.single.safeParse(hidden).success, JSON.stringify(hidden)).toBe(false);
    }
  });

  it("keeps emoji built with the zero-width joiner and tag characters", () => {
    for (const emoji of ["👩‍👩‍👧", "🧑🏽‍💻", "❤️‍🔥", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"]) {
      expect(schemas.single.safeParse(`hi ${emoji}`).success, emoji).toBe(true);
    }
    for (const stray of ["a\u200db", "\u200d👩", "👩\u200d", "a\u{e0067}\u{e007f}"]) {
      expect(schemas.single.safeParse(stray).success, JSON.stringify(stray)).toBe(false);
    }
  });
});
