import "server-only";
import type { Database } from "@/server/db/create-database";
import { technicalFiltersBeyondPreset } from "../allowed-filter";
import { screenRunInput } from "../screen-run-input";
import { screenRunSchema } from "../screen-run-schema";
import { screenFromSearchParams } from "../screen-url-state";
import { runScreen } from "./data";

type SearchParams = Record<string, string | string[] | undefined>;

export type FirstScreen = {
  input: ReturnType<typeof screenRunInput>;
  result: Awaited<ReturnType<typeof runScreen>>;
  at: number;
};

/**
 * The first page of the screen in the address, rendered with the page so its rows are on screen
 * before any script has run (docs/product.md#screener). Null, and left to the browser, for a screen
 * whose technical filters depend on the plan, for an address the screener would refuse, and when
 * the database fails: the browser then asks itself and shows its own error and retry.
 */
export async function getFirstScreen(
  db: Database,
  searchParams: SearchParams,
): Promise<FirstScreen | null> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(searchParams))
    for (const one of [value ?? []].flat()) params.append(key, one);
  const state = screenFromSearchParams(params);
  if (technicalFiltersBeyondPreset(state.filter, state.preset).length > 0) return null;
  const input = screenRunInput(state, []);
  if (!screenRunSchema.safeParse(input).success) return null;
  const result = await runScreen(db, input).catch(() => null);
  return result && { input, result, at: Date.now() };
}
