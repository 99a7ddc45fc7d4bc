import type { WatchlistSummary } from "./server/data";

/** The fields of the offline edits' inputs that name what they change. */
export type WatchlistEditInput = {
  id?: string;
  symbol?: string;
  symbols?: string[];
  toIndex?: number;
  name?: string;
  note?: string | null;
  targetPrice?: number | null;
};

/**
 * An edit in words, for the list of edits made offline: "Add NVDA to Tech", "Rename Tech to
 * Growth". `procedure` is the tRPC procedure's name; the list is named from the lists on screen.
 */
export function describeWatchlistEdit(
  procedure: string,
  input: WatchlistEditInput,
  lists: readonly WatchlistSummary[] | undefined,
): string {
  const list =
    lists?.find((candidate) => candidate.id === input.id) ??
    (input.id ? undefined : lists?.find((candidate) => candidate.isDefault));
  const listName = list ? `“${list.name}”` : input.id ? "a list" : "your default list";
  switch (procedure) {
    case "addSymbols":
      return `Add ${(input.symbols ?? []).join(", ")} to ${listName}`;
    case "removeSymbol":
      return `Remove ${input.symbol} from ${listName}`;
    case "moveSymbol":
      return `Move ${input.symbol} to position ${(input.toIndex ?? 0) + 1} in ${listName}`;
    case "updateItem":
      return `${input.note !== undefined && input.targetPrice !== undefined ? "Note and target" : input.note !== undefined ? "Note" : "Target"} for ${input.symbol} in ${listName}`;
    case "rename":
      return `Rename ${listName} to “${input.name}”`;
    default:
      return `A change to ${listName}`;
  }
}
