export { isTradingDay } from "./is-trading-day";
export { lastClosedTradingDay } from "./last-closed-trading-day";
export { type MarketSessionState, marketSessionAt } from "./market-session-at";
export { newYorkClock } from "./new-york-clock";
export { newYorkInstant } from "./new-york-instant";
export { nextTradingDay } from "./next-trading-day";
export { previousTradingDay } from "./previous-trading-day";
export { type SessionPhase, sessionPhases } from "./session-phases";
export { tradingDaysEndingOn } from "./trading-days-ending-on";
