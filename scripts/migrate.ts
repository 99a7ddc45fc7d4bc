import { prepareDatabase } from "./prepare-database";

/** `npm run db:migrate`: apply the committed migrations (and the embedded demo seed) without serving. */
await prepareDatabase();
