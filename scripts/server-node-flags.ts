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
 *
 * `--max-old-space-size=512`: the heap a node may grow to (docs/scaling.md#memory). V8's default
 * here is about 4 GB, and it collects lazily below it: a node's resident memory grew from 490 MB to
 * over 1 GB under load with about 110 MB live. Capped, V8 collects sooner and the node stayed
 * under 650 MB (bench/README.md, bench:load); the live heap leaves it four times that room.
 */
export const SERVER_NODE_FLAGS = ["--no-allocation-site-pretenuring", "--max-old-space-size=512"];
