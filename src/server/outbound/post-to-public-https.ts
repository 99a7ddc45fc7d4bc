import { request } from "node:https";
import type { LookupFunction } from "node:net";
import type { OutboundPolicy } from "./outbound-policy";
import { type Lookup, resolvePublicTarget } from "./resolve-public-target";

export type OutboundPost = {
  headers: Record<string, string>;
  body: string | Buffer;
  /** The whole exchange, connecting included; past it the request is dropped. */
  timeoutMs: number;
  /** The most of the answer's body read; the rest is not read at all. */
  maxResponseBytes: number;
};
export type OutboundAnswer = { status: number; body: string };

/** A lookup that answers every name with the one address already checked (docs/security.md#outgoing-requests). */
function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

/**
 * POSTs to a public https address (docs/security.md#outgoing-requests): the name is resolved and
 * every address checked first, then the connection goes to the checked address while SNI, the
 * certificate check and the Host header keep the name. Redirects are not followed (a 3xx is the
 * answer), the answer's body is read up to `maxResponseBytes`, and everything ends by `timeoutMs`.
 * Throws OutboundRefusal for a target we will not reach, any other error for one that failed.
 */
export async function postToPublicHttps(
  url: string,
  post: OutboundPost,
  policy: OutboundPolicy,
  lookup?: Lookup,
): Promise<OutboundAnswer> {
  const target = await resolvePublicTarget(url, policy, lookup);
  return new Promise<OutboundAnswer>((resolve, reject) => {
    const outgoing = request(target.url, {
      method: "POST",
      headers: {
        ...Object.fromEntries(
          Object.entries(post.headers).map(([name, value]) => [name.toLowerCase(), value]),
        ),
        "content-length": String(Buffer.byteLength(post.body)),
      },
      lookup: pinnedLookup(target.address, target.family),
      // A fresh connection each time: a kept-alive socket to an earlier pin is never reused.
      agent: false,
      ...(policy.ca ? { ca: policy.ca } : {}),
    });
    const deadline = setTimeout(
      () => outgoing.destroy(new Error(`no answer within ${post.timeoutMs / 1000} s`)),
      post.timeoutMs,
    );
    outgoing.on("error", (error) => {
      clearTimeout(deadline);
      reject(error);
    });
    outgoing.on("response", (answer) => {
      const chunks: Buffer[] = [];
      let size = 0;
      const finish = () => {
        clearTimeout(deadline);
        resolve({
          status: answer.statusCode ?? 0,
          body: Buffer.concat(chunks).subarray(0, post.maxResponseBytes).toString("utf8"),
        });
      };
      answer.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= post.maxResponseBytes) {
          answer.destroy();
          finish();
        }
      });
      answer.on("end", finish);
      answer.on("error", (error) => {
        clearTimeout(deadline);
        reject(error);
      });
    });
    outgoing.end(post.body);
  });
}
