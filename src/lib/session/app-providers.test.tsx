// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { cleanup, render, screen } from "@testing-library/react";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { AppProviders } from "./app-providers";

/**
 * docs/behaviour.md#sessions: nothing renders while the session is loading. A page given no
 * session by the server asks next-auth's session endpoint; a real HTTP server here holds that
 * answer until the test lets it go, so the page stays in "loading" as long as the test looks.
 */
let release: () => void = () => undefined;
let markAsked: () => void = () => undefined;
const asked = new Promise<void>((resolve) => {
  markAsked = resolve;
});
const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  const answer = () => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(request.url?.startsWith("/api/auth/session") ? "{}" : "[]");
  };
  if (!request.url?.startsWith("/api/auth/session")) return answer();
  markAsked();
  release = answer;
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // jsdom's page has no server of its own: the page's relative requests go to this one.
  const fetchOnNetwork = globalThis.fetch;
  vi.stubGlobal("fetch", (input: string | URL | Request, init?: RequestInit) =>
    fetchOnNetwork(typeof input === "string" ? new URL(input, origin) : input, init),
  );
});
afterAll(async () => {
  cleanup();
  vi.unstubAllGlobals();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it("renders nothing below the providers until the session has loaded, then the page", async () => {
  const { container } = render(
    // No session from the server: next-auth loads it (the type says a server always passes one).
    <AppProviders session={undefined as never} analytics={null}>
      <p>the page</p>
    </AppProviders>,
  );
  await asked;
  expect(container.innerHTML).toBe("");
  expect(screen.queryByText("the page")).toBeNull();

  release();
  expect(await screen.findByText("the page", {}, { timeout: 10_000 })).toBeTruthy();
});
