"use client";

import { useId } from "react";

export type Sentiment = "bullish" | "bearish" | null;

const choices: { value: Sentiment; label: string; mark: string; checked: string }[] = [
  {
    value: null,
    label: "No tag",
    mark: "",
    checked:
      "peer-checked:bg-slate-200 peer-checked:text-slate-900 dark:peer-checked:bg-slate-700 dark:peer-checked:text-white",
  },
  {
    value: "bullish",
    label: "Bullish",
    mark: "▲",
    checked:
      "peer-checked:bg-emerald-100 peer-checked:text-emerald-800 dark:peer-checked:bg-emerald-950 dark:peer-checked:text-emerald-300",
  },
  {
    value: "bearish",
    label: "Bearish",
    mark: "▼",
    checked:
      "peer-checked:bg-red-100 peer-checked:text-red-800 dark:peer-checked:bg-red-950 dark:peer-checked:text-red-300",
  },
];

/** The composer's tag: none, bullish or bearish, as a group of radio buttons drawn as one segmented control. */
export function SentimentPicker({
  value,
  onChange,
}: {
  value: Sentiment;
  onChange: (value: Sentiment) => void;
}) {
  const name = useId();
  return (
    <fieldset className="flex">
      <legend className="sr-only">Tag your message</legend>
      <div className="flex rounded-md border border-slate-300 p-0.5 dark:border-slate-700">
        {choices.map((choice) => (
          <label key={choice.label} className="relative">
            <input
              type="radio"
              name={name}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="peer sr-only"
            />
            <span
              className={`peer-focus-visible:outline-brand-500 flex cursor-pointer items-center gap-1 rounded px-2.5 py-1 text-xs font-semibold text-slate-600 peer-focus-visible:outline-2 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white ${choice.checked}`}
            >
              {choice.mark && <span aria-hidden="true">{choice.mark}</span>}
              {choice.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
