"use client";

import { useMutation } from "@tanstack/react-query";
import { buttonClass } from "@/components/ui/button-class";
import { ErrorNotice } from "@/components/ui/error-notice";
import { panelClass } from "@/components/ui/panel-class";
import { useTRPCClient } from "@/lib/trpc/react";

/** Hands `data` to the browser as a file download. */
function download(data: unknown, fileName: string) {
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: "application/json" }),
  );
  const link = Object.assign(document.createElement("a"), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * "Export my data" (docs/product.md#accounts-and-mail): one JSON file of everything the account
 * keeps. Fetched with the plain client, not a query: the export must never land in the cache this
 * device keeps offline.
 */
export function DataExportPanel() {
  const client = useTRPCClient();
  const exporting = useMutation({
    mutationFn: () => client.account.exportData.query(),
    onSuccess: (data) =>
      download(data, `marketdesk-data-${new Date().toISOString().slice(0, 10)}.json`),
    meta: { silentErrors: true },
  });
  return (
    <section aria-labelledby="export-heading" className={panelClass()}>
      <h2 id="export-heading" className="text-lg font-semibold">
        Your data
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        A JSON file of your profile, settings, saved screens, watchlists, subscription and invoices.
      </p>
      {exporting.isError && (
        <div className="mt-3">
          <ErrorNotice>{exporting.error.message}</ErrorNotice>
        </div>
      )}
      <button
        type="button"
        disabled={exporting.isPending}
        onClick={() => exporting.mutate()}
        className={`mt-4 ${buttonClass({ variant: "secondary" })}`}
      >
        {exporting.isPending ? "Preparing…" : "Export my data"}
      </button>
    </section>
  );
}
