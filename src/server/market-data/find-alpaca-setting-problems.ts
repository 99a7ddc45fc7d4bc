/** The two halves of an Alpaca API key; one without the other cannot sign in. */
const ALPACA_KEY_SETTINGS = ["ALPACA_API_KEY_ID", "ALPACA_API_SECRET_KEY"] as const;

type AlpacaKeySettings = Partial<Record<(typeof ALPACA_KEY_SETTINGS)[number], string>> & {
  MARKET_DATA_PROVIDER?: string;
};

/**
 * What is missing for Alpaca market data (docs/live-market.md#alpaca), for env.ts to stop start-up
 * with: MARKET_DATA_PROVIDER=alpaca needs both halves of a key, and half a key is a mistake whatever
 * the provider. Fails closed: nothing here turns Alpaca on. A settings check, so it stays
 * infrastructure next to env.ts, as decide-billing-mode.ts does.
 */
export function findAlpacaSettingProblems(
  settings: AlpacaKeySettings,
): Array<{ setting: string; message: string }> {
  const present = ALPACA_KEY_SETTINGS.filter((name) => settings[name]);
  if (settings.MARKET_DATA_PROVIDER !== "alpaca" && present.length === 0) return [];
  const reason =
    settings.MARKET_DATA_PROVIDER === "alpaca"
      ? "MARKET_DATA_PROVIDER is alpaca"
      : `${present[0]} is set`;
  return ALPACA_KEY_SETTINGS.filter((name) => !settings[name]).map((setting) => ({
    setting,
    message: `is missing: Alpaca market data needs ALPACA_API_KEY_ID and ALPACA_API_SECRET_KEY together (${reason})`,
  }));
}
