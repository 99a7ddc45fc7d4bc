import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { findUser } from "@/features/auth/server";
import { readSession } from "@/features/auth/server/read-session";
import { InvoiceDocument } from "@/features/billing/components/invoice-document";
import { findInvoiceOf } from "@/features/billing/server/data";
import { getDb } from "@/server/db/get-database";

export const metadata: Metadata = { title: "Invoice", robots: { index: false } };

/** Longer than any invoice id we store (`local_in_` and a UUID, or Stripe's `in_…`). */
const INVOICE_ID_MAX_LENGTH = 100;

/**
 * A paid invoice as a printable document, for its owner only: anyone else, signed in or not, gets
 * the 404 page, so whether an invoice exists is not told (docs/security.md#authorization).
 */
export default async function InvoicePage({ params }: { params: Promise<{ id: string }> }) {
  const id = decodeURIComponent((await params).id);
  const db = getDb();
  const session = await readSession(db, await headers());
  if (!session || id.length > INVOICE_ID_MAX_LENGTH) notFound();
  const invoice = await findInvoiceOf(db, session.user.id, id);
  if (!invoice) notFound();
  const owner = await findUser(db, session.user.id);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 print:max-w-none print:p-0">
      <InvoiceDocument
        invoice={invoice}
        billedTo={owner?.email ?? "—"}
        testMode={invoice.id.startsWith("local_")}
      />
    </div>
  );
}
