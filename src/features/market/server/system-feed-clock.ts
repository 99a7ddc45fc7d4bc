import type { FeedClock } from "../feed-clock";

/** The process's own clock and timers: what the simulated market runs on outside tests. */
export const systemFeedClock: FeedClock = {
  now: () => Date.now(),
  every(milliseconds, run) {
    const timer = setInterval(() => void run(), milliseconds);
    // The simulator alone does not keep a process alive (a script, a test, a stopping server).
    timer.unref();
    return () => clearInterval(timer);
  },
};
