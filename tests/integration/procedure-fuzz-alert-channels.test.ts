import { describeProcedureFuzz, inNamespaces, namespacesFuzzedApart } from "./procedure-fuzz";

describeProcedureFuzz(
  "the alert channel procedures (push devices, webhooks)",
  inNamespaces(namespacesFuzzedApart.alertChannels),
);
