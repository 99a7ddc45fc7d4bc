import type { ReactNode } from "react";

/**
 * A 24-unit outline icon drawn in the text colour, hidden from screen readers (its button or link
 * carries the name). The children are its paths; the class sets size and placement.
 */
export function LineIcon({
  className,
  strokeWidth = "2",
  children,
}: {
  className: string;
  strokeWidth?: string;
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
