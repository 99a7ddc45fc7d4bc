import { TRPC_ENDPOINT } from "@/lib/trpc/trpc-endpoint";
import { createTrpcRequestHandler } from "@/server/api/handle-trpc-request";
import { getDb, getReadDb } from "@/server/db/get-database";
import { registerDirectRoute } from "@/server/http/direct-route";

const handler = createTrpcRequestHandler({ getDb, getReadDb });
// Once Next has loaded this module, the server answers tRPC's requests with the handler itself.
registerDirectRoute(`${TRPC_ENDPOINT}/`, handler);

export { handler as GET, handler as POST };
