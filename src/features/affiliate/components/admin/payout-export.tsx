"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { buttonClass } from "@/components/ui/button-class";
import { ErrorNotice } from "@/components/ui/error-notice";
import { downloadFile } from "@/lib/download/download-file";
import { ADMIN_READ_META } from "@/lib/query/query-meta";
import { showToast } from "@/lib/toast/toast-store";
import { useTRPC } from "@/lib/trpc/react";

const some = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "Export CSV": the payable balances as the server writes them, fetched afresh on every click and
 * never kept in the offline cache (it lists payout emails), then handed to the browser as a file.
 * The toast says how many rows it holds and how many balances rolled over and were left out.
 */
export function PayoutExport() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const exportCsv = useMutation({
    mutationFn: () =>
      queryClient.fetchQuery({
        ...trpc.affiliate.admin.exportPayouts.queryOptions(undefined, { meta: ADMIN_READ_META }),
        staleTime: 0,
        gcTime: 0,
      }),
    onSuccess: ({ filename, csv, rows, rolledOver }) => {
      downloadFile(filename, csv, "text/csv;charset=utf-8");
      const left =
        rolledOver === 0
          ? ""
          : `; ${some(rolledOver, "balance under the minimum rolls over and is", "balances under the minimum roll over and are")} left out`;
      showToast({
        title: "Payout list exported",
        description: `${filename}: ${some(rows, "row", "rows")}${left}.`,
        tone: "info",
      });
    },
    meta: { silentErrors: true },
  });
  return (
    <div className="space-y-2">
      <button
        type="button"
        disabled={exportCsv.isPending}
        onClick={() => exportCsv.mutate()}
        className={buttonClass({ variant: "secondary", size: "sm" })}
      >
        {exportCsv.isPending ? "Exporting…" : "Export CSV"}
      </button>
      {exportCsv.isError && (
        <ErrorNotice>The payout list could not be exported: {exportCsv.error.message}</ErrorNotice>
      )}
    </div>
  );
}
