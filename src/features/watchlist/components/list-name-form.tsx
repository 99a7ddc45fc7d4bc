"use client";

import { type FormEvent, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { CancelButton } from "@/components/ui/cancel-button";
import { UpgradePrompt } from "@/features/billing/components";
import { describeError } from "@/lib/query/describe-error";
import { readUpgrade, type Upgrade } from "@/lib/query/read-upgrade";

type Props = {
  label: string;
  submitLabel: string;
  defaultName?: string;
  onSubmit: (name: string) => Promise<unknown>;
  onCancel: () => void;
};

/**
 * One field for a list's name, for making a list and renaming one; the server's refusal shows at
 * the field, and a full plan's as the one upsell, whose link goes where more lists are.
 */
export function ListNameForm({ label, submitLabel, defaultName = "", onSubmit, onCancel }: Props) {
  const [error, setError] = useState<string | null>(null);
  const [upgrade, setUpgrade] = useState<Upgrade | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("name") as HTMLInputElement;
    const name = input.value.trim();
    setUpgrade(null);
    if (!name) return (setError("Give the list a name."), input.focus());
    setPending(true);
    try {
      await onSubmit(name);
    } catch (failure) {
      setError(describeError(failure).description);
      setUpgrade(readUpgrade(failure));
      input.focus();
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-wrap items-start gap-2"
    >
      <label className="min-w-0 flex-1 basis-56">
        <span className="sr-only">{label}</span>
        <input
          name="name"
          defaultValue={defaultName}
          maxLength={60}
          autoFocus
          placeholder="List name, e.g. Dividend picks"
          aria-invalid={error !== null}
          aria-describedby={error ? "list-name-error" : undefined}
          onKeyDown={(event) => event.key === "Escape" && onCancel()}
          className="h-9 w-full rounded-md border border-slate-300 bg-white px-3 text-base sm:text-sm dark:border-slate-700 dark:bg-slate-900"
        />
        {error && !upgrade && (
          <span id="list-name-error" className="mt-1 block text-sm text-red-700 dark:text-red-300">
            {error}
          </span>
        )}
      </label>
      <button type="submit" disabled={pending} className={buttonClass({ size: "sm" })}>
        {submitLabel}
      </button>
      <CancelButton onCancel={onCancel} />
      {error && upgrade && (
        <div
          id="list-name-error"
          role="alert"
          className="basis-full rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <UpgradePrompt planId={upgrade.planId}>{error}</UpgradePrompt>
        </div>
      )}
    </form>
  );
}
