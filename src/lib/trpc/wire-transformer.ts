import type { TRPCCombinedDataTransformer } from "@trpc/server";
import superjson, { type SuperJSONResult } from "superjson";
import { isPlainJson } from "./is-plain-json";

/**
 * superjson on the wire (dates, maps and sets arrive as themselves: docs/behaviour.md#server-calls),
 * without its costs where they buy nothing. An answer made only of plain JSON is sent as superjson
 * would send it, `{ json }` with no annotations, without superjson's walk, which copies every value
 * and took longer than the SQL for a 500-symbol watchlist (bench/watchlist); an object met twice in
 * such an answer arrives as two equal copies (superjson would restore one). Decoding, and inputs
 * both ways, are superjson's own: the server copies what a stranger sent.
 * @see https://trpc.io/docs/server/data-transformers#different-transformers-for-upload-and-download
 */
export const wireTransformer: TRPCCombinedDataTransformer = {
  input: superjson,
  output: {
    serialize: (value: unknown): SuperJSONResult => (isPlainJson(value) ? { json: value as SuperJSONResult["json"] } : superjson.serialize(value)),
    deserialize: (payload: SuperJSONResult): unknown => superjson.deserialize(payload),
  },
};
