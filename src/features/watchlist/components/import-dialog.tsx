"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { ErrorNotice } from "@/components/ui/error-notice";
import { useDebouncedValue } from "@/features/market/components";
import { track } from "@/lib/analytics/track";
import { describeError } from "@/lib/query/describe-error";
import { useOnline } from "@/lib/query/use-online";
import { useTRPC } from "@/lib/trpc/react";
import type { ImportClasses } from "../classify-import";
import { MAX_IMPORT_CHARS, type ParsedSymbolList, parseSymbolList } from "../parse-symbol-list";
import { useItemEdits } from "../use-item-edits";
import { ImportPreview } from "./import-preview";

type Props = { list: { id: string; name: string } };
type Outcome = { parsed: ParsedSymbolList; classes: ImportClasses };

/** The pause in typing after which the server is asked for the preview. */
const PREVIEW_DEBOUNCE_MS = 250;

/**
 * Import into the open list (docs/product.md#watchlists): paste symbols or choose a file (text,
 * TradingView's `.txt`, a CSV with a symbol column). What was read is shown before anything is
 * added, and what was not added is listed with the reason afterwards, never dropped in silence.
 */
export function ImportDialog({ list }: Props) {
  const trpc = useTRPC();
  const items = useItemEdits();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [format, setFormat] = useState<"text" | "csv">("text");
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState(false);
  const online = useOnline();
  const parsed = parseSymbolList(text);
  const settledText = useDebouncedValue(text, PREVIEW_DEBOUNCE_MS);
  const { symbols } = settledText === text ? parsed : parseSymbolList(settledText);
  // The server classifies, as it will when importing (classify-import.ts), so the preview is the result.
  const preview = useQuery({
    ...trpc.watchlist.previewImport.queryOptions({ id: list.id, symbols }),
    enabled: open && online && symbols.length > 0,
    placeholderData: keepPreviousData,
    meta: { silentErrors: true, persist: false as const },
  });
  const classes =
    settledText === text && !preview.isPlaceholderData && parsed.symbols.length > 0
      ? (preview.data ?? null)
      : null;
  const adding = classes?.adding.length ?? 0;

  async function readFile(file: File) {
    setProblem(null);
    if (file.size > MAX_IMPORT_CHARS)
      return setProblem(
        `That file is larger than ${MAX_IMPORT_CHARS / 1000} KB. Import a shorter list, or split it.`,
      );
    setFormat(/\.csv$/i.test(file.name) ? "csv" : "text");
    setText(await file.text());
  }

  async function importSymbols() {
    setPending(true);
    setProblem(null);
    try {
      const result = await items.add(list.id, parsed.symbols, "import");
      const done = result.replayed
        ? { adding: [], already: [], unknown: [], overLimit: [] }
        : { adding: result.added, already: result.already, unknown: result.unknown, overLimit: [] };
      track("watchlist_imported", {
        format,
        added: done.adding.length,
        unknown: done.unknown.length,
        invalid: parsed.invalid.length,
      });
      setOutcome({ parsed, classes: done });
      setText("");
    } catch (error) {
      setProblem(describeError(error).description);
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => (setOpen(next), setOutcome(null), setProblem(null))}
    >
      <Dialog.Trigger className={buttonClass({ variant: "secondary", size: "sm" })}>
        Import
      </Dialog.Trigger>
      <DialogPanel width="w-[min(36rem,calc(100vw-2rem))]" scrolls>
        <Dialog.Title className="text-lg font-semibold">Import into {list.name}</Dialog.Title>
        <Dialog.Description className="text-sm text-slate-700 dark:text-slate-300">
          Paste symbols separated by spaces, commas or lines (<code>AAPL, msft tsla</code>), or
          choose a TradingView list (<code>NASDAQ:AAPL,NYSE:BRK.B</code>) or a CSV with a symbol
          column.
        </Dialog.Description>
        {problem && <ErrorNotice>{problem}</ErrorNotice>}
        {outcome && (
          <div role="status" className="rounded-md bg-slate-100 px-3 py-2 dark:bg-slate-900">
            <ImportPreview parsed={outcome.parsed} classes={outcome.classes} done />
          </div>
        )}
        <label className="block text-sm font-medium">
          Symbols
          <textarea
            value={text}
            onChange={(event) => (
              setText(event.target.value.slice(0, MAX_IMPORT_CHARS)), setFormat("text")
            )}
            rows={5}
            spellCheck={false}
            className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 font-mono text-base sm:text-sm dark:border-slate-700 dark:bg-slate-900"
          />
        </label>
        <label className="block text-sm font-medium">
          Or a file
          <input
            type="file"
            accept=".txt,.csv,text/plain,text/csv"
            onChange={(event) => event.target.files?.[0] && void readFile(event.target.files[0])}
            className="mt-1 block w-full text-sm"
          />
        </label>
        {text.trim() !== "" && (
          <div aria-live="polite">
            {online && preview.isError ? (
              <ErrorNotice>
                Can’t check these symbols now. {describeError(preview.error).description}
              </ErrorNotice>
            ) : (
              <>
                {online && parsed.symbols.length > 0 && !classes && (
                  <p className="text-sm text-slate-600 dark:text-slate-400">Checking symbols…</p>
                )}
                <ImportPreview parsed={parsed} classes={classes} done={false} />
              </>
            )}
          </div>
        )}
        {/* An import's report (what was not added, and why) is the server's: it waits for the connection (docs/behaviour.md#offline-edits). */}
        {!online && (
          <p className="text-sm text-amber-900 dark:text-amber-200">
            Importing needs the connection: the server checks each symbol. Your other edits work
            offline.
          </p>
        )}
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            disabled={pending || !online || adding === 0 || classes?.overLimit.length !== 0}
            onClick={() => void importSymbols()}
            className={buttonClass()}
          >
            {pending
              ? "Importing…"
              : classes
                ? `Import ${adding} ${adding === 1 ? "symbol" : "symbols"}`
                : "Import"}
          </button>
          <Dialog.Close className={buttonClass({ variant: "secondary" })}>Close</Dialog.Close>
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
