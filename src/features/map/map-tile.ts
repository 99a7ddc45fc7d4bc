/** A company on the map: what sizes, places and colours its tile, and what its tooltip says. */
export type MapTile = {
  symbol: string;
  name: string;
  sector: string;
  industry: string;
  marketCap: number;
  price: number | null;
  /** The day's change in percent, what the live quotes move. */
  dayChangePct: number | null;
  /** The window's change in percent (the day's, the week's…), what colours the tile. */
  changePct: number | null;
};

/** Most companies a map shows: the universe's largest, about the S&P 500's size. */
export const MAP_MAX_TILES = 500;
