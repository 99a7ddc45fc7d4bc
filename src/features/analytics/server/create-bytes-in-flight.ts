/** What one request holds of the budget; `add` is false (and adds nothing) past a limit. */
export type Reservation = { add: (bytes: number) => boolean; release: () => void };

/**
 * The bytes /ingest requests may hold in memory at once, on this node and per client
 * (docs/security.md#memory): a request charges its body as it arrives, what it inflates to and
 * its parse, and gives it all back when answered. One client's parallel burst meets its own limit
 * long before the node's, so other clients and the health check keep being served.
 */
export function createBytesInFlight({
  nodeBytes,
  clientBytes,
}: {
  nodeBytes: number;
  clientBytes: number;
}) {
  let nodeHeld = 0;
  const heldByClient = new Map<string, number>();

  return function reserve(client: string): Reservation {
    let held = 0;
    return {
      add(bytes) {
        const clientHeld = heldByClient.get(client) ?? 0;
        if (nodeHeld + bytes > nodeBytes || clientHeld + bytes > clientBytes) return false;
        nodeHeld += bytes;
        heldByClient.set(client, clientHeld + bytes);
        held += bytes;
        return true;
      },
      release() {
        nodeHeld -= held;
        const left = (heldByClient.get(client) ?? 0) - held;
        if (left > 0) heldByClient.set(client, left);
        else heldByClient.delete(client);
        held = 0;
      },
    };
  };
}
