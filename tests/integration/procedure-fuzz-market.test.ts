import { describeProcedureFuzz, inNamespaces, namespacesFuzzedApart } from "./procedure-fuzz";

describeProcedureFuzz(
  "the market and screener procedures",
  inNamespaces(namespacesFuzzedApart.market),
);
