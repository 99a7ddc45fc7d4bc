"use client";

import { type KeyboardEvent, useId, useRef, useState } from "react";

export type MenuItem = { label: string; onSelect: () => void; disabled?: boolean };

/** Room under the button for the menu; with less, it opens upward (the last messages of the list). */
const MENU_HEIGHT = 200;

/**
 * A message's "…" menu, as the ARIA menu button pattern has it: ↑ ↓ Home End move, Escape closes
 * and gives focus back to the button, as does choosing; a click elsewhere closes it.
 * @see https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/
 */
export function MessageMenu({ label, items }: { label: string; items: MenuItem[] }) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState<"down" | "up" | null>(null);

  const focusItem = (index: number) => {
    const buttons = [
      ...(list.current?.querySelectorAll<HTMLButtonElement>("[role=menuitem]:not(:disabled)") ??
        []),
    ];
    buttons.at(index % Math.max(buttons.length, 1))?.focus();
  };
  function show() {
    const rect = button.current?.getBoundingClientRect();
    const box = button.current?.closest("[data-chat-scroller]")?.getBoundingClientRect();
    setOpen(
      rect && box && rect.bottom + MENU_HEIGHT > box.bottom && rect.top - MENU_HEIGHT > box.top
        ? "up"
        : "down",
    );
    requestAnimationFrame(() => focusItem(0));
  }
  function close() {
    setOpen(null);
    button.current?.focus();
  }
  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const buttons = [
      ...(list.current?.querySelectorAll<HTMLButtonElement>("[role=menuitem]:not(:disabled)") ??
        []),
    ];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1 + buttons.length,
      Home: 0,
      End: buttons.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key] ?? 0);
    } else if (event.key === "Escape" || event.key === "Tab") {
      if (event.key === "Escape") event.preventDefault();
      close();
    }
  }

  return (
    <div
      className="relative"
      onBlur={(event) =>
        open && !event.currentTarget.contains(event.relatedTarget) && setOpen(null)
      }
    >
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? id : undefined}
        onClick={() => (open ? setOpen(null) : show())}
        className="focus-visible:outline-brand-500 flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-200 hover:text-slate-900 focus-visible:outline-2 aria-expanded:bg-slate-200 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white dark:aria-expanded:bg-slate-800"
      >
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
          <circle cx="4" cy="10" r="1.6" />
          <circle cx="10" cy="10" r="1.6" />
          <circle cx="16" cy="10" r="1.6" />
        </svg>
      </button>
      {open && (
        <div
          ref={list}
          id={id}
          role="menu"
          aria-label={label}
          onKeyDown={onKeyDown}
          className={`absolute right-0 z-20 w-48 rounded-lg border border-slate-200 bg-white py-1 shadow-lg dark:border-slate-700 dark:bg-slate-900 ${open === "up" ? "bottom-full mb-1" : "top-full mt-1"}`}
        >
          {items.map((item) => (
            <button
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              disabled={item.disabled}
              onClick={() => {
                close();
                item.onSelect();
              }}
              className="block w-full px-3 py-2 text-left text-sm hover:bg-slate-100 focus:bg-slate-100 focus:outline-none disabled:cursor-default disabled:text-slate-500 disabled:hover:bg-transparent dark:hover:bg-slate-800 dark:focus:bg-slate-800 dark:disabled:text-slate-400"
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
