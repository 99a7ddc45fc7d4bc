/**
 * Reads a request body, giving up as soon as it passes `limit` bytes, so an oversized upload is
 * refused without being held in memory. The fetch adapter of tRPC has no `maxBodySize` of its own
 * (only the Node adapters do).
 */
export async function readLimitedBody(
  request: Request,
  limit: number,
): Promise<Uint8Array | "too-large"> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return "too-large";
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return "too-large";
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
