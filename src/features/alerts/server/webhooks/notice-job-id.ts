import { createHash } from "node:crypto";

/**
 * The job id of one notice to one endpoint, made from them, so the same notice queued twice (two
 * nodes, a retry of the caller) is one job (docs/alerts.md#webhooks): a UUID's shape over
 * SHA-256 of the endpoint and the sorted trigger ids.
 */
export function noticeJobId(endpointId: string, triggerIds: string[]): string {
  const hex = createHash("sha256")
    .update(`${endpointId}:${[...triggerIds].sort().join(",")}`)
    .digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
