import { z } from "zod";
import { GENERAL_ROOM, parseRoomName } from "@/features/chat";
import { CONTROL_CHARACTERS, INVISIBLE_CHARACTERS } from "@/lib/validation/forbidden-characters";
import { invisibleCharactersMessage } from "@/lib/validation/invisible-characters-message";
import { multiLineText } from "@/lib/validation/multi-line-text";
import { pageDirection } from "@/lib/validation/page-direction";
import { MAX_ALERT_CSV_CHARS } from "./alert-csv-columns";
import {
  ALERT_COOLDOWN_MINUTES,
  alertChannels,
  alertFrequencies,
  alertKinds,
  alertScopes,
  chatRoomAlertKinds,
} from "./alert-kinds";
import { alertParamsSchemas } from "./alert-params";
import { kindFitsScope } from "./kind-fits-scope";
import { parseAlertParams } from "./parse-alert-params";

export const alertId = z.uuid("That is not an alert.");

/** A symbol in any accepted form (`brk/b`, `$brk.b`), or `general`, the one room not a symbol's. */
const symbolOrRoom = z
  .string()
  .max(24, "A ticker symbol is at most a few characters.")
  .transform((text, ctx) => {
    const room = parseRoomName(text);
    if (!room)
      ctx.addIssue({ code: "custom", message: `“${text.trim()}” is not a ticker symbol.` });
    return room ?? z.NEVER;
  });

/** How an alert tells: at least one channel, each once. */
export const alertChannelsInput = z
  .array(z.enum(alertChannels, { message: "Choose in-app, mail, push or webhook." }))
  .min(1, "Choose at least one way to be told.")
  .max(alertChannels.length, "Name each channel once.")
  .transform((channels) => [...new Set(channels)]);

/** Where an alert is set from, for the analytics (docs/behaviour.md#analytics-events). */
export const alertSourceInput = z.enum(
  ["alerts_page", "stock_page", "chart", "watchlist", "screener", "command_bar", "chat"],
  { message: "That is not a place alerts are set from." },
);

/** What a person sets on an alert besides what it watches: every field bounded (docs/alerts.md#creating-and-managing-alerts). */
const alertSettings = {
  frequency: z.enum(alertFrequencies, { message: "Choose once, daily or every crossing." }),
  cooldownMinutes: z
    .number({ message: "Give the cooldown in minutes." })
    .int("Give the cooldown in whole minutes.")
    .min(ALERT_COOLDOWN_MINUTES.min, "The cooldown is at least 5 minutes.")
    .max(ALERT_COOLDOWN_MINUTES.max, "The cooldown is at most 24 hours."),
  channels: alertChannelsInput,
  extendedHours: z.boolean(),
  note: multiLineText({ max: 280, maxLines: 4, what: "note" })
    .transform((note) => note || null)
    .nullable(),
};

/** A new alert: the kind's settings (alert-params.ts) over one symbol, a watchlist or a saved screen. */
export const alertDraftSchema = z
  .object({
    kind: z.enum(alertKinds, { message: "Choose what the alert watches." }),
    scope: z.enum(alertScopes, { message: "Choose a symbol, a watchlist or a saved screen." }),
    symbol: symbolOrRoom.nullable(),
    watchlistId: z.uuid("That is not a watchlist.").nullable(),
    savedScreenId: z.uuid("That is not a saved screen.").nullable(),
    params: z.record(z.string().max(40), z.unknown()),
    ...alertSettings,
  })
  .strict()
  .transform((draft, ctx) => {
    if (!kindFitsScope(draft.kind, draft.scope)) {
      ctx.addIssue({ code: "custom", path: ["kind"], message: "That alert does not fit there." });
      return z.NEVER;
    }
    const target = {
      symbol: draft.symbol,
      watchlistId: draft.watchlistId,
      savedScreenId: draft.savedScreenId,
    };
    const needed = { symbol: "symbol", watchlist: "watchlistId", screen: "savedScreenId" } as const;
    const missing = target[needed[draft.scope]] === null;
    const extra = Object.entries(target).some(
      ([key, value]) => key !== needed[draft.scope] && value !== null,
    );
    if (missing || extra) {
      ctx.addIssue({
        code: "custom",
        path: [needed[draft.scope]],
        message: `Name exactly the ${draft.scope === "screen" ? "saved screen" : draft.scope} the alert watches.`,
      });
      return z.NEVER;
    }
    // docs/alerts.md#chat-alerts: the general room has a chat but no quote, so only room kinds fit it.
    if (draft.symbol === GENERAL_ROOM && !chatRoomAlertKinds.has(draft.kind)) {
      ctx.addIssue({
        code: "custom",
        path: ["symbol"],
        message: "The general room takes only chat alerts: name a symbol.",
      });
      return z.NEVER;
    }
    const params = parseAlertParams(draft.kind, draft.params);
    if (!params.ok) {
      ctx.addIssue({ code: "custom", path: ["params"], message: params.message });
      return z.NEVER;
    }
    return { ...draft, params: params.params };
  });
export type AlertDraft = z.output<typeof alertDraftSchema>;
export type AlertDraftInput = z.input<typeof alertDraftSchema>;

/** An edit: what it watches and how it tells; the kind and scope stay (delete and create to change them). */
export const alertUpdateSchema = z
  .object({
    id: alertId,
    // Some kind's settings here; the procedure checks them against the alert's own kind.
    params: z.union(Object.values(alertParamsSchemas), { message: "Check the alert's settings." }),
    ...alertSettings,
  })
  .strict();

export const alertHistoryInput = z
  .object({
    alertId: alertId.nullable(),
    /** The last trigger's id of the page before (newest first). */
    cursor: z.uuid("That is not a page of history.").nullish(),
    limit: z.number().int().min(1).max(100),
    direction: pageDirection,
  })
  .strict();

/**
 * A CSV of alerts as a file holds it: a spreadsheet's byte-order mark and Windows line ends read
 * away, then no control or invisible character but the line breaks (docs/security.md, "Input limits").
 */
export const alertsCsvInput = z
  .string()
  .max(MAX_ALERT_CSV_CHARS, "Import at most 200 KB at a time.")
  .transform((text) => text.replace(/^\uFEFF/, "").replace(/\r\n?/g, "\n"))
  .pipe(
    z
      .string()
      .refine((text) => text.trim() !== "", "Choose a CSV file of alerts.")
      .refine(
        (text) => !CONTROL_CHARACTERS.test(text.replace(/\n/g, "")),
        "The file can't contain control characters such as tabs or NUL: save it as a comma-separated CSV.",
      )
      .refine((text) => !INVISIBLE_CHARACTERS.test(text), invisibleCharactersMessage("file")),
  );
