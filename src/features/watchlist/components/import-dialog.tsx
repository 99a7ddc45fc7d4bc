"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button-class";
import { DialogPanel } from "@/components/ui/dialog-panel";
import { ErrorNotice } from "@/components/ui/error-notice";
import { track } from "@/lib/analytics/track";
import { describeError } from "@/lib/query/describe-error";
import { useOnline } from "@/lib/query/use-online";
import { MAX_IMPORT_CHARS, parseSymbolList } from "../parse-symbol-list";
import { useItemEdits } from "../use-item-edits";
import { ImportPreview } from "./import-preview";

type Props = { list: { id: string; name: string; symbols: string[] }; room: number | null };
type Outcome = { added: string[]; unknown: string[] };

/**
 * Import into the open list (docs/product.md#watchlists): paste symbols or choose a file (text,
 * TradingView's `.txt`, a CSV with a symbol column). What was read is shown before anything is
 * added, and what was not added is listed with the reason afterwards, never dropped in silence.
 */
export function ImportDialog({ list, room }: Props) {
  const items = useItemEdits();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [format, setFormat] = useState<"text" | "csv">("text");
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState(false);
  const online = useOnline();
  const parsed = parseSymbolList(text);
  const adding = parsed.symbols.filter((symbol) => !list.symbols.includes(symbol));

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
      const result = await items.add(list.id, adding, "import");
      const done = result.replayed
        ? { added: [], unknown: [] }
        : { added: result.added, unknown: result.unknown };
      track("watchlist_imported", {
        format,
        added: done.added.length,
        unknown: done.unknown.length,
        invalid: parsed.invalid.length,
      });
      setOutcome(done);
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
          <p role="status" className="rounded-md bg-slate-100 px-3 py-2 text-sm dark:bg-slate-900">
            {outcome.added.length === 0
              ? "Nothing new was added."
              : `Added ${outcome.added.length} ${outcome.added.length === 1 ? "symbol" : "symbols"}.`}
            {outcome.unknown.length > 0 &&
              ` Not listed on our exchanges, so not added: ${outcome.unknown.join(", ")}.`}
          </p>
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
        <ImportPreview
          parsed={parsed}
          adding={adding.length}
          already={parsed.symbols.length - adding.length}
          room={room}
        />
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
            disabled={
              pending || !online || adding.length === 0 || (room !== null && adding.length > room)
            }
            onClick={() => void importSymbols()}
            className={buttonClass()}
          >
            {pending
              ? "Importing…"
              : `Import ${adding.length} ${adding.length === 1 ? "symbol" : "symbols"}`}
          </button>
          <Dialog.Close className={buttonClass({ variant: "secondary" })}>Close</Dialog.Close>
        </div>
      </DialogPanel>
    </Dialog.Root>
  );
}
