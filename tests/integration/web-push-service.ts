import { createServer, request } from "node:https";
import type { AddressInfo } from "node:net";
// web-push-testing's own classes: its push service (RFC 8030/8291/VAPID checks, decryption) run in-process.
import { PushApiModel } from "web-push-testing/src/PushApiModel.js";
import WebPushTestingServer from "web-push-testing/src/server.js";
import { makeTestCertificate } from "./self-signed-https";

type Subscription = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
};

/**
 * A local push service (the npm package web-push-testing), served over HTTPS with a self-signed
 * certificate as real push services are: subscribe a "browser", then read back the messages it
 * received, decrypted by the service itself. Nothing here leaves the machine.
 */
export async function startWebPushService() {
  const { key, cert } = makeTestCertificate();
  const model = new PushApiModel();
  const service = new WebPushTestingServer(model, 0);
  service.setRequestHandlers();
  const server = createServer({ key, cert }, service._app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `https://localhost:${(server.address() as AddressInfo).port}`;
  model.notifyUrl = `${origin}/notify/`;
  /** The service's own API (not a push), trusting its certificate. */
  const call = (pathname: string, body: unknown) =>
    new Promise<{ status: number; json: unknown }>((resolve, reject) => {
      const outgoing = request(`${origin}${pathname}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        ca: cert,
      });
      outgoing.on("error", reject);
      outgoing.on("response", (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          const json = answer.headers["content-type"]?.includes("json") ? JSON.parse(text) : null;
          resolve({ status: answer.statusCode ?? 0, json });
        });
      });
      outgoing.end(JSON.stringify(body));
    });
  return {
    ca: cert,
    async subscribe(applicationServerKey: string): Promise<Subscription> {
      const { json } = await call("/subscribe", { userVisibleOnly: "true", applicationServerKey });
      return (json as { data: Subscription }).data;
    },
    async messages(clientHash: string): Promise<string[]> {
      const { json } = await call("/get-notifications", { clientHash });
      return (json as { data: { messages: string[] } }).data.messages;
    },
    expire: (clientHash: string) => call(`/expire-subscription/${clientHash}`, {}),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
