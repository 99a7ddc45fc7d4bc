/**
 * The browser-test servers' embedded databases. Migrating a new PGlite folder and loading the
 * 7,200-symbol snapshot into it took each server about half a minute; it is done once per run,
 * into a template folder, and each server starts from a copy (its own folder: PGlite is one
 * process per folder). `npm start` then finds the folder migrated and seeded, and only checks so.
 * The copy includes demo-admin.json, so both servers share the demo administrator's login.
 */
const TEMPLATE_DIR = ".data-e2e-template";

/**
 * Shell: a fresh template folder, migrated and seeded as `npm start` would (`npm run e2e:template`),
 * unless npm test made it already, beside the production build (scripts/test.sh sets
 * E2E_TEMPLATE_READY).
 */
export const prepareTemplate = `{ [ "\${E2E_TEMPLATE_READY:-}" = 1 ] || npm run -s e2e:template; }`;

/** Shell: `dataDir` replaced by a copy of the template (made by the first server's command). */
export const copyTemplateTo = (dataDir: string) =>
  `rm -rf ${dataDir} && cp -R ${TEMPLATE_DIR} ${dataDir}`;
