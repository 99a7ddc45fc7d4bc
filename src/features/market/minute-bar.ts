/** docs/live-market.md#minute-bars: minute bars are kept for the last five NYSE sessions. */
export const MINUTE_BAR_SESSIONS = 5;

/**
 * A minute of one symbol's trading (docs/live-market.md#minute-bars): `start` is the minute's first
 * instant; open, high, low and close are its trades' prices and `volume` its shares. A minute
 * without a trade has no bar.
 */
export type MinuteBar = {
  symbol: string;
  start: Date;
  open: number;
  high: number;
  low: number;
  close: number;
  volume: number;
};
