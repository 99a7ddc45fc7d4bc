import type { InputHTMLAttributes, Ref } from "react";
import { SearchIcon } from "./search-icon";

/** `listId` and `expanded`: the combobox's listbox and whether it shows (the ARIA combobox pattern). */
type SymbolSearchFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  listId: string;
  expanded: boolean;
  keyHint?: string;
  ref?: Ref<HTMLInputElement>;
};

/** The search's text field: a magnifier, and the shortcut key shown while it is empty and unfocused. */
export function SymbolSearchField({
  listId,
  expanded,
  keyHint,
  ref,
  ...input
}: SymbolSearchFieldProps) {
  return (
    <div className="relative">
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500 dark:text-slate-400" />
      <input
        ref={ref}
        type="text"
        role="combobox"
        aria-controls={listId}
        aria-expanded={expanded}
        aria-autocomplete="list"
        aria-keyshortcuts={keyHint ? `${keyHint} Control+K Meta+K` : undefined}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="go"
        // 16 px on phones, so focusing the field does not zoom the page.
        className="peer focus:border-brand-500 focus:ring-brand-500/30 h-9 w-full rounded-md border border-slate-300 bg-white pr-9 pl-9 text-base text-slate-900 placeholder:text-slate-500 focus:ring-2 focus:outline-none sm:text-sm dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
        {...input}
      />
      {keyHint && !input.value && (
        <kbd
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2 -translate-y-1/2 rounded border border-slate-300 px-1.5 font-sans text-xs text-slate-600 peer-focus:hidden dark:border-slate-600 dark:text-slate-400"
        >
          {keyHint}
        </kbd>
      )}
    </div>
  );
}
