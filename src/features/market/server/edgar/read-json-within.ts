/**
 * An answer's JSON, read as it streams (decompressed: fetch undoes gzip) and given up, with the
 * rest of the download, past `maxBytes`, so a wrong or hostile answer cannot fill the memory.
 */
export async function readJsonWithin(response: Response, maxBytes: number): Promise<unknown> {
  if (!response.body) return null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new Error(`EDGAR's answer is larger than ${maxBytes / 1_000_000} MB: not read`);
    }
    chunks.push(read.value);
  }
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}
