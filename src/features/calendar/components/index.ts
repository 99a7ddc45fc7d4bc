/** The calendar UI the app's pages place (docs/architecture.md#layers). */
export { CalendarScreen } from "./calendar-screen";
export { StockEvents } from "./stock-events";
