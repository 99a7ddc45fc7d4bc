import { buttonClass } from "@/components/ui/button-class";
import { formatCount } from "@/lib/format/format-market-number";

type Props = { page: number; pages: number; onLast: () => void };

/**
 * An address whose page is past the screen's last (an old link, a narrower screen since): what
 * happened, and the way to the last page, instead of "No stocks match", which would not be true.
 */
export function PastLastPage({ page, pages, onLast }: Props) {
  return (
    <div className="sticky left-0 px-4 py-12 text-center">
      <p className="font-semibold">
        Page {formatCount(page)} is past the end of this screen, which has{" "}
        {pages === 1 ? "1 page" : `${formatCount(pages)} pages`}.
      </p>
      <button
        type="button"
        onClick={onLast}
        className={`mt-4 ${buttonClass({ variant: "secondary", size: "sm" })}`}
      >
        Go to the last page, page {formatCount(pages)}
      </button>
    </div>
  );
}
