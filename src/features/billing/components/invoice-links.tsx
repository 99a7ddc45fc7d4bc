import Link from "next/link";
import type { InvoiceSummary } from "../invoice-summary";

const linkClass = "text-brand-700 dark:text-brand-500 font-semibold underline";

/** An invoice's documents: Stripe's hosted page and PDF where Stripe billed it, else our printable page. */
export function InvoiceLinks({ invoice, dated }: { invoice: InvoiceSummary; dated: string }) {
  const of = <span className="sr-only"> of {dated}</span>;
  if (!invoice.url)
    return (
      <Link href={`/account/invoices/${encodeURIComponent(invoice.id)}`} className={linkClass}>
        View invoice{of}
      </Link>
    );
  return (
    <span className="flex gap-3">
      <a href={invoice.url} target="_blank" rel="noreferrer" className={linkClass}>
        View invoice{of}
      </a>
      {invoice.pdfUrl && (
        <a href={invoice.pdfUrl} target="_blank" rel="noreferrer" className={linkClass}>
          PDF{of}
        </a>
      )}
    </span>
  );
}
