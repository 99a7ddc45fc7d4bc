/**
 * A new account made and signed in over HTTP as the register form does it (the tRPC `auth.register`
 * mutation, then next-auth's credentials callback with its CSRF token); returns the Cookie header
 * that carries its session.
 */
export async function signInOverHttp(origin: string, email: string): Promise<string> {
  const password = "load bench horse battery staple";
  const registered = await fetch(`${origin}/api/trpc/auth.register`, {
    method: "POST",
    headers: { "content-type": "application/json", origin },
    body: JSON.stringify({ json: { email, password } }),
  });
  if (!registered.ok) throw new Error(`auth.register answered ${registered.status}`);
  const csrf = await fetch(`${origin}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  const signedIn = await fetch(`${origin}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      cookie: cookies.join("; "),
      origin,
    },
    body: new URLSearchParams({ email, password, csrfToken, json: "true" }),
  });
  const session = signedIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .find((cookie) => cookie.includes("session-token="));
  if (!session) throw new Error(`signing in answered ${signedIn.status} without a session cookie`);
  return session;
}
