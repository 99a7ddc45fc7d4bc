import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { createTrpcRequestHandler } from "@/server/api/handle-trpc-request";
import type { OwnedResource, ProcedureAccess } from "@/server/api/procedure-access";
import { describeAccess, planFor, verdictFor } from "./authorization-expectations";
import { ownedResourceFixtures } from "./authorization-owned-resources";
import { type Caller, type CallerKind, createCaller } from "./procedure-callers";
import { type OwnedIds, procedureSamples, sampleFor } from "./procedure-catalogue";
import { type Outcome, sendCall, type TrpcHandler, wireText } from "./procedure-http";
import { type ListedProcedure, listProcedures } from "./procedure-list";
import { createRowCounter, describeRowChanges } from "./procedure-row-counts";
import { insertSampleSecurity } from "./procedure-sample-data";
import { describeEachDatabase } from "./test-databases";

/**
 * docs/security.md, "Authorization": every procedure, read from the router, called through the
 * real HTTP handler as each kind of caller, against the access it declares with `.meta({ access })`.
 * Callers below it are refused (UNAUTHORIZED or FORBIDDEN) without writing a row; callers at or
 * above it get through. A procedure acting on an owned row answers NOT_FOUND to anyone but its
 * owner and leaves the row as it was.
 */
const procedures = listProcedures();
const CALLERS: CallerKind[] = ["visitor", "freshGuest", "guest", "registered", "admin"];
const REFUSALS = new Set(["UNAUTHORIZED", "FORBIDDEN"]);

const show = (outcome: Outcome | undefined) =>
  !outcome ? "no answer" : outcome.ok ? "success" : `${outcome.code} "${outcome.message}"`;
const nobodysIds = (): OwnedIds =>
  Object.fromEntries(
    Object.keys(ownedResourceFixtures).map((kind) => [kind, randomUUID()]),
  ) as OwnedIds;

/** The kind of caller that owns the procedure's rows: the least one allowed to call it. */
function ownerKind(access: ProcedureAccess): CallerKind {
  return typeof access === "object" ? "subscriber" : access === "admin" ? "admin" : "registered";
}

describeEachDatabase("authorization matrix over every procedure", (getHandle) => {
  let handler: TrpcHandler;
  let countRows: () => Promise<Record<string, number>>;
  beforeAll(async () => {
    handler = createTrpcRequestHandler({ getDb: () => getHandle().db });
    countRows = await createRowCounter(getHandle().db);
    await insertSampleSecurity(getHandle().db);
  });

  it("reads the procedures from the router, each with declared access and a sample input", () => {
    expect(procedures.length).toBeGreaterThan(10);
    const undeclared = procedures
      .filter((procedure) => !procedure.meta.access)
      .map((procedure) => procedure.path);
    expect(
      undeclared,
      "procedures without .meta({ access }) (see src/server/api/procedure-access.ts)",
    ).toEqual([]);
    const unsampled = procedures
      .filter((procedure) => !procedureSamples[procedure.path])
      .map((procedure) => procedure.path);
    expect(
      unsampled,
      "procedures without a sample input in tests/integration/procedure-catalogue.ts",
    ).toEqual([]);
  });

  /** Calls `procedure` with its sample as `caller`; a refusal must leave every table's row count as it was. */
  async function call(
    procedure: ListedProcedure,
    caller: Caller,
    owned: OwnedIds,
  ): Promise<Outcome> {
    const before = await countRows();
    const input = wireText(sampleFor(procedure.path)(owned));
    const answer = await sendCall(handler, {
      paths: [procedure.path],
      type: procedure.type === "query" ? "query" : "mutation",
      inputs: [input],
      batch: true,
      cookie: caller.cookie,
    });
    const outcome = answer.outcomes[0]!;
    expect(
      answer.status,
      `${procedure.path} as ${caller.kind}: ${answer.text.slice(0, 300)}`,
    ).toBeLessThan(500);
    // docs/security.md#sessions: every answer is personal, so no cache may keep one, refusals included.
    expect(
      answer.headers.get("cache-control"),
      `${procedure.path} as ${caller.kind}: Cache-Control`,
    ).toBe("private, no-store");
    const changes = outcome.ok ? "" : describeRowChanges(before, await countRows());
    expect(
      changes,
      `${procedure.path} as ${caller.kind} was refused (${show(outcome)}) yet rows were written`,
    ).toBe("");
    return outcome;
  }

  function expectThrough(procedure: ListedProcedure, kind: CallerKind, outcome: Outcome) {
    const refused = !outcome.ok && REFUSALS.has(outcome.code);
    expect(refused, `${procedure.path} as ${kind} must get through, got ${show(outcome)}`).toBe(
      false,
    );
    const invalid = !outcome.ok && outcome.zodError !== null;
    expect(
      invalid,
      `${procedure.path}: its sample input in procedure-catalogue.ts is invalid: ${show(outcome)}`,
    ).toBe(false);
  }

  for (const procedure of procedures) {
    const { access, owns } = procedure.meta;
    it(`${procedure.path}: ${describeAccess(access)}${owns ? `, owns a ${owns}` : ""}`, async () => {
      if (!access)
        throw new Error(
          `${procedure.path} declares no access: add .meta({ access }) to it (see src/server/api/procedure-access.ts).`,
        );
      sampleFor(procedure.path); // a missing sample fails here, with the catalogue's message
      const db = getHandle().db;
      const plan = typeof access === "object" ? planFor(access.plan) : undefined;
      const kinds: CallerKind[] = plan ? [...CALLERS, "subscriber"] : CALLERS;
      const owner = owns ? await createCaller(db, ownerKind(access), plan) : null;
      const owned = owns
        ? await ownedResourceFixtures[owns].create((wire) => sendCall(handler, wire), owner!, db)
        : null;
      const ids = owned ? { ...nobodysIds(), [owns as OwnedResource]: owned } : nobodysIds();
      const snapshot = () =>
        owns && owned ? ownedResourceFixtures[owns].read(db, owned) : Promise.resolve(null);
      const original = await snapshot();

      for (const kind of kinds) {
        const outcome = await call(procedure, await createCaller(db, kind, plan), ids);
        const verdict = verdictFor(access, kind);
        if (verdict !== "allowed")
          expect(
            outcome.ok ? "success" : outcome.code,
            `${procedure.path} as ${kind}: ${show(outcome)}`,
          ).toBe(verdict);
        else if (owns)
          expect(
            outcome.ok ? "success" : outcome.code,
            `${procedure.path} as ${kind}, not the owner: ${show(outcome)}`,
          ).toBe("NOT_FOUND");
        else expectThrough(procedure, kind, outcome);
        expect(
          await snapshot(),
          `${procedure.path} as ${kind} changed the ${owns} of another user`,
        ).toEqual(original);
      }
      if (!owner) return;
      const other = await call(procedure, await createCaller(db, ownerKind(access), plan), ids);
      expect(
        other.ok ? "success" : other.code,
        `${procedure.path} as another ${owner.kind}: ${show(other)}`,
      ).toBe("NOT_FOUND");
      expect(await snapshot()).toEqual(original);
      const own = await call(procedure, owner, ids);
      expect(own.ok, `${procedure.path} as the owner: ${show(own)}`).toBe(true);
    });
  }
});
