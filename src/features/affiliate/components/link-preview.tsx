import type { CreateLinkInput } from "../affiliate-inputs";
import { buildAffiliateLink } from "../build-affiliate-link";
import { CopyButton } from "./copy-button";
import { usePageOrigin } from "./use-page-origin";

/** The address a link builder's fields make, as they are typed; nothing while the path is not a page of this site. */
export function LinkPreview({ code, fields }: { code: string; fields: CreateLinkInput }) {
  const origin = usePageOrigin();
  const path = fields.path.trim();
  const valid = path.startsWith("/") && !path.startsWith("//");
  const link = origin && valid ? buildAffiliateLink(origin, code, { ...fields, path }) : null;
  return (
    <div className="rounded-lg bg-slate-50 p-3 dark:bg-slate-900">
      <p id="link-preview-label" className="text-xs font-medium text-slate-600 dark:text-slate-400">
        Your link
      </p>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <output
          aria-labelledby="link-preview-label"
          className="min-w-0 font-mono text-sm break-all"
        >
          {link ?? "Enter a page of this site, starting with /"}
        </output>
        {link && <CopyButton text={link} what="the link" />}
      </div>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        It works as soon as it is shared; create it to see its own visitors and registrations in
        your links.
      </p>
    </div>
  );
}
