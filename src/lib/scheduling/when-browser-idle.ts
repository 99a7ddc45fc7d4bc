/** Longest wait for an idle moment: a page that keeps the browser busy still gets analytics. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Resolves after the page's load event, at the browser's next idle moment (or after 2 s at most).
 * Browsers without requestIdleCallback (Safari before 18) use a short timer instead.
 * @see https://developer.mozilla.org/en-US/docs/Web/API/Window/requestIdleCallback
 */
export function whenBrowserIdle(): Promise<void> {
  return new Promise((resolve) => {
    const whenIdle = () =>
      typeof requestIdleCallback === "function"
        ? requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
        : setTimeout(resolve, 200);
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
  });
}
