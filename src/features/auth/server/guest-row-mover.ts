import type { DatabaseTransaction } from "@/server/db/create-database";

/**
 * Moves one feature's rows from a guest to an account, inside the merge's transaction. Auth defines
 * the hook and takes the list as a parameter; the composition root hands it every feature's mover
 * (docs/architecture.md#layers), so auth never imports the features whose rows it moves.
 */
export type GuestRowMover = (
  tx: DatabaseTransaction,
  guestId: string,
  accountId: string,
) => Promise<void>;
