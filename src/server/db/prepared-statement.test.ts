import { describe, expect, it, vi } from "vitest";
import type { Database } from "./create-database";
import { preparedStatement } from "./prepared-statement";

describe("preparedStatement", () => {
  it("prepares once per database handle, and apart for each handle", () => {
    const prepare = vi.fn((db: Database) => ({ on: db }));
    const statement = preparedStatement(prepare);
    const [primary, replica] = [{} as Database, {} as Database];
    const first = statement(primary);
    expect(statement(primary)).toBe(first);
    expect(statement(replica)).not.toBe(first);
    expect(statement(replica).on).toBe(replica);
    expect(prepare).toHaveBeenCalledTimes(2);
  });
});
