import type { ReactNode } from "react";

/** The ids a field's control names in `aria-describedby`: its error first, then its hint. */
export function describedByOf(id: string, error: string | undefined, hint: ReactNode) {
  return (
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(" ") ||
    undefined
  );
}

/** The look every text control shares; an invalid one gets a red border. */
export const textControlClass =
  "focus:border-brand-500 focus:ring-brand-500/30 mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 shadow-sm focus:ring-2 focus:outline-none aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900";

/** A control's label above it, its hint and its error below, the error announced to screen readers. */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <div id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
