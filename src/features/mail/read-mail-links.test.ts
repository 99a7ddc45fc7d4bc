import { describe, expect, it } from "vitest";
import { readMailBody, readMailLinks } from "./read-mail-links";

describe("readMailLinks", () => {
  it("lists each link once with its words, decoding entities, preferring words over the bare address", () => {
    const html = `<a href="https://x.test/reset#token=a&amp;b" style="x"><span>Choose a new</span> password</a> <p>Or <a href="https://x.test/reset#token=a&amp;b">https://x.test/reset#token=a&amp;b</a></p><a href="https://x.test">x.test</a>`;
    expect(readMailLinks(html)).toEqual([
      { href: "https://x.test/reset#token=a&b", text: "Choose a new password" },
      { href: "https://x.test", text: "x.test" },
    ]);
  });

  it("leaves out Outlook's conditional comments and hair spaces", () => {
    const html = `<a href="https://x.test/v"><span><!--[if mso]><i hidden>&#8202;&#8202;</i><![endif]--></span><span>Confirm my email</span></a>`;
    expect(readMailLinks(html)).toEqual([{ href: "https://x.test/v", text: "Confirm my email" }]);
  });

  it("reads the body of a whole document, or the text itself when there is none", () => {
    expect(readMailBody('<html><body style="a"><p>Hi</p></body></html>')).toBe("<p>Hi</p>");
    expect(readMailBody("<p>Hi</p>")).toBe("<p>Hi</p>");
    expect(readMailBody('<body><h1 style="x">Reset</h1></body>')).toBe('<h4 style="x">Reset</h4>');
  });
});
