import type { TRPCCombinedDataTransformer } from "@trpc/server";
import superjson, { type SuperJSONResult } from "superjson";
import { serializePlainFirst } from "./serialize-plain-first";

/**
 * superjson on the wire (dates, maps and sets arrive as themselves: docs/behaviour.md#server-calls),
 * answers without its walk where it buys nothing (serializePlainFirst). Decoding, and inputs both
 * ways, are superjson's own: the server copies what a stranger sent.
 * @see https://trpc.io/docs/server/data-transformers#different-transformers-for-upload-and-download
 */
export const wireTransformer: TRPCCombinedDataTransformer = {
  input: superjson,
  output: {
    serialize: serializePlainFirst,
    deserialize: (payload: SuperJSONResult): unknown => superjson.deserialize(payload),
  },
};
