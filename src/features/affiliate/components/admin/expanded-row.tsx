import { type ReactNode, useId } from "react";

/**
 * A form opened under a table's row, titled with whom it is about. On a phone the table scrolls
 * sideways inside its frame; the form keeps to the frame's left edge and to the screen's width, so
 * it is never half off screen even when the row's name has scrolled out of sight.
 */
export function ExpandedRow({
  columns,
  title,
  children,
}: {
  columns: number;
  title: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <tr>
      <td colSpan={columns} className="pt-1 pb-4">
        <div
          role="group"
          aria-labelledby={titleId}
          className="sticky left-0 w-[min(36rem,calc(100vw-3rem))] space-y-3 rounded-lg bg-slate-50 p-3 dark:bg-slate-900"
        >
          <p id={titleId} className="text-sm font-semibold break-words">
            {title}
          </p>
          {children}
        </div>
      </td>
    </tr>
  );
}
