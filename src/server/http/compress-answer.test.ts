import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  chooseEncoding,
  compressAnswer,
  MAX_INLINE_COMPRESSED_BYTES,
  MIN_COMPRESSED_BYTES,
} from "./compress-answer";

describe("chooseEncoding", () => {
  it.each([
    ["gzip, deflate, br, zstd", "br"],
    ["gzip, deflate", "gzip"],
    ["GZIP", "gzip"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["br; q=0.0, gzip;q=0", null],
    ["br;q=0.1", "br"],
    ["identity", null],
    ["*", null],
    ["", null],
    [undefined, null],
  ] as const)("%s → %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe("compressAnswer", () => {
  const body = Buffer.from(
    JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ symbol: `S${i}`, price: i * 1.5 }))),
  );

  it("gives back the same bytes once decoded, smaller", async () => {
    const brotli = await compressAnswer(body, "br");
    expect(brotli?.encoding).toBe("br");
    expect(brotliDecompressSync(brotli!.body).equals(body)).toBe(true);
    expect(brotli!.body.length).toBeLessThan(body.length / 3);
    const zipped = await compressAnswer(body, "gzip");
    expect(zipped?.encoding).toBe("gzip");
    expect(gunzipSync(zipped!.body).equals(body)).toBe(true);
  });

  it("compresses an answer too large to compress on the event loop as well, on the thread pool", async () => {
    const large = Buffer.from(
      JSON.stringify(
        Array.from({ length: 20_000 }, (_, i) => ({ symbol: `S${i}`, price: i * 1.5 })),
      ),
    );
    expect(large.length).toBeGreaterThan(MAX_INLINE_COMPRESSED_BYTES);
    const brotli = await compressAnswer(large, "br");
    expect(brotliDecompressSync(brotli!.body).equals(large)).toBe(true);
    const zipped = await compressAnswer(large, "gzip");
    expect(gunzipSync(zipped!.body).equals(large)).toBe(true);
  });

  it("leaves an answer under 1 KB, or for a client that takes neither, as it is", async () => {
    expect(await compressAnswer(Buffer.alloc(MIN_COMPRESSED_BYTES - 1, 97), "br, gzip")).toBeNull();
    expect(await compressAnswer(body, "deflate")).toBeNull();
  });
});
