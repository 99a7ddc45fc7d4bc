"use client";

import { buttonClass } from "@/components/ui/button-class";

/** Opens the browser's print dialog, where the invoice can also be saved as a PDF; not printed itself. */
export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className={`${buttonClass({ variant: "secondary" })} print:hidden`}
    >
      Print or save as PDF
    </button>
  );
}
