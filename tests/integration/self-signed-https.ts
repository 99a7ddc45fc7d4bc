import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import type { RequestListener } from "node:http";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** Names the test certificate is good for: a local receiver reached as itself or under a test name. */
export const TEST_TLS_NAMES = ["localhost", "hooks.test", "push.test"];

/** A P-256 key and a self-signed certificate for TEST_TLS_NAMES and 127.0.0.1, made by openssl for one run. */
export function makeTestCertificate(): { key: string; cert: string } {
  const folder = mkdtempSync(path.join(tmpdir(), "marketdesk-tls-"));
  try {
    const san = [...TEST_TLS_NAMES.map((name) => `DNS:${name}`), "IP:127.0.0.1"].join(",");
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
        "-addext",
        `subjectAltName=${san}`,
        "-keyout",
        path.join(folder, "key.pem"),
        "-out",
        path.join(folder, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    return {
      key: readFileSync(path.join(folder, "key.pem"), "utf8"),
      cert: readFileSync(path.join(folder, "cert.pem"), "utf8"),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

export type LocalHttps = { port: number; ca: string; server: Server; close: () => Promise<void> };

/** An HTTPS server on a free loopback port with a fresh self-signed certificate (its `ca` to trust). */
export async function startLocalHttps(handler: RequestListener): Promise<LocalHttps> {
  const { key, cert } = makeTestCertificate();
  const server = createServer({ key, cert }, handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as AddressInfo).port,
    ca: cert,
    server,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
