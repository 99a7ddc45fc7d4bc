import { toneOf } from "@/lib/format/format-market-number";
import type { ChatMessageView } from "../chat-views";
import { describeCall } from "../describe-call";

/**
 * The accountable calls under a message: each symbol it names, with its price when posted and now
 * (docs/product.md#chat). Gains green, losses red (on white, not grey: red-600 needs it for AA), and the sign in the text for those who cannot tell colours apart.
 */
export function PriceCalls({ prices }: { prices: ChatMessageView["prices"] }) {
  if (prices.length === 0) return null;
  return (
    <ul aria-label="Prices since posting" className="mt-1 flex flex-wrap gap-1.5">
      {prices.map((call) => {
        const { text, change } = describeCall(call);
        return (
          <li
            key={call.symbol}
            className={`rounded border border-slate-200 px-1.5 py-0.5 font-mono text-xs tabular-nums dark:border-slate-700 ${toneOf(change) || "text-slate-700 dark:text-slate-300"}`}
          >
            {text}
          </li>
        );
      })}
    </ul>
  );
}
