/**
 * The grey block a section shows while its first read is pending, named for screen readers. The
 * height is the caller's, close to what will replace it, so the page does not jump when it lands.
 */
export function LoadingBlock({ label, height }: { label: string; height: string }) {
  return (
    <div
      aria-busy="true"
      aria-label={label}
      className={`${height} animate-pulse rounded-xl bg-slate-100 dark:bg-slate-900`}
    />
  );
}
