// The game screen: the bar of buttons, the players, the board and the message line (a polite
// live region that says every move, refusal and end). `render` draws it all again from the
// game and the language of the moment, like the desktop's view of the session.
//
// Whatever the screen, the board, whose turn it is, the message line and the child's own
// store are on the first screen: a phone held upright turns the board and puts the bar and
// the lines beside it (`turned`); a screen held wide and low puts the bar in a column at the
// side (`low`); anything bigger stacks them. The board comes first for the keyboard, so that
// the first Tab reaches a house; the bar is drawn on top.

import type { Texts } from "../i18n";
import type { Game, Message } from "../play";
import { storeIndex, type Position } from "../position";
import type { Snapshot } from "../room";
import { MessageText } from "../said";
import { counted, say, type Phrase } from "../words";
import type { Side } from "../wire";
import { BoardView, type BoardDraw, type HouseDraw } from "./board";
import { attribute, h, icon, ICONS, text } from "./dom";

/** What stacks above and below a board that is not turned: the bar, the names, the lines. */
const STACKED_LINES = 250;

/** Beside a turned board: two of the bar's buttons across (76 px each), the gaps, the
 *  screen's padding and the board's own border. */
const SIDE_COLUMN = 2 * 76 + 6 + 8 + 12 + 10;

/** Below this height a wide screen puts the bar beside the board (a phone held wide). */
const LOW_SCREEN = 560;

export interface GameActions {
  home(): void;
  help(): void;
  languages(): void;
  /** Asks the child `question` (a message id) before `then` drops the game under way. */
  confirm(question: string, then: () => void): void;
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
  private readonly lines: HTMLElement;
  private readonly bar: HTMLElement;
  /** The players' lines above and below the board. */
  private readonly nameRows: HTMLElement[];
  /** The texts of the last render, for the message line's first words (`showMessageSoon`). */
  private texts: Texts | null = null;
  private messageShown = false;
  private messageSoon = false;
  /** Whether the board has been drawn at rest once: the first time, the focus goes to it. */
  private boardShown = false;

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
          case "restart": this.dropping(actions, "confirm-restart", () => void game.newGame()); break;
          case "easier": this.dropping(actions, "confirm-easier", () => void this.changeLevel(-1)); break;
          case "harder": this.dropping(actions, "confirm-harder", () => void this.changeLevel(1)); break;
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
    // The seated child's row at the bottom; two children at one tablet keep South's there.
    const mine = game.sitting.mine;
    const bottom: Side = mine.length === 1 && mine[0] === "north" ? "north" : "south";
    this.board = new BoardView(
      game.sitting.layout,
      {
        play: (house) => void game.play(house),
        look: (house) => {
          game.look(house);
        },
      },
      bottom,
    );
    const [near, far] = bottom === "south" ? [south, north] : [north, south];
    near.row.classList.add("near");
    far.row.classList.add("far");
    this.nameRows = [far.row, near.row];
    this.area = h("div", { class: "board-area" }, [this.board.element]);
    this.turn = h("p", { class: "turn" }, [this.turnText, this.levelText]);
    this.message = h("p", { class: "message", role: "status", "aria-live": "polite" });
    this.previewLine = h("p", { class: "preview-line", "aria-hidden": "true" });
    this.lines = h("div", { class: "lines" }, [this.turn, this.message, this.previewLine]);
    this.bar = bar;
    this.element = h("section", { class: `game game-${game.sitting.game}` }, [far.row, this.area, near.row, this.lines, bar]);
    const observer = new ResizeObserver(() => {
      this.arrange();
    });
    for (const part of [this.element, this.lines, bar, ...this.nameRows]) observer.observe(part);
  }

  /** Chooses the screen's arrangement for the window, and fits the board in its place: the
   *  window's height less what shares the board's column (the names above and below it,
   *  and unless they stand beside it, the bar and the lines), so that the names hug the
   *  board and the lines follow it on the first screen. */
  private arrange(): void {
    const width = this.element.clientWidth;
    const height = window.innerHeight;
    // Turned when the rows would not fit across, judged on the whole screen (the board's
    // own box changes with the arrangement), less what stacks above and below a board.
    const turned = this.board.turnsFor(width - 16, height - STACKED_LINES);
    const low = !turned && height < LOW_SCREEN && width > height;
    this.element.classList.toggle("turned", turned);
    this.element.classList.toggle("low", low);
    const column = turned ? this.nameRows : low ? [...this.nameRows, this.lines] : [...this.nameRows, this.lines, this.bar];
    const style = getComputedStyle(this.element);
    const gap = parseFloat(style.rowGap) || 0;
    const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
    const others = column.reduce((sum, part) => sum + part.offsetHeight + gap, 0);
    // Turned, the board's column leaves the bar two columns of buttons beside it.
    const boardWidth = turned ? Math.floor(Math.min(width * 0.55, width - SIDE_COLUMN)) : this.area.clientWidth;
    const needed = this.board.fit(boardWidth, Math.floor(height - others - padding), turned);
    // A board that cannot fit with finger-sized houses gets its height, and the page scrolls.
    this.area.style.minHeight = needed === null ? "" : `${needed}px`;
  }

  /** Runs `then` at once when no game is under way (none played yet, or over), and after
   *  the child says yes to `question` when one is, as the desktop asks. */
  private dropping(actions: GameActions, question: string, then: () => void): void {
    const rest = this.game.rest;
    if (rest && rest.ply > 0 && !rest.status.over) actions.confirm(question, then);
    else then();
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
      const seeds = (game.frame?.position ?? (rest ? finalBoard(rest) : undefined))?.stores[storeIndex(side)] ?? 0;
      text(this.captured[side], String(seeds));
      attribute(this.captured[side], "aria-label", t(counted(shown?.stores[side], seeds)));
    }

    const position = rest?.position;
    const levelLine = t(shown?.level);
    // Lost, the board waits: the message line says so, and no turn is promised.
    // The classmate gone for now: their turn is not promised until they are back.
    const away = game.classmateAway !== null && !game.isMyTurn();
    // Whose turn once the seeds rest, as on the desktop: nobody's while a move is replayed
    // or the other side's chain goes on (its move comes next, not its thinking).
    const moving = game.replaying || game.chaining;
    const turnLine = position && !rest.status.over && game.connected && !away && !moving ? say(texts, rest.said.turn) : "";
    text(this.turnText, turnLine);
    text(this.levelText, levelLine);
    this.texts = texts;
    if (this.messageShown) this.showMessage(texts);
    else this.showMessageSoon();
    const looked = this.lookedPreview();
    text(this.previewLine, looked ? say(texts, rest?.said.previews.get(looked.house) ?? []) : "");
    // Until the first board at rest names its houses, a screen reader and the keyboard
    // find no house: one found before would be a bare "button", named only a moment later.
    this.board.element.inert = rest === null;
    this.board.draw(this.boardDraw(texts));
    if (rest !== null && !this.boardShown) {
      this.boardShown = true;
      this.focusFirstHouse();
    }
    // The move the board rests after, told at the start of its replay: a test (or a tool)
    // reads it to know that a tap was heard, since the lit houses stay lit until the server's
    // answer comes.
    this.board.element.dataset.ply = String(game.rest?.ply ?? 0);
  }

  /** The game opened from a button that is gone with its screen, so the focus is nowhere: it
   *  goes to the child's first house that can be played, with its name and preview already
   *  there, and a screen reader says them once. Left to itself, Orca 43 wanders onto a house
   *  of its own choosing and may say its preview twice. Nothing moves when the focus is
   *  somewhere, or when the game opens on the other player's turn. */
  private focusFirstHouse(): void {
    const focused = document.activeElement;
    if (focused !== null && focused !== document.body && focused.isConnected) return;
    if (!this.element.isConnected) return;
    this.board.firstPlayable()?.focus();
  }

  private showMessage(texts: Texts): void {
    let said = this.announcement(texts);
    if (this.game.said % 2 === 1) said += " ";
    if (this.message.textContent !== said) this.message.textContent = said;
    this.message.classList.toggle("refusal", this.game.message.kind === "refused");
  }

  /** The message line stays empty for the screen's first frames: a live region that comes
   *  with its words already in it is not announced (the browser tells a screen reader of a
   *  region's changes, not of a new region's text), and Orca missed the first "Your turn!".
   *  Two frames later the region is in the browser's tree, and its words are a change. */
  private showMessageSoon(): void {
    if (this.messageSoon) return;
    this.messageSoon = true;
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        this.messageShown = true;
        if (this.texts) this.showMessage(this.texts);
      });
    });
  }

  /** What a screen reader hears, in one group so that nothing cuts anything off (view.rs). */
  private announcement(texts: Texts): string {
    const game = this.game;
    const message: Message = game.message;
    if (!game.connected) return texts.t("classroom-lost");
    if (game.classmateAway !== null && !game.rest?.status.over) {
      return texts.t("classroom-away", { player: game.classmateAway });
    }
    if (message.kind === "refused" || message.kind === "phrase") return say(texts, [message.phrase]);
    const rest = game.rest;
    if (!rest) return "";
    const played = message.kind === "moved" ? message.phrases : [];
    // The feeding rule is said once the seeds rest and this seat may play.
    const feed = game.isMyTurn() ? rest.said.feed : [];
    const now = rest.status.over ? rest.said.end : game.chaining ? [] : [...feed, ...rest.said.turn];
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
    const shown = frame?.position ?? (rest ? finalBoard(rest) : undefined);
    const myTurn = game.isMyTurn();
    const preview = this.lookedPreview();
    const houses: HouseDraw[] = (shown?.houses ?? []).map((seeds, house) => {
      const playable = myTurn && (rest?.legal.has(house) ?? false);
      const feeding = playable && (rest?.previews.get(house)?.feeds ?? false);
      const tuzdykOwner = (tuzdyks: [number | null, number | null] | undefined): Side | null =>
        tuzdyks?.[0] === house ? "south" : tuzdyks?.[1] === house ? "north" : null;
      // Every playable house carries its own preview as its description, whether or not it
      // is looked at: the focus reaching a house then changes nothing a screen reader must
      // say again (Orca 43 says a focused button's new description even right after saying
      // it with the focus, so a description set on focus was heard twice).
      const described = playable && game.previewAllowed() ? say(texts, rest?.said.previews.get(house) ?? []) : "";
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
        preview: described,
      };
    });
    const store = (side: Side) => {
      const seeds = shown?.stores[storeIndex(side)] ?? 0;
      return {
        seeds,
        sown: frame?.sownStore === side,
        previewLast: preview !== null && "store" in preview.last && preview.last.store === side,
        label: t(counted(rest?.shown.stores[side], seeds)),
        owner: t(storeOwner(rest?.shown.stores[side], game.sitting.layout.stores === "kazans")),
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

/** The board a snapshot rests on. A game over with seeds still on the rows shows them where
 *  the server's final score counts them, in the stores (Kalah's last sweep): when the score
 *  holds every seed of the board, none is left in a house. The page works out no rule: the
 *  score is the server's. */
export function finalBoard(rest: Snapshot): Position {
  const position = rest.position;
  const status = rest.status;
  if (!status.over) return position;
  const onBoard = position.houses.reduce((sum, seeds) => sum + seeds, 0) + position.stores[0] + position.stores[1];
  const scored = status.scores[0] + status.scores[1];
  const moved = status.scores[0] !== position.stores[0] || status.scores[1] !== position.stores[1];
  if (!moved || scored !== onBoard) return position;
  return { ...position, houses: position.houses.map(() => 0), stores: [status.scores[0], status.scores[1]] };
}

/** Whose a store is, written on it, as the desktop writes it: the owner's word from the
 *  store's own name that the server chose ("store-you" is "Yours", "store-classmate" the
 *  classmate's name). */
export function storeOwner(label: Phrase | undefined, kazan: boolean): Phrase | null {
  const kind = kazan ? "kazan" : "store";
  switch (label?.id) {
    case "store-you":
      return { id: `${kind}-owner-you` };
    case "store-tux":
      return { id: `${kind}-owner-tux` };
    case "store-south":
    case "store-north":
      return { id: `${kind}-owner-player`, args: { player: new MessageText(label.id.replace("store-", "player-")) } };
    case "store-classmate":
      return { id: `${kind}-owner-player`, args: { player: label.args?.player ?? "" } };
    default:
      return null;
  }
}
