import "server-only";
import { TRPCError } from "@trpc/server";
import { ensureGuestRow } from "@/features/auth/server";
import { createTRPCRouter, sessionProcedure } from "@/server/api/trpc";
import { alertPreferencesInput } from "../alert-preferences-input";
import { alertTargetPath } from "../alert-target-path";
import { formatClockTime, parseClockTime } from "../clock-time";
import { readAlertPreferences } from "./data/alert-preferences";
import {
  countUnread,
  findOwnNotification,
  listNotifications,
  type NotificationRow,
} from "./data/notifications";
import { saveAlertPreferences } from "./mutations/alert-preferences";
import {
  markAllNotificationsRead,
  markNotificationsRead,
  pauseOwnAlert,
} from "./mutations/notifications";
import { listInput, markReadInput, notificationIdInput } from "./notification-inputs";

const NOT_FOUND = "That notification is not there: it may have been deleted with its account.";
const ownNotification = sessionProcedure.meta({ access: "session", owns: "notification" });

/** A row as the centre shows it, with where it leads. */
const present = (row: NotificationRow) => ({
  ...row,
  path: row.symbol ? alertTargetPath(row.symbol) : "/notifications",
});

/**
 * The notification centre and alert settings (docs/alerts.md#delivery-in-the-app): a guest
 * session or an account reads and changes only its own; another person's id is NOT_FOUND.
 */
export const notificationsRouter = createTRPCRouter({
  /** A page of notifications, newest first; `nextCursor` asks for the one after. */
  list: sessionProcedure
    .meta({ access: "session" })
    .input(listInput)
    .query(async ({ ctx, input }) => {
      const cursor = input.cursor
        ? { createdAt: new Date(input.cursor.createdAt), id: input.cursor.id }
        : null;
      const rows = await listNotifications(ctx.db, ctx.session.user.id, {
        cursor,
        limit: input.limit + 1,
      });
      const page = rows.slice(0, input.limit);
      const last = page.at(-1);
      return {
        items: page.map(present),
        nextCursor:
          rows.length > input.limit && last
            ? { createdAt: last.createdAt.toISOString(), id: last.id }
            : null,
      };
    }),

  unreadCount: sessionProcedure
    .meta({ access: "session" })
    .query(async ({ ctx }) => ({ count: await countUnread(ctx.db, ctx.session.user.id) })),

  markRead: ownNotification.input(markReadInput).mutation(async ({ ctx, input }) => {
    const marked = await markNotificationsRead(ctx.db, ctx.session.user.id, input.ids);
    if (marked === 0) throw new TRPCError({ code: "NOT_FOUND", message: NOT_FOUND });
    return { count: await countUnread(ctx.db, ctx.session.user.id) };
  }),

  markAllRead: sessionProcedure.meta({ access: "session" }).mutation(async ({ ctx }) => {
    await markAllNotificationsRead(ctx.db, ctx.session.user.id);
    return { count: 0 };
  }),

  /** "Mute": pauses the alert a notification came from, until the person resumes it on /alerts. */
  muteAlert: ownNotification.input(notificationIdInput).mutation(async ({ ctx, input }) => {
    const userId = ctx.session.user.id;
    const notification = await findOwnNotification(ctx.db, userId, input.id);
    if (!notification) throw new TRPCError({ code: "NOT_FOUND", message: NOT_FOUND });
    if (!notification.alertId || !(await pauseOwnAlert(ctx.db, userId, notification.alertId)))
      throw new TRPCError({
        code: "PRECONDITION_FAILED",
        message:
          "This notification gathers several alerts, or its alert was deleted: pause alerts on /alerts.",
      });
    return { paused: notification.alertId };
  }),

  preferences: sessionProcedure.meta({ access: "session" }).query(async ({ ctx }) => {
    const saved = await readAlertPreferences(ctx.db, ctx.session.user.id);
    return {
      timeZone: saved.timeZone,
      quietFrom: saved.quietStart === null ? null : formatClockTime(saved.quietStart),
      quietTo: saved.quietEnd === null ? null : formatClockTime(saved.quietEnd),
      mailMode: saved.mailMode,
      mailUnsubscribed: saved.mailUnsubscribed,
      saved: saved.saved,
    };
  }),

  savePreferences: sessionProcedure
    .meta({ access: "session" })
    .input(alertPreferencesInput)
    .mutation(async ({ ctx, input }) => {
      const user = ctx.session.user;
      if (user.type === "guest") await ensureGuestRow(ctx.db, user.id);
      await saveAlertPreferences(ctx.db, user.id, {
        timeZone: input.timeZone,
        quietStart: input.quietFrom === null ? null : parseClockTime(input.quietFrom),
        quietEnd: input.quietTo === null ? null : parseClockTime(input.quietTo),
        mailMode: input.mailMode,
        mailUnsubscribed: input.mailUnsubscribed,
      });
      return { saved: true };
    }),
});
