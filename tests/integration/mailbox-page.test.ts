import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

/** docs/architecture.md#mail: /dev/mailbox exists in the embedded demo only, never with DATABASE_URL. */
describe("the demo mailbox page", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "mailbox-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  /** The page's module as a server started with `settings` would load it: the settings are read when it loads. */
  async function loadPage(settings: Record<string, string>) {
    vi.resetModules();
    vi.unstubAllEnvs();
    // Not "test", under which the mailbox is off whatever the settings; "development" keeps the JSX runtime vitest compiled for.
    vi.stubEnv("NODE_ENV", "development");
    vi.stubEnv("DATA_DIR", dataDir);
    for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
    return (await import("@/app/dev/mailbox/page")).default;
  }
  const render = (page: Awaited<ReturnType<typeof loadPage>>, id?: string) =>
    page({ searchParams: Promise.resolve(id ? { id } : {}) });

  it("lists the messages the embedded demo delivered, and shows the chosen one", async () => {
    const { saveMailboxMessage } = await import("@/features/mail/server/mailbox");
    const id = "0b9c6a4e-2f6e-4f7e-9a55-0d1c2b3a4f5e";
    await saveMailboxMessage(path.join(dataDir, "mailbox"), {
      id,
      from: "Marketdesk <no-reply@marketdesk.localhost>",
      to: "pat@example.com",
      subject: "Reset your Marketdesk password",
      html: "<html><body><p>Hi</p></body></html>",
      text: "Hi",
    });
    const page = await loadPage({});
    const element = JSON.stringify(await render(page, id));
    expect(element).toContain("Reset your Marketdesk password");
    expect(element).toContain("pat@example.com");
  });

  it("does not exist with DATABASE_URL, with or without SMTP_URL", async () => {
    const postgres = {
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/test",
      NEXTAUTH_URL: "https://marketdesk.example",
    };
    for (const settings of [
      postgres,
      { ...postgres, SMTP_URL: "smtp://127.0.0.1:2525", MAIL_FROM: "no-reply@marketdesk.example" },
    ]) {
      await expect(render(await loadPage(settings))).rejects.toMatchObject({
        digest: expect.stringMatching(/^NEXT_HTTP_ERROR_FALLBACK;404/),
      });
    }
  });

  it("does not exist when the demo sends through SMTP_URL either", async () => {
    await expect(
      render(
        await loadPage({
          SMTP_URL: "smtp://127.0.0.1:2525",
          MAIL_FROM: "no-reply@marketdesk.example",
        }),
      ),
    ).rejects.toMatchObject({ digest: expect.stringMatching(/404/) });
  });
});
