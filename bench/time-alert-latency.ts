import { performance } from "node:perf_hooks";
import { inArray, sql } from "drizzle-orm";
import { deliverTriggersWith } from "@/features/alerts/server/deliver/deliver-triggers-with";
import { createAlertEvaluator } from "@/features/alerts/server/evaluate/create-alert-evaluator";
import { createNotificationHub } from "@/features/alerts/server/live/create-notification-hub";
import { alerts } from "@/features/alerts/server/schema";
import { users } from "@/features/auth/server/schema";
import { createMailer } from "@/features/mail/server/get-mailer";
import { createMailQueue } from "@/features/mail/server/send-mail-job";
import { createQuoteWriter } from "@/features/market/server/quotes/create-quote-writer";
import type { DatabaseHandle } from "@/server/db/create-database";
import { createJobQueue } from "@/server/jobs/create-job-queue";
import { decideMailMode } from "@/server/mail/decide-mail-mode";
import { scriptedQuote } from "../tests/integration/scripted-quote-feed";
import { quantiles } from "./quantiles";
import type { TickedSecurity } from "./tick-universe";

type Marks = { trigger: number; inApp: number; mailQueued: number };

/**
 * A quote update's way to the person (docs/alerts.md#evaluation, #delivery-in-the-app), as on the
 * simulated market: a trade handed to the quote writer (its flush, one statement with its NOTIFY)
 * → the running evaluator (the LISTEN, the read, the judging, the insert) → delivery (the
 * notification row and its NOTIFY → the node's notification hub, which hands a page its event;
 * the mail handed to the job queue, as the mailer queues it: the worker renders it with react-dom,
 * which this process's react-server condition refuses, so its SMTP send is not timed). Each
 * trade is of its own symbol and its own person (a person's third alert within 60 s would be
 * grouped and wait for the window's end), crossing a price alert set just under the trade.
 */
export async function timeAlertLatency(
  node: DatabaseHandle,
  universe: TickedSecurity[],
  trades: number,
) {
  const picked = universe.filter((_, i) => i % 97 === 5).slice(0, trades);
  const people = await node.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(sql`${users.email} like 'bench-%'`)
    .limit(picked.length);
  // Mail goes to confirmed addresses only.
  await node.db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(
      inArray(
        users.id,
        people.map((person) => person.id),
      ),
    );
  for (const [i, security] of picked.entries())
    await node.db.insert(alerts).values({
      userId: people[i]!.id,
      kind: "price_cross",
      scope: "symbol",
      symbol: security.symbol,
      params: { level: security.lastPrice * 1.05, direction: "above" },
      frequency: "every",
      channels: ["in_app", "mail"],
    });
  // The mail queue and the mailer the app queues with; no worker (see above).
  const queue = await createJobQueue(node).start();
  await createMailQueue(queue);
  const mailer = createMailer(
    decideMailMode({
      SMTP_URL: "smtp://127.0.0.1:2525",
      MAIL_FROM: "Marketdesk <no-reply@marketdesk.test>",
      NEXTAUTH_URL: "https://marketdesk.test",
    }),
    async () => queue,
  );
  const hub = createNotificationHub({ db: node.db, listen: node.listen });
  let marks: Partial<Marks> = {};
  const evaluator = createAlertEvaluator({
    db: node.db,
    listen: node.listen,
    deliver: async (_db, ids) => {
      marks.trigger = performance.now();
      await deliverTriggersWith(node.db, ids, {
        now: () => new Date(),
        mailer,
        secret: "bench-secret-of-enough-length-0123456789",
        schedule: async () => undefined,
        analytics: null,
      });
      marks.mailQueued = performance.now();
    },
  });
  await evaluator.start();
  const writer = createQuoteWriter({ db: node.db, foldMs: 60_000 });
  const samples: Record<keyof Marks, number[]> = {
    trigger: [],
    inApp: [],
    mailQueued: [],
  };
  // The bench's batches left every symbol at a random minute: the trades come a day later.
  const asOf = new Date("2021-03-03T15:00:00Z");
  for (const [i, security] of picked.entries()) {
    const person = people[i]!;
    const heard = new Promise<void>((resolve) => {
      void hub.subscribe({
        userId: person.id,
        deliver: (event) => {
          if (event.unread > 0) {
            marks.inApp ??= performance.now();
            resolve();
          }
        },
      });
    });
    writer.write([scriptedQuote(security.symbol, security.lastPrice, { asOf })]);
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    marks = {};
    const started = performance.now();
    writer.write([
      scriptedQuote(security.symbol, security.lastPrice * 1.06, {
        asOf: new Date(asOf.getTime() + 1_000),
      }),
    ]);
    await heard;
    while (marks.mailQueued === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
    for (const step of ["trigger", "inApp", "mailQueued"] as const)
      samples[step].push((marks[step] ?? Number.NaN) - started);
  }
  await writer.close();
  await evaluator.stop();
  await hub.close();
  await queue.stop({ graceful: false });
  return {
    trigger: quantiles(samples.trigger),
    inApp: quantiles(samples.inApp),
    mailQueued: quantiles(samples.mailQueued),
  };
}
