import { SERVER_NODE_FLAGS } from "../scripts/server-node-flags";

/**
 * Throws unless this process runs with the Node flags production's server runs with
 * (scripts/server-node-flags.ts): a bench that times server code in its own process would
 * otherwise time a server that does not exist. The bench's npm script passes them.
 */
export function requireServerNodeFlags(npmScript: string): void {
  const missing = SERVER_NODE_FLAGS.filter((flag) => !process.execArgv.includes(flag));
  if (missing.length > 0)
    throw new Error(
      `Run it as \`npm run ${npmScript}\`: this process lacks the server's Node flags ${missing.join(" ")} (scripts/server-node-flags.ts).`,
    );
}
