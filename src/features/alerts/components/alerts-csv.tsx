"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { buttonClass } from "@/components/ui/button-class";
import { downloadFile } from "@/lib/download/download-file";
import { showToast } from "@/lib/toast/toast-store";
import { useTRPC } from "@/lib/trpc/react";
import { MAX_ALERT_CSV_CHARS } from "../alert-csv-columns";

/**
 * "Export CSV" and "Import CSV" (docs/alerts.md#creating-and-managing-alerts). An import saves
 * every alert of the file or none; its refusal names each bad row, in a toast.
 */
export function AlertsCsv() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const exported = useMutation(
    trpc.alerts.exportCsv.mutationOptions({
      onSuccess: ({ csv }) => downloadFile("marketdesk-alerts.csv", csv, "text/csv;charset=utf-8"),
    }),
  );
  const imported = useMutation(
    trpc.alerts.importCsv.mutationOptions({
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.alerts.list.queryKey() }),
      onSuccess: ({ imported: count }) =>
        showToast({
          title: "Alerts imported",
          description: `${count} ${count === 1 ? "alert" : "alerts"} set.`,
          tone: "info",
        }),
    }),
  );
  const small = buttonClass({ variant: "secondary", size: "sm" });
  return (
    <>
      <button
        type="button"
        className={small}
        disabled={exported.isPending}
        onClick={() => exported.mutate()}
      >
        Export CSV
      </button>
      <label className={`${small} cursor-pointer`}>
        Import CSV
        <input
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          onChange={async (event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (!file) return;
            if (file.size > MAX_ALERT_CSV_CHARS)
              return showToast({
                title: "File too large",
                description: "Import at most 200 KB at a time.",
                tone: "error",
              });
            imported.mutate({ csv: await file.text() });
          }}
        />
      </label>
    </>
  );
}
