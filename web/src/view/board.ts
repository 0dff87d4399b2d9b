// The board, drawn from the game's layout as the desktop draws it: the other player's row on
// top (its last house on the left), the seated child's row below (South's, or North's for
// the child who joined a classmate's room or sits second in a tournament game: the board is
// turned round for them, as on the desktop), Kalah's and Congkak's stores at the ends where
// the seeds go, each marked in its owner's colour and word, Togyz Kumalak's kazans between
// the rows, Oware's captured seeds beside the players' names. On a screen too narrow for the
// rows the whole board turns a quarter clockwise, so that a phone held upright still gets
// houses a finger can hit, and the child's store comes down beside the child's own name;
// sowing stays counter-clockwise. Each house is a button named, for a screen reader, by its
// letter, seeds and whether it can be played.

import { letter, owner, pits, row, type Layout } from "../layout";
import type { Side } from "../wire";
import { attribute, h, text } from "./dom";

export interface HouseDraw {
  /** The letter written on the house, in the language of the moment. */
  letter: string;
  seeds: number;
  playable: boolean;
  feeding: boolean;
  lastOrigin: boolean;
  sown: boolean;
  lifted: boolean;
  captured: boolean;
  hinted: boolean;
  refused: boolean;
  tuzdyk: "south" | "north" | null;
  label: string;
  previewLast: boolean;
  previewTaken: number;
  /** What the house would do, in words, for a screen reader. */
  preview: string;
}

export interface StoreDraw {
  seeds: number;
  /** Whose it is, in a word or two, written on it ("Yours", "Tux's", "Ana"). */
  owner: string;
  sown: boolean;
  previewLast: boolean;
  label: string;
}

export interface BoardDraw {
  houses: HouseDraw[];
  /** South's, then North's. */
  stores: [StoreDraw, StoreDraw];
  inHand: number;
  tuzdykMark: string;
}

export interface BoardInput {
  play(house: number): void;
  /** The house looked at (hovered, held, focused), or `null`. */
  look(house: number | null): void;
}

/** Seeds drawn in a house; beyond this many the count alone says the rest. */
const DRAWN_SEEDS = 18;

/** Where seeds sit in a pit, as fractions: a sunflower spiral that looks hand-placed. */
const SPOTS: readonly [number, number][] = [
  [0.557, 0.47], [0.428, 0.536], [0.511, 0.344], [0.591, 0.589], [0.333, 0.44], [0.659, 0.369],
  [0.447, 0.667], [0.399, 0.275], [0.719, 0.55], [0.272, 0.564], [0.61, 0.235], [0.581, 0.729],
  [0.255, 0.328], [0.788, 0.407], [0.325, 0.72], [0.459, 0.157], [0.749, 0.68], [0.165, 0.484],
];

/** How long a finger rests on a house before its preview shows. */
const HOLD_MS = 350;

interface HouseParts {
  button: HTMLButtonElement;
  letter: HTMLElement;
  seeds: HTMLElement[];
  count: HTMLElement;
  hand: HTMLElement;
  taken: HTMLElement;
  mark: HTMLElement;
}

interface StoreParts {
  box: HTMLElement;
  seeds: HTMLElement[];
  count: HTMLElement;
  owner: HTMLElement;
}

/** A board's size in houses: columns and rows, at the scale of one house. */
function span(cells: number): number {
  return cells + (cells + 1) * GAP + 0.1;
}

/** The gap between two houses, and the board's padding, for a house of 1. */
const GAP = 0.12;

/** The smallest house a finger can hit. */
const FINGER = 48;

export class BoardView {
  readonly element: HTMLElement;
  private readonly houses: HouseParts[] = [];
  private readonly stores: StoreParts[] = [];
  private portrait = false;
  private hold: number | null = null;
  /** The other player's side, drawn on top. */
  private readonly top: Side;

  constructor(
    private readonly layout: Layout,
    private readonly input: BoardInput,
    /** The side whose row is drawn at the bottom: the seated child's. */
    private readonly bottom: Side = "south",
  ) {
    this.top = bottom === "south" ? "north" : "south";
    this.element = h("div", { class: `board stores-${layout.stores} bottom-${bottom}` });
    for (let house = 0; house < pits(layout); house++) {
      this.houses.push(this.makeHouse(house));
    }
    for (const side of ["south", "north"] as const) {
      if (layout.stores !== "aside") this.stores.push(this.makeStore(side));
    }
    this.place();
    this.element.addEventListener("keydown", (event) => {
      this.arrowKeys(event);
    });
  }

  /** Whether the board turns for a box of this size: when its rows would not give a finger
   *  room (48 px) across, or when turned it gets clearly bigger houses. */
  turnsFor(width: number, height: number): boolean {
    const size = (portrait: boolean) => {
      const [columns, rows] = this.grid(portrait);
      return Math.min(width / span(columns), height / span(rows));
    };
    const [landscapeColumns] = this.grid(false);
    const tooWide = width / span(landscapeColumns) < FINGER;
    return tooWide || size(true) > size(false) * 1.1;
  }

  /** Lays the board out for a box of this size, turned or not, with the houses as big as the
   *  box allows. Houses never get smaller than a finger: when the board is then too tall the
   *  answer is the height it needs, for the page to scroll down (never across). */
  fit(width: number, height: number, portrait: boolean): number | null {
    if (portrait !== this.portrait) {
      this.portrait = portrait;
      this.place();
    }
    const [columns, rows] = this.grid(portrait);
    const fitting = Math.floor(Math.min(width / span(columns), height / span(rows)));
    const pit = Math.max(FINGER, Math.min(180, fitting, Math.floor(width / span(columns))));
    this.element.style.setProperty("--house", `${pit}px`);
    return fitting < FINGER ? Math.ceil(pit * span(rows)) : null;
  }

  /** Whether the board is drawn turned a quarter. */
  get turned(): boolean {
    return this.portrait;
  }

  /** Columns and rows of the board as drawn. */
  private grid(portrait = this.portrait): [number, number] {
    const ends = this.layout.stores === "path" ? 2 : 0;
    const across = this.layout.housesPerSide + ends;
    // The kazans' row is a little lower than a row of houses.
    const down = this.layout.stores === "kazans" ? 2.7 : 2;
    return portrait ? [down, across] : [across, down];
  }

  /** Puts every house and store in its cell. Landscape (column, row) from the top left;
   *  portrait is the same board turned a quarter clockwise, so that the bottom row's store,
   *  on its right, comes down to the bottom, under the child's name. */
  private place(): void {
    const n = this.layout.housesPerSide;
    const offset = this.layout.stores === "path" ? 1 : 0;
    const across = n + 2 * offset;
    const middle = this.layout.stores === "kazans" ? 1 : 0;
    const down = 2 + middle;
    const cell = (column: number, rowIndex: number, span = 1, rowSpan = 1) => {
      // Turned: the landscape's column c becomes row c, its row r the column (down - 1 - r).
      const [c, r, cs, rs] = this.portrait
        ? [down - rowIndex - rowSpan, column, rowSpan, span]
        : [column, rowIndex, span, rowSpan];
      return `${r + 1} / ${c + 1} / span ${rs} / span ${cs}`;
    };
    this.element.classList.toggle("portrait", this.portrait);
    const [columns, rows] = this.grid();
    this.element.style.gridTemplateColumns = `repeat(${Math.ceil(columns)}, auto)`;
    this.element.style.gridTemplateRows = `repeat(${Math.ceil(rows)}, auto)`;
    row(this.layout, this.bottom).forEach((house, i) => {
      this.houses[house]?.button.style.setProperty("grid-area", cell(offset + i, 1 + middle));
    });
    row(this.layout, this.top).forEach((house, i) => {
      this.houses[house]?.button.style.setProperty("grid-area", cell(offset + n - 1 - i, 0));
    });
    const [south, north] = this.stores;
    const [near, far] = this.bottom === "south" ? [south, north] : [north, south];
    if (near && far) {
      if (this.layout.stores === "path") {
        far.box.style.setProperty("grid-area", cell(0, 0, 1, 2));
        near.box.style.setProperty("grid-area", cell(across - 1, 0, 1, 2));
      } else {
        const half = Math.floor(n / 2);
        far.box.style.setProperty("grid-area", cell(0, 1, half));
        near.box.style.setProperty("grid-area", cell(half, 1, n - half));
      }
    }
  }

  /** A house's button; `data-house` holds the protocol's letter, what the wire says. */
  private makeHouse(house: number): HouseParts {
    const seeds = SPOTS.map(([x, y]) => seedAt(x * 100, y * 100));
    const count = h("span", { class: "count", "aria-hidden": "true" });
    const hand = h("span", { class: "hand", "aria-hidden": "true" });
    const taken = h("span", { class: "taken", "aria-hidden": "true" });
    const mark = h("span", { class: "tuzdyk-mark", "aria-hidden": "true" });
    const shownLetter = h("span", { class: "letter", "aria-hidden": "true" });
    const button = h(
      "button",
      {
        type: "button",
        class: `house ${owner(this.layout, house)}`,
        "data-house": letter(this.layout, house),
        tabindex: -1,
      },
      [
        h("span", { class: "pit" }, [h("span", { class: "pile" }, seeds), mark, hand, taken]),
        shownLetter,
        count,
      ],
    );
    button.addEventListener("click", () => {
      this.input.play(house);
    });
    button.addEventListener("pointerenter", (event) => {
      if (event.pointerType === "mouse") this.input.look(house);
    });
    button.addEventListener("pointerleave", () => {
      this.endHold();
      this.input.look(null);
    });
    button.addEventListener("pointerdown", (event) => {
      if (event.pointerType === "mouse") return;
      this.endHold();
      this.hold = window.setTimeout(() => {
        this.input.look(house);
      }, HOLD_MS);
    });
    button.addEventListener("pointerup", () => {
      this.endHold();
    });
    button.addEventListener("pointercancel", () => {
      this.endHold();
      this.input.look(null);
    });
    // A long press shows the preview, not the browser's menu.
    button.addEventListener("contextmenu", (event) => {
      event.preventDefault();
    });
    button.addEventListener("focus", () => {
      this.input.look(house);
    });
    button.addEventListener("blur", () => {
      this.input.look(null);
    });
    this.element.append(button);
    return { button, letter: shownLetter, seeds, count, hand, taken, mark };
  }

  private endHold(): void {
    if (this.hold !== null) window.clearTimeout(this.hold);
    this.hold = null;
  }

  private makeStore(side: "south" | "north"): StoreParts {
    const seeds = Array.from({ length: 24 }, (_, i) => seedAt(20 + ((i * 37) % 60), 8 + ((i * 53) % 84)));
    const count = h("span", { class: "count", "aria-hidden": "true" });
    // The store's own name says whose it is to a screen reader; this is for the eyes.
    const owner = h("span", { class: "owner", "aria-hidden": "true" });
    const box = h("div", { class: `store ${side}`, role: "img" }, [
      h("span", { class: "pile" }, seeds),
      owner,
      count,
    ]);
    this.element.append(box);
    return { box, seeds, count, owner };
  }

  draw(draw: BoardDraw): void {
    draw.houses.forEach((house, index) => {
      const parts = this.houses[index];
      if (parts) drawHouse(parts, house, draw.inHand, draw.tuzdykMark);
    });
    const tabbable = this.houses.some((_, index) => draw.houses[index]?.playable);
    this.houses.forEach((parts, index) => {
      const playable = draw.houses[index]?.playable ?? false;
      // Tab stops on the houses that can be played; the arrow keys reach every house.
      parts.button.tabIndex = playable || (!tabbable && index === 0) ? 0 : -1;
    });
    this.stores.forEach((parts, index) => {
      const store = draw.stores[index];
      if (!store) return;
      text(parts.count, String(store.seeds));
      text(parts.owner, store.owner);
      parts.seeds.forEach((seed, i) => seed.classList.toggle("shown", i < store.seeds));
      parts.box.classList.toggle("sown", store.sown);
      parts.box.classList.toggle("preview-last", store.previewLast);
      attribute(parts.box, "aria-label", store.label);
    });
  }

  /** The first house of the bottom row, from the left, that can be played now. */
  firstPlayable(): HTMLButtonElement | undefined {
    return row(this.layout, this.bottom)
      .map((house) => this.houses[house]?.button)
      .find((button) => button?.classList.contains("playable"));
  }

  /** The house buttons, for the keyboard and the tests. */
  houseButton(house: number): HTMLButtonElement | undefined {
    return this.houses[house]?.button;
  }

  private arrowKeys(event: KeyboardEvent): void {
    const index = this.houses.findIndex((parts) => parts.button === document.activeElement);
    if (index < 0 || event.ctrlKey || event.altKey || event.metaKey) return;
    const n = this.layout.housesPerSide;
    const far = owner(this.layout, index) === this.top;
    const nearRow = row(this.layout, this.bottom);
    const farRow = row(this.layout, this.top);
    // The column as drawn in landscape, from the left.
    const column = far ? n - 1 - farRow.indexOf(index) : nearRow.indexOf(index);
    let [dx, dy] = [0, 0];
    switch (event.key) {
      case "ArrowLeft": dx = -1; break;
      case "ArrowRight": dx = 1; break;
      case "ArrowUp": dy = -1; break;
      case "ArrowDown": dy = 1; break;
      case "Home": dx = -n; break;
      case "End": dx = n; break;
      default: return;
    }
    if (this.portrait && !["Home", "End"].includes(event.key)) {
      // The board is turned clockwise: up and down run along the rows, and the top row is
      // on the right.
      [dx, dy] = [dy, -dx];
    }
    event.preventDefault();
    const nextColumn = Math.max(0, Math.min(n - 1, column + dx));
    const nextFar = dy < 0 ? true : dy > 0 ? false : far;
    const next = nextFar ? farRow[n - 1 - nextColumn] : nearRow[nextColumn];
    if (next !== undefined) this.houses[next]?.button.focus();
  }
}

/** A seed at a place in its pit, in percent. Set through the style object: the content
 *  security policy allows no style attribute. */
function seedAt(left: number, top: number): HTMLElement {
  const seed = h("span", { class: "seed" });
  seed.style.left = `${left}%`;
  seed.style.top = `${top}%`;
  return seed;
}

function drawHouse(parts: HouseParts, house: HouseDraw, inHand: number, tuzdykMark: string): void {
  const button = parts.button;
  const classes: [string, boolean][] = [
    ["playable", house.playable],
    ["feeding", house.feeding],
    ["last-origin", house.lastOrigin],
    ["sown", house.sown],
    ["lifted", house.lifted],
    ["captured", house.captured],
    ["hinted", house.hinted],
    ["refused", house.refused],
    ["tuzdyk-south", house.tuzdyk === "south"],
    ["tuzdyk-north", house.tuzdyk === "north"],
    ["preview-last", house.previewLast],
  ];
  for (const [name, on] of classes) button.classList.toggle(name, on);
  attribute(button, "aria-label", house.label);
  attribute(button, "aria-disabled", house.playable ? null : "true");
  attribute(button, "aria-description", house.preview === "" ? null : house.preview);
  text(parts.letter, house.letter);
  text(parts.count, String(house.seeds));
  parts.seeds.forEach((seed, i) => seed.classList.toggle("shown", i < Math.min(house.seeds, DRAWN_SEEDS)));
  text(parts.hand, house.lifted ? `↑ ${inHand}` : "");
  text(parts.taken, house.previewTaken > 0 ? `−${house.previewTaken}` : "");
  text(parts.mark, house.tuzdyk ? tuzdykMark : "");
}
