"use client";

import * as Popover from "@radix-ui/react-popover";
import { type FormEvent, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { PopoverPanel } from "@/components/ui/popover-panel";
import { MAX_NOTE_LENGTH, MAX_TARGET_PRICE } from "../watchlist-limits";

type Props = {
  symbol: string;
  note: string | null;
  targetPrice: number | null;
  onSave: (fields: { note: string | null; targetPrice: number | null }) => void;
};

/** Reads the target field: empty clears it; anything else must be a price above zero. */
function readTarget(text: string): { value: number | null } | { error: string } {
  const cleaned = text.replace(/[$,\s]/g, "");
  if (cleaned === "") return { value: null };
  const value = Number(cleaned);
  if (!Number.isFinite(value) || value <= 0)
    return { error: "Enter a price above zero, such as 185.50, or leave it empty." };
  if (value >= MAX_TARGET_PRICE) return { error: "That target is higher than any share price." };
  return { value };
}

/** The note and target price of one symbol, edited in a small form beside its row. */
export function ItemEditor({ symbol, note, targetPrice, onSave }: Props) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const target = readTarget(String(form.get("target") ?? ""));
    if ("error" in target) {
      setError(target.error);
      event.currentTarget.querySelector<HTMLInputElement>("input[name=target]")?.focus();
      return;
    }
    onSave({ note: String(form.get("note") ?? "").trim() || null, targetPrice: target.value });
    setOpen(false);
  }

  return (
    <Popover.Root open={open} onOpenChange={(next) => (setOpen(next), setError(null))}>
      <Popover.Trigger
        className="text-brand-700 focus-visible:outline-brand-500 dark:text-brand-300 rounded px-2 py-1 text-sm font-semibold hover:underline focus-visible:outline-2"
        aria-label={`Edit note and target for ${symbol}`}
      >
        Edit
      </Popover.Trigger>
      <PopoverPanel align="end" width="w-[min(20rem,calc(100vw-2rem))]" padding="p-4">
        <form onSubmit={submit} noValidate className="space-y-3">
          <p className="font-semibold">{symbol}</p>
          <label className="block">
            <span className="font-medium">Note</span>
            <textarea
              name="note"
              defaultValue={note ?? ""}
              maxLength={MAX_NOTE_LENGTH}
              rows={3}
              className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-base sm:text-sm dark:border-slate-700 dark:bg-slate-950"
            />
          </label>
          <label className="block">
            <span className="font-medium">Target price</span>
            <input
              name="target"
              inputMode="decimal"
              defaultValue={targetPrice ?? ""}
              aria-invalid={error !== null}
              aria-describedby={error ? `${symbol}-target-error` : undefined}
              className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-base sm:text-sm dark:border-slate-700 dark:bg-slate-950"
            />
            {error && (
              <span
                id={`${symbol}-target-error`}
                className="mt-1 block text-sm text-red-700 dark:text-red-300"
              >
                {error}
              </span>
            )}
          </label>
          <div className="flex items-center gap-3">
            <button type="submit" className={buttonClass({ size: "sm" })}>
              Save
            </button>
            <Popover.Close className="rounded px-2 py-1.5 font-semibold text-slate-600 hover:underline dark:text-slate-400">
              Cancel
            </Popover.Close>
          </div>
        </form>
      </PopoverPanel>
    </Popover.Root>
  );
}
