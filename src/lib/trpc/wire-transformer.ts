import type { TRPCCombinedDataTransformer } from "@trpc/server";
import superjson, { type SuperJSONResult } from "superjson";
import { isPlainJson } from "./is-plain-json";

/**
 * superjson on the wire (dates, maps and sets arrive as themselves: docs/behaviour.md#server-calls),
 * without its costs where they buy nothing. An answer made only of plain JSON is sent as superjson
 * would send it, `{ json }` with no annotations, without superjson's walk, which copies every value
 * and took longer than the SQL for a 500-symbol watchlist (bench/watchlist); an object met twice in
 * such an answer arrives as two equal copies (superjson would restore one). An answer is decoded
 * in place: it was parsed from the response a moment before and nothing else holds it, and
 * superjson's default deep copy doubled the client's work per answer. Inputs keep superjson's own
 * ways both sides: the server copies what a stranger sent.
 * @see https://trpc.io/docs/server/data-transformers#different-transformers-for-upload-and-download
 */
export const wireTransformer: TRPCCombinedDataTransformer = {
  input: superjson,
  output: {
    serialize: (value: unknown): SuperJSONResult => (isPlainJson(value) ? { json: value as SuperJSONResult["json"] } : superjson.serialize(value)),
    deserialize: (payload: SuperJSONResult): unknown => superjson.deserialize(payload, { inPlace: true }),
  },
};
