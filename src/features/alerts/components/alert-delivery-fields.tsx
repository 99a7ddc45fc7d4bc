import Link from "next/link";
import { FormField } from "@/components/ui/form-field";
import { TextAreaField } from "@/components/ui/text-area-field";
import type { AlertFormState } from "../alert-form-state";
import type { AlertChannel } from "../alert-kinds";
import { SelectField } from "./select-field";

const channelNames: Record<AlertChannel, string> = {
  in_app: "In the app",
  mail: "By mail",
  push: "By push",
  webhook: "To my webhooks",
};

/**
 * How often and how an alert tells (docs/alerts.md#creating-and-managing-alerts): frequency,
 * cooldown, the channels the plan allows (others named with what unlocks them), extended hours, a note.
 */
export function AlertDeliveryFields({
  form,
  allowed,
  cooldownError,
  onChange,
}: {
  form: AlertFormState;
  allowed: readonly AlertChannel[];
  cooldownError: string | undefined;
  onChange: (changes: Partial<AlertFormState>) => void;
}) {
  const toggle = (channel: AlertChannel, on: boolean) =>
    onChange({
      channels: on ? [...form.channels, channel] : form.channels.filter((c) => c !== channel),
    });
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          id="alert-frequency"
          label="How often"
          value={form.frequency}
          options={[
            { value: "once", label: "Once, then it is done" },
            { value: "daily", label: "At most once a day" },
            { value: "every", label: "Every time (at most every 5 min)" },
          ]}
          onChange={(frequency) =>
            onChange({ frequency: frequency as AlertFormState["frequency"] })
          }
        />
        <FormField
          id="alert-cooldown"
          label="Quiet after firing (minutes)"
          type="text"
          inputMode="numeric"
          value={form.cooldownMinutes}
          hint="5 to 1,440 (24 hours)."
          error={cooldownError}
          onChange={(event) => onChange({ cooldownMinutes: event.target.value })}
        />
      </div>
      <fieldset>
        <legend className="text-sm font-medium">Tell me</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2 text-sm">
          {allowed.map((channel) => (
            <label key={channel} className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={form.channels.includes(channel)}
                onChange={(event) => toggle(channel, event.target.checked)}
              />
              {channelNames[channel]}
            </label>
          ))}
        </div>
        <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {allowed.length === 1
            ? "As a guest you are told in the app; a free account adds mail and push."
            : !allowed.includes("webhook")
              ? "Webhooks come with Pro. "
              : ""}
          {allowed.length > 1 && (
            <Link href="/alerts/channels" className="text-brand-700 dark:text-brand-300 underline">
              Set up push and webhooks
            </Link>
          )}
        </p>
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={form.extendedHours}
          onChange={(event) => onChange({ extendedHours: event.target.checked })}
        />
        Also before and after regular hours
      </label>
      <TextAreaField
        id="alert-note"
        label="Note (optional)"
        rows={2}
        maxLength={280}
        value={form.note}
        onChange={(event) => onChange({ note: event.target.value })}
      />
    </>
  );
}
