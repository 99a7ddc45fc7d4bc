import "server-only";
import { parseCookie } from "cookie";
import { findUser, hasSignedInFrom } from "@/features/auth/server";
import { ATTRIBUTION_TTL_MS } from "@/lib/attribution/attribution-record";
import type { Database } from "@/server/db/create-database";
import type { ReferralRefusalReason } from "@/server/db/enums";
import { deviceFingerprint } from "@/server/http/device-fingerprint";
import { visitorFingerprint } from "@/server/http/visitor-fingerprint";
import { mailboxOf } from "../same-mailbox";
import { CLICK_COOKIE } from "./create-affiliate-click-handler";
import { findAffiliateByCode, findClick, findVisitorClick } from "./data";
import { isDisposableEmail } from "./is-disposable-email";
import { saveReferral, saveRefusal } from "./mutations";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const dateOf = (at: Date) => at.toISOString().slice(0, 10);

type Registration = { userId: string; email: string; code: string; headers: Headers; now: Date };

/**
 * Binds a registration to the affiliate whose code the browser's attribution carried
 * (docs/product.md#affiliate-program), once the server has checked the claim: an active affiliate,
 * a click it recorded for this visitor (the click cookie, else the same fingerprint) within 30 days,
 * not the affiliate themself (their account, their mailbox, where they sign in or applied from, a
 * browser they used), and no disposable address. Every refusal is recorded with its reason for
 * admins. True when bound.
 */
export async function bindAffiliateReferral(
  db: Database,
  { userId, email, code, headers, now }: Registration,
): Promise<boolean> {
  const affiliate = await findAffiliateByCode(db, code);
  const refuse = async (reason: ReferralRefusalReason, detail: string) => {
    await saveRefusal(db, {
      userId,
      affiliateId: affiliate?.id ?? null,
      code,
      reason,
      detail,
      refusedAt: now,
    });
    return false;
  };
  if (!affiliate) return refuse("unknown_affiliate", "No affiliate has this code.");
  if (affiliate.status !== "active")
    return refuse("inactive_affiliate", `The affiliate's status is ${affiliate.status}.`);

  const fingerprint = visitorFingerprint(headers);
  const cookieClick = parseCookie(headers.get("cookie") ?? "")[CLICK_COOKIE];
  const click =
    (cookieClick && UUID.test(cookieClick)
      ? await findClick(db, cookieClick, affiliate.id)
      : null) ?? (await findVisitorClick(db, affiliate.id, fingerprint));
  if (!click)
    return refuse("no_click", "No click on the affiliate's links was recorded for this visitor.");
  // docs/behaviour.md#constants: attribution lasts 30 days, and so does the click behind it.
  if (now.getTime() - click.clickedAt.getTime() > ATTRIBUTION_TTL_MS)
    return refuse(
      "expired_click",
      `The click was recorded on ${dateOf(click.clickedAt)}, more than 30 days before registering.`,
    );

  if (affiliate.userId === userId) return refuse("self_referral", "The affiliate's own account.");
  const owner = await findUser(db, affiliate.userId);
  const mailbox = mailboxOf(email);
  if (
    (owner?.email && mailboxOf(owner.email) === mailbox) ||
    mailboxOf(affiliate.payoutEmail) === mailbox
  )
    return refuse(
      "self_referral",
      "The same mailbox as the affiliate's account or payout address.",
    );
  const since = new Date(now.getTime() - ATTRIBUTION_TTL_MS);
  if (
    affiliate.appliedFrom === fingerprint ||
    (await hasSignedInFrom(db, affiliate.userId, fingerprint, since))
  ) {
    return refuse(
      "self_referral",
      "Registered from the network and browser the affiliate applied or signs in from.",
    );
  }
  // A device the affiliate ever used is theirs on any network, for as long as its cookie lives.
  const device = deviceFingerprint(headers);
  if (device && (await hasSignedInFrom(db, affiliate.userId, device, new Date(0))))
    return refuse(
      "self_referral",
      "Registered from a browser (its device id) the affiliate has used, on any network.",
    );
  if (await isDisposableEmail(email))
    return refuse(
      "disposable_email",
      `${email.slice(email.lastIndexOf("@") + 1)} is a disposable email domain.`,
    );

  return saveReferral(db, {
    userId,
    affiliateId: affiliate.id,
    code,
    clickId: click.id,
    boundAt: now,
  });
}
