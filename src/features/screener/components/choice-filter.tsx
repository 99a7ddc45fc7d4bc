"use client";

import {
  type FocusEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useOptimistic,
  useRef,
  useState,
  useTransition,
} from "react";
import type { ScreenChoice } from "../screen-filter-fields";
import { ChoicePanel } from "./choice-panel";
import { FilterField } from "./filter-field";

type Props = {
  label: string;
  /** The choices in the plural, as the button counts them: "3 sectors". */
  plural: string;
  choices: ScreenChoice[] | undefined;
  chosen: string[];
  onChange: (values: string[]) => void;
};

/** Widest the list gets; on a phone it is narrowed to the screen. */
const PANEL_WIDTH = 320;

/**
 * A multi-choice filter: a button that says what is chosen and opens a list of checkboxes to
 * narrow by typing. Native checkboxes keep Tab and Space working; Escape closes and returns focus
 * to the button, and so does leaving the list by Tab or a click elsewhere (without moving focus back).
 */
export function ChoiceFilter({ label, plural, choices, chosen: applied, onChange }: Props) {
  const id = useId();
  // A tick shows at once, not when the URL has caught up (a round trip of the router).
  const [chosen, setChosen] = useOptimistic(applied);
  const [, startTransition] = useTransition();
  const change = (values: string[]) =>
    startTransition(() => {
      setChosen(values);
      onChange(values);
    });
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [alignEnd, setAlignEnd] = useState(false);
  // Chosen values the data does not have (from a shared link) stay listed, so they can be cleared.
  const known = new Set(choices?.map((c) => c.value));
  const all = [
    ...(choices ?? []),
    ...chosen.filter((v) => !known.has(v)).map((value) => ({ value, count: 0 })),
  ];
  const face =
    chosen.length === 0 ? "Any" : chosen.length === 1 ? chosen[0] : `${chosen.length} ${plural}`;

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) =>
      rootRef.current?.contains(event.target as Node) || setOpen(false);
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, [open]);

  const toggle = () => {
    // Opens toward the side with room, so a list under a right-hand field stays on screen.
    const left = buttonRef.current?.getBoundingClientRect().left ?? 0;
    setAlignEnd(left + Math.min(PANEL_WIDTH, window.innerWidth - 32) > window.innerWidth - 16);
    setOpen(!open);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !open) return;
    event.stopPropagation();
    setOpen(false);
    buttonRef.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node))
      setOpen(false);
  };

  return (
    <FilterField label={label} labelId={`${id}-label`}>
      <div ref={rootRef} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
        <button
          ref={buttonRef}
          id={`${id}-button`}
          type="button"
          aria-labelledby={`${id}-label ${id}-button`}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? `${id}-panel` : undefined}
          title={chosen.length > 1 ? chosen.join(", ") : undefined}
          onClick={toggle}
          className="aria-expanded:border-brand-500 flex w-full items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-left text-sm dark:border-slate-700 dark:bg-slate-900"
        >
          <span className={`min-w-0 flex-1 truncate ${chosen.length > 0 ? "font-medium" : ""}`}>
            {face}
          </span>
          <span aria-hidden="true" className="text-xs text-slate-400">
            ▾
          </span>
        </button>
        {open && (
          <div
            id={`${id}-panel`}
            role="dialog"
            aria-labelledby={`${id}-label`}
            tabIndex={-1}
            style={{ width: `min(${PANEL_WIDTH}px, calc(100vw - 2rem))` }}
            className={`absolute top-full z-30 mt-1 rounded-lg border border-slate-200 bg-white p-2 shadow-lg outline-none dark:border-slate-700 dark:bg-slate-900 ${alignEnd ? "right-0" : "left-0"}`}
          >
            {choices === undefined ? (
              <p className="px-1 py-2 text-sm text-slate-600 dark:text-slate-400">
                Loading the choices…
              </p>
            ) : (
              <ChoicePanel
                label={label}
                plural={plural}
                choices={all}
                chosen={chosen}
                onChange={change}
              />
            )}
          </div>
        )}
      </div>
    </FilterField>
  );
}
