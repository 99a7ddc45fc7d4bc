"use client";

import dynamic from "next/dynamic";
import { useEffect, useRef, useState } from "react";
import { whenBrowserIdle } from "@/lib/scheduling/when-browser-idle";
import { SearchIcon } from "./search-icon";

/**
 * The panel's code (the dialog library and the search) is not part of the page: it loads once the
 * browser is idle after the page has loaded, or sooner when the button is about to be used.
 */
const loadDialog = () =>
  import("./symbol-search-dialog").then((module) => module.SymbolSearchDialog);
const SymbolSearchDialog = dynamic(loadDialog, { ssr: false });

type SymbolSearchButtonProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  className: string;
};

/**
 * The header's search where it has no room for the field (docs/product.md#search): an icon button
 * that opens the search panel.
 */
export function SymbolSearchButton({ open, onOpenChange, className }: SymbolSearchButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  // Once opened, by this button or the "/" shortcut, the panel stays mounted and keeps its state.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  useEffect(() => void whenBrowserIdle().then(loadDialog), []);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        aria-label="Search symbols"
        aria-haspopup="dialog"
        aria-expanded={open}
        title="Search symbols (/)"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => onOpenChange(true)}
      >
        <SearchIcon className="size-5" />
      </button>
      {opened && (
        <SymbolSearchDialog open={open} onOpenChange={onOpenChange} returnFocusTo={button} />
      )}
    </>
  );
}
