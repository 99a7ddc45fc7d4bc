// @vitest-environment jsdom
import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, expect, it, vi } from "vitest";
import { useHydrated } from "./use-hydrated";

// React's act() warns outside a test environment that says it is one; testing-library says so for its own tests.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

/** Records every value the hook gave, render by render. */
function Probe({ seen, label }: { seen: string[]; label: string }) {
  const hydrated = useHydrated();
  seen.push(`${label}:${hydrated}`);
  return <span>{hydrated ? "ready" : "waiting"}</span>;
}

function Page({ seen }: { seen: string[] }) {
  const [dialog, setDialog] = useState(false);
  return (
    <div>
      <Probe seen={seen} label="page" />
      <button type="button" onClick={() => setDialog(true)}>
        open
      </button>
      {dialog && <Probe seen={seen} label="dialog" />}
    </div>
  );
}

it("is false in the server's HTML and while hydrating, true after, and true at once for a part mounted later", async () => {
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(<Page seen={[]} />);
  expect(container.textContent).toContain("waiting");

  const mismatch = vi.spyOn(console, "error");
  const seen: string[] = [];
  await act(async () => void hydrateRoot(container, <Page seen={seen} />));
  expect(seen[0]).toBe("page:false");
  expect(seen.at(-1)).toBe("page:true");
  expect(container.textContent).toContain("ready");
  expect(mismatch).not.toHaveBeenCalled();

  seen.length = 0;
  await act(async () => container.querySelector("button")!.click());
  expect(seen.filter((entry) => entry.startsWith("dialog"))).toEqual(["dialog:true"]);
});
