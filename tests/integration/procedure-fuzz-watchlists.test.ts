import { describeProcedureFuzz, inNamespaces, namespacesFuzzedApart } from "./procedure-fuzz";

describeProcedureFuzz("the watchlist procedures", inNamespaces(namespacesFuzzedApart.watchlists));
