import type { TextareaHTMLAttributes } from "react";

type NoteFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  id: string;
  label: string;
  hint: string;
  error?: string;
};

/** A labelled note of a few lines with its hint and its error beside it, as FormField is for one line. */
export function NoteField({ id, label, hint, error, ...textarea }: NoteFieldProps) {
  const describedBy = [error ? `${id}-error` : null, `${id}-hint`].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className="focus:border-brand-500 focus:ring-brand-500/30 mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus:ring-2 focus:outline-none aria-[invalid=true]:border-red-500 sm:text-sm dark:border-slate-700 dark:bg-slate-900"
        {...textarea}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {hint}
      </p>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
