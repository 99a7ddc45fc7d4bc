/**
 * Flags for the Node process that serves the app (scripts/run-next.ts); the benchmarks start their
 * servers with them too, so they measure what production runs.
 *
 * `--no-allocation-site-pretenuring`: V8 allocates straight into the old generation from any
 * allocation site whose objects mostly survived a young collection. node-postgres builds every row
 * of every query at one site, and a request keeps its rows alive while it serialises them, so that
 * site was soon pretenured: from then on each row was born old, held its fields (strings, numbers)
 * through every young collection, which copied them into the old generation too, and all of it
 * waited there for a full collection. bench/watchlist on PostgreSQL: each young collection kept
 * about 3 MB and took 6–15 ms; without pretenuring it keeps 0.05–0.8 MB and takes 1–2 ms, and the
 * direct read's p95 fell from 12–22 to 4–9 ms (bench/README.md; docs/decisions.md#server-calls).
 * @see https://github.com/v8/v8/blob/main/src/flags/flag-definitions.h (allocation_site_pretenuring)
 */
export const SERVER_NODE_FLAGS = ["--no-allocation-site-pretenuring"];
