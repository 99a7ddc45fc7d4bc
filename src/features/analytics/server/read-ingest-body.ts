import { IngestError } from "./decode-capture-body";

/**
 * A capture body read chunk by chunk, each chunk charged to the request's bytes in flight before
 * it is kept (`charge` throws when the budget is spent), so a parallel burst is refused as it
 * arrives rather than after it has filled the memory. A declared length is charged at once: a
 * request that cannot fit is refused before a byte is read. 413 past `limit`.
 */
export async function readIngestBody(
  request: Request,
  { limit, what }: { limit: number; what: string },
  charge: (bytes: number) => void,
): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "");
  const tooLarge = () => new IngestError(413, `${what} is larger than ${limit / 1_000_000} MB.`);
  if (declared > limit) throw tooLarge();
  const declaredSize = Number.isSafeInteger(declared) && declared > 0 ? declared : 0;
  if (declaredSize > 0) charge(declaredSize);
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read().catch(() => {
        throw new IngestError(400, "The request body could not be read.");
      });
      if (done) break;
      size += value.byteLength;
      if (size > limit) throw tooLarge();
      if (size > declaredSize) charge(Math.min(value.byteLength, size - declaredSize));
      chunks.push(value);
    }
  } catch (error) {
    await reader.cancel().catch(() => undefined);
    throw error;
  }
  return Buffer.concat(chunks, size);
}
