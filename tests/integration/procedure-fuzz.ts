import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTrpcRequestHandler } from "@/server/api/handle-trpc-request";
import type { ProcedureAccess } from "@/server/api/procedure-access";
import { ownedResourceFixtures } from "./authorization-owned-resources";
import { readFuzzSettings, replayHint } from "./fuzz-settings";
import { type Caller, type CallerKind, createCaller } from "./procedure-callers";
import { type OwnedIds, sampleFor } from "./procedure-catalogue";
import { fieldExamples, type InputPlan, inputPlan, renderInput } from "./procedure-hostile-inputs";
import { sendCall, type TrpcHandler, type WireCall } from "./procedure-http";
import { type ListedProcedure, listProcedures } from "./procedure-list";
import { createRowCounter, describeRowChanges } from "./procedure-row-counts";
import { insertSampleSecurity } from "./procedure-sample-data";
import { describeEachDatabase } from "./test-databases";

/**
 * docs/security.md, "Input limits" and "Faults": every procedure of the router, fuzzed through the
 * real HTTP handler with hostile inputs, mostly as a caller allowed through (so validation runs)
 * and sometimes as a visitor or guest. Whatever comes in, the answer is tRPC JSON with a 4xx or a
 * success, never a 5xx; and a refused request writes no row in any table.
 * Each run draws a new seed; a failure prints it with its shrunk counterexample (fuzz-settings.ts).
 */
const procedures = listProcedures();
const settings = readFuzzSettings(process.env);
/**
 * Cases per procedure: the count spread over the procedures, and at least a fiftieth of it each
 * (60 of the full 3,000), so a router with few procedures still gets its share. The field examples come on top.
 */
const RUNS_PER_PROCEDURE = Math.max(
  Math.round(settings.minCases / 50),
  Math.ceil(settings.minCases / procedures.length),
);
const SEED = settings.seed;

/**
 * Router namespaces fuzzed in files of their own (procedure-fuzz-*.test.ts): a file runs on one
 * worker, and all procedures in one file took a worker for a minute and a half on two cores.
 */
export const namespacesFuzzedApart = {
  market: ["market", "screener"],
  watchlists: ["watchlist"],
  alerts: ["alerts"],
  alertChannels: ["alertChannels"],
} as const;

const namespaceOf = (procedure: ListedProcedure) => procedure.path.split(".")[0]!;
/** Whether a procedure is in one of `namespaces`. */
export const inNamespaces = (namespaces: readonly string[]) => (procedure: ListedProcedure) =>
  namespaces.includes(namespaceOf(procedure));

/** A caller every procedure lets through: an administrator, or a premium subscriber. */
const entitledKind = (access: ProcedureAccess | undefined): CallerKind =>
  access === "admin" ? "admin" : "subscriber";

/** Mostly someone the procedure lets in, so inputs reach validation; sometimes a caller it refuses. */
function callerKinds(access: ProcedureAccess | undefined): fc.Arbitrary<CallerKind> {
  const entitled = entitledKind(access);
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(entitled) },
    { weight: access === "anyone" ? 4 : 1, arbitrary: fc.constant<CallerKind>("visitor") },
    { weight: 1, arbitrary: fc.constantFrom<CallerKind>("freshGuest", "guest", "registered") },
  );
}

type FuzzCase = { caller: CallerKind; batch: boolean; plans: InputPlan[]; wrongMethod: boolean };

const fuzzCase = (access: ProcedureAccess | undefined): fc.Arbitrary<FuzzCase> =>
  fc.record({
    caller: callerKinds(access),
    batch: fc.boolean(),
    plans: fc.array(inputPlan, { minLength: 1, maxLength: 3 }),
    wrongMethod: fc.integer({ min: 0, max: 24 }).map((n) => n === 0),
  });

/**
 * Fuzzes the procedures `selected` picks, on every engine. Each procedure keeps its run count and
 * seed (from its place among all procedures), so the cases do not depend on how files split them.
 */
export function describeProcedureFuzz(
  title: string,
  selected: (procedure: ListedProcedure) => boolean,
): void {
  describeEachDatabase(`hostile inputs to ${title}`, (getHandle) => {
    let handler: TrpcHandler;
    let countRows: () => Promise<Record<string, number>>;
    let lasting: Record<"registered" | "subscriber" | "admin", Caller>;
    let owned: OwnedIds;
    /**
     * The row counts after the last refused case, while nothing has written since; null otherwise.
     * A refused case writes nothing (checked), so the next case starts from them: one count per case, not two.
     */
    let settled: Record<string, number> | null = null;
    let cases = 0;
    let started = 0;

    beforeAll(async () => {
      started = performance.now();
      const db = getHandle().db;
      handler = createTrpcRequestHandler({ getDb: () => db });
      countRows = await createRowCounter(db);
      await insertSampleSecurity(db);
      lasting = {
        registered: await createCaller(db, "registered"),
        subscriber: await createCaller(db, "subscriber"),
        admin: await createCaller(db, "admin"),
      };
      const ids = await Promise.all(
        Object.entries(ownedResourceFixtures).map(async ([kind, fixture]) => [
          kind,
          await fixture.create((call) => sendCall(handler, call), lasting.subscriber, db),
        ]),
      );
      owned = Object.fromEntries(ids) as OwnedIds;
    });
    afterAll(() => {
      console.info(
        `[${getHandle().kind}] procedure fuzz of ${title}: ${cases} cases in ${Math.round((performance.now() - started) / 1000)} s (${replayHint(settings)})`,
      );
    });

    /** A guest is made afresh for each case: a guest that registers becomes an account. Only "guest" writes a row (its user). */
    const callerOf = (kind: CallerKind) =>
      kind === "visitor" || kind === "freshGuest" || kind === "guest"
        ? createCaller(getHandle().db, kind)
        : Promise.resolve(lasting[kind]);

    async function check(procedure: ListedProcedure, fuzz: FuzzCase) {
      cases += 1;
      if (fuzz.caller === "guest") settled = null;
      const caller = await callerOf(fuzz.caller);
      const inputs = (fuzz.batch ? fuzz.plans : fuzz.plans.slice(0, 1)).map((plan) =>
        renderInput(plan, sampleFor(procedure.path)(owned)),
      );
      const type = procedure.type === "query" ? "query" : "mutation";
      const method = fuzz.wrongMethod ? (type === "query" ? "POST" : "GET") : undefined;
      const call: WireCall = {
        paths: inputs.map(() => procedure.path),
        type,
        inputs,
        batch: fuzz.batch,
        cookie: caller.cookie,
        method,
      };
      const before = settled ?? (await countRows());
      settled = null;
      const answer = await sendCall(handler, call);
      const what = `${procedure.path} as ${caller.kind}${fuzz.batch ? ", batched" : ""}${method ? ` by ${method}` : ""} with ${inputs.map((text) => text.slice(0, 400)).join(" | ")}\nanswered ${answer.status}: ${answer.text.slice(0, 600)}`;
      const failures = answer.outcomes.filter(
        (outcome) =>
          !outcome.ok && (outcome.code === "INTERNAL_SERVER_ERROR" || outcome.httpStatus >= 500),
      );
      expect([answer.status < 500, failures], what).toEqual([true, []]);
      if (answer.outcomes.some((outcome) => outcome.ok)) return;
      const after = await countRows();
      settled = after;
      expect(describeRowChanges(before, after), `refused, yet rows were written: ${what}`).toBe("");
    }

    procedures.forEach((procedure, index) => {
      if (!selected(procedure)) return;
      it(`${procedure.path}: ${RUNS_PER_PROCEDURE} hostile requests and each field's worst strings, each a 4xx or a success, none refused with a write`, async () => {
        // What a visitor may call is also called as one: some procedures (register) go deepest for a visitor.
        const callers: CallerKind[] =
          procedure.meta.access === "anyone"
            ? ["visitor", entitledKind("anyone")]
            : [entitledKind(procedure.meta.access)];
        const plans = fieldExamples(sampleFor(procedure.path)(owned));
        const examples = callers.flatMap((caller) =>
          plans.map(
            (plan) => [{ caller, batch: false, plans: [plan], wrongMethod: false }] as [FuzzCase],
          ),
        );
        try {
          await fc.assert(
            fc.asyncProperty(fuzzCase(procedure.meta.access), (fuzz) => check(procedure, fuzz)),
            { numRuns: RUNS_PER_PROCEDURE + examples.length, seed: SEED + index, examples },
          );
        } catch (error) {
          // fast-check names this procedure's own seed (the run's plus its index): name the run's.
          if (error instanceof Error) error.message = `${replayHint(settings)}\n${error.message}`;
          throw error;
        }
      }, 300_000);
    });
  });
}
