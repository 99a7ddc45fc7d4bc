/**
 * The client navigation under way, if any: started by Next's router hook
 * (src/instrumentation-client.ts), ended when the new URL renders (NavigationProgressBar). A
 * navigation to the page already shown, or to a place on it, changes no URL and is not counted.
 */
type Navigation = { page: string };
let pending: Navigation | null = null;
const listeners = new Set<() => void>();

/** Each navigation is a new object, so one to a page just visited is timed afresh. */
function set(next: Navigation | null) {
  if (next === null && pending === null) return;
  pending = next;
  for (const listener of listeners) listener();
}

const pageOf = (url: URL) => `${url.pathname}${url.search}`;

export const navigationProgress = {
  start(href: string) {
    const target = new URL(href, location.href);
    const page = pageOf(target);
    set(page === pageOf(new URL(location.href)) ? null : { page });
  },
  end: () => set(null),
  pending: (): Navigation | null => pending,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};
