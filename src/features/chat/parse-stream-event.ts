import superjson, { type SuperJSONResult } from "superjson";
import type { ChatStreamEvent } from "./chat-views";

/**
 * One server-sent event's `data`: superjson's JSON of a ChatStreamEvent, so its dates arrive as
 * dates (docs/architecture.md#real-time). Null for anything else, which is then ignored.
 */
export function parseStreamEvent(data: string): ChatStreamEvent | null {
  try {
    return superjson.deserialize<ChatStreamEvent>(JSON.parse(data) as SuperJSONResult);
  } catch {
    return null;
  }
}
