/** Request headers as the fetch API (tRPC) or Node's IncomingMessage (next-auth's `authorize`) give them. */
export type HeaderSource = Headers | Record<string, string | string[] | undefined>;

/** One header's value from either form; the first value when Node gives several. */
export function readHeader(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined;
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
