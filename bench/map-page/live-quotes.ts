/** The page's live quotes outside Next: none yet, as on a map's first render. */
export function useLiveQuote(_symbol: string) {
  return { quote: null, market: null, status: "idle" as const };
}
