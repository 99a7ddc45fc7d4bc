import type { ReactNode } from "react";

/** A decision the person must know of before the rest of the screen (a rejection, a suspension), in amber with AA contrast in both themes. */
export function AttentionPanel({
  id,
  title,
  note,
  children,
}: {
  id: string;
  title: string;
  note: string | null;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="space-y-2 rounded-xl border border-amber-300 bg-amber-50 p-5 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
    >
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {children}
      {note && (
        <blockquote className="border-l-2 border-amber-500 pl-3 whitespace-pre-line dark:border-amber-700">
          {note}
        </blockquote>
      )}
    </section>
  );
}
