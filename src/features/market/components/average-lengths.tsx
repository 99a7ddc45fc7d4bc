import { type FormEvent, useId, useState } from "react";
import { AVERAGE_LENGTH, MAX_AVERAGES } from "../chart-settings";

const PRESETS = [20, 50, 200];

/**
 * One kind of moving average's lengths: the 20, 50 and 200 presets and any the person added, as
 * checkboxes, and a number field to add another (2–400 bars, three shown at most).
 */
export function AverageLengths({
  kind,
  name,
  chosen,
  onChange,
}: {
  kind: string;
  name: "simple" | "exponential";
  chosen: number[];
  onChange: (lengths: number[]) => void;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const lengths = [...new Set([...PRESETS, ...chosen])].sort((a, b) => a - b);
  const full = chosen.length >= MAX_AVERAGES;
  const toggle = (length: number) =>
    onChange(chosen.includes(length) ? chosen.filter((l) => l !== length) : [...chosen, length]);

  function add(event: FormEvent) {
    event.preventDefault();
    const length = Number(text);
    if (!Number.isInteger(length) || length < AVERAGE_LENGTH.min || length > AVERAGE_LENGTH.max)
      return setError(
        `A whole number of bars from ${AVERAGE_LENGTH.min} to ${AVERAGE_LENGTH.max}.`,
      );
    if (full) return setError(`At most ${MAX_AVERAGES} ${name} averages: untick one first.`);
    setError(null);
    setText("");
    if (!chosen.includes(length)) onChange([...chosen, length]);
  }

  return (
    <fieldset className="space-y-1.5">
      <legend className="text-xs font-semibold text-slate-600 dark:text-slate-400">
        {name === "simple" ? "Simple" : "Exponential"} moving averages
      </legend>
      <div className="flex flex-wrap gap-x-3 gap-y-1">
        {lengths.map((length) => (
          <label key={length} className="inline-flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              checked={chosen.includes(length)}
              disabled={full && !chosen.includes(length)}
              onChange={() => toggle(length)}
            />
            {kind} {length}
          </label>
        ))}
      </div>
      <form onSubmit={add} className="flex items-center gap-2" noValidate>
        <label htmlFor={id} className="sr-only">
          {`Add a ${name} average's length in bars`}
        </label>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={AVERAGE_LENGTH.min}
          max={AVERAGE_LENGTH.max}
          placeholder="Length"
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? `${id}-error` : undefined}
          className="h-8 w-24 rounded border border-slate-300 bg-white px-2 text-base sm:text-sm dark:border-slate-700 dark:bg-slate-900"
        />
        <button
          type="submit"
          className="h-8 rounded border border-slate-300 px-2 text-sm font-semibold dark:border-slate-700"
        >
          Add {kind}
        </button>
      </form>
      {error && (
        <p id={`${id}-error`} className="text-loss text-xs" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
