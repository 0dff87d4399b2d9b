// The nine pictures of the sign-in codes, drawn as simple shapes a six-year-old tells apart
// without reading: each its own shape and its own colour, so that a child who cannot tell two
// colours apart still tells the shapes. Numbered 1 to 9 as the protocol numbers them; their
// names (`signin-picture-<n>`) are for screen readers and for the printed cards.

const SVG = "http://www.w3.org/2000/svg";

type Shape = [tag: "circle" | "path" | "rect" | "ellipse", attributes: Record<string, string | number>];

/** Each picture on a 48×48 grid. */
const PICTURES: Record<number, Shape[]> = {
  // 1: a sun
  1: [
    ["circle", { cx: 24, cy: 24, r: 10, fill: "#f5b700" }],
    [
      "path",
      {
        d: "M24 3v7M24 38v7M3 24h7M38 24h7M9 9l5 5M34 34l5 5M9 39l5-5M34 14l5-5",
        stroke: "#f5b700",
        "stroke-width": 4,
        "stroke-linecap": "round",
        fill: "none",
      },
    ],
  ],
  // 2: a moon
  2: [["path", { d: "M30 5a19 19 0 1 0 13 30A16 16 0 0 1 30 5Z", fill: "#3d5a98" }]],
  // 3: a star
  3: [["path", { d: "M24 4l5.9 12.6 13.8 1.6-10.2 9.4 2.8 13.6L24 34.4 11.7 41.2l2.8-13.6L4.3 18.2l13.8-1.6Z", fill: "#e8731c" }]],
  // 4: a tree
  4: [
    ["rect", { x: 21, y: 30, width: 6, height: 14, fill: "#7a4a21" }],
    ["circle", { cx: 24, cy: 20, r: 15, fill: "#2e9a3e" }],
  ],
  // 5: a fish
  5: [
    ["path", { d: "M4 24c8-12 24-14 32 0-8 14-24 12-32 0Zm32 0 9-9v18Z", fill: "#1b8fc9" }],
    ["circle", { cx: 14, cy: 22, r: 2.5, fill: "#ffffff" }],
  ],
  // 6: a cat's face
  6: [
    ["path", { d: "M8 6l10 9h12l10-9v22a16 15 0 0 1-32 0Z", fill: "#8a8a8a" }],
    ["circle", { cx: 18, cy: 26, r: 2.5, fill: "#1c1c1c" }],
    ["circle", { cx: 30, cy: 26, r: 2.5, fill: "#1c1c1c" }],
    ["path", { d: "M21 33h6l-3 3Z", fill: "#d9547a" }],
  ],
  // 7: a house
  7: [
    ["path", { d: "M24 5 4 23h6v20h28V23h6Z", fill: "#c0392b" }],
    ["rect", { x: 20, y: 30, width: 8, height: 13, fill: "#fdf1dc" }],
  ],
  // 8: a heart
  8: [["path", { d: "M24 43S5 31 5 17a10 10 0 0 1 19-4 10 10 0 0 1 19 4c0 14-19 26-19 26Z", fill: "#d9276d" }]],
  // 9: a flower
  9: [
    ["circle", { cx: 24, cy: 11, r: 8, fill: "#9b59b6" }],
    ["circle", { cx: 37, cy: 21, r: 8, fill: "#9b59b6" }],
    ["circle", { cx: 32, cy: 36, r: 8, fill: "#9b59b6" }],
    ["circle", { cx: 16, cy: 36, r: 8, fill: "#9b59b6" }],
    ["circle", { cx: 11, cy: 21, r: 8, fill: "#9b59b6" }],
    ["circle", { cx: 24, cy: 25, r: 7, fill: "#f5d000" }],
  ],
};

/** Picture `n` (1–9) as an SVG element, decorative: its button carries its name. */
export function picture(n: number): SVGSVGElement {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 48 48");
  svg.setAttribute("aria-hidden", "true");
  svg.setAttribute("class", "picture");
  svg.dataset.picture = String(n);
  for (const [tag, attributes] of PICTURES[n] ?? []) {
    const shape = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(attributes)) shape.setAttribute(name, String(value));
    svg.append(shape);
  }
  return svg;
}

/** The message naming picture `n`. */
export function pictureName(n: number): string {
  return `signin-picture-${n}`;
}
