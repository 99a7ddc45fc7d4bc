import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const fixtures = join(import.meta.dirname, "../fixtures/edgar");

export type EdgarRequest = { path: string; userAgent: string; acceptEncoding: string };

/**
 * SEC EDGAR on localhost (tests/fixtures/edgar/README.md): company_tickers.json and company facts
 * by CIK from the hand-written fixtures, gzipped when asked, 404 for a CIK without facts, 403 for a
 * request without a contact User-Agent (as the SEC answers "Undeclared Automated Tool"), and 429
 * for the next `tooManyRequests` requests, and for every request once `answersLeft` answers were given. `oversizedCik`'s facts are a 60 MB document (60 kB
 * gzipped). The real EDGAR client talks to it over HTTP through EDGAR_BASE_URL's seam.
 */
export async function startFakeEdgar({ oversizedCik }: { oversizedCik?: number } = {}) {
  const requests: EdgarRequest[] = [];
  const state = { tooManyRequests: 0, answersLeft: Number.POSITIVE_INFINITY };
  let oversized: Buffer | undefined;
  const server = createServer((req, res) => {
    const path = req.url ?? "/";
    const userAgent = req.headers["user-agent"] ?? "";
    const acceptEncoding = String(req.headers["accept-encoding"] ?? "");
    requests.push({ path, userAgent, acceptEncoding });
    if (!/\S+@\S+\.\S+/.test(userAgent)) {
      res.writeHead(403, { "content-type": "text/plain" }).end("Undeclared Automated Tool");
      return;
    }
    if (state.tooManyRequests > 0 || state.answersLeft <= 0) {
      state.tooManyRequests -= 1;
      res.writeHead(429, { "content-type": "text/plain" }).end("Request Rate Threshold Exceeded");
      return;
    }
    state.answersLeft -= 1;
    const cik = /^\/api\/xbrl\/companyfacts\/CIK(\d{10})\.json$/.exec(path)?.[1];
    if (cik !== undefined && Number(cik) === oversizedCik) {
      oversized ??= gzipSync(`{"facts":{},"padding":"${" ".repeat(60_000_000)}"}`);
      res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" });
      res.end(oversized);
      return;
    }
    const file =
      path === "/files/company_tickers.json"
        ? "company_tickers.json"
        : cik !== undefined && `CIK${cik}.json`;
    if (!file || !existsSync(join(fixtures, file))) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not Found");
      return;
    }
    const body = readFileSync(join(fixtures, file));
    const gzip = acceptEncoding.includes("gzip");
    res.writeHead(200, {
      "content-type": "application/json",
      ...(gzip ? { "content-encoding": "gzip" } : {}),
    });
    res.end(gzip ? gzipSync(body) : body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    state,
    /** The CIKs whose company facts were asked for, in order. */
    factsAsked: () => requests.flatMap((r) => /CIK(\d{10})/.exec(r.path)?.[1] ?? []).map(Number),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
