import type { TRPCCombinedDataTransformer } from "@trpc/server";
import superjson, { type SuperJSONResult } from "superjson";
import { type PackedPath, packRows, unpackRows } from "./pack-rows";
import { serializePlainFirst } from "./serialize-plain-first";

/** superjson's result, or plain JSON with its tables' rows packed (`packed` says where). */
type WireAnswer = SuperJSONResult & { packed?: PackedPath[] };

/**
 * superjson on the wire (dates, maps and sets arrive as themselves: docs/behaviour.md#server-calls),
 * answers without its walk where it buys nothing (serializePlainFirst), and a plain answer's tables
 * with their rows' names once (pack-rows.ts). Inputs both ways are superjson's own: the server
 * copies what a stranger sent.
 * @see https://trpc.io/docs/server/data-transformers#different-transformers-for-upload-and-download
 */
const packedTransformer: TRPCCombinedDataTransformer = {
  input: superjson,
  output: {
    serialize(value: unknown): WireAnswer {
      const answer = serializePlainFirst(value);
      if (answer.meta) return answer;
      const packed: PackedPath[] = [];
      const json = packRows(answer.json, packed) as SuperJSONResult["json"];
      return packed.length > 0 ? { json, packed } : answer;
    },
    // Only plain JSON is packed, so a packed answer has nothing left for superjson to restore. The
    // payload was parsed from the answer's text for this call alone, so superjson restores it in
    // place rather than first copying all of it.
    // @see https://github.com/flightcontrolhq/superjson/blob/main/src/index.ts (deserialize's inPlace)
    deserialize: (payload: WireAnswer): unknown =>
      payload.packed
        ? unpackRows(payload.json, payload.packed)
        : superjson.deserialize(payload, { inPlace: true }),
  },
};

/**
 * Which form the wire speaks, for bench/interaction's comparison only: `superjson` is the spec's
 * serializer both ways (`transformer: superjson`) and superjson's own writes of the offline cache;
 * `superjson-wire` the same wire with the cache written by serializePlainFirst; anything else the
 * packed form above. The server reads MARKETDESK_WIRE when it starts; the page reads
 * `__MARKETDESK_WIRE__`, which the bench's browser sets before any script of the page runs.
 */
export function readWireChoice(): "superjson" | "superjson-wire" | "packed" {
  const choice =
    typeof window === "undefined"
      ? process.env.MARKETDESK_WIRE
      : (globalThis as { __MARKETDESK_WIRE__?: string }).__MARKETDESK_WIRE__;
  return choice === "superjson" || choice === "superjson-wire" ? choice : "packed";
}

export const wireTransformer: TRPCCombinedDataTransformer =
  readWireChoice() === "packed" ? packedTransformer : { input: superjson, output: superjson };
