"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { FieldFrame, textControlClass } from "@/components/ui/field-frame";
import { FormField } from "@/components/ui/form-field";
import { LoadFailure } from "@/components/ui/load-failure";
import { LoadingBlock } from "@/components/ui/loading-block";
import { useAppSession } from "@/lib/session/session-context";
import { useTRPC } from "@/lib/trpc/react";
import { alertPreferencesInput } from "../alert-preferences-input";

type Fields = {
  timeZone: string;
  quietFrom: string;
  quietTo: string;
  mailMode: "instant" | "digest";
  mailUnsubscribed: boolean;
};

const mailModes = [
  { mode: "instant", label: "A mail as each alert fires (several within a minute come as one)" },
  { mode: "digest", label: "One daily digest, at 22:00 UTC" },
] as const;

/** Saved this long after the last keystroke, so typing a time saves once. */
const SAVE_DELAY_MS = 600;
const zones =
  typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** What the server would say of the fields, by field; the same schema it checks with. */
function check(fields: Fields) {
  const parsed = alertPreferencesInput.safeParse({
    ...fields,
    quietFrom: fields.quietFrom || null,
    quietTo: fields.quietTo || null,
  });
  if (parsed.success) return { value: parsed.data, errors: {} as Record<string, string> };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { value: null, errors };
}

function SettingsFields({ initial, guest }: { initial: Fields; guest: boolean }) {
  const trpc = useTRPC();
  const [fields, setFields] = useState(initial);
  const [touched, setTouched] = useState(false);
  const save = useMutation(trpc.notifications.savePreferences.mutationOptions());
  const { value, errors } = check(fields);
  const { mutate } = save;
  // The valid fields as text, so the timer restarts only when what would be saved changes.
  const payload = touched && value ? JSON.stringify(value) : null;
  useEffect(() => {
    if (payload === null) return;
    const timer = setTimeout(() => mutate(JSON.parse(payload)), SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [payload, mutate]);
  const change = (patch: Partial<Fields>) => {
    setTouched(true);
    setFields((current) => ({ ...current, ...patch }));
  };
  const status = !touched
    ? ""
    : !value
      ? "Not saved: see the message below the field."
      : save.isError
        ? `Not saved: ${save.error.message}`
        : save.isPending
          ? "Saving…"
          : save.isSuccess
            ? "Saved."
            : "";
  return (
    <form className="max-w-xl space-y-6" onSubmit={(event) => event.preventDefault()} noValidate>
      <fieldset className="space-y-3">
        <legend className="text-base font-semibold">Quiet hours</legend>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          In quiet hours notifications still reach the bell; mail waits until they end. Leave both
          times empty for none.
        </p>
        <div className="grid grid-cols-2 gap-3">
          <FormField
            id="quiet-from"
            label="From"
            type="time"
            value={fields.quietFrom}
            error={touched ? errors.quietFrom : undefined}
            onChange={(event) => change({ quietFrom: event.target.value })}
          />
          <FormField
            id="quiet-to"
            label="To"
            type="time"
            value={fields.quietTo}
            error={touched ? errors.quietTo : undefined}
            onChange={(event) => change({ quietTo: event.target.value })}
          />
        </div>
        <FieldFrame id="time-zone" label="Time zone" error={touched ? errors.timeZone : undefined}>
          <select
            id="time-zone"
            className={`${textControlClass} text-sm`}
            value={fields.timeZone}
            onChange={(event) => change({ timeZone: event.target.value })}
          >
            {(zones.includes(fields.timeZone) ? zones : [fields.timeZone, ...zones]).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll("_", " ")}
              </option>
            ))}
          </select>
        </FieldFrame>
      </fieldset>
      <fieldset className="space-y-2" disabled={guest}>
        <legend className="text-base font-semibold">Alert mail</legend>
        {guest && (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Guests get notifications in the app only. Create an account and confirm its address to
            get alerts by mail.
          </p>
        )}
        {mailModes.map(({ mode, label }) => (
          <label key={mode} className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="mail-mode"
              checked={fields.mailMode === mode}
              onChange={() => change({ mailMode: mode })}
            />
            {label}
          </label>
        ))}
        <label className="flex items-center gap-2 pt-2 text-sm">
          <input
            type="checkbox"
            checked={fields.mailUnsubscribed}
            onChange={(event) => change({ mailUnsubscribed: event.target.checked })}
          />
          Unsubscribe from all alert mail
        </label>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {fields.mailUnsubscribed
            ? "You get no alert mail, whatever each alert's channels say."
            : "Alert mail goes to your confirmed address, for alerts with mail among their channels."}
        </p>
      </fieldset>
      <p aria-live="polite" className="min-h-5 text-sm text-slate-700 dark:text-slate-300">
        {status}
      </p>
    </form>
  );
}

/** /alerts/settings (docs/alerts.md#quiet-hours): quiet hours and alert mail, saved as you change them. */
export function AlertSettingsForm() {
  const trpc = useTRPC();
  const { identity } = useAppSession();
  const preferences = useQuery(trpc.notifications.preferences.queryOptions());
  if (preferences.isPending)
    return <LoadingBlock label="Loading your alert settings" height="h-96" />;
  if (preferences.isError) return <LoadFailure what="Your alert settings" query={preferences} />;
  const saved = preferences.data;
  return (
    <SettingsFields
      guest={identity.type === "guest"}
      initial={{
        // Someone who never saved gets their browser's zone, saved with their first change.
        timeZone: saved.saved ? saved.timeZone : browserZone(),
        quietFrom: saved.quietFrom ?? "",
        quietTo: saved.quietTo ?? "",
        mailMode: saved.mailMode,
        mailUnsubscribed: saved.mailUnsubscribed,
      }}
    />
  );
}
