import type { ReactNode } from "react";

/** A form's or panel's error, announced at once to screen readers (red-700 on red-50 passes WCAG AA). */
export function ErrorNotice({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700 dark:bg-red-950 dark:text-red-300">
      {children}
    </p>
  );
}
