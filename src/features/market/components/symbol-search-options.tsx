import { type SymbolOption, SymbolQuote } from "./symbol-quote";

type SymbolSearchOptionsProps = {
  id: string;
  /** Names the list: "Recent symbols" or "Matches". */
  label: string;
  options: SymbolOption[];
  activeIndex: number;
  onChoose: (index: number) => void;
  onHover: (index: number) => void;
};

export const optionId = (listId: string, index: number) => `${listId}-${index}`;

/**
 * The listbox of the ARIA combobox pattern: focus stays in the field, the active row is announced
 * through aria-activedescendant. Rows keep the field's focus on press (mousedown is prevented) so a
 * click chooses rather than closing the list first.
 */
export function SymbolSearchOptions({
  id,
  label,
  options,
  activeIndex,
  onChoose,
  onHover,
}: SymbolSearchOptionsProps) {
  return (
    <ul id={id} role="listbox" aria-label={label} className={options.length ? "py-1" : undefined}>
      {options.map((option, index) => (
        <li
          key={option.symbol}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === activeIndex}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(index)}
          onMouseMove={() => index !== activeIndex && onHover(index)}
          className="flex min-h-11 cursor-pointer items-center gap-2 px-3 py-1.5 aria-selected:bg-slate-100 sm:gap-3 dark:aria-selected:bg-slate-800"
        >
          <SymbolQuote option={option} />
        </li>
      ))}
    </ul>
  );
}
