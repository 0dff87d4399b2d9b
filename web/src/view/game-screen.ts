// The game screen: the bar of buttons, the players, the board and the message line (a polite
// live region that says every move, refusal and end). `render` draws it all again from the
// game and the language of the moment, like the desktop's view of the session.

import type { Texts } from "../i18n";
import type { Game, Message } from "../play";
import { storeIndex } from "../position";
import { counted, say, type Phrase } from "../words";
import type { Side } from "../wire";
import { BoardView, type BoardDraw, type HouseDraw } from "./board";
import { attribute, h, icon, ICONS, text } from "./dom";

export interface GameActions {
  home(): void;
  help(): void;
  languages(): void;
}

type BarButton = "home" | "help" | "hint" | "undo" | "restart" | "easier" | "harder" | "language";

const BAR: [BarButton, string, string][] = [
  ["home", "bar-home", ICONS.home],
  ["help", "bar-help", ICONS.help],
  ["hint", "bar-hint", ICONS.hint],
  ["undo", "bar-undo", ICONS.undo],
  ["restart", "bar-restart", ICONS.restart],
  ["easier", "bar-level-down", ICONS.easier],
  ["harder", "bar-level-up", ICONS.harder],
  ["language", "bar-language", ICONS.language],
];

export class GameScreen {
  readonly element: HTMLElement;
  readonly board: BoardView;
  private readonly buttons = new Map<BarButton, { button: HTMLButtonElement; label: HTMLElement }>();
  private readonly names: Record<Side, HTMLElement>;
  private readonly captured: Record<Side, HTMLElement>;
  private readonly turn: HTMLElement;
  private readonly turnText = h("span", { class: "turn-text" });
  private readonly levelText = h("span", { class: "level-text" });
  private readonly message: HTMLElement;
  private readonly previewLine: HTMLElement;
  private readonly area: HTMLElement;
  /** The board area's height before any was added for scrolling. */
  private natural = 0;

  constructor(
    private readonly game: Game,
    actions: GameActions,
  ) {
    const bar = h("nav", { class: "bar" });
    for (const [name, , path] of BAR) {
      const label = h("span", { class: "label" });
      const button = h("button", { type: "button", class: `bar-button ${name}` }, [icon(path), label]);
      button.addEventListener("click", () => {
        switch (name) {
          case "home": actions.home(); break;
          case "help": actions.help(); break;
          case "language": actions.languages(); break;
          case "hint": void game.hint(); break;
          case "undo": void game.undo(); break;
          case "restart": void game.newGame(); break;
          case "easier": void this.changeLevel(-1); break;
          case "harder": void this.changeLevel(1); break;
        }
      });
      this.buttons.set(name, { button, label });
      bar.append(button);
    }
    const line = (side: Side) => {
      const name = h("span", { class: "name" });
      const captured = h("span", { class: "captured", role: "img" });
      return { row: h("div", { class: `player ${side}` }, [h("span", { class: "chip", "aria-hidden": "true" }), name, captured]), name, captured };
    };
    const north = line("north");
    const south = line("south");
    this.names = { north: north.name, south: south.name };
    this.captured = { north: north.captured, south: south.captured };
    this.board = new BoardView(game.sitting.layout, {
      play: (house) => void game.play(house),
      look: (house) => {
        game.look(house);
      },
    });
    this.area = h("div", { class: "board-area" }, [this.board.element]);
    this.turn = h("p", { class: "turn" }, [this.turnText, this.levelText]);
    this.message = h("p", { class: "message", role: "status", "aria-live": "polite" });
    this.previewLine = h("p", { class: "preview-line", "aria-hidden": "true" });
    this.element = h("section", { class: `game game-${game.sitting.game}` }, [
      bar,
      north.row,
      this.area,
      south.row,
      h("div", { class: "lines" }, [this.turn, this.message, this.previewLine]),
    ]);
    new ResizeObserver(() => {
      // Measured without the height given for scrolling, so that the answer is stable.
      const natural = this.area.style.minHeight === "" ? this.area.clientHeight : this.natural;
      this.natural = natural;
      const needed = this.board.fit(this.area.clientWidth, natural);
      this.area.style.minHeight = needed === null ? "" : `${needed}px`;
    }).observe(this.area);
  }

  private async changeLevel(by: number): Promise<void> {
    const opponent = this.game.sitting.opponent;
    if (opponent.kind !== "tux") return;
    const level = opponent.level + by;
    if (level >= 1 && level <= this.game.levels) await this.game.newGame(level);
  }

  render(texts: Texts): void {
    const game = this.game;
    const t = (phrase: Phrase | null | undefined) => (phrase ? texts.t(phrase.id, phrase.args) : "");
    for (const [name, id] of BAR) {
      const parts = this.buttons.get(name);
      if (parts) text(parts.label, texts.t(id));
    }
    const opponent = game.sitting.opponent;
    const againstTux = opponent.kind === "tux";
    const soloRoom = opponent.kind !== "classmate";
    const enable = (name: BarButton, on: boolean, shown = true) => {
      const parts = this.buttons.get(name);
      if (!parts) return;
      parts.button.hidden = !shown;
      attribute(parts.button, "aria-disabled", on ? null : "true");
      parts.button.disabled = !on;
    };
    const rest = game.rest;
    enable("hint", soloRoom && game.isMyTurn(), soloRoom);
    enable("undo", soloRoom && (rest?.ply ?? 0) > 0, soloRoom);
    enable("restart", soloRoom, soloRoom);
    enable("easier", againstTux && opponent.level > 1, againstTux);
    enable("harder", againstTux && opponent.level < game.levels, againstTux);

    const shown = rest?.shown;
    for (const side of ["south", "north"] as const) {
      text(this.names[side], t(shown?.players[side]));
      const aside = game.sitting.layout.stores === "aside";
      this.captured[side].hidden = !aside;
      const seeds = (game.frame?.position ?? rest?.position)?.stores[storeIndex(side)] ?? 0;
      text(this.captured[side], String(seeds));
      attribute(this.captured[side], "aria-label", t(counted(shown?.stores[side], seeds)));
    }

    const position = rest?.position;
    const levelLine = t(shown?.level);
    const turnLine = position && !rest.status.over ? say(texts, rest.said.turn) : "";
    text(this.turnText, turnLine);
    text(this.levelText, levelLine);
    let said = this.announcement(texts);
    if (game.said % 2 === 1) said += " ";
    if (this.message.textContent !== said) this.message.textContent = said;
    this.message.classList.toggle("refusal", game.message.kind === "refused");
    const looked = this.lookedPreview();
    text(this.previewLine, looked ? say(texts, rest?.said.previews.get(looked.house) ?? []) : "");
    this.board.draw(this.boardDraw(texts));
    // The move the board rests after, told at the start of its replay: a test (or a tool)
    // reads it to know that a tap was heard, since the lit houses stay lit until the server's
    // answer comes.
    this.board.element.dataset.ply = String(game.rest?.ply ?? 0);
  }

  /** What a screen reader hears, in one group so that nothing cuts anything off (view.rs). */
  private announcement(texts: Texts): string {
    const game = this.game;
    const message: Message = game.message;
    if (!game.connected) return texts.t("classroom-lost");
    if (message.kind === "refused" || message.kind === "phrase") return say(texts, [message.phrase]);
    const rest = game.rest;
    if (!rest) return "";
    const played = message.kind === "moved" ? message.phrases : [];
    // The feeding rule is said once the seeds rest and this seat may play.
    const feed = game.isMyTurn() ? rest.said.feed : [];
    const now = rest.status.over ? rest.said.end : [...feed, ...rest.said.turn];
    return say(texts, [...played, ...now]);
  }

  private lookedPreview() {
    const game = this.game;
    if (game.looking === null || !game.isMyTurn() || !game.previewAllowed()) return null;
    return game.rest?.previews.get(game.looking) ?? null;
  }

  private boardDraw(texts: Texts): BoardDraw {
    const game = this.game;
    const t = (phrase: Phrase | null | undefined) => (phrase ? texts.t(phrase.id, phrase.args) : "");
    const rest = game.rest;
    const frame = game.frame;
    const shown = frame?.position ?? rest?.position;
    const myTurn = game.isMyTurn();
    const preview = this.lookedPreview();
    const houses: HouseDraw[] = (shown?.houses ?? []).map((seeds, house) => {
      const playable = myTurn && (rest?.legal.has(house) ?? false);
      const feeding = playable && (rest?.previews.get(house)?.feeds ?? false);
      const tuzdykOwner = (tuzdyks: [number | null, number | null] | undefined): Side | null =>
        tuzdyks?.[0] === house ? "south" : tuzdyks?.[1] === house ? "north" : null;
      const looked = preview?.house === house ? say(texts, rest?.said.previews.get(house) ?? []) : "";
      return {
        letter: texts.letter(game.sitting.layout, house),
        seeds,
        playable,
        feeding,
        lastOrigin: !frame && rest?.last === house,
        sown: frame?.sown === house,
        lifted: frame?.lifted === house,
        captured: frame?.captured.includes(house) ?? false,
        hinted: game.hinted === house,
        refused: game.refused === house,
        tuzdyk: tuzdykOwner(shown?.tuzdyks),
        // The server's name for the house at rest, as it may be played now or not.
        label: t((playable ? rest?.shown.playable.get(house) : undefined) ?? rest?.shown.houses.get(house)),
        previewLast: preview !== null && "house" in preview.last && preview.last.house === house,
        previewTaken: preview?.taken.filter((taken) => taken.house === house).reduce((sum, taken) => sum + taken.seeds, 0) ?? 0,
        preview: looked,
      };
    });
    const store = (side: Side) => {
      const seeds = shown?.stores[storeIndex(side)] ?? 0;
      return {
        seeds,
        sown: frame?.sownStore === side,
        previewLast: preview !== null && "store" in preview.last && preview.last.store === side,
        label: t(counted(rest?.shown.stores[side], seeds)),
      };
    };
    return {
      houses,
      stores: [store("south"), store("north")],
      inHand: frame?.inHand ?? 0,
      tuzdykMark: texts.t("tuzdyk-mark"),
    };
  }
}
