/** `name`, or `name (2)`, `name (3)`…: the first that `taken` (lower-cased names) does not hold. */
export function freeListName(name: string, taken: ReadonlySet<string>): string {
  if (!taken.has(name.toLowerCase())) return name;
  for (let n = 2; ; n += 1) if (!taken.has(`${name} (${n})`.toLowerCase())) return `${name} (${n})`;
}
