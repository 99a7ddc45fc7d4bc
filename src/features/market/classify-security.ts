import type { SecurityType } from "@/server/db/enums";

export type { SecurityType } from "@/server/db/enums";

/**
 * The kind of security, from the listing's symbol and name (the dataset has no such field), so
 * screens default to common stocks. Name words win; symbol suffixes decide the rest.
 */
export function classifySecurity(symbol: string, name: string): SecurityType {
  const text = name.toLowerCase();
  if (/\bwarrants?\b/.test(text)) return "warrant";
  if (/\brights?\b/.test(text) && !/\bcopyrights?\b/.test(text)) return "right";
  if (/\bunits?\b/.test(text) && !/\bunited\b/.test(text)) return "unit";
  if (
    /\.PR[A-Z0-9]*$/.test(symbol) ||
    /\bpreferred\b|\bdepositary shares? representing\b/.test(text)
  )
    return "preferred";
  return "common";
}
