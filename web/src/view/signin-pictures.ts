// The nine pictures of the sign-in codes, the same drawings as on the sign-in cards the
// teacher prints (teacher/roster-pictures.ts), numbered 1 to 9 as the protocol numbers them.
// Their names (`roster-picture-…`, in teacher.ftl) are written out here whole, so that the
// page's build gathers them into the page's texts.

import { picture as drawn } from "../teacher/roster-pictures";

/** Each picture's name, by number (1 first). */
const NAMES = [
  "roster-picture-sun",
  "roster-picture-tree",
  "roster-picture-fish",
  "roster-picture-flower",
  "roster-picture-apple",
  "roster-picture-boat",
  "roster-picture-star",
  "roster-picture-cat",
  "roster-picture-ball",
] as const;

/** Picture `n` (1–9) as an SVG element, decorative: its button carries its name. */
export function picture(n: number): SVGSVGElement {
  const svg = drawn(n, 48, "");
  svg.removeAttribute("role");
  svg.removeAttribute("aria-label");
  svg.setAttribute("aria-hidden", "true");
  svg.classList.add("picture");
  return svg;
}

/** The message naming picture `n`. */
export function pictureName(n: number): string {
  return NAMES[n - 1] ?? NAMES[0];
}
