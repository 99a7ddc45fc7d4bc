import NextAuth, { type NextAuthOptions } from "next-auth";

type Answer = { status: number; body: unknown; cookies: string[] };

/** One call to next-auth's own handler, as a Node API route receives it. */
async function callNextAuth(
  options: NextAuthOptions,
  action: string[],
  request: {
    method: string;
    headers: Record<string, string>;
    cookies: Record<string, string>;
    body?: Record<string, string>;
  },
): Promise<Answer> {
  const answer: Answer = { status: 200, body: undefined, cookies: [] };
  const headers = new Map<string, unknown>();
  const res = {
    status: (code: number) => ((answer.status = code), res),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: unknown) => (headers.set(name.toLowerCase(), value), res),
    json: (body: unknown) => void (answer.body = body),
    send: (body: unknown) => void (answer.body = body),
    end: () => undefined,
  };
  await NextAuth({ ...request, query: { nextauth: action } } as never, res as never, options);
  answer.cookies = [headers.get("set-cookie") ?? []].flat() as string[];
  return answer;
}

/**
 * Signs in with email and password through next-auth's handler, the way next-auth/react's
 * `signIn(…, { redirect: false })` does (a CSRF token first, then the credentials callback as
 * JSON), and returns what that `signIn` hands the login form: next-auth's `error`, or null.
 */
export async function signInThroughNextAuth(
  options: NextAuthOptions,
  credentials: { email: string; password: string },
  headers: Record<string, string>,
): Promise<string | null> {
  const request = { headers: { host: "localhost:3000", ...headers }, cookies: {} };
  const csrf = await callNextAuth(options, ["csrf"], { ...request, method: "GET" });
  // A Node API route's `req.cookies` are parsed, so decoded.
  const cookies = Object.fromEntries(
    csrf.cookies.map(
      (cookie) =>
        cookie.slice(0, cookie.indexOf(";")).split("=").map(decodeURIComponent) as [string, string],
    ),
  );
  const body = {
    ...credentials,
    csrfToken: (csrf.body as { csrfToken: string }).csrfToken,
    json: "true",
  };
  const answer = await callNextAuth(options, ["callback", "credentials"], {
    ...request,
    method: "POST",
    cookies,
    body,
  });
  const url = new URL((answer.body as { url: string }).url, "http://localhost:3000");
  if (url.searchParams.has("csrf"))
    throw new Error(
      "next-auth refused the CSRF token: this helper no longer signs in as the browser does.",
    );
  return url.searchParams.get("error");
}
