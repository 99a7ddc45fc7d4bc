/**
 * Longest message, in characters counted as Unicode code points (`[...text].length`), so an emoji
 * counts once, as the person typing sees it, rather than as its two UTF-16 halves.
 */
export const MAX_MESSAGE_LENGTH = 1_000;

/**
 * Distinct symbols one message may name, listed or not (chat-inputs.ts): more reads as spam aimed at
 * many rooms at once, and unlisted ones are as noisy to read.
 */
export const MAX_CASHTAGS_PER_MESSAGE = 5;

/** How long after posting its author may still edit a message, before others have relied on it. */
export const EDIT_WINDOW_MS = 5 * 60 * 1000;

/** Accounts younger than a day cannot post links: throwaway accounts are how link spam arrives. */
export const LINKS_AFTER_ACCOUNT_AGE_MS = 24 * 60 * 60 * 1000;

/** Accounts younger than a week are left out of sentiment, so fresh accounts cannot swing it. */
export const SENTIMENT_ACCOUNT_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** The same text posted again within this window is a duplicate (a double send or a flood). */
export const DUPLICATE_WINDOW_MS = 60_000;
