import type { ReactNode } from "react";

/**
 * A form's or panel's error, announced at once to screen readers (red-700 on red-50 passes WCAG AA).
 * It can take focus from script, so focusFirstError can move there after a failed submit.
 */
export function ErrorNotice({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      tabIndex={-1}
      data-form-error=""
      className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700 outline-none focus-visible:outline-2 focus-visible:outline-red-600 dark:bg-red-950 dark:text-red-300"
    >
      {children}
    </p>
  );
}
