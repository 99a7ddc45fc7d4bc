/**
 * Time an idle period must still have for one more step to start: steps of a few milliseconds
 * then end well inside the browser's 50 ms maximum, so no idle period becomes a long task.
 */
const STEP_ROOM_MS = 10;

/**
 * Runs `steps` in order in the browser's idle periods once the page has loaded, as many in each
 * as fit, so work the page wants done ahead of need never blocks input for long ("idle until
 * urgent": whatever needs a result sooner computes it itself). Returns a function that stops the
 * steps not yet run.
 * Browsers without requestIdleCallback (Safari before 18) run one step per timer.
 * @see https://developer.mozilla.org/en-US/docs/Web/API/Background_Tasks_API
 */
export function runInIdleSlices(steps: ReadonlyArray<() => void>): () => void {
  let next = 0;
  let stopped = false;
  const slice = (deadline?: IdleDeadline) => {
    if (stopped) return;
    do steps[next++]?.();
    while (next < steps.length && deadline && deadline.timeRemaining() > STEP_ROOM_MS);
    if (next < steps.length) schedule();
  };
  const schedule = () => (typeof requestIdleCallback === "function" ? requestIdleCallback(slice) : setTimeout(slice, 0));
  if (steps.length === 0) return () => undefined;
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    stopped = true;
    window.removeEventListener("load", schedule);
  };
}
