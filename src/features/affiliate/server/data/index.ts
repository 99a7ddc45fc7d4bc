export { countApplications, listAffiliates, listDueBalances, listRefusals } from "./admin";
export {
  type Affiliate,
  findAffiliate,
  findAffiliateByCode,
  findAffiliateOfUser,
  findClick,
  findReferral,
  findVisitorClick,
  fullCommissionInvoiceIds,
  referredUserIds,
} from "./affiliates";
export { countLinks, findLinkByKey, listLinkFigures, readDailySeries } from "./dashboard";
export { exportAffiliate } from "./export-affiliate";
export { countFunnels, type Earnings, type Funnel, sumEarnings } from "./funnel";
export { listLedger, listPayouts } from "./ledger";
