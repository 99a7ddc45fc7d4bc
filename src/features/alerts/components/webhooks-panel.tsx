"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { EmptyState } from "@/components/ui/empty-state";
import { ErrorNotice } from "@/components/ui/error-notice";
import { FormField } from "@/components/ui/form-field";
import { LoadFailure } from "@/components/ui/load-failure";
import { LoadingBlock } from "@/components/ui/loading-block";
import { panelClass } from "@/components/ui/panel-class";
import { cheapestPlan } from "@/features/billing";
import { UpgradePrompt } from "@/features/billing/components";
import { useTRPC } from "@/lib/trpc/react";
import { CHANNEL_URL_MAX_LENGTH } from "../channel-limits";
import { WebhookDeliveryLog } from "./webhook-delivery-log";
import { WebhookRow } from "./webhook-row";

const webhookPlan = cheapestPlan((plan) => plan.features.includes("webhooks"));

/** The secret of an endpoint just added or rotated: shown this once, with how to use it. */
function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <div
      role="status"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-800 dark:bg-amber-950"
    >
      <p className="font-semibold">Copy this signing secret now: it is not shown again.</p>
      <code className="mt-2 block rounded bg-white p-2 font-mono text-xs break-all dark:bg-slate-900">
        {secret}
      </code>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Check each request&apos;s Marketdesk-Signature header with it (see the docs on webhooks).
      </p>
      <button
        type="button"
        onClick={onDone}
        className={`mt-3 ${buttonClass({ variant: "secondary", size: "sm" })}`}
      >
        I have copied it
      </button>
    </div>
  );
}

/**
 * "Webhooks" (docs/alerts.md#webhooks): from Pro, add public https endpoints (2 on Pro, 10 on
 * Premium), each listed with its last delivery, a test send, a secret rotation and removal, and the
 * delivery log below. On a plan without webhooks, the upsell.
 */
export function WebhooksPanel() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // Read afresh whenever the page opens: a plan change or a delivery since the copy this device kept
  // changes what the page offers and shows.
  const hooks = useQuery({
    ...trpc.alertChannels.listWebhooks.queryOptions(),
    refetchOnMount: "always",
  });
  const add = useMutation(
    trpc.alertChannels.addWebhook.mutationOptions({ meta: { silentErrors: true } }),
  );
  const [url, setUrl] = useState("");
  const [secret, setSecret] = useState<string | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries(trpc.alertChannels.listWebhooks.queryFilter());

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    add.mutate(
      { url },
      {
        onSuccess: (added) => {
          setSecret(added.secret);
          setUrl("");
        },
        onSettled: refresh,
      },
    );
  }

  return (
    <section aria-labelledby="webhooks-heading" className={panelClass()}>
      <h2 id="webhooks-heading" className="text-lg font-semibold">
        Webhooks
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Each alert POSTed as signed JSON to your own https address, retried for 24 hours.
      </p>
      <div className="mt-4 space-y-4">
        {hooks.isPending ? (
          <LoadingBlock label="Loading your webhooks" height="h-24" />
        ) : hooks.isError ? (
          <LoadFailure what="Your webhooks" query={hooks} />
        ) : !hooks.data.available ? (
          <UpgradePrompt planId={webhookPlan?.id ?? "pro"}>
            <p className="text-sm">
              Webhooks are part of {webhookPlan?.name ?? "Pro"}: 2 endpoints on Pro, 10 on Premium.
            </p>
          </UpgradePrompt>
        ) : (
          <>
            {secret && <SecretOnce secret={secret} onDone={() => setSecret(null)} />}
            {hooks.data.endpoints.length === 0 ? (
              <EmptyState>
                No webhook yet. Add the https address that should receive your alerts.
              </EmptyState>
            ) : (
              <ul className="divide-y divide-slate-200 dark:divide-slate-800">
                {hooks.data.endpoints.map((endpoint) => (
                  <WebhookRow
                    key={endpoint.id}
                    endpoint={endpoint}
                    onSecret={setSecret}
                    onChange={refresh}
                  />
                ))}
              </ul>
            )}
            {hooks.data.limit === null || hooks.data.endpoints.length < hooks.data.limit ? (
              <form onSubmit={submit} className="flex flex-col gap-3 sm:flex-row sm:items-end">
                <div className="min-w-0 flex-1">
                  <FormField
                    id="webhook-url"
                    label="Endpoint address"
                    type="url"
                    inputMode="url"
                    placeholder="https://example.com/marketdesk"
                    maxLength={CHANNEL_URL_MAX_LENGTH}
                    value={url}
                    onChange={(event) => setUrl(event.target.value)}
                    error={add.isError ? add.error.message : undefined}
                    required
                  />
                </div>
                <button type="submit" disabled={add.isPending} className={buttonClass()}>
                  {add.isPending ? "Adding…" : "Add webhook"}
                </button>
              </form>
            ) : (
              <p className="text-sm text-slate-600 dark:text-slate-400">
                Your plan keeps {hooks.data.limit} webhooks. Remove one to add another.
              </p>
            )}
            {add.isError && add.error.data?.upgrade && (
              <UpgradePrompt planId={add.error.data.upgrade.planId}>
                <ErrorNotice>{add.error.message}</ErrorNotice>
              </UpgradePrompt>
            )}
            <WebhookDeliveryLog />
          </>
        )}
      </div>
    </section>
  );
}
