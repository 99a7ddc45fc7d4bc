import { randomUUID } from "node:crypto";
import pino from "pino";
import { expect, it } from "vitest";
import { createAffiliateAdminRouter } from "@/features/affiliate/server/admin-router";
import { createCallerFactory, createTRPCRouter } from "@/server/api/trpc";
import { type Account, createAffiliateTestbed, insertAccount, TERMS } from "./affiliate-helpers";
import { requestHeaders, uniqueIp } from "./auth-helpers";
import { useMailNode } from "./mail-node";
import { describeEachDatabase } from "./test-databases";

const application = () => ({
  name: "Ann's Market Notes",
  website: "https://notes.example.org",
  promotion: "A weekly newsletter comparing stock screeners.",
  payoutEmail: `ann-pays-${randomUUID().slice(0, 8)}@example.com`,
});

/** docs/product.md#affiliate-program: applying, and an admin's decisions, each mailed through the job queue to a real SMTP server. */
describeEachDatabase("affiliate applications and decisions", (getHandle) => {
  const db = () => getHandle().db;
  const bed = createAffiliateTestbed(db);
  const smtp = useMailNode(getHandle);

  /** The admin procedures with this test's mailer (the program's router mails through the process's). */
  const adminRouter = createTRPCRouter({
    admin: createAffiliateAdminRouter({
      getAnalytics: () => bed.analytics,
      getTerms: () => TERMS,
      now: () => new Date(),
      getMailer: () => smtp.node.mailer,
    }),
  });
  const adminCaller = (admin: Account) =>
    createCallerFactory(adminRouter)({
      db: db(),
      log: pino({ level: "silent" }),
      requestId: "t",
      headers: new Headers(requestHeaders(uniqueIp())),
      session: { user: { id: admin.id, type: admin.type } },
    }).admin;
  /** The `count`th mail to `address`, once it has come. */
  const mailTo = async (address: string, count = 1) => {
    await expect
      .poll(() => smtp.inbox.to(address).length, { timeout: 15_000 })
      .toBeGreaterThanOrEqual(count);
    return smtp.inbox.to(address)[count - 1]!;
  };

  it("takes an application from a confirmed address only, once, and shows it waiting", async () => {
    const unconfirmed = await insertAccount(db(), { verified: false });
    await expect(
      bed.caller(unconfirmed).affiliate.submitApplication(application()),
    ).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: expect.stringMatching(/^Confirm your email address to apply/),
    });
    expect(await bed.caller(unconfirmed).affiliate.me()).toEqual({
      status: "none",
      emailVerified: false,
      payoutMinimum: 5_000,
      unpaid: 0,
    });

    const person = await insertAccount(db());
    const own = bed.caller(person).affiliate;
    const sent = application();
    expect(await own.submitApplication(sent)).toEqual({ status: "applied" });
    expect(await own.me()).toMatchObject({
      status: "applied",
      emailVerified: true,
      ...sent,
      code: null,
      reviewNote: null,
    });
    await expect(own.submitApplication(application())).rejects.toMatchObject({
      code: "CONFLICT",
      message: "Your application is waiting for a decision; we mail you when there is one.",
    });
    expect(bed.captured).toContainEqual(
      expect.objectContaining({
        event: "affiliate_applied",
        distinctId: person.id,
        properties: expect.objectContaining({ reapplied: false }),
      }),
    );

    const admin = adminCaller(await insertAccount(db(), { type: "admin" }));
    const listed = await admin.affiliates({ status: "applied" });
    expect(listed.applications).toBeGreaterThanOrEqual(1);
    expect(listed.affiliates.find((row) => row.userId === person.id)).toMatchObject({
      status: "applied",
      ...sent,
      ratePercent: null,
      funnel: { clicks: 0, registrations: 0, payingCustomers: 0 },
    });
    expect(JSON.stringify(listed)).not.toMatch(/appliedFrom|applied_from/);
  });

  it("approves once with a 12-character URL-safe code, and mails the decision", async () => {
    const person = await insertAccount(db());
    await bed.caller(person).affiliate.submitApplication(application());
    const admin = adminCaller(await insertAccount(db(), { type: "admin" }));
    const { affiliates } = await admin.affiliates({ status: "applied" });
    const affiliateId = affiliates.find((row) => row.userId === person.id)!.id;

    const approved = await admin.review({ affiliateId, decision: "approve", note: "" });
    expect(approved).toMatchObject({
      id: affiliateId,
      status: "active",
      code: expect.stringMatching(/^[A-Za-z0-9_-]{12}$/),
    });
    expect(await bed.caller(person).affiliate.me()).toMatchObject({
      status: "active",
      code: approved.code,
    });
    const mail = await mailTo(person.email);
    expect(mail.subject).toBe("You are a Marketdesk affiliate");
    expect(mail.text).toContain("Your application to the affiliate program was approved.");
    expect(bed.captured).toContainEqual(
      expect.objectContaining({
        event: "affiliate_approved",
        distinctId: person.id,
        properties: expect.objectContaining({ affiliate_id: approved.code }),
      }),
    );

    await expect(
      admin.review({ affiliateId, decision: "approve", note: "" }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: "This application was decided already." });
    await expect(
      admin.review({ affiliateId, decision: "reject", note: "Too late" }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    await expect(
      bed.caller(person).affiliate.submitApplication(application()),
    ).rejects.toMatchObject({ code: "CONFLICT", message: "You are an affiliate already." });

    // Suspended and reinstated, with the same code, each mailed.
    await expect(
      admin.review({ affiliateId, decision: "suspend", note: "" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(
      await admin.review({ affiliateId, decision: "suspend", note: "Paid ads on our brand name" }),
    ).toMatchObject({ status: "suspended" });
    expect((await mailTo(person.email, 2)).text).toContain(
      "A note from our team: Paid ads on our brand name",
    );
    expect(await admin.review({ affiliateId, decision: "reinstate", note: "" })).toMatchObject({
      status: "active",
      code: approved.code,
    });
    expect((await mailTo(person.email, 3)).subject).toBe("Your affiliate account is active again");
  });

  it("refuses every admin action on the admin's own affiliate account, which another admin takes", async () => {
    const applicant = await insertAccount(db(), { type: "admin" });
    await bed.caller(applicant).affiliate.submitApplication(application());
    const self = adminCaller(applicant);
    const other = adminCaller(await insertAccount(db(), { type: "admin" }));
    const affiliateId = (await self.affiliates({ status: "applied" })).affiliates.find(
      (row) => row.userId === applicant.id,
    )!.id;
    const own = {
      code: "FORBIDDEN",
      message: "This is your own affiliate account: another admin must decide on it.",
    };
    const ownActions = () => [
      self.review({ affiliateId, decision: "approve", note: "" }),
      self.review({ affiliateId, decision: "reinstate", note: "" }),
      self.review({ affiliateId, decision: "reject", note: "Changed my mind" }),
      self.review({ affiliateId, decision: "suspend", note: "Changed my mind" }),
      self.setRate({ affiliateId, percent: 90 }),
      self.markPaid({ affiliateId }),
    ];
    for (const action of ownActions()) await expect(action).rejects.toMatchObject(own);
    expect(await bed.caller(applicant).affiliate.me()).toMatchObject({ status: "applied" });

    expect(await other.review({ affiliateId, decision: "approve", note: "" })).toMatchObject({
      status: "active",
    });
    for (const action of ownActions()) await expect(action).rejects.toMatchObject(own);
    expect(await other.setRate({ affiliateId, percent: 25 })).toEqual({
      affiliateId,
      ratePercent: 25,
    });
    await expect(self.setRate({ affiliateId: randomUUID(), percent: 25 })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("rejects only with a note, mails it, and lets the person apply again", async () => {
    const person = await insertAccount(db());
    await bed.caller(person).affiliate.submitApplication(application());
    const admin = adminCaller(await insertAccount(db(), { type: "admin" }));
    const affiliateId = (await admin.affiliates({ status: "applied" })).affiliates.find(
      (row) => row.userId === person.id,
    )!.id;

    await expect(
      admin.review({ affiliateId, decision: "reject", note: "  " }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Say why: the person receives this note by mail."),
    });
    expect(await bed.caller(person).affiliate.me()).toMatchObject({ status: "applied" });
    expect(
      await admin.review({ affiliateId, decision: "reject", note: "Tell us where you publish." }),
    ).toMatchObject({ status: "rejected", code: null });
    const mail = await mailTo(person.email);
    expect(mail.subject).toBe("About your affiliate application");
    expect(mail.text).toContain("A note from our team: Tell us where you publish.");
    expect(await bed.caller(person).affiliate.me()).toMatchObject({
      status: "rejected",
      reviewNote: "Tell us where you publish.",
      reviewedAt: expect.any(Date),
    });

    expect(await bed.caller(person).affiliate.submitApplication(application())).toEqual({
      status: "applied",
    });
    expect(await bed.caller(person).affiliate.me()).toMatchObject({
      status: "applied",
      reviewNote: null,
      reviewedAt: null,
    });
    expect(bed.captured).toContainEqual(
      expect.objectContaining({
        event: "affiliate_applied",
        distinctId: person.id,
        properties: expect.objectContaining({ reapplied: true }),
      }),
    );
  });

  it("refuses an application's text and an admin's note with a control character as bad input, not as a failure", async () => {
    const person = await insertAccount(db());
    const refusal = { code: "BAD_REQUEST" };
    await expect(
      bed.caller(person).affiliate.submitApplication({
        ...application(),
        promotion: "A weekly newsletter\u0000 on screeners.",
      }),
    ).rejects.toMatchObject(refusal);
    expect(await bed.caller(person).affiliate.me()).toMatchObject({ status: "none" });
    await bed.caller(person).affiliate.submitApplication(application());
    const admin = adminCaller(await insertAccount(db(), { type: "admin" }));
    const affiliateId = (await admin.affiliates({ status: "applied" })).affiliates.find(
      (row) => row.userId === person.id,
    )!.id;
    await expect(
      admin.review({ affiliateId, decision: "reject", note: "Tell us\u0000 where you publish." }),
    ).rejects.toMatchObject(refusal);
    expect(await bed.caller(person).affiliate.me()).toMatchObject({ status: "applied" });
  });
});
