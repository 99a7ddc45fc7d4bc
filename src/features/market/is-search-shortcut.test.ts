// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { isSearchShortcut } from "./is-search-shortcut";

function press(key: string, target: Element, init: KeyboardEventInit = {}): boolean {
  let answer = false;
  target.addEventListener(
    "keydown",
    (event) => (answer = isSearchShortcut(event as KeyboardEvent)),
    { once: true },
  );
  target.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true, ...init }));
  return answer;
}

describe("isSearchShortcut", () => {
  const page = document.createElement("main");
  const field = document.createElement("input");
  const editor = document.createElement("div");
  editor.setAttribute("contenteditable", "true");
  const insideEditor = document.createElement("span");
  editor.append(insideEditor);
  document.body.append(page, field, editor);

  it("opens on / outside text fields, and not while typing one", () => {
    expect(press("/", page)).toBe(true);
    expect(press("/", field)).toBe(false);
    expect(press("/", insideEditor)).toBe(false);
  });

  it("opens on Ctrl-K and ⌘-K from anywhere, a field included", () => {
    expect(press("k", page, { ctrlKey: true })).toBe(true);
    expect(press("K", field, { metaKey: true })).toBe(true);
  });

  it("leaves other keys and combinations alone", () => {
    expect(press("k", page)).toBe(false);
    expect(press("/", page, { altKey: true })).toBe(false);
    expect(press("/", page, { ctrlKey: true })).toBe(false);
    expect(press("k", page, { ctrlKey: true, altKey: true })).toBe(false);
  });
});
