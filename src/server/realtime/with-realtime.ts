import type { DatabaseHandle } from "@/server/db/create-database";

type Realtime = Pick<DatabaseHandle, "listen" | "notify"> & { close: () => Promise<void> };

/** `handle` with its real-time seam carried by `realtime` (Redis pub/sub) instead of LISTEN/NOTIFY. */
export function withRealtime(handle: DatabaseHandle, realtime: Realtime): DatabaseHandle {
  return {
    ...handle,
    listen: realtime.listen,
    notify: realtime.notify,
    close: async () => {
      await realtime.close();
      await handle.close();
    },
  };
}
