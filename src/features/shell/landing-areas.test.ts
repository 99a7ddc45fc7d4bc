import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { availableAreas, upcomingAreas } from "./landing-areas";

/** Whether the app has pages under `route`'s first segment (`/stocks/AAPL` → src/app/stocks). */
function hasPage(route: string): boolean {
  const segment = route.split("/")[1] ?? "";
  return segment !== "" && existsSync(path.join(process.cwd(), "src/app", segment));
}

describe("the landing page's areas", () => {
  it("links only to pages that exist", () => {
    expect(availableAreas.filter((area) => !hasPage(area.href)).map((area) => area.href)).toEqual(
      [],
    );
  });

  it("calls nothing 'coming soon' whose page already exists", () => {
    expect(upcomingAreas.filter((area) => hasPage(area.route)).map((area) => area.route)).toEqual(
      [],
    );
  });
});
