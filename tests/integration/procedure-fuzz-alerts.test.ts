import { describeProcedureFuzz, inNamespaces, namespacesFuzzedApart } from "./procedure-fuzz";

describeProcedureFuzz("the alert procedures", inNamespaces(namespacesFuzzedApart.alerts));
