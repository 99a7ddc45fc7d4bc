export { decideAffiliate, saveApplication, saveCommissionRate, type AffiliateDecision } from "./applications";
export { commissionKey, releaseDueCommissions, saveCommission, savePayout, settleCommission, type Settlement } from "./commissions";
export { saveClick, saveLink } from "./links";
export { saveReferral, saveRefusal } from "./referrals";
