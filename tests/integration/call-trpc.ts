import superjson, { type SuperJSONResult } from "superjson";

type Handler = (request: Request) => Promise<Response>;
type Answer = { status: number; data?: unknown; error?: { message: string; code: string } };

/**
 * One call to the real /api/trpc handler, in-process, as the browser's client sends it: a query as
 * GET with `?input=`, a mutation as a JSON POST; superjson on the wire both ways.
 */
export async function callTrpc(
  handler: Handler,
  path: string,
  {
    input,
    mutation = false,
    headers = {},
  }: { input?: unknown; mutation?: boolean; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const wire = input === undefined ? undefined : JSON.stringify(superjson.serialize(input));
  const url = new URL(`http://localhost:3000/api/trpc/${path}`);
  if (!mutation && wire) url.searchParams.set("input", wire);
  const request = mutation
    ? new Request(url, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: wire ?? "{}",
      })
    : new Request(url, { headers });
  const response = await handler(request);
  const body = (await response.json()) as {
    result?: { data: SuperJSONResult };
    error?: { json: { message: string; data: { code: string } } };
  };
  if (body.error)
    return {
      status: response.status,
      error: { message: body.error.json.message, code: body.error.json.data.code },
    };
  return {
    status: response.status,
    data: body.result ? superjson.deserialize(body.result.data) : undefined,
  };
}
