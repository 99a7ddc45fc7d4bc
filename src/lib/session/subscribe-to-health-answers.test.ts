import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { subscribeToHealthAnswers } from "./subscribe-to-health-answers";

describe("following the health poll's answers", () => {
  it("reports each answer of the poll, null for the server's and the error for a failure, and nothing of other queries", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answers: unknown[] = [];
    const stop = subscribeToHealthAnswers(queryClient, ["health"], (error) => answers.push(error));
    const down = new TypeError("Failed to fetch");
    await queryClient.fetchQuery({ queryKey: ["health"], queryFn: () => ({ ok: true }) });
    await queryClient
      .fetchQuery({ queryKey: ["health"], queryFn: () => Promise.reject(down), staleTime: 0 })
      .catch(() => undefined);
    await queryClient.fetchQuery({ queryKey: ["quotes"], queryFn: () => [] });
    stop();
    await queryClient.fetchQuery({
      queryKey: ["health"],
      queryFn: () => ({ ok: true }),
      staleTime: 0,
    });
    expect(answers).toEqual([null, down]);
  });
});
