import type { AnchorHTMLAttributes } from "react";

/** next/link outside Next: the anchor it renders, which is what the map's tiles cost the browser. */
export default function Link({
  prefetch: _prefetch,
  scroll: _scroll,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  prefetch?: boolean;
  scroll?: boolean;
}) {
  return <a {...props} />;
}
