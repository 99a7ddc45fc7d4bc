import { randomUUID } from "node:crypto";
import type { OwnedResource } from "@/server/api/procedure-access";

/** The ids of rows the caller's procedure acts on (random ids nobody owns when it acts on none). */
export type OwnedIds = Record<OwnedResource, string>;
/** A valid input for a procedure; called afresh for every call, so unique fields stay unique. */
export type SampleInput = (owned: OwnedIds) => unknown;

let sequence = 0;
const unique = (what: string) =>
  `${what}-${process.pid}-${Date.now().toString(36)}-${(sequence += 1)}`;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A mailed link's token in form (43 base64url characters) that no link was ever made with. */
const LINK_TOKEN = "A".repeat(43);
const filter = {
  search: "app",
  sectors: ["Technology"],
  countries: ["United States"],
  price: { min: 1, max: 10_000 },
  marketCapBands: ["large", "mega"],
  securityTypes: ["common"],
  symbols: ["AAPL", "brk-b"],
};
const sort = { column: "marketCap", direction: "desc" };
/** A browser's P-256 push key as PushSubscription.toJSON() gives it (87 base64url characters). */
const PUSH_P256DH =
  "BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM";

/**
 * A valid sample input for every procedure, keyed by path. The authorization matrix calls each
 * procedure with it as every kind of caller, and the fuzz test replaces its fields one at a time
 * with hostile values so validation deeper than the first check is reached. The samples are as
 * rich as the schemas allow (optional fields filled in) so more of the input is exercised.
 */
export const procedureSamples: Record<string, SampleInput> = {
  "health.status": () => undefined,
  "auth.register": () => ({
    email: `${unique("sample")}@example.com`,
    password: "correct horse battery staple",
    name: "Sample Person",
    attribution: {
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring",
      affiliate_id: "aff-1",
      referrer: "https://example.org/post",
    },
    client: { session_id: "session-1", page_url: "http://localhost:3000/register" },
  }),
  "auth.changePassword": () => ({
    currentPassword: "correct horse battery staple",
    newPassword: "a brand new tulip lantern",
  }),
  "auth.requestPasswordReset": () => ({ email: `${unique("reset")}@example.com` }),
  "auth.resetPassword": () => ({ token: LINK_TOKEN, password: "a brand new tulip lantern" }),
  "auth.verifyEmail": () => ({ token: LINK_TOKEN }),
  "auth.resendVerification": () => undefined,
  "auth.requestEmailChange": () => ({
    newEmail: `${unique("moved")}@example.com`,
    password: "correct horse battery staple",
  }),
  "auth.confirmEmailChange": () => ({ token: LINK_TOKEN }),
  "auth.undoEmailChange": () => ({ token: LINK_TOKEN }),
  "auth.signOutEverywhere": () => undefined,
  "account.me": () => undefined,
  "account.exportData": () => undefined,
  "account.deleteAccount": () => ({ password: "correct horse battery staple" }),
  "mail.deliveries": () => ({ status: "failed" }),
  "account.savePreferences": () => ({ theme: "dark" }),
  "account.chartSettings": () => undefined,
  "account.saveChartSettings": () => ({
    range: "1Y",
    scale: "log",
    sma: [20, 200],
    ema: [],
    bollinger: true,
    vwap: false,
    volume: true,
    rsi: true,
    macd: false,
    compares: ["MSFT"],
  }),
  "analytics.dashboard": () => ({ from: new Date(Date.now() - 7 * DAY_MS), to: new Date() }),
  "stripe.getPlanById": () => ({ id: "pro" }),
  "stripe.listPlans": () => undefined,
  "stripe.getCurrentSubscription": () => undefined,
  "stripe.getEntitlements": () => undefined,
  "stripe.createCheckoutSession": () => ({ planId: "pro", interval: "month" }),
  "stripe.createPortalSession": () => undefined,
  "stripe.completeLocalCheckout": () => ({ planId: "premium", interval: "year" }),
  "stripe.setCancelAtPeriodEnd": () => ({ cancel: false }),
  "stripe.changePlan": () => ({ planId: "pro", interval: "year" }),
  "stripe.listInvoices": () => undefined,
  "screener.run": () => ({ filter, sort, page: 1, pageSize: 25 }),
  "screener.exportCsv": () => ({ filter, sort, preset: "mega-caps" }),
  "screener.saved": () => undefined,
  "screener.save": () => ({
    name: unique("Screen"),
    state: {
      filter,
      sort,
      pageSize: 50,
      view: "performance",
      columns: ["symbol", "price", "peRatio"],
    },
  }),
  "screener.deleteSaved": (owned) => ({ id: owned.savedScreen }),
  "screener.options": () => undefined,
  "market.dailyBars": () => ({ symbol: "MDSK", range: "3M" }),
  "market.averageBars": () => ({ range: "1Y" }),
  "market.minuteBars": () => ({ symbol: "mdsk", sessions: 5 }),
  "market.status": () => undefined,
  "market.search": () => ({ query: "apple", limit: 5 }),
  "news.ofWatchlist": (owned) => ({ watchlistId: owned.watchlist, limit: 10 }),
  "calendar.week": () => ({ week: "2026-11-30", scope: "all" }),
  "calendar.chartEvents": () => ({ symbol: "$mdsk" }),
  "map.tiles": () => ({ window: "week" }),
  "watchlist.lists": () => undefined,
  "watchlist.get": (owned) => ({ id: owned.watchlist }),
  "watchlist.create": () => ({ name: unique("List") }),
  "watchlist.rename": (owned) => ({ id: owned.watchlist, name: unique("Renamed") }),
  "watchlist.setDefault": (owned) => ({ id: owned.watchlist }),
  "watchlist.delete": (owned) => ({ id: owned.watchlist }),
  "watchlist.restore": (owned) => ({ id: owned.watchlist }),
  "watchlist.addSymbols": (owned) => ({
    id: owned.watchlist,
    symbols: ["mdsk", "BRK/B"],
    editId: randomUUID(),
  }),
  "watchlist.previewImport": (owned) => ({ id: owned.watchlist, symbols: ["mdsk", "BRK/B"] }),
  "watchlist.removeSymbol": (owned) => ({
    id: owned.watchlist,
    symbol: "MDSK",
    editId: randomUUID(),
  }),
  "watchlist.moveSymbol": (owned) => ({
    id: owned.watchlist,
    symbol: "MDSK",
    toIndex: 0,
    editId: randomUUID(),
  }),
  "watchlist.share": (owned) => ({ id: owned.watchlist }),
  "watchlist.unshare": (owned) => ({ id: owned.watchlist }),
  "watchlist.shared": () => ({ token: "AAAAAAAAAAAAAAAAAAAAAA" }),
  "watchlist.copyShared": () => ({ token: "AAAAAAAAAAAAAAAAAAAAAA" }),
  "watchlist.updateItem": (owned) => ({
    id: owned.watchlist,
    symbol: "MDSK",
    note: "Earnings on the 30th",
    targetPrice: 150.5,
    editId: randomUUID(),
  }),
  "chat.rooms": () => undefined,
  "chat.history": () => ({ room: "mdsk", cursor: 1_000_000 }),
  "chat.events": () => ({ room: "general", after: 0 }),
  "chat.stats": () => ({ room: "MDSK" }),
  "chat.postingStatus": () => undefined,
  "chat.post": () => ({
    room: "MDSK",
    body: `${unique("Long")} $mdsk into earnings`,
    sentiment: "bullish",
    replyToId: null,
  }),
  "chat.edit": () => ({ id: 1_000_000, body: "Edited: still long $MDSK" }),
  "chat.delete": () => ({ id: 1_000_000 }),
  "chat.report": () => ({ id: 1_000_000, reason: "Spam" }),
  "chat.mutes": () => undefined,
  "chat.myCalls": () => ({ symbol: "mdsk" }),
  "chat.mute": () => ({ userId: randomUUID(), muted: true }),
  "chat.moderation.queue": () => ({ cursor: { at: new Date(), id: 1_000_000 } }),
  "chat.moderation.act": () => ({ messageId: 1_000_000, action: "hide", reason: "Pump and dump" }),
  "chat.moderation.sanction": () => ({
    userId: randomUUID(),
    kind: "mute",
    hours: 24,
    reason: "Spamming links",
  }),
  "chat.moderation.lift": () => ({ sanctionId: randomUUID() }),
  "chat.moderation.sanctions": () => undefined,
  "chat.moderation.log": () => ({ cursor: 1_000_000 }),
  "affiliate.me": () => undefined,
  "affiliate.submitApplication": () => ({
    name: "Sample Publisher",
    website: "https://markets.example.org",
    promotion: "A weekly newsletter comparing stock screeners.",
    payoutEmail: `${unique("payout")}@example.com`,
  }),
  "affiliate.dashboard": () => ({ days: 90 }),
  "affiliate.ledger": () => ({ cursor: randomUUID(), limit: 20 }),
  "affiliate.payouts": () => undefined,
  "affiliate.createLink": () => ({
    path: "/stocks/MDSK?tab=chart",
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "spring",
    utm_term: "screener",
    utm_content: "header",
  }),
  "affiliate.admin.affiliates": () => ({ status: "applied" }),
  "affiliate.admin.review": () => ({
    affiliateId: randomUUID(),
    decision: "reject",
    note: "Tell us where you publish.",
  }),
  "affiliate.admin.setRate": () => ({ affiliateId: randomUUID(), percent: 35.5 }),
  "affiliate.admin.refusals": () => ({ beforeId: 1_000_000, limit: 20 }),
  "affiliate.admin.payouts": () => undefined,
  "affiliate.admin.exportPayouts": () => undefined,
  "affiliate.admin.markPaid": () => ({ affiliateId: randomUUID(), reference: "Wire 2026-07" }),
  "alertChannels.pushConfig": () => undefined,
  "alertChannels.subscribePush": () => ({
    endpoint: `https://push.marketdesk.invalid/send/${unique("device")}`,
    keys: { p256dh: PUSH_P256DH, auth: "k8JV6sjdbhAi1n3_LDBLvA" },
    label: "Chrome on macOS",
  }),
  "alertChannels.listPush": () => undefined,
  "alertChannels.removePush": (owned) => ({ id: owned.pushSubscription }),
  "alertChannels.listWebhooks": () => undefined,
  "alertChannels.addWebhook": () => ({ url: `https://hooks.marketdesk.invalid/${unique("hook")}` }),
  "alertChannels.removeWebhook": (owned) => ({ id: owned.webhookEndpoint }),
  "alertChannels.rotateWebhookSecret": (owned) => ({ id: owned.webhookEndpoint }),
  "alertChannels.sendTestWebhook": (owned) => ({ id: owned.webhookEndpoint }),
  "alertChannels.webhookDeliveries": (owned) => ({
    endpointId: owned.webhookEndpoint,
    cursor: { createdAt: new Date(), id: randomUUID() },
  }),
  "notifications.list": () => ({ cursor: null, limit: 20 }),
  "notifications.unreadCount": () => undefined,
  "notifications.markRead": (owned) => ({ ids: [owned.notification] }),
  "notifications.markAllRead": () => undefined,
  "notifications.muteAlert": (owned) => ({ id: owned.notification }),
  "notifications.preferences": () => undefined,
  "notifications.savePreferences": () => ({
    timeZone: "Europe/Berlin",
    quietFrom: "22:00",
    quietTo: "07:00",
    mailMode: "instant",
    mailUnsubscribed: false,
  }),
  "alerts.list": () => undefined,
  "alerts.get": (owned) => ({ id: owned.alert }),
  "alerts.create": () => ({
    alert: {
      kind: "price_cross",
      scope: "symbol",
      symbol: "mdsk",
      watchlistId: null,
      savedScreenId: null,
      params: { level: 150.5, direction: "above" },
      frequency: "every",
      cooldownMinutes: 60,
      channels: ["in_app"],
      extendedHours: true,
      note: "Breakout above the range",
    },
    source: "stock_page",
  }),
  "alerts.createForWatchlistTargets": (owned) => ({
    watchlistId: owned.watchlist,
    channels: ["in_app", "mail"],
  }),
  "alerts.update": (owned) => ({
    id: owned.alert,
    params: { level: 155, direction: "below" },
    frequency: "daily",
    cooldownMinutes: 120,
    channels: ["in_app", "push"],
    extendedHours: false,
    note: "Lost the range",
  }),
  "alerts.pause": (owned) => ({ id: owned.alert }),
  "alerts.resume": (owned) => ({ id: owned.alert }),
  "alerts.delete": (owned) => ({ id: owned.alert }),
  "alerts.history": (owned) => ({ alertId: owned.alert, cursor: randomUUID(), limit: 50 }),
  "alerts.exportCsv": () => undefined,
  "alerts.importCsv": () => ({
    csv: 'kind,scope,target,settings,frequency,cooldown_minutes,channels,extended_hours,note,status\r\nprice_cross,symbol,MDSK,"{""level"":90,""direction"":""below""}",once,30,in_app,false,Imported,paused\r\n',
  }),
};

/** The sample for `path`, or a failure telling the developer what to add. */
export function sampleFor(path: string): SampleInput {
  const sample = procedureSamples[path];
  if (!sample) {
    throw new Error(
      `No sample input for the procedure "${path}": add one to procedureSamples in tests/integration/procedure-catalogue.ts (a valid input, "() => undefined" when it takes none).`,
    );
  }
  return sample;
}
