import { formatDecimal } from "@/lib/format/format-decimal";

/** Cash per share as declared, to the cent or finer: "$0.25", "$0.2475", "0.31 CAD". */
export function formatDividendAmount(amount: number, currency: string | null): string {
  const figure = formatDecimal(amount, 2, 4);
  return currency ? `${figure} ${currency}` : `$${figure}`;
}
