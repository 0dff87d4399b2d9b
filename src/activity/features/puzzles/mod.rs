//! Puzzles and counting drills on the board.
//!
//! A puzzle is a position from a real game with one clearly best line: the board shows it
//! with a task from its theme, the puzzles crate judges the child's move
//! ([`PuzzleRun::play`]), the move is replayed seed by seed and Tux answers with the line's
//! reply (or, after a wrong move, with what the move allows), until the line's end. A right
//! move is praised and explained; a wrong one is taken back with "Try again". Each attempt
//! moves the child's puzzle rating, kept beside the settings ([`store`]), and the next
//! puzzle is picked near it; the child's own puzzles, made from the look back at a finished
//! game, come first when they are due. The streak serves puzzles harder and harder until
//! the first miss. Counting drills ask the youngest where a last seed lands, how many seeds
//! a move captures, or which houses Tux could capture, in sizes that grow as they succeed.
//!
//! The puzzle's state lives here, not on the board: the board plays on as
//! [`Board::Playing`] while Tux's own thinking is held back (see
//! [`Puzzles::holds_tux`]) and the words take the lesson's place in the view.

mod drill;
mod session;
pub mod store;
mod words;

use std::collections::{HashMap, HashSet};
use std::rc::Rc;
use std::time::{SystemTime, UNIX_EPOCH};

use oware_puzzles::{
    own_puzzles, pick, shipped, Attempt, DrillAnswer, DrillKind, Puzzle, PuzzleRecords, PuzzleRun,
    Streak, Theme, Verdict,
};
use oware_rules::{AnyPosition, GameKind, Rules, Ruleset, Side};
use rand::rngs::StdRng;
use rand::SeedableRng;
use slint::{ComponentHandle, ModelRc, SharedString, VecModel};

use super::context::{Board, Context, Screen};
use super::to_window::sync_rows;
use super::wire::Wire;
use crate::activity::aids::Sound;
use crate::activity::sitting::{Opponent, Refusal, Sitting};
use crate::activity::texts::Texts;
use crate::activity::ui::{ActivityWindow, DrillAsk, DrillChoice, PuzzlesAdapter};
use crate::activity::view::LessonWords;
use crate::i18n::Arg;
use crate::settings::SettingsStore;
use drill::DrillSession;
use session::{Last, PuzzleSession};
use store::PuzzleStore;

/// What the puzzles' buttons ask for.
#[derive(Clone, Copy, Debug)]
pub enum Act {
    /// The puzzles of a game (of the game on the board with `None`).
    Open(Option<GameKind>),
    /// The counting drills of a game (of the game on the board with `None`).
    OpenDrills(Option<GameKind>),
    Hint,
    Retry,
    Next,
    /// The streak on, or off.
    Streak,
    /// The next of the game's themes (or all of them).
    NextTheme,
    /// Out of the puzzles into a real game.
    Play,
    /// A drill's answer: a number, one of the child's houses, or -1 for the store.
    Choose(i32),
    /// The houses tapped are the answer.
    DrillOk,
    DrillNext,
}

/// What is on the board.
enum OnBoard {
    Nothing,
    Puzzle(Box<PuzzleSession>),
    Drill(Box<DrillSession>),
}

/// The child's puzzle record and where it is kept, and the puzzle or drill on the board.
pub struct Puzzles {
    records: PuzzleRecords,
    /// None when nothing is saved (a test without a settings file).
    store: Option<PuzzleStore>,
    on_board: OnBoard,
    streak: Option<Streak>,
    theme: Option<Theme>,
    /// The puzzles shown since the activity started, not shown again before the others.
    seen: HashSet<String>,
    /// Each game's puzzles that the child can play from the bottom row.
    sets: HashMap<GameKind, Vec<Puzzle>>,
    /// The drill asked next, in turn.
    next_drill: usize,
    rng: StdRng,
    /// The sitting replaced by the puzzles themselves: not a reason to leave them.
    own_change: bool,
    /// The finished game whose own puzzles were taken, by its sitting's generation.
    harvested: Option<u64>,
    /// A theme without a puzzle left was chosen.
    none_left: bool,
    card_labels: Rc<VecModel<SharedString>>,
    choices: Rc<VecModel<DrillChoice>>,
}

impl Puzzles {
    /// The record as saved beside the settings, if it is saved. `seed` draws the puzzles and
    /// drills served: the activity's seed, fixed by tests so that they meet the same puzzles
    /// on every run, fresh on every start otherwise.
    pub fn new(window: &ActivityWindow, settings: Option<&SettingsStore>, seed: u64) -> Puzzles {
        let store = settings.map(PuzzleStore::beside);
        let records = match &store {
            Some(store) => {
                let load = store.load();
                if let Some(warning) = load.warning {
                    log::warn!("{warning}");
                }
                load.records
            }
            None => PuzzleRecords::new(),
        };
        let card_labels = Rc::new(VecModel::default());
        let choices = Rc::new(VecModel::default());
        let adapter = window.global::<PuzzlesAdapter>();
        adapter.set_card_labels(ModelRc::from(card_labels.clone()));
        adapter.set_drill_choices(ModelRc::from(choices.clone()));
        Puzzles {
            records,
            store,
            on_board: OnBoard::Nothing,
            streak: None,
            theme: None,
            seen: HashSet::new(),
            sets: HashMap::new(),
            next_drill: 0,
            rng: StdRng::seed_from_u64(seed),
            own_change: false,
            harvested: None,
            none_left: false,
            card_labels,
            choices,
        }
    }

    pub fn connect(window: &ActivityWindow, wire: &Wire<Act>) {
        let adapter = window.global::<PuzzlesAdapter>();
        adapter
            .on_open_puzzles(wire.with(|id: SharedString| Some(Act::Open(GameKind::from_id(&id)))));
        adapter.on_open_drills(
            wire.with(|id: SharedString| Some(Act::OpenDrills(GameKind::from_id(&id)))),
        );
        adapter.on_hint(wire.to(Act::Hint));
        adapter.on_retry(wire.to(Act::Retry));
        adapter.on_next(wire.to(Act::Next));
        adapter.on_streak(wire.to(Act::Streak));
        adapter.on_next_theme(wire.to(Act::NextTheme));
        adapter.on_play(wire.to(Act::Play));
        adapter.on_choose(wire.with(|value: i32| Some(Act::Choose(value))));
        adapter.on_drill_ok(wire.to(Act::DrillOk));
        adapter.on_drill_next(wire.to(Act::DrillNext));
    }

    /// A puzzle or a drill is on the board.
    pub fn active(&self) -> bool {
        !matches!(self.on_board, OnBoard::Nothing)
    }

    /// Tux does not think for itself during a puzzle or a drill: it plays the line's
    /// replies, and a drill has nobody to answer.
    pub fn holds_tux(&self) -> bool {
        self.active()
    }

    pub fn act(&mut self, act: Act, ctx: &mut Context) {
        let kind_on_board = ctx.sitting.ruleset().kind();
        match act {
            Act::Open(kind) => {
                self.leave(ctx);
                ctx.leave_room();
                self.next_puzzle(kind.unwrap_or(kind_on_board), ctx);
            }
            Act::OpenDrills(kind) => {
                self.leave(ctx);
                ctx.leave_room();
                self.next_drill(kind.unwrap_or(kind_on_board), ctx);
            }
            Act::Hint => self.hint(ctx),
            Act::Retry => self.retry(ctx),
            Act::Next => {
                self.leave(ctx);
                if self.streak.as_ref().is_some_and(Streak::is_over) {
                    self.streak = Some(Streak::new(self.record(kind_on_board).best_streak));
                }
                self.next_puzzle(kind_on_board, ctx);
            }
            Act::Streak => {
                self.leave(ctx);
                self.streak = match self.streak {
                    Some(_) => None,
                    None => Some(Streak::new(self.record(kind_on_board).best_streak)),
                };
                self.next_puzzle(kind_on_board, ctx);
            }
            Act::NextTheme => {
                let themes = Theme::for_game(kind_on_board);
                self.theme = match self.theme {
                    None => themes.first().copied(),
                    Some(theme) => themes
                        .iter()
                        .position(|&one| one == theme)
                        .and_then(|index| themes.get(index + 1).copied()),
                };
                self.leave(ctx);
                self.streak = None;
                self.next_puzzle(kind_on_board, ctx);
            }
            Act::Play => {
                self.leave(ctx);
                ctx.open_game(kind_on_board);
            }
            Act::Choose(value) => self.choose(value, ctx),
            Act::DrillOk => {
                if let OnBoard::Drill(drill) = &self.on_board {
                    let houses = drill.chosen.iter().copied().collect();
                    self.answer(DrillAnswer::Houses(houses), ctx);
                }
            }
            Act::DrillNext => {
                self.on_board = OnBoard::Nothing;
                self.next_drill(kind_on_board, ctx);
            }
        }
        ctx.refresh();
    }

    /// A new game, lesson or screen replaced the puzzle's board: the puzzle is left (a
    /// change the puzzles made themselves is not).
    pub fn game_changed(&mut self, ctx: &mut Context) {
        if std::mem::take(&mut self.own_change) {
            return;
        }
        self.leave(ctx);
    }

    /// After every action: back on the menu, the puzzle is left.
    pub fn after_action(&mut self, ctx: &mut Context) {
        if ctx.screen == Screen::Menu && self.active() {
            self.leave(ctx);
        }
        self.collect_own(ctx);
    }

    /// The child's house on the board: judged by the puzzle, or the drill's answer.
    pub fn try_house(&mut self, house: usize, ctx: &mut Context) {
        match &mut self.on_board {
            OnBoard::Nothing => {}
            OnBoard::Puzzle(_) => self.try_puzzle_move(house, ctx),
            OnBoard::Drill(drill) => match drill.kind() {
                DrillKind::LastSeed => {
                    self.answer(DrillAnswer::Pit(oware_rules::Pit::House(house)), ctx)
                }
                DrillKind::AtRisk => {
                    drill.toggle(house);
                    ctx.refresh();
                }
                DrillKind::Captures => {}
            },
        }
    }

    /// One beat of the clock: Tux's next answer once the replay before it rests, and the
    /// solve's tune; true when the window must show it.
    pub fn tick(&mut self, ctx: &mut Context) -> bool {
        if ctx.board.is_replaying() {
            return false;
        }
        match &mut self.on_board {
            OnBoard::Nothing => false,
            OnBoard::Puzzle(session) => {
                if let Some(house) = session.pending.pop_front() {
                    let before = *ctx.sitting.game().position();
                    match ctx.sitting.play_tux(house) {
                        Some(report) => {
                            ctx.feedback.move_played(&report);
                            ctx.start_playback(&before, &report);
                        }
                        None => {
                            log::error!(
                                "puzzle {}: Tux cannot play {house}",
                                session.run.puzzle().id
                            );
                            session.pending.clear();
                        }
                    }
                    return true;
                }
                if session.solved() && !session.cheered {
                    session.cheered = true;
                    ctx.sounds.play(Sound::Win);
                    return true;
                }
                false
            }
            OnBoard::Drill(drill) => {
                let Some(report) = drill.pending.pop_front() else {
                    return false;
                };
                // Each of Tux's captures is shown from the drill's own board, Tux to move.
                let board = session::tux_to_move(drill.drill.ruleset, &drill.drill.position)
                    .unwrap_or(drill.drill.position);
                ctx.sitting.load_position(board);
                let before = *ctx.sitting.game().position();
                if let Some(report) = ctx.sitting.play_tux(report.origin) {
                    ctx.feedback.move_played(&report);
                    ctx.start_playback(&before, &report);
                }
                true
            }
        }
    }

    /// The puzzle's or the drill's words in place of the game's; `None` without one.
    pub fn words(&self, ctx: &Context, texts: &Texts) -> Option<LessonWords> {
        let kind = ctx.sitting.ruleset().kind();
        let record = self.records.get(kind);
        let rating = record.map_or(1500.0, |record| record.rating.rating).round() as i64;
        let best = record.map_or(0, |record| record.best_streak);
        match &self.on_board {
            OnBoard::Nothing => None,
            OnBoard::Puzzle(session) => {
                let heading = match &self.streak {
                    Some(streak) => texts.with(
                        "puzzles-heading-streak",
                        &[
                            ("count", Arg::from(streak.current())),
                            ("best", Arg::from(streak.best().max(best))),
                        ],
                    ),
                    None if session.own => {
                        texts.with("puzzles-heading-own", &[("rating", Arg::Num(rating))])
                    }
                    None => texts.with(
                        "puzzles-heading",
                        &[("rating", Arg::Num(rating)), ("best", Arg::from(best))],
                    ),
                };
                let mut words = session.words(texts, heading);
                if self.none_left {
                    words.line = crate::activity::texts::sentences([
                        Some(texts.plain("puzzles-none")),
                        Some(words.line),
                    ]);
                }
                Some(words)
            }
            OnBoard::Drill(drill) => Some(drill.words(texts, texts.plain("puzzles-drills"))),
        }
    }

    /// Fills the puzzles' global: the bars' state and the drill's answers.
    pub fn show(&self, window: &ActivityWindow, ctx: &Context) {
        let adapter = window.global::<PuzzlesAdapter>();
        let texts = ctx.texts();
        let in_game = ctx.screen == Screen::Game;
        let puzzle = match &self.on_board {
            OnBoard::Puzzle(session) if in_game => Some(&**session),
            _ => None,
        };
        let drill = match &self.on_board {
            OnBoard::Drill(drill) if in_game => Some(&**drill),
            _ => None,
        };
        adapter.set_in_puzzle(puzzle.is_some());
        adapter.set_solved(puzzle.is_some_and(PuzzleSession::solved));
        adapter.set_missed(puzzle.is_some_and(|session| {
            session.missed() && session.streak_over.is_none() && session.pending.is_empty()
        }));
        adapter.set_can_hint(
            puzzle.is_some_and(|session| session.takes_moves() && self.streak.is_none()),
        );
        adapter.set_streak_on(self.streak.is_some());
        let theme = words::theme_name(&texts, self.theme);
        adapter.set_theme_label(
            texts
                .with("puzzles-theme", &[("theme", Arg::Str(&theme))])
                .into(),
        );
        adapter.set_in_drill(drill.is_some());
        adapter.set_drill_answered(drill.is_some_and(DrillSession::answered));
        adapter.set_drill_reward(drill.is_some_and(|drill| drill.reward));
        adapter.set_store_answer(words::sows_into_store(ctx.sitting.ruleset().kind()));
        adapter.set_drill_ask(match drill.map(DrillSession::kind) {
            Some(DrillKind::Captures) => DrillAsk::Number,
            Some(DrillKind::AtRisk) => DrillAsk::Houses,
            Some(DrillKind::LastSeed) | None => DrillAsk::Pit,
        });
        sync_rows(
            &self.choices,
            drill.map_or(Vec::new(), |drill| choices(drill, &texts)),
        );
    }

    /// The puzzle button's words under each game's card, with the child's rating there.
    pub fn show_menu(&self, ctx: &Context) {
        let labels = GameKind::ALL
            .into_iter()
            .map(|kind| {
                let opponent = Opponent::Tux;
                let texts = Texts {
                    localizer: &ctx.localizer,
                    language: ctx.language,
                    ruleset: ctx.settings().ruleset_for(kind),
                    opponent: &opponent,
                };
                let rating = self
                    .records
                    .get(kind)
                    .map_or(1500.0, |record| record.rating.rating)
                    .round() as i64;
                let title = texts.game_title();
                SharedString::from(texts.with(
                    "puzzles-card",
                    &[("game", Arg::Str(&title)), ("rating", Arg::Num(rating))],
                ))
            })
            .collect();
        sync_rows(&self.card_labels, labels);
    }

    /// The child's record in `kind`, as saved.
    fn record(&mut self, kind: GameKind) -> &mut oware_puzzles::PuzzleRecord {
        self.records.game(kind)
    }

    fn save(&self) {
        if let Some(store) = &self.store {
            if let Err(error) = store.save(&self.records) {
                log::error!("could not save the puzzle record: {error}");
            }
        }
    }

    /// The puzzle or drill is left: an attempt tried and not counted counts as a miss.
    fn leave(&mut self, _ctx: &mut Context) {
        if let OnBoard::Puzzle(session) = &self.on_board {
            if session.tried && !session.counted {
                let puzzle = session.run.puzzle().clone();
                self.count(&puzzle, Attempt::Missed);
            }
        }
        self.on_board = OnBoard::Nothing;
        self.none_left = false;
    }

    /// Counts an attempt in the record and saves it.
    fn count(&mut self, puzzle: &Puzzle, attempt: Attempt) {
        let today = today();
        self.records
            .game(puzzle.ruleset.kind())
            .record(puzzle, attempt, today);
        self.save();
    }

    /// The game's puzzles from the bottom row (a North puzzle turned round), kept once made.
    fn set(&mut self, kind: GameKind) -> &[Puzzle] {
        self.sets.entry(kind).or_insert_with(|| {
            shipped(kind)
                .iter()
                .map(Puzzle::as_south)
                .filter(|puzzle| puzzle.solver == Side::South)
                .collect()
        })
    }

    /// The next puzzle of `kind`: in a streak, the streak's; else an own puzzle that is due,
    /// then one near the child's rating, of the chosen theme.
    fn next_puzzle(&mut self, kind: GameKind, ctx: &mut Context) {
        self.none_left = false;
        let today = today();
        let rating = self.record(kind).rating.rating;
        let theme = self.theme;
        let due = self
            .records
            .get(kind)
            .and_then(|record| {
                record
                    .own
                    .due(today)
                    .into_iter()
                    .find(|puzzle| !self.seen.contains(&puzzle.id) && puzzle.solver == Side::South)
                    .cloned()
            })
            .filter(|_| self.streak.is_none() && theme.is_none());
        if let Some(own) = due {
            self.start(own, true, ctx);
            return;
        }
        let mut streak = self.streak.take();
        let mut rng = std::mem::replace(&mut self.rng, StdRng::seed_from_u64(0));
        let seen = self.seen.clone();
        let set = self.set(kind);
        let chosen = match &mut streak {
            Some(streak) => streak.next(set, &mut rng).cloned(),
            None => pick(set, rating, theme, &|id| seen.contains(id), &mut rng)
                .or_else(|| pick(set, rating, theme, &|_| false, &mut rng))
                .cloned(),
        };
        self.rng = rng;
        self.streak = streak;
        match chosen {
            Some(puzzle) => self.start(puzzle, false, ctx),
            None => {
                // Nothing of this theme here: the theme goes back to all, and says so.
                self.theme = None;
                let fallback = {
                    let mut rng = std::mem::replace(&mut self.rng, StdRng::seed_from_u64(0));
                    let set = self.set(kind);
                    let found = pick(set, rating, None, &|_| false, &mut rng).cloned();
                    self.rng = rng;
                    found
                };
                if let Some(puzzle) = fallback {
                    self.start(puzzle, false, ctx);
                    self.none_left = theme.is_some();
                } else {
                    log::warn!("no puzzle of {kind} to show");
                }
            }
        }
    }

    /// A puzzle's or a drill's position on the board, against Tux, as this feature's own
    /// change of game.
    fn put_on_board(&mut self, ruleset: Ruleset, position: AnyPosition, ctx: &mut Context) {
        let kind = ruleset.kind();
        let mut sitting = Sitting::new(
            Opponent::Tux,
            ctx.settings().level_for(kind),
            oware_tux::levels_of(kind),
            ruleset,
        );
        sitting.load_position(position);
        ctx.sitting = sitting;
        ctx.screen = Screen::Game;
        ctx.after_game_change();
        self.own_change = true;
    }

    /// `puzzle` on the board, from its position, against Tux.
    fn start(&mut self, puzzle: Puzzle, own: bool, ctx: &mut Context) {
        self.put_on_board(puzzle.ruleset, puzzle.position, ctx);
        self.seen.insert(puzzle.id.clone());
        self.on_board = OnBoard::Puzzle(Box::new(PuzzleSession::new(PuzzleRun::new(&puzzle), own)));
        ctx.refresh();
    }

    /// The child's move in the puzzle: judged, played on the board and replayed, Tux's
    /// answers queued; a solve or a streak's miss is counted at once.
    fn try_puzzle_move(&mut self, house: usize, ctx: &mut Context) {
        let OnBoard::Puzzle(session) = &mut self.on_board else {
            return;
        };
        if !session.takes_moves() {
            return;
        }
        let verdict = match session.run.play(house) {
            Ok(verdict) => verdict,
            Err(illegal) => {
                let refusal = Refusal::Illegal(illegal);
                session.last = Last::Refused(refusal);
                ctx.feedback.refuse(house, refusal);
                ctx.refresh();
                return;
            }
        };
        session.tried = true;
        session.hint = None;
        let before = *ctx.sitting.game().position();
        match ctx.sitting.play_human(house) {
            Ok(report) => {
                ctx.feedback.move_played(&report);
                ctx.start_playback(&before, &report);
            }
            Err(refusal) => log::error!("the puzzle's move {house} is refused: {refusal:?}"),
        }
        let puzzle = session.run.puzzle().clone();
        let mut counted = None;
        match verdict {
            Verdict::Right {
                replies, done, why, ..
            } => {
                session.pending = replies.iter().map(|(house, _)| *house).collect();
                session.last = Last::Right { why, done };
                if done {
                    if let Some(solved) = session.run.outcome() {
                        counted = Some(Attempt::Solved(solved));
                    }
                }
            }
            Verdict::Wrong {
                refutation, why, ..
            } => {
                session.pending = refutation.iter().map(|(house, _)| *house).collect();
                session.last = Last::Wrong { why };
                if self.streak.is_some() {
                    counted = Some(Attempt::Missed);
                }
            }
        }
        if let Some(attempt) = counted {
            if let OnBoard::Puzzle(session) = &mut self.on_board {
                session.counted = true;
            }
            self.count(&puzzle, attempt);
            if let Some(streak) = &mut self.streak {
                streak.record(attempt);
                let (current, best) = (streak.current(), streak.best());
                let over = streak.is_over();
                let record = self.records.game(puzzle.ruleset.kind());
                let new_best = !over && best > record.best_streak;
                record.record_streak(best);
                self.save();
                if let OnBoard::Puzzle(session) = &mut self.on_board {
                    if over {
                        session.streak_over = Some((current, best));
                    } else if new_best {
                        session.new_best_streak = Some(best);
                    }
                }
            }
        }
        ctx.refresh();
    }

    fn hint(&mut self, ctx: &mut Context) {
        if self.streak.is_some() {
            return;
        }
        if let OnBoard::Puzzle(session) = &mut self.on_board {
            if session.takes_moves() {
                session.hint = session.run.hint();
                session.tried = true;
                if matches!(session.last, Last::Refused(_)) {
                    session.last = Last::Nothing;
                }
            }
        }
        ctx.refresh();
    }

    /// The board back as it was before the wrong move, for another try.
    fn retry(&mut self, ctx: &mut Context) {
        if self.streak.is_some() {
            return;
        }
        let OnBoard::Puzzle(session) = &mut self.on_board else {
            return;
        };
        if !session.run.awaits_retry() {
            return;
        }
        session.run.retry();
        session.last = Last::Nothing;
        session.hint = None;
        session.pending.clear();
        ctx.sitting.load_position(*session.run.position());
        ctx.board = Board::default();
        ctx.feedback.clear();
        ctx.refresh();
    }

    /// The next drill of `kind`, in turn, at the size the child has reached.
    fn next_drill(&mut self, kind: GameKind, ctx: &mut Context) {
        let drill_kind = DrillKind::ALL[self.next_drill % DrillKind::ALL.len()];
        self.next_drill += 1;
        let drill = self
            .records
            .game(kind)
            .drill(drill_kind)
            .next(&mut self.rng);
        self.put_on_board(drill.ruleset, drill.position, ctx);
        self.on_board = OnBoard::Drill(Box::new(DrillSession::new(drill, &mut self.rng)));
        ctx.refresh();
    }

    /// A drill's button: a number, one of the child's houses, or the store.
    fn choose(&mut self, value: i32, ctx: &mut Context) {
        let OnBoard::Drill(drill) = &mut self.on_board else {
            return;
        };
        match drill.kind() {
            DrillKind::Captures => {
                if let Ok(count) = u32::try_from(value) {
                    self.answer(DrillAnswer::Count(count), ctx);
                }
            }
            DrillKind::AtRisk => {
                if let Ok(house) = usize::try_from(value) {
                    drill.toggle(house);
                }
            }
            DrillKind::LastSeed if value < 0 => {
                self.answer(DrillAnswer::Pit(words::CHILD_STORE), ctx)
            }
            DrillKind::LastSeed => {
                if let Ok(house) = usize::try_from(value) {
                    self.answer(DrillAnswer::Pit(oware_rules::Pit::House(house)), ctx);
                }
            }
        }
        ctx.refresh();
    }

    /// The drill's answer: judged, counted on the ladder (a new size is cheered), and the
    /// move that shows it replayed.
    fn answer(&mut self, answer: DrillAnswer, ctx: &mut Context) {
        let kind = ctx.sitting.ruleset().kind();
        let OnBoard::Drill(drill) = &mut self.on_board else {
            return;
        };
        if drill.answered() {
            return;
        }
        let verdict = drill.drill.check(&answer);
        let drill_kind = drill.kind();
        let right = verdict.right;
        match drill.drill.house {
            Some(house) => {
                let before = *ctx.sitting.game().position();
                if let Ok(report) = ctx.sitting.play_human(house) {
                    ctx.feedback.move_played(&report);
                    ctx.start_playback(&before, &report);
                }
            }
            None => drill.pending = verdict.replays.iter().cloned().collect(),
        }
        drill.verdict = Some(verdict);
        let reward = self.records.game(kind).drill(drill_kind).record(right);
        if let OnBoard::Drill(drill) = &mut self.on_board {
            drill.reward = reward;
        }
        if reward {
            ctx.sounds.play(Sound::Win);
        } else if right {
            ctx.sounds.play(Sound::ExtraTurn);
        }
        self.save();
        ctx.refresh();
    }

    /// Once the look back has Tux's review of a finished game against Tux, the positions
    /// where the child had a clearly better move become the child's own puzzles.
    fn collect_own(&mut self, ctx: &Context) {
        let Some(look) = ctx.board.look_back() else {
            return;
        };
        let Some(review) = look.review() else {
            return;
        };
        let generation = ctx.sitting.generation();
        if self.harvested == Some(generation) || *ctx.sitting.opponent() != Opponent::Tux {
            return;
        }
        self.harvested = Some(generation);
        let game = ctx.sitting.game();
        let made = own_puzzles(game, review.player, review);
        if made.is_empty() {
            return;
        }
        let today = today();
        let record = self.records.game(ctx.sitting.ruleset().kind());
        for puzzle in made {
            record.own.add(puzzle, today);
        }
        self.save();
    }
}

/// The drill's answer buttons: the numbers to pick from, or the child's houses to tap.
fn choices(drill: &DrillSession, texts: &Texts) -> Vec<DrillChoice> {
    match drill.kind() {
        DrillKind::Captures => drill
            .numbers
            .iter()
            .map(|&number| DrillChoice {
                value: i32::try_from(number).unwrap_or(i32::MAX),
                label: number.to_string().into(),
                spoken: number.to_string().into(),
                chosen: false,
            })
            .collect(),
        DrillKind::AtRisk => {
            let layout = drill.drill.position.layout();
            layout
                .row(Side::South)
                .map(|house| {
                    // The letter alone: the house's own name on the board says the rest.
                    let letter = texts.letter(house);
                    DrillChoice {
                        value: i32::try_from(house).unwrap_or(i32::MAX),
                        label: letter.as_str().into(),
                        spoken: letter.into(),
                        chosen: drill.chosen.contains(&house),
                    }
                })
                .collect()
        }
        DrillKind::LastSeed => Vec::new(),
    }
}

/// Days since 1970, the record's calendar for own puzzles.
fn today() -> u32 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |since| {
            u32::try_from(since.as_secs() / 86_400).unwrap_or(u32::MAX)
        })
}
