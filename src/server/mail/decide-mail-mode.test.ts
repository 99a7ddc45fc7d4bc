import { describe, expect, it } from "vitest";
import { decideMailMode } from "./decide-mail-mode";

const SMTP = {
  SMTP_URL: "smtp://user:pass@mail.example.com:587",
  MAIL_FROM: "Marketdesk <no-reply@marketdesk.example>",
};
const POSTGRES = { DATABASE_URL: "postgres://db/app", NEXTAUTH_URL: "https://marketdesk.example/" };

describe("decideMailMode", () => {
  it("keeps the embedded demo's mail in the mailbox, with links to the server's own address", () => {
    expect(decideMailMode({ PORT: 3100 })).toMatchObject({
      mode: "mailbox",
      origin: "http://localhost:3100",
      problems: [],
    });
  });

  it("keeps no mailbox under the test runner: a test that mails builds its own mailer", () => {
    expect(decideMailMode({ NODE_ENV: "test" }).mode).toBe("off");
  });

  it("mails nothing with DATABASE_URL and no SMTP_URL: the mailbox is the demo's only", () => {
    expect(decideMailMode(POSTGRES)).toMatchObject({
      mode: "off",
      origin: "https://marketdesk.example",
      problems: [],
    });
  });

  it("sends through SMTP with a sender, links on the public URL", () => {
    expect(decideMailMode({ ...SMTP, ...POSTGRES })).toMatchObject({
      mode: "smtp",
      smtpUrl: SMTP.SMTP_URL,
      from: SMTP.MAIL_FROM,
      origin: "https://marketdesk.example",
    });
  });

  it("refuses SMTP_URL without a sender, or with one that is not an address", () => {
    expect(decideMailMode({ SMTP_URL: SMTP.SMTP_URL }).problems).toEqual([
      { setting: "MAIL_FROM", message: expect.stringMatching(/^is missing/) },
    ]);
    expect(decideMailMode({ ...SMTP, MAIL_FROM: "Marketdesk" }).problems).toEqual([
      { setting: "MAIL_FROM", message: expect.stringMatching(/^must be an address/) },
    ]);
    expect(decideMailMode({ ...SMTP, MAIL_FROM: "no-reply@marketdesk.example" }).mode).toBe("smtp");
  });

  it("refuses SMTP on PostgreSQL without NEXTAUTH_URL: a reset link never takes a request's Host", () => {
    const decision = decideMailMode({ ...SMTP, DATABASE_URL: POSTGRES.DATABASE_URL });
    expect(decision).toMatchObject({ mode: "off", problems: [{ setting: "NEXTAUTH_URL" }] });
  });
});
