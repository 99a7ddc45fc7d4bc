import { webAddressOf } from "./web-address-of";

/**
 * The website or channel an applicant gave, as they typed it: a link only when it is an http(s)
 * address, marked as theirs (rel ugc) so it lends it no standing, and opened in a new tab.
 */
export function AffiliateWebsite({ website }: { website: string }) {
  const href = webAddressOf(website);
  if (!href) return <span className="break-words">{website}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="nofollow noopener ugc"
      className="break-all text-blue-700 underline dark:text-blue-300"
    >
      {website}
    </a>
  );
}
