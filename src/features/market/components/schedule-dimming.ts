/** How long a changed figure stays lit (docs/live-market.md#the-live-path-feed--database--page). */
const FLASH_MS = 700;

/** What a lit figure is to the dimmer: an element whose `data-flashing` attribute is its light. */
type Lit = { dataset: DOMStringMap };

/** The figures lit in the task now running, dimmed by one timer; none between tasks. */
let litNow: Set<Lit> | null = null;
/** The batch each lit figure waits in, so lighting it again or letting it go takes it out. */
const batchOf = new WeakMap<Lit, Set<Lit>>();

/**
 * A batch for the task now running: closed at its end (a commit's effects run in one task, so a
 * later tick's lights get their own full time), dimmed together FLASH_MS after it opened.
 */
function openBatch(): Set<Lit> {
  const batch = new Set<Lit>();
  litNow = batch;
  queueMicrotask(() => {
    if (litNow === batch) litNow = null;
  });
  setTimeout(() => {
    for (const lit of batch) {
      delete lit.dataset.flashing;
      batchOf.delete(lit);
    }
  }, FLASH_MS);
  return batch;
}

/**
 * Takes `element`'s light (`data-flashing`) off after FLASH_MS, with every other figure lit in the
 * same task (docs/live-market.md#the-live-path-feed--database--page): a screener tick lights fifty
 * prices in one React commit, and one timer for all of them is one task later that dims them
 * together, where a timer each was fifty tasks, each its own style invalidation. Returns the
 * cancel: the figure stays as it is and leaves its batch, as when it is lit again or unmounted.
 */
export function scheduleDimming(element: Lit): () => void {
  batchOf.get(element)?.delete(element);
  const batch = litNow ?? openBatch();
  batch.add(element);
  batchOf.set(element, batch);
  return () => {
    if (batchOf.get(element) !== batch) return;
    batch.delete(element);
    batchOf.delete(element);
  };
}
