// A shower of coloured seeds that fall for a few seconds over a won game, as the desktop's
// ui/celebration.slint: 28 seeds spread across the width, each with its own speed, delay,
// colour and sway. It draws only: it takes no taps and says nothing to a screen reader (the
// end's words say it). Once the seeds have fallen it leaves nothing behind, and a child who
// asked the system for less motion gets none.

import { h } from "./dom";

/** How long the seeds fall, in milliseconds. */
export const CELEBRATION_TIME = 3000;

const SEEDS = 28;
const COLOURS = ["var(--playable)", "var(--hint)", "var(--preview)", "var(--feeding)"] as const;

/** Lets seeds rain over `parent` for a few seconds; nothing when motion is to be reduced. */
export function celebrate(parent: HTMLElement): void {
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  parent.querySelector(":scope > .celebration")?.remove();
  const seeds = Array.from({ length: SEEDS }, (_, i) => {
    // The desktop's spread: the same column, speed, delay and colour for seed i.
    const column = ((i * 37) % 100) / 100;
    const speed = 0.55 + ((i * 13) % 7) / 10;
    const delay = (i * 170) % 900;
    const seed = h("span", { class: "celebration-seed" });
    seed.style.left = `${String(column * 100)}%`;
    seed.style.background = COLOURS[i % COLOURS.length] ?? "var(--playable)";
    // A seed falls the screen's height (and a bit) in 1.6 s at speed 1.
    seed.style.animationDuration = `${String(Math.round(1600 / speed))}ms`;
    seed.style.animationDelay = `${String(delay)}ms`;
    return seed;
  });
  const shower = h("div", { class: "celebration", "aria-hidden": "true" }, seeds);
  parent.append(shower);
  window.setTimeout(() => {
    shower.remove();
  }, CELEBRATION_TIME);
}
