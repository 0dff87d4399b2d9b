// A few helpers to build the page's elements without a framework.

type Attributes = Record<string, string | boolean | number | null | undefined>;

/** An element with attributes (`false`/`null` leave one out) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  children: readonly (Node | string)[] = [],
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false || value === null || value === undefined) continue;
    element.setAttribute(name, value === true ? "" : String(value));
  }
  element.append(...children);
  return element;
}

/** Sets or removes an attribute. */
export function attribute(element: Element, name: string, value: string | boolean | null): void {
  if (value === false || value === null) element.removeAttribute(name);
  else element.setAttribute(name, value === true ? "" : value);
}

/** Sets a text only when it changed, so that a live region speaks only about news. */
export function text(element: Element, value: string): void {
  if (element.textContent !== value) element.textContent = value;
}

const SVG = "http://www.w3.org/2000/svg";

/** A small icon from a path on a 24×24 grid; decorative: the button's text names it. */
export function icon(path: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("class", "icon");
  const shape = document.createElementNS(SVG, "path");
  shape.setAttribute("d", path);
  svg.append(shape);
  return svg;
}

export const ICONS = {
  help: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 16.5a1.3 1.3 0 1 1 0-2.6 1.3 1.3 0 0 1 0 2.6Zm1.4-5.2v.9h-2.6v-1.4c0-1.4 1.1-2 2-2.5.8-.4 1.3-.7 1.3-1.4 0-.8-.7-1.4-1.8-1.4-1 0-1.8.5-2.2 1.4L7.9 7.8C8.7 6.1 10.2 5.3 12.1 5.3c2.5 0 4.3 1.4 4.3 3.5 0 1.9-1.4 2.8-2.4 3.3-.4.3-.6.5-.6 1.2Z",
  hint: "M12 2a7 7 0 0 0-4 12.7V17a1 1 0 0 0 1 1h6a1 1 0 0 0 1-1v-2.3A7 7 0 0 0 12 2Zm-3 18h6v1a1 1 0 0 1-1 1h-4a1 1 0 0 1-1-1v-1Z",
  undo: "M9 5 3 10.5 9 16v-3.6c4.4 0 7.6 1.3 10 4.6-.9-4.7-3.9-8.6-10-9.4V5Z",
  restart: "M12 4V1L7 5.5 12 10V6.5a5.5 5.5 0 1 1-5.5 5.5H4a8 8 0 1 0 8-8Z",
  easier: "M4 10.5h16v3H4z",
  harder: "M10.5 4h3v6.5H20v3h-6.5V20h-3v-6.5H4v-3h6.5z",
  language: "M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm6.9 6h-3a15.6 15.6 0 0 0-1.3-3.9A8 8 0 0 1 18.9 8ZM12 4c.8 1.2 1.5 2.5 1.9 4h-3.8c.4-1.5 1.1-2.8 1.9-4ZM4.3 14a8 8 0 0 1 0-4h3.4a16.5 16.5 0 0 0 0 4H4.3Zm.8 2h3a15.6 15.6 0 0 0 1.3 3.9A8 8 0 0 1 5.1 16Zm3-8h-3a8 8 0 0 1 4.3-3.9C8.8 5.3 8.4 6.6 8.1 8ZM12 20c-.8-1.2-1.5-2.5-1.9-4h3.8c-.4 1.5-1.1 2.8-1.9 4Zm2.3-6H9.7a14.7 14.7 0 0 1 0-4h4.6a14.7 14.7 0 0 1 0 4Zm.3 5.9c.6-1.2 1-2.5 1.3-3.9h3a8 8 0 0 1-4.3 3.9Zm1.7-5.9a16.5 16.5 0 0 0 0-4h3.4a8 8 0 0 1 0 4h-3.4Z",
  home: "M12 3 2 12h3v8h5v-6h4v6h5v-8h3L12 3Z",
  players: "M8 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7Zm8 0a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8 13c-3.3 0-6 1.7-6 4v2h12v-2c0-2.3-2.7-4-6-4Zm8 0c-.6 0-1.2.1-1.8.2 1.1.9 1.8 2.2 1.8 3.8v2h6v-2c0-2.3-2.7-4-6-4Z",
} as const;
