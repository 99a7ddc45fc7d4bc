import { describeProcedureFuzz, inNamespaces, namespacesFuzzedApart } from "./procedure-fuzz";

const fuzzedApart = inNamespaces(Object.values(namespacesFuzzedApart).flat());

// Every namespace not fuzzed in a file of its own, so a procedure added later is fuzzed here.
describeProcedureFuzz(
  "every procedure outside the market, watchlists and alerts",
  (procedure) => !fuzzedApart(procedure),
);
