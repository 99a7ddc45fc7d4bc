/** A message's bullish or bearish tag: the word says it, the arrow and colour repeat it. */
export function SentimentTag({ sentiment }: { sentiment: "bullish" | "bearish" }) {
  const bullish = sentiment === "bullish";
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ${
        bullish
          ? "bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300"
          : "bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-300"
      }`}
    >
      <span aria-hidden="true">{bullish ? "▲" : "▼"}</span>
      {bullish ? "Bullish" : "Bearish"}
    </span>
  );
}
