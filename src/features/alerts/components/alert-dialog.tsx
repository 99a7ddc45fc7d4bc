"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { ErrorNotice } from "@/components/ui/error-notice";
import { UpgradePrompt, useEntitlements } from "@/features/billing/components";
import type { AlertSource } from "@/lib/analytics/event-catalogue";
import { readUpgrade } from "@/lib/query/read-upgrade";
import { type AlertFormState, draftOf, paramsOf } from "../alert-form-state";
import type { AlertChannel } from "../alert-kinds";
import { parseAlertParams } from "../parse-alert-params";
import { useAlertEdits } from "../use-alerts";
import { AlertDeliveryFields } from "./alert-delivery-fields";
import { AlertKindFields } from "./alert-kind-fields";
import { AlertTargetFields } from "./alert-target-fields";

/**
 * The alert form in a dialog (docs/alerts.md#creating-and-managing-alerts): a new alert, or `editing`
 * one (whose kind and target stay). Settings check as they are typed; the server's refusal (a plan
 * limit, with its upgrade link) shows in the dialog, which stays open.
 */
export function AlertDialog({
  initial,
  editing,
  source,
  onClose,
  onSaved,
}: {
  initial: AlertFormState;
  editing?: string;
  source: Exclude<AlertSource, "import">;
  onClose: () => void;
  /** After a save, where the form was opened away from the list (a toast linking to it). */
  onSaved?: () => void;
}) {
  const entitlements = useEntitlements();
  const registered = entitlements.data ? !entitlements.data.isGuest : false;
  const { create, update } = useAlertEdits();
  const [form, setForm] = useState(initial);
  const [tried, setTried] = useState(false);
  const change = (changes: Partial<AlertFormState>) => setForm((now) => ({ ...now, ...changes }));
  const allowed: AlertChannel[] = !registered
    ? ["in_app"]
    : entitlements.data?.limits.webhooks
      ? ["in_app", "mail", "push", "webhook"]
      : ["in_app", "mail", "push"];
  const params = parseAlertParams(form.kind, paramsOf(form.fields));
  const cooldown = Number(form.cooldownMinutes);
  const cooldownError =
    Number.isInteger(cooldown) && cooldown >= 5 && cooldown <= 1_440
      ? undefined
      : "Give 5 to 1,440 minutes.";
  const mutation = editing ? update : create;
  const failure = mutation.error;
  const upgrade = readUpgrade(failure);

  async function submit() {
    setTried(true);
    if (!params.ok || cooldownError || form.channels.length === 0) return;
    const draft = draftOf(form);
    // An edit sends only what may change: the kind and what it watches stay.
    const { frequency, channels, extendedHours, note } = draft;
    if (editing)
      await update.mutateAsync({
        id: editing,
        params: params.params,
        frequency,
        cooldownMinutes: cooldown,
        channels,
        extendedHours,
        note,
      });
    else await create.mutateAsync({ alert: draft, source });
    onSaved?.();
    onClose();
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <DialogPanel width="w-[min(36rem,calc(100vw-1.5rem))]" scrolls>
        <Dialog.Title className="text-lg font-semibold">
          {editing ? "Edit alert" : "New alert"}
        </Dialog.Title>
        <Dialog.Description className="text-sm text-slate-600 dark:text-slate-400">
          Alerts judge each new quote against the one before, so a gap through your level counts.
        </Dialog.Description>
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit().catch(() => undefined);
          }}
        >
          <AlertTargetFields
            form={form}
            editing={Boolean(editing)}
            registered={registered}
            technical={entitlements.data?.features.includes("technical_filters") ?? false}
            onChange={change}
          />
          <AlertKindFields
            kind={form.kind}
            fields={form.fields}
            error={tried && !params.ok ? params.message : undefined}
            onChange={(key, value) => change({ fields: { ...form.fields, [key]: value } })}
          />
          <AlertDeliveryFields
            form={form}
            allowed={allowed}
            cooldownError={tried ? cooldownError : undefined}
            onChange={change}
          />
          {tried && form.channels.length === 0 && (
            <ErrorNotice>Choose at least one way to be told.</ErrorNotice>
          )}
          {failure &&
            (upgrade ? (
              <UpgradePrompt planId={upgrade.planId}>
                <p role="alert" className="text-sm">
                  {failure.message}
                </p>
              </UpgradePrompt>
            ) : (
              <ErrorNotice>
                <span className="whitespace-pre-line">{failure.message}</span>
              </ErrorNotice>
            ))}
          <div className="flex flex-wrap justify-end gap-3">
            <Dialog.Close className={buttonClass({ variant: "secondary" })}>Cancel</Dialog.Close>
            <button type="submit" disabled={mutation.isPending} className={buttonClass({})}>
              {mutation.isPending ? "Saving…" : editing ? "Save alert" : "Create alert"}
            </button>
          </div>
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
