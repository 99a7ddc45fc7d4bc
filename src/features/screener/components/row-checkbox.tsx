type Props = { label: string; checked: boolean; indeterminate?: boolean; onChange: () => void };

/**
 * A checkbox for selecting results, its touch area widened into the cell's padding (a 16 px box
 * alone is hard to hit on a phone) without making the row or the ticker column any taller.
 */
export function RowCheckbox({ label, checked, indeterminate = false, onChange }: Props) {
  return (
    <label className="-my-2 -ml-2 inline-flex cursor-pointer p-2 align-middle">
      <input
        type="checkbox"
        aria-label={label}
        checked={checked}
        // "Some of the page" has no attribute; it is a property of the element.
        ref={(element) => void (element && (element.indeterminate = indeterminate))}
        onChange={onChange}
        className="accent-brand-700 size-4 cursor-pointer"
      />
    </label>
  );
}
