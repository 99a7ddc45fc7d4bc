/**
 * A sortable column heading's `aria-sort`: the direction when the table is sorted by it, and no
 * attribute otherwise (not "none", which screen readers would announce on every heading).
 */
export function ariaSortOf(
  direction: "asc" | "desc" | null,
): "ascending" | "descending" | undefined {
  if (direction === null) return undefined;
  return direction === "asc" ? "ascending" : "descending";
}
