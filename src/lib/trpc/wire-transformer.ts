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
export const wireTransformer: TRPCCombinedDataTransformer = {
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
