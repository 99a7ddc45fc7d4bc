import type { Metadata } from "next";
import { Suspense } from "react";
import { LocalCheckout } from "@/features/billing/components/local-checkout";

export const metadata: Metadata = { title: "Checkout (test mode)" };

export default function LocalCheckoutPage() {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Checkout</h1>
      <div className="mt-8">
        <Suspense>
          <LocalCheckout />
        </Suspense>
      </div>
    </div>
  );
}
