/** Closes a form opened under a row without doing anything: quieter than the form's own buttons. */
export function CancelButton({ onCancel }: { onCancel: () => void }) {
  return (
    <button
      type="button"
      onClick={onCancel}
      className="focus-visible:outline-brand-500 rounded-md px-2 text-sm text-slate-600 hover:underline focus-visible:outline-2 dark:text-slate-400"
    >
      Cancel
    </button>
  );
}
