import { randomUUID } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { invoices, users } from "@/server/db/schema";
import { describeEachDatabase } from "./test-databases";

/** The backfill of the migration that added the invoice's plan columns: its statements that are not the ALTERs. */
function backfillStatements(): string[] {
  const folder = path.join(process.cwd(), "drizzle");
  const file = readdirSync(folder).find((name) => name.endsWith("_invoice_plan.sql"));
  if (!file) throw new Error("the invoice_plan migration is missing");
  return readFileSync(path.join(folder, file), "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.replace(/^--.*$/gm, "").trim())
    .filter((statement) => statement.startsWith("UPDATE"));
}

describeEachDatabase("the invoice plan backfill", (getHandle) => {
  it("gives local invoices named after their plan that plan, and leaves every other row as it was", async () => {
    const db = getHandle().db;
    const [user] = await db
      .insert(users)
      .values({ email: `backfill-${randomUUID()}@example.com`, type: "authenticated" })
      .returning({ id: users.id });
    const row = { userId: user!.id, amountPaid: 1_900, currency: "usd", paidAt: new Date() };
    // How local billing named its invoices before the plan had columns of its own.
    const old = [`local_in_pro_month_${randomUUID()}`, `local_in_premium_year_${randomUUID()}`];
    const stripe = `in_${randomUUID()}`;
    const recent = `local_in_${randomUUID()}`;
    await db.insert(invoices).values([
      { ...row, id: old[0]! },
      { ...row, id: old[1]! },
      { ...row, id: stripe },
      { ...row, id: recent, planId: "premium", interval: "month" },
    ]);

    const statements = backfillStatements();
    expect(statements).toHaveLength(1);
    for (const statement of statements) await db.execute(sql.raw(statement));

    const stored = await db
      .select({ id: invoices.id, planId: invoices.planId, interval: invoices.interval })
      .from(invoices)
      .where(eq(invoices.userId, user!.id));
    expect(
      Object.fromEntries(stored.map(({ id, planId, interval }) => [id, { planId, interval }])),
    ).toEqual({
      [old[0]!]: { planId: "pro", interval: "month" },
      [old[1]!]: { planId: "premium", interval: "year" },
      [stripe]: { planId: null, interval: null },
      [recent]: { planId: "premium", interval: "month" },
    });
  });
});
