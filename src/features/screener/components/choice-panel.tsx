"use client";

import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { formatCount } from "@/lib/format/format-market-number";
import type { ScreenChoice } from "../screen-filter-fields";
import { useHeldChoice } from "./use-held-choice";

type Props = {
  label: string;
  plural: string;
  choices: ScreenChoice[];
  chosen: string[];
  onChange: (values: string[]) => void;
};

/** Lists longer than this get a box to narrow them by typing (there are about 140 industries). */
const NARROW_FROM = 8;

/**
 * The open list of a choice filter: a box to narrow it, a checkbox per choice with how many
 * stocks have it, and Clear. Arrow keys move between the box and the checkboxes as Tab does.
 */
export function ChoicePanel({ label, plural, choices, chosen: screenChosen, onChange }: Props) {
  // One line per choice: no value of a choice holds a line break.
  const [heldChosen, holdChosen] = useHeldChoice(screenChosen.join("\n"));
  const chosen = heldChosen === "" ? [] : heldChosen.split("\n");
  const rootRef = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState("");
  // What was chosen when the list opened comes first; the order then stays put while ticking.
  const [order] = useState(() => [
    ...choices.filter((c) => chosen.includes(c.value)),
    ...choices.filter((c) => !chosen.includes(c.value)),
  ]);
  const needle = query.trim().toLowerCase();
  const shown = order.filter((c) => c.value.toLowerCase().includes(needle));

  useEffect(() => {
    // Not on a touch screen, where focusing the box would throw up the keyboard over the list.
    if (!window.matchMedia("(pointer: coarse)").matches)
      rootRef.current?.querySelector<HTMLInputElement>("input")?.focus();
  }, []);

  const choose = (values: string[]) => {
    holdChosen(values.join("\n"));
    onChange(values);
  };
  const set = (value: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(value);
    else next.delete(value);
    // In the list's own order, so the URL does not depend on the order of clicks.
    choose(choices.map((c) => c.value).filter((v) => next.has(v)));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const inputs = [...(rootRef.current?.querySelectorAll<HTMLInputElement>("input") ?? [])];
    const at = inputs.indexOf(document.activeElement as HTMLInputElement);
    const next =
      inputs[Math.max(0, Math.min(inputs.length - 1, at + (event.key === "ArrowDown" ? 1 : -1)))];
    event.preventDefault();
    next?.focus();
  };

  return (
    <div ref={rootRef} onKeyDown={onKeyDown}>
      {choices.length > NARROW_FROM && (
        <input
          type="search"
          aria-label={`Narrow the ${plural}`}
          placeholder="Type to narrow…"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="mb-2 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm dark:border-slate-700 dark:bg-slate-950"
        />
      )}
      <fieldset>
        <legend className="sr-only">{label}</legend>
        <ul className="max-h-64 overflow-y-auto overscroll-contain">
          {shown.map((choice) => (
            <li key={choice.value}>
              <label className="flex cursor-pointer items-start gap-2 rounded px-1.5 py-1.5 text-sm hover:bg-slate-50 has-focus-visible:bg-slate-50 dark:hover:bg-slate-800 dark:has-focus-visible:bg-slate-800">
                <input
                  type="checkbox"
                  checked={chosen.includes(choice.value)}
                  onChange={(event) => set(choice.value, event.target.checked)}
                  className="accent-brand-600 mt-0.5 size-4 shrink-0"
                />
                <span className="min-w-0 flex-1 break-words">{choice.value}</span>
                <span className="shrink-0 text-xs leading-5 text-slate-500 tabular-nums dark:text-slate-400">
                  {formatCount(choice.count)}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      {shown.length === 0 && (
        <p className="px-1.5 py-2 text-sm text-slate-600 dark:text-slate-400">
          No {plural} match “{query.trim()}”.
        </p>
      )}
      <div className="mt-2 flex items-center justify-between gap-2 border-t border-slate-200 pt-2 text-sm dark:border-slate-700">
        <span className="text-xs text-slate-500 dark:text-slate-400">
          {chosen.length === 0
            ? `Any of ${formatCount(choices.length)}`
            : `${chosen.length} chosen`}
        </span>
        <button
          type="button"
          disabled={chosen.length === 0}
          onClick={() => choose([])}
          className="text-brand-700 hover:bg-brand-50 dark:text-brand-500 rounded px-2 py-1 font-semibold disabled:opacity-40 dark:hover:bg-slate-800"
        >
          Clear
        </button>
      </div>
    </div>
  );
}
