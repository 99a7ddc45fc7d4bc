import type { Page } from "@playwright/test";

/** What idb-keyval stored in the page's IndexedDB (database `keyval-store`, store `keyval`): key → text. */
export async function readKeyval(page: Page): Promise<Record<string, string>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, string>>((resolve, reject) => {
        const open = indexedDB.open("keyval-store");
        open.onupgradeneeded = () => open.result.createObjectStore("keyval");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction("keyval").objectStore("keyval");
          const keys = store.getAllKeys();
          const values = store.getAll();
          values.onsuccess = () => {
            resolve(
              Object.fromEntries(
                keys.result.map((key, i) => [String(key), String(values.result[i])]),
              ),
            );
            open.result.close();
          };
        };
      }),
  );
}
