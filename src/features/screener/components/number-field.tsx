"use client";

import { useState } from "react";

type Props = { label: string; value: number | undefined; onCommit: (value: number | undefined) => void; placeholder?: string };

/** A number typed freely and applied on Enter or when focus leaves, so a screen is not re-run per keystroke. */
export function NumberField({ label, value, onCommit, placeholder }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? (value === undefined ? "" : String(value));
  const commit = () => {
    if (draft === null) return;
    const trimmed = draft.trim();
    const parsed = trimmed === "" ? undefined : Number(trimmed);
    setDraft(null);
    if (parsed === undefined || Number.isFinite(parsed)) onCommit(parsed);
  };
  const invalid = draft !== null && draft.trim() !== "" && !Number.isFinite(Number(draft));
  return (
    <input
      type="text"
      inputMode="decimal"
      aria-label={label}
      aria-invalid={invalid || undefined}
      title={invalid ? "Enter a number" : undefined}
      placeholder={placeholder}
      value={shown}
      onChange={(event) => setDraft(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => event.key === "Enter" && commit()}
      className="w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900"
    />
  );
}
