"use client";

import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc/react";

/** A small badge in the footer: is the server and its database answering right now? */
export function ServerStatus() {
  const trpc = useTRPC();
  const status = useQuery(trpc.health.status.queryOptions(undefined, { refetchInterval: 60_000 }));

  const [tone, text] = status.isPending
    ? ["bg-slate-400", "Checking service…"]
    : status.isError
      ? ["bg-amber-500", "Service unreachable"]
      : status.data.database === "ok"
        ? ["bg-brand-500", "All systems normal"]
        : ["bg-red-500", "Database unavailable"];

  return (
    <p className="inline-flex items-center gap-2" role="status" aria-live="polite">
      <span aria-hidden="true" className={`size-2 rounded-full ${tone}`} />
      {text}
    </p>
  );
}
