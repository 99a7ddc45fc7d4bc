import { navigationProgress } from "@/features/shell/navigation-progress";

/**
 * Next's client hook, called as each client navigation starts (a link, `router.push`, back and
 * forward): the progress bar's start (docs/decisions.md#navigation).
 * @see https://nextjs.org/docs/app/api-reference/file-conventions/instrumentation-client
 */
export function onRouterTransitionStart(url: string): void {
  navigationProgress.start(url);
}
