/**
 * Our symbol format and Yahoo Finance's: classes and preferred series use a dash there (`BRK-B`,
 * `AAIC-PB`), a dot here (`BRK.B`, `AAIC.PRB`). Reading back goes through `normalizeSymbol`.
 */
export function toYahooSymbol(symbol: string): string {
  return symbol.replace(".PR", "-P").replace(".", "-");
}

/** Yahoo's exchange codes as the exchanges people know; an unknown code keeps Yahoo's own name. */
const exchangeNames: Record<string, string> = {
  NMS: "NASDAQ",
  NGM: "NASDAQ",
  NCM: "NASDAQ",
  NAS: "NASDAQ",
  NYQ: "NYSE",
  ASE: "NYSE American",
  PCX: "NYSE Arca",
  BTS: "Cboe BZX",
  PNK: "OTC",
  OQB: "OTC",
  OQX: "OTC",
  OBB: "OTC",
};

export function exchangeName(
  code: string | undefined,
  fullName: string | undefined,
): string | null {
  return (code && exchangeNames[code]) ?? fullName ?? null;
}
