export { findAffiliate, findAffiliateByCode, findAffiliateOfUser, findClick, findReferral, findVisitorClick, fullCommissionInvoiceIds, referredUserIds, type Affiliate } from "./affiliates";
export { countApplications, listAffiliates, listDueBalances, listRefusals } from "./admin";
export { countLinks, findLinkByKey, listLinkFigures, readDailySeries } from "./dashboard";
export { countFunnels, sumEarnings, type Earnings, type Funnel } from "./funnel";
export { listLedger, listPayouts } from "./ledger";
export { exportAffiliate } from "./export-affiliate";
