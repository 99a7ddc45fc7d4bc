/** The most articles one read gives: a page's section, not an archive. */
export const NEWS_READ_LIMIT = 50;

/** How many symbols each news refresh covers: every watched one first, then the largest companies. */
export const NEWS_REFRESH_SYMBOLS = 500;

/** How often the news refresh runs, in minutes (a cron step). */
export const NEWS_REFRESH_MINUTES = 15;
