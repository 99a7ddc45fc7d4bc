import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { type SmtpInbox, startSmtpInbox } from "../integration/smtp-inbox";
import { register } from "./account-steps";
import { expect, test } from "./fixtures";
import { createStoppableServer } from "./stoppable-server";

/**
 * docs/alerts.md#delivery-in-the-app and #mail in a browser: a server of its own on a PostgreSQL
 * database of its own (so a script can write the trigger the evaluator would, and call
 * deliverTriggers, beside the running server) mailing through a test SMTP server. The bell counts
 * up live, the centre marks read, the mail carries one-click List-Unsubscribe, and it works.
 */
const baseUrl = process.env.TEST_DATABASE_URL;
const database = `alerts_e2e_${randomUUID().replaceAll("-", "")}`;
const databaseUrl = baseUrl ? `${baseUrl.replace(/\/[^/]*$/, "")}/${database}` : "";
/** The test SMTP server listens just above the server's port (5000 above E2E_PORT). */
const smtpPort = Number(process.env.E2E_PORT ?? 3100) + 5001;
const origin = `http://localhost:${Number(process.env.E2E_PORT ?? 3100) + 5000}`;
const settings = {
  DATABASE_URL: databaseUrl,
  AUTH_SECRET: "alerts-e2e-secret-of-enough-length-000000",
  SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
  MAIL_FROM: "Marketdesk <no-reply@marketdesk.test>",
  NEXTAUTH_URL: origin,
};
const server = createStoppableServer({
  portOffset: 5000,
  dataDir: ".data-e2e-alerts",
  env: settings,
});
let inbox: SmtpInbox | undefined;

test.skip(!baseUrl, "needs PostgreSQL (TEST_DATABASE_URL): a script writes beside the server");
test.use({ baseURL: server.origin });
test.beforeAll(async () => {
  test.setTimeout(240_000);
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  inbox = await startSmtpInbox(smtpPort);
  await server.start({ fresh: true });
});
test.afterAll(async () => {
  await server.stop();
  await inbox?.close();
  if (!baseUrl) return;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${database}`);
  await admin.end();
});

test("an alert fires: the bell counts up live, the centre marks it read, the mail unsubscribes in one click", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const email = await register(page, "alerts", { timeout: 30_000 });
  const bell = page.getByRole("button", { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName("Notifications");

  execFileSync("npx", ["tsx", "--conditions=react-server", "tests/e2e/fire-test-alert.ts", email], {
    env: { ...process.env, ...settings, LOG_LEVEL: "warn" },
    stdio: "inherit",
  });
  // Live, over the page's event stream: no reload.
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread", { timeout: 15_000 });
  await expect(page.getByTestId("unread-count")).toHaveText("1 unread notification");

  await bell.click();
  const centre = page.getByRole("dialog", { name: "Notification centre" });
  await expect(centre.getByText("AAPL crossed above 200.00")).toBeVisible();
  await expect(centre.getByText(/Simulated market, real-time/)).toBeVisible();
  await centre.getByRole("button", { name: "Mark read" }).click();
  await expect(bell).toHaveAccessibleName("Notifications");

  // Registering mailed a confirmation first; the alert's mail is the one with its subject.
  const alertMails = () => inbox!.to(email).filter((sent) => sent.subject === "AAPL: alert");
  await expect.poll(() => alertMails().length, { timeout: 30_000 }).toBe(1);
  const [mail] = alertMails();
  expect(mail!.text).toContain("Simulated market, real-time");
  expect(mail!.listUnsubscribePost).toBe("List-Unsubscribe=One-Click");
  const address = /^<(.+)>$/.exec(mail!.listUnsubscribe ?? "")?.[1] ?? "";
  expect(address.startsWith(`${server.origin}/api/alerts/unsubscribe?token=`)).toBe(true);

  // A person following the link is asked first; the button unsubscribes.
  await page.goto(address);
  await page.getByRole("button", { name: "Stop mail for this alert" }).click();
  await expect(page.getByRole("main").getByRole("status")).toContainText(
    "this alert no longer sends mail",
  );
  // The mail client's one click (RFC 8058): a POST to the address as it stands.
  const oneClick = await page.request.post(address, {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
  });
  expect(oneClick.status()).toBe(200);
  const tampered = await page.request.post(
    address.replace(/.$/, (last) => (last === "A" ? "B" : "A")),
  );
  expect(tampered.status()).toBe(400);
});
