export {
  type AffiliateDecision,
  decideAffiliate,
  saveApplication,
  saveCommissionRate,
} from "./applications";
export {
  commissionKey,
  releaseDueCommissions,
  type Settlement,
  saveCommission,
  savePayout,
  settleCommission,
} from "./commissions";
export { saveClick, saveLink } from "./links";
export { saveReferral, saveRefusal } from "./referrals";
