// The nine pictures of the children's picture codes, numbered 1 to 9 as the protocol's
// `sign-in` numbers them: simple drawings in inline SVG (no emoji, which look different on
// every tablet and are missing on some), each with its own shape and colour, so that a
// child who cannot read yet finds theirs on the card and on the screen. The sign-in
// screens and the teacher's cards draw them from here.

const SVG = "http://www.w3.org/2000/svg";

/** Each picture: its name's message id and its shapes (SVG elements in a 0–100 box). */
export const PICTURES: readonly { id: string; shapes: readonly [string, Record<string, string>][] }[] = [
  {
    id: "roster-picture-sun",
    shapes: [
      ["circle", { cx: "50", cy: "50", r: "22", fill: "#f5b700" }],
      [
        "path",
        {
          d: "M50 8v14M50 78v14M8 50h14M78 50h14M20 20l10 10M70 70l10 10M80 20L70 30M30 70L20 80",
          stroke: "#e08e00",
          "stroke-width": "7",
          "stroke-linecap": "round",
        },
      ],
    ],
  },
  {
    id: "roster-picture-tree",
    shapes: [
      ["rect", { x: "43", y: "58", width: "14", height: "34", fill: "#7a4a1e" }],
      ["circle", { cx: "50", cy: "40", r: "30", fill: "#2f9e44" }],
    ],
  },
  {
    id: "roster-picture-fish",
    shapes: [
      ["ellipse", { cx: "44", cy: "50", rx: "30", ry: "20", fill: "#1c7ed6" }],
      ["path", { d: "M70 50L94 30V70Z", fill: "#1c7ed6" }],
      ["circle", { cx: "30", cy: "45", r: "5", fill: "#ffffff" }],
    ],
  },
  {
    id: "roster-picture-flower",
    shapes: [
      ["rect", { x: "47", y: "55", width: "6", height: "38", fill: "#2f9e44" }],
      ["circle", { cx: "50", cy: "22", r: "13", fill: "#e64980" }],
      ["circle", { cx: "30", cy: "38", r: "13", fill: "#e64980" }],
      ["circle", { cx: "70", cy: "38", r: "13", fill: "#e64980" }],
      ["circle", { cx: "38", cy: "58", r: "13", fill: "#e64980" }],
      ["circle", { cx: "62", cy: "58", r: "13", fill: "#e64980" }],
      ["circle", { cx: "50", cy: "42", r: "10", fill: "#fcc419" }],
    ],
  },
  {
    id: "roster-picture-apple",
    shapes: [
      ["circle", { cx: "50", cy: "58", r: "32", fill: "#e03131" }],
      ["rect", { x: "47", y: "12", width: "6", height: "18", fill: "#7a4a1e" }],
      ["ellipse", { cx: "64", cy: "22", rx: "12", ry: "6", fill: "#2f9e44" }],
    ],
  },
  {
    id: "roster-picture-boat",
    shapes: [
      ["path", { d: "M10 64h80L76 86H24Z", fill: "#7a4a1e" }],
      ["rect", { x: "48", y: "14", width: "5", height: "50", fill: "#495057" }],
      ["path", { d: "M53 16L84 58H53Z", fill: "#ffffff", stroke: "#495057", "stroke-width": "3" }],
    ],
  },
  {
    id: "roster-picture-star",
    shapes: [
      [
        "path",
        {
          d: "M50 8l12 28 30 3-23 20 7 30-26-16-26 16 7-30L8 39l30-3z",
          fill: "#fab005",
          stroke: "#e08e00",
          "stroke-width": "3",
        },
      ],
    ],
  },
  {
    id: "roster-picture-cat",
    shapes: [
      ["path", { d: "M22 40L26 10 44 28H56L74 10 78 40Z", fill: "#868e96" }],
      ["circle", { cx: "50", cy: "55", r: "32", fill: "#868e96" }],
      ["circle", { cx: "38", cy: "50", r: "5", fill: "#212529" }],
      ["circle", { cx: "62", cy: "50", r: "5", fill: "#212529" }],
      ["path", { d: "M44 64q6 6 12 0", stroke: "#212529", "stroke-width": "3", fill: "none" }],
    ],
  },
  {
    id: "roster-picture-ball",
    shapes: [
      ["circle", { cx: "50", cy: "50", r: "38", fill: "#7048e8" }],
      ["path", { d: "M12 50h76M50 12v76", stroke: "#ffffff", "stroke-width": "6" }],
    ],
  },
];

/** Picture `number` (1–9) as an SVG element of `size` pixels, named for a screen reader by
 *  `label` (its name in the page's language). */
export function picture(number: number, size: number, label: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, "svg");
  svg.setAttribute("viewBox", "0 0 100 100");
  svg.setAttribute("width", String(size));
  svg.setAttribute("height", String(size));
  svg.setAttribute("role", "img");
  svg.setAttribute("aria-label", label);
  svg.setAttribute("class", "roster-picture");
  svg.dataset["picture"] = String(number);
  for (const [tag, attributes] of PICTURES[number - 1]?.shapes ?? []) {
    const shape = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(attributes)) shape.setAttribute(name, value);
    svg.append(shape);
  }
  return svg;
}

/** The message id of picture `number`'s name. */
export function pictureName(number: number): string {
  return PICTURES[number - 1]?.id ?? "roster-picture-sun";
}
