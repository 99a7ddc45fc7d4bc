import { describe, expect, it } from "vitest";
import { describeLedgerEntry, type LedgerEntryFacts } from "./describe-ledger-entry";

const formatDate = (date: Date) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(date);
const commission: LedgerEntryFacts = {
  kind: "commission",
  customerNumber: 7,
  planLabel: "Pro yearly",
  state: "pending",
  amount: 570,
  reason: null,
  dueAt: new Date("2027-03-03T12:00:00Z"),
  paidAt: null,
};
const describe_ = (entry: Partial<LedgerEntryFacts>, shortOf: string | null = null) =>
  describeLedgerEntry({ ...commission, ...entry }, { formatDate, shortOf });

describe("describeLedgerEntry", () => {
  it("names the customer by number and plan, or by number alone", () => {
    expect(describe_({}).customer).toBe("Customer 7 · Pro yearly");
    expect(describe_({ planLabel: null }).customer).toBe("Customer 7");
  });

  it("says until when a commission is pending", () => {
    expect(describe_({})).toEqual({
      customer: "Customer 7 · Pro yearly",
      status: "Pending until 3 March 2027",
      note: null,
      tone: "pending",
    });
  });

  it("says a due commission is in the next payout, or waits for the minimum", () => {
    expect(describe_({ state: "due" }).status).toBe("Due — in the next payout");
    expect(describe_({ state: "due" }, "$50").status).toBe(
      "Due — paid once your due balance reaches $50",
    );
  });

  it("dates a paid commission", () => {
    expect(describe_({ state: "paid", paidAt: new Date("2027-04-05T09:00:00Z") }).status).toBe(
      "Paid on 5 April 2027",
    );
  });

  it("says why a commission was reversed", () => {
    expect(describe_({ state: "reversed", reason: "refund of invoice in_1" })).toMatchObject({
      status: "Reversed: refund of invoice in_1",
      note: null,
      tone: "reversed",
    });
    expect(describe_({ state: "reversed" }).status).toBe("Reversed");
  });

  it("keeps a reduced commission's reason beside its state", () => {
    const reduced = describe_({
      state: "due",
      reason: "partial refund of invoice in_1 ($5 of $19)",
    });
    expect(reduced.status).toBe("Due — in the next payout");
    expect(reduced.note).toBe("Reduced: partial refund of invoice in_1 ($5 of $19)");
  });

  it("explains an adjustment after payout and when it is taken back", () => {
    const due = describe_({
      kind: "adjustment",
      state: "due",
      amount: -570,
      reason: "refund of invoice in_2",
    });
    expect(due).toMatchObject({
      status: "Adjustment after payout: refund of invoice in_2",
      note: "Taken from your next payout",
      tone: "adjustment",
    });
    const paid = describe_({
      kind: "adjustment",
      state: "paid",
      amount: -570,
      reason: null,
      paidAt: new Date("2027-05-01T00:00:00Z"),
    });
    expect(paid).toMatchObject({
      status: "Adjustment after payout",
      note: "Taken back in the payout of 1 May 2027",
    });
  });

  it("says an adjustment that pays back (a dispute closed in the merchant's favour) is added, not taken", () => {
    const reason = "dispute of invoice in_3 closed; the payment stands";
    expect(describe_({ kind: "adjustment", state: "due", amount: 570, reason })).toEqual({
      customer: "Customer 7 · Pro yearly",
      status: `Adjustment after payout: ${reason}`,
      note: "Added to your next payout",
      tone: "due",
    });
    expect(
      describe_({
        kind: "adjustment",
        state: "paid",
        amount: 570,
        reason,
        paidAt: new Date("2027-06-01T00:00:00Z"),
      }),
    ).toMatchObject({ note: "Paid in the payout of 1 June 2027", tone: "paid" });
  });
});
