"use client";

import { useRouter } from "next/navigation";
import {
  type KeyboardEvent,
  type Ref,
  useContext,
  useId,
  useImperativeHandle,
  useRef,
  useState,
} from "react";
import { type RecentSymbol, useRecentSymbols } from "../use-recent-symbols";
import { useSymbolMatches } from "../use-symbol-matches";
import { SearchCommandContext } from "./search-command-context";
import type { SymbolOption } from "./symbol-quote";
import { SymbolSearchField } from "./symbol-search-field";
import { optionId, SymbolSearchOptions } from "./symbol-search-options";

/** What a choice hands over: enough to open, add or mention the symbol. */
export type SymbolChoice = RecentSymbol;

/** As market.search allows (docs/product.md#search). */
const MAX_QUERY = 40;

type SymbolSearchProps = {
  /** The field's accessible name. */
  label: string;
  placeholder?: string;
  /** What choosing a symbol does; by default its stock page opens. */
  onSelect?: (choice: SymbolChoice) => void;
  defaultQuery?: string;
  autoFocus?: boolean;
  /** "popup": the list floats under the field while it has focus (the header); "inline": the list is part of the page. */
  placement?: "popup" | "inline";
  /** A key shown in the empty field, e.g. "/" for the header's shortcut. */
  keyHint?: string;
  ref?: Ref<HTMLInputElement>;
  /** After a typed command was carried out (the panel holding the search closes). */
  onCommand?: () => void;
};

/**
 * The one symbol search (docs/product.md#search), an ARIA combobox: type a symbol or a company's
 * name, move with ↑ and ↓, open with Enter, close with Escape. With the field empty it offers the
 * person's recent symbols. Previous results stay on screen while the next ones load, so nothing flashes.
 */
export function SymbolSearch({
  label,
  placeholder = "Symbol or company",
  onSelect,
  defaultQuery = "",
  autoFocus,
  placement = "popup",
  keyHint,
  ref,
  onCommand,
}: SymbolSearchProps) {
  const router = useRouter();
  const { recent } = useRecentSymbols(); // the stock page records them, however it was reached
  const input = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => input.current as HTMLInputElement);
  const listId = useId();
  const [text, setText] = useState(defaultQuery);
  const [open, setOpen] = useState(placement === "inline");
  const [activeIndex, setActiveIndex] = useState(-1);
  const { query, matches, current, message, best } = useSymbolMatches(text);
  const options: SymbolOption[] = query === "" ? recent : matches;
  const expanded = open && options.length > 0;
  const command = useContext(SearchCommandContext)?.(text) ?? null;

  function choose(choice: SymbolChoice) {
    setText("");
    setActiveIndex(-1);
    if (placement === "popup") {
      setOpen(false);
      input.current?.blur();
    }
    if (onSelect) onSelect(choice);
    else router.push(`/stocks/${encodeURIComponent(choice.symbol)}`);
  }

  /** A typed command goes to the page that confirms and carries it out. */
  function runCommand(href: string) {
    setText("");
    setOpen(false);
    input.current?.blur();
    router.push(href);
    onCommand?.();
  }

  /** Enter with no row chosen opens the best match of what is typed. */
  async function chooseBest() {
    const match = await best();
    if (match) choose(match);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.nativeEvent.isComposing) return;
    const last = options.length - 1;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      if (last < 0) return;
      const down = event.key === "ArrowDown";
      setActiveIndex((index) =>
        down ? (index >= last ? 0 : index + 1) : index <= 0 ? last : index - 1,
      );
    } else if (event.key === "Enter") {
      event.preventDefault();
      const active = expanded ? options[activeIndex] : undefined;
      if (active) choose(active);
      else if (command) runCommand(command.href);
      else void chooseBest();
    } else if (event.key === "Escape") {
      // First Escape closes the list, the next clears the field; then there is nothing to undo and it goes on (a dialog closes).
      const closeList = placement === "popup" && expanded;
      if (!closeList && query === "") return;
      event.preventDefault();
      event.stopPropagation();
      if (closeList) setOpen(false);
      else setText("");
      setActiveIndex(-1);
    }
  }

  const popup = placement === "popup";
  const showPanel = open && (expanded || message !== null || command !== null);
  return (
    <div
      className="relative w-full"
      onBlur={(event) =>
        popup && !event.currentTarget.contains(event.relatedTarget) && setOpen(false)
      }
    >
      <label htmlFor={`${listId}-field`} className="sr-only">
        {label}
      </label>
      <SymbolSearchField
        ref={input}
        id={`${listId}-field`}
        listId={listId}
        expanded={expanded}
        aria-activedescendant={
          expanded && activeIndex >= 0 ? optionId(listId, activeIndex) : undefined
        }
        keyHint={keyHint}
        maxLength={MAX_QUERY}
        autoFocus={autoFocus}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActiveIndex(-1);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <div
        className={
          popup
            ? `absolute top-full right-0 z-50 mt-1 w-full min-w-[min(26rem,calc(100vw-2rem))] overflow-hidden rounded-lg border border-slate-200 bg-white shadow-lg dark:border-slate-700 dark:bg-slate-900 ${showPanel ? "" : "hidden"}`
            : "mt-2"
        }
      >
        {command && (
          <button
            type="button"
            onClick={() => runCommand(command.href)}
            className="text-brand-700 dark:text-brand-300 block w-full px-3 py-3 text-left text-sm font-semibold hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            {command.label} <span aria-hidden="true">↵</span>
          </button>
        )}
        {message && !command && (
          <p className="px-3 py-3 text-sm text-slate-600 dark:text-slate-400">{message}</p>
        )}
        {query === "" && expanded && (
          <p className="px-3 pt-2 text-xs font-semibold text-slate-600 uppercase dark:text-slate-400">
            Recent
          </p>
        )}
        <SymbolSearchOptions
          id={listId}
          label={query === "" ? "Recent symbols" : "Matches"}
          options={expanded || !popup ? options : []}
          activeIndex={activeIndex}
          onChoose={(index) => options[index] && choose(options[index])}
          onHover={setActiveIndex}
        />
      </div>
      <p role="status" className="sr-only">
        {current
          ? (message ?? `${options.length} ${options.length === 1 ? "match" : "matches"}`)
          : ""}
      </p>
    </div>
  );
}
