import type { AnyTRPCProcedure, AnyTRPCRouter } from "@trpc/server";
import type { ProcedureMeta } from "@/server/api/procedure-access";
import { appRouter } from "@/server/api/root";

export type ListedProcedure = {
  path: string;
  type: "query" | "mutation" | "subscription";
  meta: ProcedureMeta;
};

/**
 * Every procedure the router serves, read from the router itself so a procedure added later is
 * covered without touching the tests. tRPC 11 keeps them in one flat record keyed by dotted path.
 * @see https://github.com/trpc/trpc/blob/main/packages/server/src/unstable-core-do-not-import/router.ts
 */
export function listProcedures(router: AnyTRPCRouter = appRouter): ListedProcedure[] {
  const procedures = router._def.procedures as Record<string, AnyTRPCProcedure>;
  return Object.entries(procedures)
    .map(([path, procedure]) => ({
      path,
      type: procedure._def.type,
      meta: (procedure._def.meta ?? {}) as ProcedureMeta,
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
