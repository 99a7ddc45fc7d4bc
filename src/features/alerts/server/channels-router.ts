import "server-only";
import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { assertWithinPlanLimit, getEntitlements, planProcedure } from "@/features/billing/server";
import { refuseWhenLimited } from "@/server/api/refuse-when-limited";
import { createTRPCRouter, publicProcedure, userProcedure } from "@/server/api/trpc";
import { getOutboundPolicy } from "@/server/outbound/get-outbound-policy";
import { getPushDecision } from "@/server/push/get-push-decision";
import {
  channelId,
  deliveryLogInput,
  pushSubscriptionInput,
  webhookUrlInput,
} from "../channel-inputs";
import { DELIVERY_LOG_PAGE_SIZE, PUSH_DEVICES_MAX } from "../channel-limits";
import { getChannelRateLimits } from "./channel-rate-limits";
import { listChannelDeliveries } from "./data/channel-delivery-log";
import { listPushDevices } from "./data/push-subscriptions";
import { findWebhookEndpoint, listWebhookEndpoints } from "./data/webhook-endpoints";
import { removePushSubscription, savePushSubscription } from "./mutations/push-subscriptions";
import {
  addWebhookEndpoint,
  removeWebhookEndpoint,
  replaceWebhookSecret,
} from "./mutations/webhook-endpoints";
import { refusePrivateLiteral } from "./refuse-private-literal";
import { generateWebhookSecret } from "./webhooks/generate-webhook-secret";
import { sendTestWebhook } from "./webhooks/send-test-webhook";

const PUSH_OFF = "Push notifications are off on this server.";
const NO_DEVICE = "That device is not on your list.";
const NO_WEBHOOK = "That webhook is not on your list.";
const byId = z.object({ id: channelId });

/** Every procedure here acts on the caller's own devices and webhooks only (docs/alerts.md#web-push). */
export const alertChannelsRouter = createTRPCRouter({
  /** The VAPID public key browsers subscribe with, or that push is off here. */
  pushConfig: publicProcedure.meta({ access: "anyone" }).query(() => {
    const decision = getPushDecision();
    return decision.mode === "on"
      ? { available: true as const, publicKey: decision.publicKey }
      : { available: false as const, reason: PUSH_OFF };
  }),

  subscribePush: userProcedure
    .meta({ access: "registered" })
    .input(pushSubscriptionInput)
    .mutation(async ({ ctx, input }) => {
      if (getPushDecision().mode !== "on")
        throw new TRPCError({ code: "PRECONDITION_FAILED", message: PUSH_OFF });
      refusePrivateLiteral(input.endpoint, getOutboundPolicy());
      const saved = await savePushSubscription(
        ctx.db,
        ctx.user.id,
        { endpoint: input.endpoint, ...input.keys, label: input.label },
        PUSH_DEVICES_MAX,
      );
      if (!saved)
        throw new TRPCError({
          code: "BAD_REQUEST",
          message: `Push is on for ${PUSH_DEVICES_MAX} devices already. Remove one first.`,
        });
      return saved;
    }),

  listPush: userProcedure
    .meta({ access: "registered" })
    .query(({ ctx }) => listPushDevices(ctx.db, ctx.user.id)),

  removePush: userProcedure
    .meta({ access: "registered", owns: "pushSubscription" })
    .input(byId)
    .mutation(async ({ ctx, input }) => {
      if (!(await removePushSubscription(ctx.db, ctx.user.id, input.id)))
        throw new TRPCError({ code: "NOT_FOUND", message: NO_DEVICE });
      return { removed: true };
    }),

  /** The person's endpoints with their last delivery, and how many their plan keeps. */
  listWebhooks: userProcedure.meta({ access: "registered" }).query(async ({ ctx }) => {
    const { limits, features } = await getEntitlements(ctx.db, ctx.user.id);
    return {
      available: features.includes("webhooks"),
      limit: limits.webhooks,
      endpoints: await listWebhookEndpoints(ctx.db, ctx.user.id),
    };
  }),

  /** Adds an endpoint; its secret is in this answer only (docs/alerts.md#webhooks). */
  addWebhook: planProcedure("webhooks")
    .input(z.object({ url: webhookUrlInput }))
    .mutation(async ({ ctx, input }) => {
      refusePrivateLiteral(input.url, getOutboundPolicy());
      await refuseWhenLimited(getChannelRateLimits().changeWebhooks(ctx.user.id));
      const secret = generateWebhookSecret();
      // docs/alerts.md#limits: the plan's count of endpoints (null would be unlimited).
      const limit = ctx.entitlements.limits.webhooks ?? Number.MAX_SAFE_INTEGER;
      const added = await addWebhookEndpoint(ctx.db, ctx.user.id, input.url, secret, limit);
      if (added.added) return { id: added.id, secret };
      if (added.reason === "duplicate")
        throw new TRPCError({ code: "CONFLICT", message: "That address is on your list already." });
      assertWithinPlanLimit("webhooks", added.count, ctx.entitlements);
      throw new Error("a refused endpoint is either a duplicate or past the plan's count");
    }),

  removeWebhook: planProcedure("webhooks")
    .meta({ owns: "webhookEndpoint" })
    .input(byId)
    .mutation(async ({ ctx, input }) => {
      if (!(await removeWebhookEndpoint(ctx.db, ctx.user.id, input.id)))
        throw new TRPCError({ code: "NOT_FOUND", message: NO_WEBHOOK });
      return { removed: true };
    }),

  /** A new secret, shown once; the old one stops signing at once. */
  rotateWebhookSecret: planProcedure("webhooks")
    .meta({ owns: "webhookEndpoint" })
    .input(byId)
    .mutation(async ({ ctx, input }) => {
      if (!(await findWebhookEndpoint(ctx.db, input.id, ctx.user.id)))
        throw new TRPCError({ code: "NOT_FOUND", message: NO_WEBHOOK });
      await refuseWhenLimited(getChannelRateLimits().changeWebhooks(ctx.user.id));
      const secret = generateWebhookSecret();
      await replaceWebhookSecret(ctx.db, ctx.user.id, input.id, secret);
      return { secret };
    }),

  /** Sends a signed `alert.test` body now and says what the receiver answered. */
  sendTestWebhook: planProcedure("webhooks")
    .meta({ owns: "webhookEndpoint" })
    .input(byId)
    .mutation(async ({ ctx, input }) => {
      const endpoint = await findWebhookEndpoint(ctx.db, input.id, ctx.user.id);
      if (!endpoint) throw new TRPCError({ code: "NOT_FOUND", message: NO_WEBHOOK });
      await refuseWhenLimited(getChannelRateLimits().sendTest(ctx.user.id));
      return sendTestWebhook(endpoint, getOutboundPolicy());
    }),

  /** The webhook delivery log of the last 90 days, newest first, a page at a time. */
  webhookDeliveries: userProcedure
    .meta({ access: "registered" })
    .input(deliveryLogInput)
    .query(async ({ ctx, input }) => {
      const entries = await listChannelDeliveries(ctx.db, ctx.user.id, "webhook", {
        target: input.endpointId,
        cursor: input.cursor,
        limit: DELIVERY_LOG_PAGE_SIZE + 1,
      });
      const page = entries.slice(0, DELIVERY_LOG_PAGE_SIZE);
      const last = page.at(-1);
      return {
        entries: page,
        nextCursor:
          entries.length > DELIVERY_LOG_PAGE_SIZE && last
            ? { createdAt: last.createdAt, id: last.id }
            : null,
      };
    }),
});
