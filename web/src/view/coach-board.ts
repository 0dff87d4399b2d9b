// The board of a puzzle or a drill: the game's own board view, drawn from the position the
// server sent, a tap sent on as it is (the server judges it), and the moves the server told
// replayed from the rules' steps, one after the other or each from the same board.

import type { Texts } from "../i18n";
import type { Layout } from "../layout";
import { storeIndex, type Position } from "../position";
import { frames, Playback, type Frame } from "../replay";
import type { ReplayMove } from "../coach-wire";
import type { Preview } from "../steps";
import { BoardView, type HouseDraw } from "./board";
import { h } from "./dom";

export interface Marks {
  /** Houses the child may tap now. */
  tappable: (house: number) => boolean;
  /** Houses the child chose (the houses at risk). */
  chosen: ReadonlySet<number>;
  /** The house a hint names. */
  hinted: number | null;
  /** The house a drill asks about. */
  asked: number | null;
  /** What a house would do, drawn as the game's move preview is (a puzzle's third hint). */
  preview?: Preview | null;
}

export class CoachBoard {
  readonly view: BoardView;
  readonly element: HTMLElement;
  position: Position;
  private frame: Frame | null = null;
  private playback: Playback | null = null;
  private natural = 0;

  constructor(
    readonly layout: Layout,
    position: Position,
    tap: (house: number) => void,
    private readonly changed: () => void,
  ) {
    this.position = position;
    this.view = new BoardView(layout, { play: tap, look: () => undefined });
    this.element = h("div", { class: "board-area coach-board" }, [this.view.element]);
    new ResizeObserver(() => {
      const natural = this.element.style.minHeight === "" ? this.element.clientHeight : this.natural;
      this.natural = natural;
      const width = this.element.clientWidth;
      const needed = this.view.fit(width, natural, this.view.turnsFor(width, natural));
      this.element.style.minHeight = needed === null ? "" : `${needed}px`;
    }).observe(this.element);
  }

  get replaying(): boolean {
    return this.playback?.running ?? false;
  }

  /** Shows `position` at rest. */
  show(position: Position): void {
    this.playback?.skip();
    this.playback = null;
    this.frame = null;
    this.position = position;
    this.changed();
  }

  /** Replays `moves`: one after the other from the board shown (a puzzle's), or each from it
   *  (a drill's answers); resolves once the last frame rests. */
  async replay(moves: readonly ReplayMove[], eachFromHere: boolean): Promise<void> {
    const start = this.position;
    let before = start;
    for (const move of moves) {
      const after = move.after ?? before;
      await this.film(before, move, after);
      before = eachFromHere ? start : after;
    }
    this.position = eachFromHere && moves.length > 1 ? start : before;
    this.frame = null;
    this.changed();
  }

  private film(before: Position, move: ReplayMove, after: Position): Promise<void> {
    return new Promise((resolve) => {
      this.playback = new Playback(
        frames(before, move.steps, after),
        (frame) => {
          this.frame = frame;
          this.changed();
        },
        () => {
          this.playback = null;
          resolve();
        },
      );
      this.playback.start();
    });
  }

  /** Shows the end of the replay at once. */
  hurry(): void {
    this.playback?.skip();
  }

  draw(texts: Texts, marks: Marks): void {
    const shown = this.frame?.position ?? this.position;
    const frame = this.frame;
    // The preview is marked on the board at rest only, as the game's is.
    const preview = frame ? null : (marks.preview ?? null);
    const houses: HouseDraw[] = shown.houses.map((seeds, house) => {
      const letter = texts.letter(this.layout, house);
      const tappable = !frame && marks.tappable(house);
      return {
        letter,
        seeds,
        playable: tappable,
        feeding: false,
        lastOrigin: marks.chosen.has(house) || marks.asked === house,
        sown: frame?.sown === house,
        lifted: frame?.lifted === house,
        captured: frame?.captured.includes(house) ?? false,
        hinted: marks.hinted === house,
        refused: false,
        tuzdyk: shown.tuzdyks[0] === house ? "south" : shown.tuzdyks[1] === house ? "north" : null,
        label: texts.t("coach-label-house", { house: letter, count: seeds }),
        previewLast: preview !== null && "house" in preview.last && preview.last.house === house,
        previewTaken: preview?.taken.filter((taken) => taken.house === house).reduce((sum, taken) => sum + taken.seeds, 0) ?? 0,
        preview: "",
      };
    });
    const store = (side: "south" | "north") => {
      const seeds = shown.stores[storeIndex(side)];
      return {
        seeds,
        // The child plays South: their store is theirs; the other is Tux's.
        owner: texts.t(side === "south" ? "store-owner-you" : "store-owner-tux"),
        sown: frame?.sownStore === side,
        previewLast: preview !== null && "store" in preview.last && preview.last.store === side,
        label: texts.t("coach-label-store-seeds", { count: seeds }),
      };
    };
    this.view.draw({
      houses,
      stores: [store("south"), store("north")],
      inHand: frame?.inHand ?? 0,
      tuzdykMark: texts.t("tuzdyk-mark"),
    });
    // Each house says it is chosen, for a screen reader and the tests.
    houses.forEach((_, house) => {
      this.view.houseButton(house)?.setAttribute("aria-pressed", String(marks.chosen.has(house)));
    });
  }
}
