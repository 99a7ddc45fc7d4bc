"use client";

import { useEffect, useState } from "react";
import { buttonClass } from "@/components/ui/button-class";

type CopyState = "idle" | "copied" | "failed";

/** Copies `text`, then says so on the button (and to screen readers) for a few seconds. */
export function CopyButton({
  text,
  label = "Copy link",
  what,
}: {
  text: string;
  label?: string;
  what: string;
}) {
  const [state, setState] = useState<CopyState>("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 3_000);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <>
      <button
        type="button"
        onClick={() =>
          void navigator.clipboard.writeText(text).then(
            () => setState("copied"),
            () => setState("failed"),
          )
        }
        className={`${buttonClass({ variant: "secondary", size: "sm" })} shrink-0`}
      >
        {state === "copied" ? "Copied" : state === "failed" ? "Copy failed" : label}
        <span className="sr-only"> {what}</span>
      </button>
      <span role="status" className="sr-only">
        {state === "copied"
          ? `${what} copied`
          : state === "failed"
            ? "Your browser did not allow copying: select the text and copy it."
            : ""}
      </span>
    </>
  );
}
