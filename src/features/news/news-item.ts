/** A stored article as pages show it: the provider's id, text already cleaned, the companies it is about. */
export type NewsItem = {
  id: string;
  headline: string;
  source: string;
  url: string | null;
  publishedAt: Date;
  symbols: string[];
};
