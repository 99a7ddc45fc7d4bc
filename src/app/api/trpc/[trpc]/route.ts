import { createTrpcRequestHandler } from "@/server/api/handle-trpc-request";
import { getDb } from "@/server/db/get-database";

const handler = createTrpcRequestHandler({ getDb });

export { handler as GET, handler as POST };
