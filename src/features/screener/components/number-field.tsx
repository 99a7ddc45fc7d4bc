type Props = {
  label: string;
  text: string;
  onText: (text: string) => void;
  placeholder: string;
  invalid: boolean;
  describedBy: string | undefined;
  disabled?: boolean;
};

/**
 * One bound of a range filter, typed freely: `1M`, `2.5B`, `1,000`, `10%` (parseNumberInput reads
 * it). A plain text keyboard on phones, because a number pad has no letters for the suffixes and,
 * on some phones, no minus sign.
 */
export function NumberField({
  label,
  text,
  onText,
  placeholder,
  invalid,
  describedBy,
  disabled,
}: Props) {
  return (
    <input
      type="text"
      autoComplete="off"
      spellCheck={false}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      disabled={disabled}
      placeholder={placeholder}
      value={text}
      onChange={(event) => onText(event.target.value)}
      className="w-full min-w-0 rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-600 dark:border-slate-700 dark:bg-slate-900 dark:disabled:bg-slate-800 dark:disabled:text-slate-400 dark:aria-[invalid=true]:border-red-400"
    />
  );
}
