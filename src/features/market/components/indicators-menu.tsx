"use client";

import { useEffect, useId, useRef, useState } from "react";
import type { ChartSettings } from "../chart-settings";
import { AverageLengths } from "./average-lengths";

type Toggle = "bollinger" | "vwap" | "volume" | "rsi" | "macd";
const toggles: { key: Toggle; label: string }[] = [
  { key: "bollinger", label: "Bollinger bands (20, 2)" },
  { key: "vwap", label: "VWAP (1D and 5D)" },
  { key: "volume", label: "Volume" },
  { key: "rsi", label: "RSI (14), own pane" },
  { key: "macd", label: "MACD (12, 26, 9), own pane" },
];

/**
 * The "Indicators" button and its panel (the disclosure pattern: a real button, a non-modal
 * panel of checkboxes reached by Tab), the panel under the toolbar's start (its positioned
 * parent), so it fits a phone wherever the button wrapped to. Escape or a click outside closes it and focus returns to
 * the button. Every change applies at once.
 */
export function IndicatorsMenu({
  settings,
  intraday,
  onChange,
}: {
  settings: ChartSettings;
  intraday: boolean;
  onChange: (patch: Partial<ChartSettings>) => void;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const count =
    settings.sma.length +
    settings.ema.length +
    toggles.filter(({ key }) => key !== "volume" && settings[key]).length;

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  return (
    <div
      ref={root}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !open) return;
        event.stopPropagation();
        setOpen(false);
        button.current?.focus();
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
        className="rounded-md border border-slate-200 px-2.5 py-1 text-xs font-semibold dark:border-slate-800"
      >
        Indicators{count > 0 && ` (${count})`}
      </button>
      <div
        id={panelId}
        hidden={!open}
        role="group"
        aria-label="Indicators"
        className="absolute top-full left-0 z-20 mt-1 w-72 max-w-full space-y-3 rounded-md border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-800 dark:bg-slate-950"
      >
        <AverageLengths
          kind="SMA"
          name="simple"
          chosen={settings.sma}
          onChange={(sma) => onChange({ sma })}
        />
        <AverageLengths
          kind="EMA"
          name="exponential"
          chosen={settings.ema}
          onChange={(ema) => onChange({ ema })}
        />
        <fieldset className="space-y-1">
          <legend className="text-xs font-semibold text-slate-600 dark:text-slate-400">
            Bands, volume and oscillators
          </legend>
          {toggles.map(({ key, label }) => (
            <label key={key} className="flex items-center gap-1.5 text-sm">
              <input
                type="checkbox"
                checked={settings[key]}
                onChange={() => onChange({ [key]: !settings[key] })}
              />
              {label}
              {key === "vwap" && settings.vwap && !intraday && (
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  · shown on 1D, 5D
                </span>
              )}
            </label>
          ))}
        </fieldset>
      </div>
    </div>
  );
}
