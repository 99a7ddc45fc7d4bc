"use client";

import { useMutation } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button-class";
import { ErrorNotice } from "@/components/ui/error-notice";
import { useTRPC } from "@/lib/trpc/react";
import type { alertChannelsRouter } from "../server/channels-router";
import { describeDelivery } from "./describe-delivery";

type Endpoint = inferRouterOutputs<typeof alertChannelsRouter>["listWebhooks"]["endpoints"][number];

/** One endpoint: its address, last delivery, and its actions (test, new secret, remove). */
export function WebhookRow({
  endpoint,
  onSecret,
  onChange,
}: {
  endpoint: Endpoint;
  onSecret: (secret: string) => void;
  onChange: () => void;
}) {
  const trpc = useTRPC();
  const silent = { meta: { silentErrors: true } };
  const test = useMutation(trpc.alertChannels.sendTestWebhook.mutationOptions(silent));
  const rotate = useMutation(trpc.alertChannels.rotateWebhookSecret.mutationOptions(silent));
  const remove = useMutation(trpc.alertChannels.removeWebhook.mutationOptions(silent));
  const last = endpoint.last ? describeDelivery(endpoint.last) : null;
  const failed = test.error ?? rotate.error ?? remove.error;
  const small = buttonClass({ variant: "secondary", size: "sm" });
  return (
    <li className="space-y-2 py-3">
      <p className="font-mono text-sm break-all">{endpoint.url}</p>
      <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
        {last ? (
          <>
            <Badge tone={last.tone}>{last.label}</Badge> {last.detail}
          </>
        ) : (
          "No delivery yet"
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          disabled={test.isPending}
          onClick={() => test.mutate({ id: endpoint.id })}
          className={small}
        >
          {test.isPending ? "Sending…" : "Send test"}
        </button>
        <button
          type="button"
          disabled={rotate.isPending}
          onClick={() =>
            rotate.mutate({ id: endpoint.id }, { onSuccess: ({ secret }) => onSecret(secret) })
          }
          className={small}
        >
          New secret
        </button>
        <button
          type="button"
          disabled={remove.isPending}
          onClick={() => remove.mutate({ id: endpoint.id }, { onSettled: onChange })}
          className={small}
          aria-label={`Remove ${endpoint.url}`}
        >
          Remove
        </button>
      </div>
      {test.data && (
        <p role="status" className="text-sm">
          {test.data.outcome === "sent"
            ? `Test delivered: your endpoint answered ${test.data.statusCode}.`
            : `Test not delivered: ${test.data.error}`}
        </p>
      )}
      {failed && <ErrorNotice>{failed.message}</ErrorNotice>}
    </li>
  );
}
