import { z } from "zod";

/**
 * The page direction TanStack's infinite queries send beside the cursor. A strict input must
 * accept it or every page of an infinite list is refused; the lists here only go back in time,
 * so it is accepted and not read.
 * @see https://trpc.io/docs/client/tanstack-react-query/usage#infiniteQueryOptions
 */
export const pageDirection = z.enum(["forward", "backward"]).optional();
