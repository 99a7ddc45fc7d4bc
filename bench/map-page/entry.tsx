import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { TreemapBox } from "@/features/map/components/treemap-box";
import { layoutMap } from "@/features/map/layout-map";
import type { MapTile } from "@/features/map/map-tile";
import { summarizeSectors } from "@/features/map/summarize-sectors";

const root = createRoot(document.getElementById("root") as HTMLElement);
const frame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const plain = () => "plain" as const;

/** Times `draw` from its start to the frame after the browser laid out and painted what it rendered. */
async function timed(draw: () => void): Promise<number> {
  flushSync(() => root.render(null));
  await frame();
  const started = performance.now();
  draw();
  await frame();
  return performance.now() - started;
}

/** Of the last map drawn: ms in the layout, and in React's render and commit (the rest is the browser's). */
const split = { layout: 0, react: 0 };

/** The map as /map draws it: the layout of every tile, then the tiles as React renders them. */
function renderMap(tiles: MapTile[]): Promise<number> {
  return timed(() => {
    const started = performance.now();
    const layout = layoutMap(tiles, 1000, 620);
    const sectors = summarizeSectors(tiles);
    const laid = performance.now();
    split.layout = laid - started;
    flushSync(() =>
      root.render(
        <TreemapBox
          layout={layout}
          window="day"
          sectors={sectors}
          sectorHref={(sector) => `/map?sector=${sector}`}
          lookOf={plain}
          quotes={new Map()}
        />,
      ),
    );
    split.react = performance.now() - laid;
  });
}

/** The baseline: as many plain positioned divs, in a grid, through the same React. */
function renderDivs(count: number): Promise<number> {
  const side = Math.ceil(Math.sqrt(count));
  return timed(() =>
    flushSync(() =>
      root.render(
        <div style={{ position: "relative", width: "100%", aspectRatio: "1000 / 620" }}>
          {Array.from({ length: count }, (_, i) => (
            <div
              key={i}
              style={{
                position: "absolute",
                left: `${((i % side) / side) * 100}%`,
                top: `${(Math.floor(i / side) / side) * 100}%`,
                width: `${100 / side}%`,
                height: `${100 / side}%`,
                backgroundColor: "rgb(65 69 84)",
              }}
            />
          ))}
        </div>,
      ),
    ),
  );
}

Object.assign(window, { renderMap, renderDivs, mapSplit: () => ({ ...split }) });
