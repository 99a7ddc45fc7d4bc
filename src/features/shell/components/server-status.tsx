"use client";

import { useServerReachable } from "@/lib/session/use-server-reachable";

/** A small badge in the footer: is the server and its database answering right now? */
export function ServerStatus() {
  const { checking, reachable, databaseOk } = useServerReachable();
  const [tone, text] = checking
    ? ["bg-slate-400", "Checking service…"]
    : !reachable
      ? ["bg-amber-500", "Service unreachable"]
      : databaseOk
        ? ["bg-brand-500", "All systems normal"]
        : ["bg-red-500", "Database unavailable"];

  return (
    <p className="inline-flex items-center gap-2" role="status" aria-live="polite">
      <span aria-hidden="true" className={`size-2 rounded-full ${tone}`} />
      {text}
    </p>
  );
}
