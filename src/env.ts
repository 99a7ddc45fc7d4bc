import { createEnv } from "@t3-oss/env-nextjs";
import { z } from "zod";
import { decideBillingMode } from "@/server/billing/decide-billing-mode";
import { blankSettingsAsEmpty } from "@/server/blank-settings-as-empty";
import { CRON_INTERVAL_MINUTES, cronEvery } from "@/server/jobs/cron-every";
import { decideMailMode } from "@/server/mail/decide-mail-mode";
import { findAlpacaSettingProblems } from "@/server/market-data/find-alpaca-setting-problems";
import { decidePushMode } from "@/server/push/decide-push-mode";

/** A rate limit written `points/seconds`, e.g. `5/900`: five attempts per 15 minutes. */
const rateLimit = (fallback: string) =>
  z
    .string()
    .regex(/^[1-9]\d*\/[1-9]\d*$/, "must be written points/seconds, e.g. 5/900")
    .default(fallback)
    .transform((value) => {
      const [points, seconds] = value.split("/").map(Number);
      return { points: points!, seconds: seconds! };
    });

/** Megabytes per hour and per day, written `hour/day`, e.g. `20/100`. */
const hourAndDayMb = (fallback: string) =>
  z
    .string()
    .regex(
      /^[1-9]\d*\/[1-9]\d*$/,
      "must be written megabytes-per-hour/megabytes-per-day, e.g. 20/100",
    )
    .default(fallback)
    .transform((value) => {
      const [hourMb, dayMb] = value.split("/").map(Number);
      return { hourMb: hourMb!, dayMb: dayMb! };
    });

/**
 * Every setting the server reads, validated once at start-up. A bad value stops the process with
 * the variable's name and what is wrong with it. `.env.example` lists the same settings.
 * @see https://env.t3.gg/docs/nextjs
 */
export const env = createEnv({
  server: {
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** The address the server listens on; unset, every interface. A node behind a proxy listens on 127.0.0.1 alone (docs/scaling.md). */
    HOST: z.union([z.ipv4(), z.ipv6(), z.literal("localhost")]).optional(),
    /** `npm run cluster`: the app nodes behind its nginx (docs/scaling.md). */
    CLUSTER_NODES: z.coerce.number().int().min(1).max(16).default(2),
    DATA_DIR: z.string().min(1).default(".data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection URL")
      .optional(),
    /**
     * A read replica of DATABASE_URL for market data's reads (docs/scaling.md#a-read-replica): the
     * screener, charts, search, calendars and public pages; a person's own data stays on the primary.
     */
    DATABASE_READ_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// connection URL")
      .optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    /** PostgreSQL: the longest one statement may run before the server cancels it, so no query holds a pooled connection for long. */
    DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /** The HTTP server's deadlines: for a request's headers, for the whole request, and for an idle kept-alive connection (408 and closed past the first two). */
    HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
    HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    // 65 s outlasts the usual proxies' 60 s: a request written as the server closes an idle socket fails with ECONNRESET.
    HTTP_KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(65_000),
    /** Public pages sent from each node's page cache to visitors (docs/scaling.md#cached-pages); "off" renders every request, for comparison. */
    PAGE_CACHE: z.enum(["on", "off"]).default("on"),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    /** Signs session tokens. Required with DATABASE_URL; the embedded mode keeps one in DATA_DIR. */
    AUTH_SECRET: z
      .string()
      .min(32, "must be at least 32 characters (openssl rand -base64 32)")
      .optional(),
    /** The public URL; when unset, the request's Host header is trusted (fine behind one known proxy or locally). */
    NEXTAUTH_URL: z
      .url({ message: "must be the app's public URL, e.g. https://marketdesk.example" })
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
      .optional(),
    /**
     * How every node hears the real-time channels (docs/scaling.md#real-time-over-redis): "postgres",
     * LISTEN on a connection of each node's own; "redis", pub/sub, fed by one relaying node.
     */
    REALTIME: z.enum(["postgres", "redis"]).default("postgres"),
    /** Take the client's IP from X-Forwarded-For (only behind a proxy that sets it); else from the socket. */
    TRUST_PROXY: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
    RATE_LIMIT_LOGIN: rateLimit("5/900"),
    RATE_LIMIT_LOGIN_IP: rateLimit("30/900"),
    RATE_LIMIT_REGISTER: rateLimit("5/3600"),
    /** Guest sessions started per IP (each is a new identity). */
    RATE_LIMIT_GUEST: rateLimit("20/3600"),
    /** /ingest requests per IP and project token (posthog-js sends a batch every 3 s per tab). */
    RATE_LIMIT_INGEST: rateLimit("600/60"),
    /** /api/trpc calls per client (its session's user or guest, else its IP), a batch counting each call. */
    RATE_LIMIT_TRPC_CALLS: rateLimit("1200/60"),
    /** Calls of one client that run at once, and that may wait their turn; a request past both is refused with 429. */
    TRPC_CLIENT_CALLS_AT_ONCE: z.coerce.number().int().min(1).max(1_000).default(5),
    TRPC_CLIENT_CALLS_WAITING: z.coerce.number().int().min(50).max(100_000).default(200),
    /** Megabytes /ingest requests may hold in memory at once on a node, and per client IP; past either, 429. One largest batch needs 48. */
    INGEST_MEMORY_MB: z.coerce.number().int().min(48).max(16_384).default(256),
    INGEST_CLIENT_MEMORY_MB: z.coerce.number().int().min(48).max(16_384).default(48),
    /** Megabytes of events stored per client IP, and per project token, per hour/per day; past either, 429. */
    ANALYTICS_CLIENT_QUOTA_MB: hourAndDayMb("20/100"),
    ANALYTICS_TOKEN_QUOTA_MB: hourAndDayMb("1000/5000"),
    /** The analytics project token posthog-js and posthog-node send; unset, the database's (settle-analytics-token.ts). */
    POSTHOG_KEY: z.string().min(8, "must be a PostHog project token (phc_…)").optional(),
    /** When set, every /ingest request is also forwarded to this PostHog host, and flags come from it. */
    POSTHOG_HOST: z.url({ message: "must be a URL such as https://us.i.posthog.com" }).optional(),
    /** Store events in our database for /admin/analytics (true), or only forward them (false). */
    ANALYTICS_STORE: z
      .enum(["true", "false"])
      .default("true")
      .transform((value) => value === "true"),
    ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(90),
    /**
     * "local": checkout completes in-app, marked test mode (the embedded demo's default; against
     * PostgreSQL only when set explicitly, for staging; refused together with STRIPE_* settings).
     * "stripe": real Stripe (all six STRIPE_* settings below required). "off": plans are shown,
     * nobody can subscribe. Unset: "stripe" with the six STRIPE_* settings, else "local" in the
     * embedded demo and "off" with DATABASE_URL (fail closed; docs/security.md, "Billing modes").
     */
    BILLING_MODE: z
      .enum(["local", "stripe", "off"], { message: 'must be "local", "stripe" or "off"' })
      .optional(),
    /** Real Stripe: these six together, or none of them (a partial set stops start-up naming what is missing). */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, "must be a Stripe secret key (sk_… or rk_…)")
      .optional(),
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_/, "must be a Stripe webhook signing secret (whsec_…)")
      .optional(),
    STRIPE_PRICE_PRO_MONTH: z.string().optional(),
    STRIPE_PRICE_PRO_YEAR: z.string().optional(),
    STRIPE_PRICE_PREMIUM_MONTH: z.string().optional(),
    STRIPE_PRICE_PREMIUM_YEAR: z.string().optional(),
    /** Where the Stripe SDK sends requests (tests point it at a local server); api.stripe.com when unset. */
    STRIPE_API_URL: z.url().optional(),
    /** posthog-js drops events from headless browsers; automated browser tests turn that filter off. */
    ANALYTICS_ACCEPT_HEADLESS: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
    /**
     * Outgoing mail: a nodemailer connection URL (smtp://user:pass@mail.example.com:587, smtps:// for
     * TLS from the start). Unset: the embedded demo keeps mail in /dev/mailbox; with DATABASE_URL
     * nothing is mailed and start-up warns (docs/architecture.md#mail).
     */
    SMTP_URL: z
      .string()
      .regex(
        /^smtps?:\/\//,
        "must be an smtp:// or smtps:// URL, e.g. smtp://user:pass@mail.example.com:587",
      )
      .optional(),
    /** The sender of every mail, e.g. `Marketdesk <no-reply@marketdesk.example>`; required with SMTP_URL. */
    MAIL_FROM: z.string().max(200).optional(),
    /** Mails of one kind (verification, reset, email change) sent to one address. */
    RATE_LIMIT_MAIL_ADDRESS: rateLimit("3/3600"),
    /** Mail-sending requests per IP, all kinds together. */
    RATE_LIMIT_MAIL_IP: rateLimit("10/3600"),
    /** Chat messages one person may post in a burst, and per hour; the same two limits per IP (docs/product.md#chat). */
    RATE_LIMIT_CHAT_BURST: rateLimit("5/10"),
    RATE_LIMIT_CHAT_HOUR: rateLimit("60/3600"),
    /** How many reports from distinct established accounts hide a message until a moderator reviews it. */
    CHAT_AUTO_HIDE_REPORTS: z.coerce.number().int().min(1).max(100).default(3),
    /** The affiliate program's terms (docs/product.md#affiliate-program): the default commission on each paid invoice, in percent (an admin may set another per affiliate). */
    AFFILIATE_COMMISSION_PERCENT: z.coerce.number().min(0).max(100).default(30),
    /** For how many months from a referred customer's first paid invoice their invoices earn a commission. */
    AFFILIATE_COMMISSION_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
    /** How long a commission stays pending (refunds take it back freely) before it is due. */
    AFFILIATE_HOLD_DAYS: z.coerce.number().int().min(0).max(365).default(30),
    /** The smallest balance paid out, in US dollars; a smaller one rolls over to the next payout. */
    AFFILIATE_PAYOUT_MINIMUM_USD: z.coerce.number().int().min(0).max(100_000).default(50),
    /** Affiliate clicks recorded per IP (repeat visits within an hour are one click anyway). */
    RATE_LIMIT_AFFILIATE_CLICK: rateLimit("30/60"),
    /** "snapshot": the bundled 2021 listing, offline. "yahoo": polled quotes and history from Yahoo Finance. "alpaca": Alpaca market data, streamed (docs/live-market.md#alpaca). */
    MARKET_DATA_PROVIDER: z
      .enum(["snapshot", "yahoo", "alpaca"], { message: 'must be "snapshot", "yahoo" or "alpaca"' })
      .default("snapshot"),
    /** An Alpaca API key, both halves; required with MARKET_DATA_PROVIDER=alpaca (a partial pair stops start-up naming what is missing). */
    ALPACA_API_KEY_ID: z
      .string()
      .min(8, "must be an Alpaca API key id (AK… or PK…)")
      .max(200)
      .optional(),
    ALPACA_API_SECRET_KEY: z
      .string()
      .min(8, "must be an Alpaca API secret key")
      .max(200)
      .optional(),
    /** Alpaca's stock feed: "iex" (free keys, one exchange in real time) or "sip" (every exchange, paid plans). */
    ALPACA_FEED: z.enum(["iex", "sip"], { message: 'must be "iex" or "sip"' }).default("iex"),
    /** How many symbols the Alpaca stream follows (free keys allow 30 on IEX); the rest are re-quoted every minute. */
    ALPACA_STREAM_SYMBOLS: z.coerce.number().int().min(1).max(10_000).default(30),
    /** Where Alpaca's REST and stream requests go; only tests change them (data.alpaca.markets, stream.data.alpaca.markets when unset). */
    ALPACA_DATA_URL: z.url().optional(),
    ALPACA_STREAM_URL: z
      .string()
      .regex(/^wss?:\/\//, "must be a ws:// or wss:// URL")
      .optional(),
    /** How often the Yahoo feed polls quotes while a session is open, in seconds. */
    MARKET_POLL_SECONDS: z.coerce.number().int().min(15).max(3_600).default(60),
    /** How often the server refreshes a live provider's data, in minutes: an interval the job queue's cron keeps evenly. */
    MARKET_REFRESH_MINUTES: z.coerce
      .number()
      .refine(
        (minutes) => cronEvery(minutes) !== null,
        `must be one of ${CRON_INTERVAL_MINUTES.join(", ")} (minutes that divide an hour or a day, or a week)`,
      )
      .default(60),
    /**
     * How many real minutes the simulated market's NYSE day (all 24 hours of it) lasts
     * (docs/live-market.md#the-simulated-market): 24, the default, makes a demo that always moves,
     * 1440 is real speed, 0 turns it off (the stored quotes stand, said as the close they are).
     */
    MARKET_SIMULATOR_DAY_MINUTES: z.coerce.number().int().min(0).max(1_440).default(24),
    /** The most requests a refresh makes to the provider per minute (Yahoo tolerates a few thousand an hour; Alpaca's free keys 200, its feed's minute re-quotes included). */
    MARKET_DATA_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(2_000).default(100),
    /**
     * SEC EDGAR company facts for fundamentals (docs/live-market.md#sec-edgar-fundamentals): the
     * contact User-Agent the SEC requires of every client, "Company name email". Unset: EDGAR is off.
     */
    EDGAR_USER_AGENT: z
      .string()
      .max(200)
      .regex(
        /^\S.*\s[^\s@]+@[^\s@]+\.[^\s@]+$/,
        'must be your company\'s name and a contact email, e.g. "Marketdesk admin@marketdesk.example" (the SEC requires it)',
      )
      .optional(),
    /** Tests only: where the EDGAR client sends its requests (a local fake); www.sec.gov and data.sec.gov when unset. */
    EDGAR_BASE_URL: z.url().optional(),
    /** How often live quotes are copied into the screener's `security` rows, in seconds (docs/live-market.md#the-live-path-feed--database--page). */
    MARKET_SECURITY_FOLD_SECONDS: z.coerce.number().int().min(1).max(3_600).default(5),
    /** A JSON-lines file of quotes the server follows as its live feed, labelled simulated (the browser tests); unset: none. */
    MARKET_QUOTE_FILE: z.string().min(1).optional(),
    /**
     * Web push for alerts (docs/alerts.md#web-push): a VAPID key pair (`npx web-push
     * generate-vapid-keys`) and a contact (mailto: or https:) for push services; all three or none.
     * Unset: push is off and the page says so; the embedded demo makes a pair in DATA_DIR.
     */
    VAPID_PUBLIC_KEY: z.string().max(200).optional(),
    VAPID_PRIVATE_KEY: z.string().max(200).optional(),
    VAPID_SUBJECT: z.string().max(300).optional(),
    /** Webhooks endpoints added and secrets rotated per person; test sends per person (docs/alerts.md#webhooks). */
    RATE_LIMIT_WEBHOOK_CHANGES: rateLimit("10/3600"),
    RATE_LIMIT_WEBHOOK_TESTS: rateLimit("5/60"),
    /** Tests only: webhooks and push may reach loopback addresses (a local receiver). Refused in production. */
    WEBHOOK_ALLOW_LOOPBACK_FOR_TESTS: z
      .enum(["true", "false"])
      .default("false")
      .transform((value) => value === "true"),
  },
  client: {},
  // Settings that only make sense together (the billing mode and the six STRIPE_* ones) are checked as a whole.
  // @see the `createFinalSchema` option of @t3-oss/env-core 0.13 (CreateSchemaOptions in its index.d.ts)
  createFinalSchema: (shape) =>
    z.object(shape).superRefine((values, ctx) => {
      for (const { setting, message } of decideBillingMode(values).problems)
        ctx.addIssue({ code: "custom", path: [setting], message });
      for (const { setting, message } of decideMailMode(values).problems)
        ctx.addIssue({ code: "custom", path: [setting], message });
      for (const { setting, message } of findAlpacaSettingProblems(values))
        ctx.addIssue({ code: "custom", path: [setting], message });
      for (const { setting, message } of decidePushMode(values).problems)
        ctx.addIssue({ code: "custom", path: [setting], message });
      // docs/security.md#outgoing-requests: a production server never reaches its own loopback.
      if (values.WEBHOOK_ALLOW_LOOPBACK_FOR_TESTS && values.NODE_ENV === "production")
        ctx.addIssue({
          code: "custom",
          path: ["WEBHOOK_ALLOW_LOOPBACK_FOR_TESTS"],
          message: "is for tests only and is refused with NODE_ENV=production",
        });
      if (values.DATABASE_READ_URL && !values.DATABASE_URL)
        ctx.addIssue({
          code: "custom",
          path: ["DATABASE_READ_URL"],
          message: "is a replica of DATABASE_URL, which must be set too",
        });
      if (values.REALTIME === "redis" && !(values.REDIS_URL && values.DATABASE_URL))
        ctx.addIssue({
          code: "custom",
          path: ["REALTIME"],
          message:
            "redis needs REDIS_URL and DATABASE_URL: the embedded database is one process, which its own notifications reach",
        });
      // Node refuses to start a server whose headers timeout is longer than its request timeout.
      if (values.HTTP_HEADERS_TIMEOUT_MS > values.HTTP_REQUEST_TIMEOUT_MS)
        ctx.addIssue({
          code: "custom",
          path: ["HTTP_HEADERS_TIMEOUT_MS"],
          message: "must not be longer than HTTP_REQUEST_TIMEOUT_MS",
        });
    }),
  // A blank or whitespace-only setting counts as unset, like an empty one (fail closed).
  experimental__runtimeEnv: blankSettingsAsEmpty(process.env),
  emptyStringAsUndefined: true,
  skipValidation: process.env.SKIP_ENV_VALIDATION === "true",
  onValidationError(issues) {
    const lines = issues.map(
      (issue) => `  ${issue.path?.map(String).join(".") ?? "?"}: ${issue.message}`,
    );
    console.error(`Invalid environment settings (see .env.example):\n${lines.join("\n")}`);
    throw new Error(
      `Invalid environment settings: ${issues.map((i) => i.path?.map(String).join(".")).join(", ")}`,
    );
  },
});
