/** A bar as Alpaca's JSON sends it. */
export type FakeBar = {
  t: string;
  o: number;
  h: number;
  l: number;
  c: number;
  v: number;
  n: number;
  vw: number;
};
type FakeTrade = { t: string; x: string; p: number; s: number; c: string[]; i: number; z: string };
type FakeQuote = {
  t: string;
  ax: string;
  ap: number;
  as: number;
  bx: string;
  bp: number;
  bs: number;
  c: string[];
  z: string;
};
/** A snapshot as Alpaca's JSON sends it. */
export type FakeSnapshot = {
  latestTrade: FakeTrade;
  latestQuote: FakeQuote;
  minuteBar: FakeBar;
  dailyBar: FakeBar;
  prevDailyBar: FakeBar;
};

/** A daily bar stamped as Alpaca stamps one: midnight in New York (05:00Z in winter). */
export const dailyBar = (date: string, close: number, volume: number): FakeBar => ({
  t: `${date}T05:00:00Z`,
  o: close - 1,
  h: close + 1,
  l: close - 2,
  c: close,
  v: volume,
  n: Math.round(volume / 100),
  vw: close,
});

/**
 * The market the fake Alpaca serves: snapshots and daily bars by symbol, which a test sets. A
 * snapshot is one taken at `tradeAt` during the day of `day`, after `previous`.
 */
export function fakeAlpacaMarket() {
  const snapshots = new Map<string, FakeSnapshot>();
  const bars = new Map<string, FakeBar[]>();
  return {
    snapshots,
    bars,
    setSnapshot(
      symbol: string,
      {
        price,
        tradeAt,
        day,
        previous,
      }: { price: number; tradeAt: string; day: FakeBar; previous: FakeBar },
    ) {
      snapshots.set(symbol, {
        latestTrade: { t: tradeAt, x: "V", p: price, s: 100, c: ["@"], i: 1, z: "C" },
        latestQuote: {
          t: tradeAt,
          ax: "V",
          ap: price + 0.02,
          as: 2,
          bx: "V",
          bp: price - 0.02,
          bs: 3,
          c: ["R"],
          z: "C",
        },
        minuteBar: { ...day, t: tradeAt },
        dailyBar: day,
        prevDailyBar: previous,
      });
    },
  };
}
