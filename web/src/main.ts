// The page: the language, the link to the server, the home screen and the game, the dialogs,
// and taking the seat back after a reload or a lost connection.

import { Aids } from "./aids";
import { Chapters } from "./chapters";
import { Coach } from "./coach";
import { languages, negotiate, Texts } from "./i18n";
import { Lessons } from "./lessons";
import { Link } from "./link";
import { parseLayout } from "./layout";
import { Game } from "./play";
import {
  askAssignments,
  askClass,
  askGroup,
  askProgress,
  forgetSession,
  keepSession,
  Lists,
  parseSessionEnd,
  resumeSession,
  signIn,
  signOut,
  type Assignment,
  type Child,
  type ClassShown,
  type SessionEnd,
  type SignInResult,
} from "./signin";
import { leaveSeatBehind, parseWatching, storedSeat, storeSeat, type Seat } from "./sitting";
import { parseNews, type News } from "./tournament";
import { count, options } from "./wire";
import { GAMES, isGame, say, type GameId } from "./words";
import { ClassmateDialog, showPlayers, type Choice } from "./view/choose";
import { button, Dialog } from "./view/dialog";
import { h, text } from "./view/dom";
import { GameScreen } from "./view/game-screen";
import { HomeScreen, type About } from "./view/home";
import { NameForm } from "./view/name";
import { ProgressScreen } from "./view/progress";
import { SignInScreen } from "./view/signin";
import { ClassPanel } from "./view/signin-home";
import { TournamentPanel } from "./view/tournament";

const LANGUAGE_KEY = "oware-language";
const NAME_KEY = "oware-name";
/** A child who typed no name: the page says `hello` alone, as a guest, who is counted for
 *  nobody on the teacher's page and never seated in a tournament. */
const NO_NAME = "";
/** The server's refusals of `hello` that mean "sign in instead": the page is connected all
 *  the same, and offers the sign-in. */
const SIGN_IN_INSTEAD = ["this class plays signed in: no guests", "that name belongs to a child of the class: sign in"];

function stored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function keep(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Without storage the choice lasts as long as the page.
  }
}

/** Reads `about <game> seeds=<n> range=<a>-<b> levels=<n> layout=… <number>=<n>…`. */
function parseAbout(words: readonly string[]): About | null {
  const [answer, game, ...rest] = words;
  const found = options(rest);
  const seeds = count(found.get("seeds"));
  const levels = count(found.get("levels"));
  const range = /^(\d+)-(\d+)$/.exec(found.get("range") ?? "");
  if (answer !== "about" || !isGame(game) || seeds === null || levels === null || !range) return null;
  if (!parseLayout(found.get("layout"))) return null;
  const numbers: Record<string, number> = {};
  for (const [key, value] of found) {
    const number = count(value);
    if (number !== null && !["levels"].includes(key)) numbers[key] = number;
  }
  return { game, seeds, range: [Number(range[1]), Number(range[2])], levels, numbers };
}

class App {
  private texts: Texts;
  private link: Link;
  private name: string;
  private games: About[] = [];
  private home: HomeScreen | null = null;
  private screen: GameScreen | null = null;
  private game: Game | null = null;
  private seat: Seat | null = null;
  private reconnecting = false;
  private readonly banner = h("p", { class: "banner", role: "alert", hidden: true });
  /** Why the child is back home when the teacher closed the room; gone with the next game. */
  private readonly closedNotice = h("p", { class: "banner notice", role: "status", hidden: true });
  private readonly root: HTMLElement;
  private readonly help = new Dialog("help");
  private readonly languageDialog = new Dialog("languages");
  private readonly players = new Dialog("players");
  private readonly end = new Dialog("end");
  private readonly confirmation = new Dialog("confirm");
  private readonly classmate: ClassmateDialog;
  private endShownFor = -1;
  /** The sounds, their switch and the end's celebration. */
  private readonly aids = new Aids();
  /** The class tournament's next game for this name, on the home screen. */
  private readonly tournament = new TournamentPanel((news) => void this.openTournamentGame(news));
  /** Asks a child without a name for one, so that the teacher can pick them. */
  private readonly nameForm = new NameForm((name) => void this.rename(name));
  /** The lists the roster's requests gather (groups, children, assignments, progress). */
  private readonly lists = new Lists();
  /** The class's groups, when the server keeps a roster. */
  private classShown: ClassShown | null = null;
  /** The child signed in on this device, if any. */
  private child: Child | null = null;
  /** "Who are you?", or the child signed in with their work, on the home screen. */
  private readonly classPanel = new ClassPanel({
    signIn: () => void this.showSignIn(),
    signOut: () => void this.signOut(),
    progress: () => void this.showProgress(),
    start: (assignment) => void this.startAssignment(assignment),
    startable: (assignment) => this.startable(assignment),
  });
  private signInScreen: SignInScreen | null = null;
  private progressScreen: ProgressScreen | null = null;
  /** Puzzles and counting drills, from each game's card and bar. */
  private readonly coach = new Coach({
    link: () => this.link,
    texts: () => this.texts,
    show: (element) => {
      this.chapters.closed();
      this.game = null;
      this.screen = null;
      this.signInScreen = null;
      this.progressScreen = null;
      this.root.replaceChildren(this.banner, element);
    },
    home: () => {
      this.showHome();
    },
    leave: async () => {
      if (this.seat) await this.link.request("leave");
      this.seat = null;
      storeSeat(null);
    },
  });

  /** The guided lessons, from each game's card, and the look back after a game against Tux. */
  private readonly lessons = new Lessons({
    link: () => this.link,
    texts: () => this.texts,
    show: (element) => {
      this.coach.closed();
      this.chapters.closed();
      this.end.close();
      this.root.replaceChildren(this.banner, element);
    },
    home: () => {
      this.showHome();
    },
    leave: async () => {
      if (this.seat) await this.link.request("leave");
      this.seat = null;
      storeSeat(null);
      this.game = null;
      this.screen = null;
    },
    play: (game) => {
      this.choose(game);
    },
    back: () => {
      if (this.screen) this.root.replaceChildren(this.banner, this.screen.element);
      this.render();
    },
  });

  /** The chapters of strategy, from each game's card. */
  private readonly chapters = new Chapters({
    link: () => this.link,
    texts: () => this.texts,
    show: (element) => {
      this.coach.closed();
      this.lessons.closed();
      this.end.close();
      this.game = null;
      this.screen = null;
      this.signInScreen = null;
      this.progressScreen = null;
      this.root.replaceChildren(this.banner, element);
    },
    home: () => {
      this.showHome();
    },
    leave: async () => {
      if (this.seat) await this.link.request("leave");
      this.seat = null;
      storeSeat(null);
    },
  });

  constructor(root: HTMLElement, texts: Texts) {
    this.root = root;
    this.texts = texts;
    this.name = stored(NAME_KEY) ?? NO_NAME;
    this.link = this.newLink();
    this.classmate = new ClassmateDialog(new Dialog("classmate"), {
      host: (name) => void this.host(name),
      join: (name, code) => void this.join(name, code),
      cancel: () => void this.leave(),
    });
    document.addEventListener("keydown", (event) => {
      this.key(event);
    });
    window.addEventListener("pagehide", leaveSeatBehind);
  }

  private newLink(): Link {
    return new Link({
      event: (name, words) => {
        this.event(name, words);
      },
      lost: () => {
        this.lost();
      },
    });
  }

  /** Connects and signs in with the session the page's cookie keeps, or else says hello
   *  (unless `greet` is false: a connection about to sign a child in says nothing first);
   *  false when the server cannot be reached. */
  private async connect(name: string, greet = true): Promise<boolean> {
    this.link.close();
    this.link = this.newLink();
    try {
      await this.link.open();
    } catch {
      return false;
    }
    if (!greet) return true;
    const child = await resumeSession(this.link);
    if (!this.link.isOpen) return false;
    this.child = child;
    if (child) {
      this.name = child.name;
      return true;
    }
    const hello = await this.link.request(name === NO_NAME ? "hello" : `hello ${name}`);
    // A class that plays signed in refuses a guest's hello: the page offers the sign-in.
    return hello.ok || SIGN_IN_INSTEAD.includes(hello.reason);
  }

  /** Asks about each game, once: a class that plays signed in answers only once a child
   *  signed in. */
  private async askGames(): Promise<void> {
    if (this.games.length > 0) return;
    // Asked all at once: the answers come back in order, in one round trip.
    const replies = await Promise.all(GAMES.map((game) => this.link.request(`about ${game}`)));
    for (const reply of replies) {
      const about = reply.ok ? parseAbout(reply.words) : null;
      if (about) this.games.push(about);
    }
  }

  /** Asks the server about its class and this child's work, for the home screen. */
  private async askClass(): Promise<void> {
    this.classShown = await askClass(this.link, this.lists);
    if (!this.classShown) {
      this.classPanel.show({ kind: "none" }, this.texts);
    } else if (this.child) {
      const assignments = (await askAssignments(this.link, this.lists)) ?? [];
      this.classPanel.show({ kind: "signed-in", child: this.child, assignments }, this.texts);
    } else {
      this.classPanel.show({ kind: "nobody", guests: this.classShown.guests }, this.texts);
    }
    this.render();
  }

  /** Whether the game cards wait for a sign-in: a class that lets nobody play as a guest. */
  private get signInNeeded(): boolean {
    return this.classShown !== null && !this.classShown.guests && this.child === null;
  }

  /** "Who are you?"; `ended` says why, when the teacher ended the session of the child who
   *  was signed in. */
  private async showSignIn(ended: SessionEnd | null = null): Promise<void> {
    const groups = this.classShown?.groups ?? [];
    if (groups.length === 0) return;
    // A connection that said hello as a guest cannot sign in: a fresh one does.
    if (!(await this.connect(this.name, false))) {
      this.lost();
      return;
    }
    this.coach.closed();
    this.game = null;
    this.screen = null;
    this.progressScreen = null;
    const screen = new SignInScreen(
      groups,
      this.texts,
      {
        group: (id) => askGroup(this.link, this.lists, id),
        signIn: (pupil, pictures) => this.signIn(pupil, pictures),
        cancel: () => void this.cancelSignIn(),
      },
      ended,
    );
    this.signInScreen = screen;
    this.root.replaceChildren(this.banner, screen.element);
    screen.render(this.texts);
    screen.focus();
  }

  /** Back home from the sign-in, nobody signed in: the page says hello as before. */
  private async cancelSignIn(): Promise<void> {
    if (!(await this.connect(this.name))) {
      this.lost();
      return;
    }
    this.showHome();
  }

  private async signIn(pupil: number, pictures: readonly number[]): Promise<SignInResult> {
    // A connection of its own, said nothing yet: one lost meanwhile greeted again as a guest.
    if (!(await this.connect(this.name, false))) return { kind: "unreachable" };
    const result = await signIn(this.link, pupil, pictures);
    if (result.kind !== "signed-in") return result;
    // The cookie keeps the session for a reload; the token itself is kept nowhere else.
    await keepSession(result.token);
    this.child = result.child;
    this.name = result.child.name;
    await this.askGames();
    this.showHome();
    return result;
  }

  private async signOut(): Promise<void> {
    await signOut(this.link);
    await forgetSession();
    this.child = null;
    this.name = stored(NAME_KEY) ?? NO_NAME;
    if (!(await this.connect(this.name))) {
      this.lost();
      return;
    }
    this.showHome();
  }

  /** The teacher ended this child's session (everyone signed out, new pictures, off the class
   *  list) and the server let go of the child already: the page forgets the child and their
   *  seat, and asks "Who are you?" with a kind word. */
  private async sessionEnded(why: SessionEnd): Promise<void> {
    if (!this.child) return;
    this.child = null;
    this.name = stored(NAME_KEY) ?? NO_NAME;
    this.seat = null;
    storeSeat(null);
    this.coach.closed();
    this.lessons.closed();
    this.end.close();
    if (this.classmate.dialog.open) this.classmate.dialog.close();
    // The cookie's session is over on the server: a reload must not try it again.
    await forgetSession();
    if ((this.classShown?.groups.length ?? 0) > 0) {
      await this.showSignIn(why);
      return;
    }
    if (!(await this.connect(this.name))) {
      this.lost();
      return;
    }
    this.showHome();
  }

  private async showProgress(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const progress = await askProgress(this.link, this.lists);
    if (progress === null) return;
    this.coach.closed();
    this.game = null;
    this.screen = null;
    this.signInScreen = null;
    const screen = new ProgressScreen(child.name, progress, {
      home: () => {
        this.showHome();
      },
    });
    this.progressScreen = screen;
    this.root.replaceChildren(this.banner, screen.element);
    screen.render(this.texts);
    screen.focus();
  }

  /** Whether the page can start an assignment: lessons, puzzles, a chapter, Tux at a level,
   *  a classmate. */
  private startable(assignment: Assignment): boolean {
    const known = this.games.some((about) => about.game === assignment.game);
    return known && ["lessons", "puzzles", "chapter", "beat-tux", "classmate"].includes(assignment.task.kind);
  }

  private async startAssignment(assignment: Assignment): Promise<void> {
    const about = this.games.find((candidate) => candidate.game === assignment.game);
    if (!about) return;
    const task = assignment.task;
    switch (task.kind) {
      case "lessons":
        await this.lessons.open(assignment.game);
        return;
      case "puzzles":
        await this.coach.openPuzzles(assignment.game);
        return;
      case "chapter":
        await this.chapters.open(assignment.game, task.key);
        return;
      case "beat-tux":
        await this.createRoom(assignment.game, about.seeds, ` tux=${Math.min(task.level, about.levels)}`);
        return;
      case "classmate":
        await this.create(assignment.game, { kind: "classmate", seeds: about.seeds });
        return;
      default:
        return;
    }
  }

  async start(): Promise<void> {
    if (!(await this.connect(this.name))) {
      this.lost();
      return;
    }
    await this.askGames();
    this.home = new HomeScreen(this.games, {
      choose: (game) => {
        this.choose(game);
      },
      languages: () => {
        this.showLanguages();
      },
    });
    this.home.notices.append(this.classPanel.element, this.nameForm.element, this.tournament.element);
    const seat = storedSeat();
    if (seat && (await this.sitDown(seat))) return;
    storeSeat(null);
    this.showHome();
  }

  private showHome(): void {
    this.coach.closed();
    this.lessons.closed();
    this.chapters.closed();
    this.game = null;
    this.screen = null;
    this.end.close();
    this.signInScreen = null;
    this.progressScreen = null;
    if (this.home) this.root.replaceChildren(this.banner, this.closedNotice, this.home.element);
    this.render();
    this.home?.element.querySelector<HTMLElement>(".card, .signin-open, .assignment")?.focus();
    void this.askTournament();
    // The work the teacher gave, done or not since the page last asked.
    void this.askClass();
  }

  /** The child typed their name on the home screen: the page says hello with it from now. */
  private async rename(name: string): Promise<void> {
    this.name = name;
    keep(NAME_KEY, name);
    if (!(await this.connect(name))) {
      this.lost();
      return;
    }
    this.render();
    await this.askTournament();
  }

  /** Asks where this name stands in the class tournament, and shows it on the home screen. */
  private async askTournament(): Promise<void> {
    if (this.name === NO_NAME) return;
    const reply = await this.link.request("tournament");
    const news = reply.ok ? parseNews(reply.words) : null;
    // In a game, or on the way to one, the news waits for the way back home.
    if (news && !this.seat && !this.opening) this.tournament.show(news, this.texts);
  }

  /** The tournament's game is being opened: a second press is not a second seat. */
  private opening = false;

  /** The tournament's button: takes the seat the server keeps for this child, and plays. */
  private async openTournamentGame(news: Extract<News, { kind: "play" }>): Promise<void> {
    if (this.seat || this.opening) return;
    // Its button goes at once: back home, the panel waits for the server's word again.
    this.tournament.show({ kind: "none" }, this.texts);
    const seat = { code: news.code, token: news.token, name: this.name };
    this.opening = true;
    const seated = await this.sitDown(seat);
    this.opening = false;
    if (!seated) await this.askTournament();
  }

  private choose(game: GameId): void {
    const about = this.games.find((candidate) => candidate.game === game);
    if (!about) return;
    showPlayers(this.players, this.texts, about, (choice) => void this.create(game, choice));
  }

  private async create(game: GameId, choice: Choice): Promise<void> {
    if (choice.kind === "classmate") {
      this.pendingClassmate = { game, seeds: choice.seeds };
      this.classmate.show(this.texts, this.name === NO_NAME ? "" : this.name);
      return;
    }
    const opponent = choice.kind === "tux" ? ` tux=${choice.level}` : " here";
    await this.createRoom(game, choice.seeds, opponent);
  }

  private pendingClassmate: { game: GameId; seeds: number } | null = null;

  private async createRoom(game: GameId, seeds: number, opponent: string): Promise<boolean> {
    const reply = await this.link.request(`create ${game} seeds=${seeds}${opponent}`);
    const [word, code, token] = reply.ok ? reply.words : [];
    if (word !== "room" || code === undefined || token === undefined) return false;
    return this.watch({ code, token, name: this.name });
  }

  private async host(name: string): Promise<void> {
    const pending = this.pendingClassmate;
    if (!pending) return;
    if (name !== this.name) {
      this.name = name;
      keep(NAME_KEY, name);
      if (!(await this.connect(name))) return;
    }
    if (await this.createRoom(pending.game, pending.seeds, "")) {
      this.classmate.waiting(this.texts, this.seat?.code ?? "");
    }
  }

  private async join(name: string, code: string): Promise<void> {
    if (name !== this.name) {
      this.name = name;
      keep(NAME_KEY, name);
      if (!(await this.connect(name))) return;
    }
    const reply = await this.link.request(`join ${code}`);
    const [word, token] = reply.ok ? reply.words : [];
    if (word !== "joined" || token === undefined) {
      this.classmate.unreachable(this.texts);
      return;
    }
    this.classmate.dialog.close();
    await this.watch({ code, token, name });
  }

  /** Takes a stored seat back (after a reload): resume, then watch. */
  private async sitDown(seat: Seat): Promise<boolean> {
    if (seat.name !== this.name && !(await this.connect(seat.name))) return false;
    this.name = seat.name;
    const reply = await this.link.request(`resume ${seat.code} ${seat.token}`);
    return reply.ok && (await this.watch(seat));
  }

  /** Asks for the room's board and opens the game screen on it. */
  private async watch(seat: Seat): Promise<boolean> {
    const reply = await this.link.request("watch");
    const sitting = reply.ok ? parseWatching(seat, reply.words) : null;
    if (!sitting) return false;
    this.seat = seat;
    storeSeat(seat);
    if (this.game?.sitting.seat.code === seat.code) {
      // Back after a lost connection: the same game, and its board is on its way.
      return true;
    }
    // Made before anything else is awaited: the board's lines follow the answer at once.
    const known = this.games.find((about) => about.game === sitting.game);
    const game = new Game(sitting, known?.levels ?? 10, () => this.link, {
      changed: () => {
        this.render();
      },
      cue: (sound) => {
        this.aids.cue(sound);
      },
    });
    this.game = game;
    this.screen = new GameScreen(game, {
      home: () => void this.leave(),
      help: () => {
        this.showHelp();
      },
      languages: () => {
        this.showLanguages();
      },
      confirm: (question, then) => {
        this.confirm(question, then);
      },
    });
    this.endShownFor = -1;
    this.closedNotice.hidden = true;
    this.coach.closed();
    this.lessons.closed();
    this.chapters.closed();
    this.root.replaceChildren(this.banner, this.screen.element);
    this.render();
    return true;
  }

  private async leave(): Promise<void> {
    if (this.seat) await this.link.request("leave");
    this.seat = null;
    storeSeat(null);
    this.showHome();
  }

  private event(name: string, words: string[]): void {
    if (this.lists.event(name, words)) return;
    if (name === "session-ended") {
      const why = parseSessionEnd(words);
      if (why) void this.sessionEnded(why);
      return;
    }
    const game = this.game;
    if (name === "tournament") void this.askTournament();
    if (this.coach.event(name, words) || this.lessons.event(name, words) || this.chapters.event(name, words)) return;
    if (!game) return;
    if (name === "opponent" && this.classmate.dialog.open) this.classmate.dialog.close();
    if (name === "closed") {
      // The room is gone: its seat is forgotten, and the child is told why.
      this.seat = null;
      storeSeat(null);
      this.closedNotice.hidden = false;
      this.showHome();
      return;
    }
    if (name === "taken-over") {
      // Another tab took this seat; this one goes home rather than fight for it.
      this.seat = null;
      this.showHome();
      return;
    }
    try {
      game.event(name, words);
    } catch (error) {
      console.error(error);
    }
    if (name === "ready") {
      this.reconnecting = false;
      this.banner.hidden = true;
    }
  }

  /** The link went down: say so, and try again with growing pauses until the seat is back. */
  private lost(): void {
    if (this.reconnecting) return;
    this.reconnecting = true;
    if (this.game) this.game.connected = false;
    text(this.banner, this.texts.t("classroom-lost"));
    this.banner.hidden = false;
    if (!this.root.contains(this.banner)) this.root.prepend(this.banner);
    this.render();
    let pause = 250;
    const retry = async (): Promise<void> => {
      const back = (await this.connect(this.name)) && (this.seat ? await this.sitDown(this.seat) : true);
      if (back) {
        if (!this.seat) {
          this.reconnecting = false;
          this.banner.hidden = true;
          if (!this.home) await this.start();
          else {
            await this.askTournament();
            if (this.root.contains(this.home.element)) await this.askClass();
          }
        }
        return;
      }
      pause = Math.min(5000, pause * 2);
      window.setTimeout(() => void retry(), pause);
    };
    window.setTimeout(() => void retry(), pause);
  }

  private showHelp(): void {
    const game = this.game;
    if (!game) return;
    const { helpTitle, helpRules } = game.rest?.shown ?? {};
    if (!helpTitle || !helpRules) return;
    this.help.title.textContent = say(this.texts, [helpTitle]);
    const rules = this.texts.t(helpRules.id, helpRules.args);
    const body = h("div", { class: "rules", tabindex: -1 }, rules.split(/\n\s*\n/).map((paragraph) => h("p", {}, [paragraph])));
    this.help.body.replaceChildren(
      body,
      h("div", { class: "dialog-buttons" }, [button(this.texts.t("dialog-close"), () => {
        this.help.close();
      })]),
    );
    this.help.show(body);
  }

  /** Asks before a new game drops the one under way; "No" (or Esc) keeps playing. */
  private confirm(question: string, then: () => void): void {
    this.confirmation.title.textContent = this.texts.t(question);
    const no = button(this.texts.t("confirm-level-no"), () => {
      this.confirmation.close();
    }, "confirm-no");
    const yes = button(this.texts.t("confirm-level-yes"), () => {
      this.confirmation.close();
      then();
    }, "confirm-yes");
    this.confirmation.body.replaceChildren(h("div", { class: "dialog-buttons" }, [no, yes]));
    this.confirmation.show(no);
  }

  private showLanguages(): void {
    const buttons = languages.map((language) => {
      const choice = button(language.name, () => void this.switchLanguage(language.code), "language-choice");
      choice.setAttribute("lang", language.code);
      choice.setAttribute("aria-pressed", String(language.code === this.texts.language));
      return choice;
    });
    this.languageDialog.title.textContent = this.texts.t("bar-language");
    this.languageDialog.body.replaceChildren(
      h("div", { class: "choices wide" }, buttons),
      h("div", { class: "dialog-buttons" }, [button(this.texts.t("dialog-close"), () => {
        this.languageDialog.close();
      })]),
    );
    this.languageDialog.show(buttons.find((choice) => choice.getAttribute("aria-pressed") === "true"));
  }

  private async switchLanguage(code: string): Promise<void> {
    this.texts = await Texts.loadPage(code);
    keep(LANGUAGE_KEY, code);
    this.languageDialog.close();
    this.render();
  }

  private showEnd(): void {
    const game = this.game;
    const rest = game?.rest;
    if (!game || !rest?.status.over) return;
    const status = rest.status;
    const [title = null, score = null, reason = null] = rest.said.end;
    this.end.title.textContent = say(this.texts, [title]);
    const buttons: HTMLButtonElement[] = [];
    const opponent = game.sitting.opponent;
    const won = status.winner !== null && game.sitting.mine.includes(status.winner) && opponent.kind === "tux";
    if (won && opponent.level < game.levels) {
      buttons.push(button(this.texts.t("end-next-level"), () => {
        this.end.close();
        void game.newGame(opponent.level + 1);
      }, "next-level"));
    }
    if (opponent.kind === "tux") {
      buttons.push(button(this.texts.t("end-look-back"), () => {
        this.end.close();
        void this.lessons.lookBack(game.sitting.layout);
      }, "look-back"));
    }
    if (opponent.kind !== "classmate") {
      buttons.push(button(this.texts.t("end-play-again"), () => {
        this.end.close();
        void game.newGame();
      }, "play-again"));
    }
    buttons.push(button(this.texts.t("bar-home"), () => {
      this.end.close();
      void this.leave();
    }, "home"));
    this.end.body.replaceChildren(
      h("p", { class: "end-score" }, [say(this.texts, [score])]),
      h("p", { class: "end-reason" }, [say(this.texts, [reason])]),
      h("div", { class: "dialog-buttons" }, buttons),
    );
    this.end.show(buttons[0]);
  }

  private render(): void {
    document.documentElement.lang = this.texts.language;
    document.title = this.texts.t("suite-title");
    this.home?.render(this.texts);
    this.coach.decorateHome(this.home?.element, this.texts);
    this.coach.render(this.texts);
    this.lessons.decorateHome(this.home?.element, this.texts);
    this.lessons.render(this.texts);
    this.chapters.decorateHome(this.home?.element, this.texts);
    this.chapters.render(this.texts);
    this.tournament.render(this.texts);
    this.classPanel.render(this.texts);
    this.signInScreen?.render(this.texts);
    this.progressScreen?.render(this.texts);
    this.home?.element.classList.toggle("signin-needed", this.signInNeeded);
    this.nameForm.render(this.texts, this.name === NO_NAME && this.child === null && !this.signInNeeded);
    if (!this.banner.hidden) text(this.banner, this.texts.t("classroom-lost"));
    text(this.closedNotice, this.texts.t("teacher-closed-room"));
    const game = this.game;
    if (!game || !this.screen) return;
    this.screen.render(this.texts);
    this.coach.decorateBar(this.screen.element, game.sitting.game, this.texts);
    this.aids.decorateBar(this.screen.element, this.texts);
    const rest = game.rest;
    if (rest?.status.over && !game.replaying && this.endShownFor !== rest.ply) {
      this.endShownFor = rest.ply;
      this.showEnd();
    } else if (rest && !rest.status.over) {
      this.endShownFor = -1;
      this.end.close();
    }
  }

  private key(event: KeyboardEvent): void {
    const game = this.game;
    const dialogOpen = document.querySelector("dialog[open]") !== null;
    if (event.key === "F1") {
      event.preventDefault();
      if (!dialogOpen) this.showHelp();
      return;
    }
    if (this.coach.isOpen && !dialogOpen && !["Tab", "Shift", "Enter", " "].includes(event.key)) this.coach.key();
    if (this.lessons.isOpen && !dialogOpen && !["Tab", "Shift", "Enter", " "].includes(event.key)) this.lessons.key();
    if (this.chapters.isOpen && !dialogOpen && !["Tab", "Shift", "Enter", " "].includes(event.key)) this.chapters.key();
    if (!game || dialogOpen || event.ctrlKey || event.altKey || event.metaKey) return;
    if (/^[1-9]$/.test(event.key)) {
      event.preventDefault();
      game.playDigit(Number(event.key));
    } else if (game.replaying && !["Tab", "Shift", "Control", "Alt", "Meta"].includes(event.key)) {
      // Any other key hurries a replay, as on the desktop.
      game.hurry();
    }
  }
}

async function boot(): Promise<void> {
  const root = document.getElementById("app");
  if (!root) return;
  const language = stored(LANGUAGE_KEY) ?? negotiate(navigator.languages);
  const texts = await Texts.loadPage(languages.some((known) => known.code === language) ? language : "en");
  const app = new App(root, texts);
  await app.start();
  root.removeAttribute("aria-busy");
  // When the home screen (or the game taken back) can be used: the page's time to usable.
  performance.mark("oware-usable");
}

void boot();
