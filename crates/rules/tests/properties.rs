//! Property tests: every game of the family against the plain model in `reference/`, on
//! random games from the opening and from random positions. After every ply the crate and
//! the model must agree on the whole position, on every legal move's account (sowing,
//! relays, captures, tuzdyks, extra turn) and on the end; seeds are conserved, `apply` and
//! `play` agree, and the protocol's words read back to the same position.
//!
//! Each case draws one 64-bit seed; a tiny deterministic generator does the rest, so a
//! failure replays exactly. Failures print the position in the protocol's words.

mod support;

mod reference;

use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::fmt;
use std::time::Instant;

use oware_rules::{
    format_position, AnyPosition, Game as History, GameKind, GameStatus, MoveReport, Outcome, Pit,
    Rules, Ruleset, Side, Step,
};
use proptest::prelude::*;
use proptest::test_runner::{Config, TestRunner};
use reference::{Board, End, Event, Game, Place, Reason, NORTH, SOUTH};
use support::rng::Rng;

/// Long enough for most random games from the opening to end on the board; a few cycle
/// for ever.
const MAX_PLIES: usize = 300;
/// A game from a random position soon looks like any other random game, so it stops early
/// and the time goes to more positions instead.
const MAX_PLIES_FROM_A_POSITION: usize = 40;

/// What the random games met, so that a run shows the rare rules were really exercised.
#[derive(Default)]
struct Stats {
    from_start: Cell<u64>,
    from_positions: Cell<u64>,
    plies: Cell<u64>,
    moves_checked: Cell<u64>,
    captures: Cell<u64>,
    extra_turns: Cell<u64>,
    relays: Cell<u64>,
    tuzdyks_made: Cell<u64>,
    through_tuzdyk: Cell<u64>,
    grand_slams: Cell<u64>,
    endless: Cell<u64>,
    /// Lifts in the longest move, the first one included: how near Congkak came to its limit.
    most_lifts: Cell<u64>,
    ends: Cell<u64>,
}

fn bump(counter: &Cell<u64>, by: u64) {
    counter.set(counter.get() + by);
}

impl Stats {
    fn print(&self, name: &str, started: Instant) {
        eprintln!(
            "{name}: {} games from the opening and {} from random positions, {} plies, \
             {} moves checked, {} ended on the board; {} captures, {} extra turns, {} relays \
             (at most {} lifts in a move), {} tuzdyks made, {} stones through a tuzdyk, {} \
             grand slams forfeited, {} endless; {:.1} s",
            self.from_start.get(),
            self.from_positions.get(),
            self.plies.get(),
            self.moves_checked.get(),
            self.ends.get(),
            self.captures.get(),
            self.extra_turns.get(),
            self.relays.get(),
            self.most_lifts.get(),
            self.tuzdyks_made.get(),
            self.through_tuzdyk.get(),
            self.grand_slams.get(),
            self.endless.get(),
            started.elapsed().as_secs_f64(),
        );
    }
}

fn game_of(kind: GameKind) -> Game {
    match kind {
        GameKind::Oware => Game::Oware,
        GameKind::Kalah => Game::Kalah,
        GameKind::Congkak => Game::Congkak,
        GameKind::TogyzKumalak => Game::Togyz,
    }
}

/// The seed counts the issue allows, written out rather than taken from the crate.
fn seed_counts(kind: GameKind) -> Vec<u8> {
    match kind {
        GameKind::Oware => vec![4, 5, 6],
        GameKind::Kalah => vec![3, 4, 5, 6],
        GameKind::Congkak => vec![5, 6, 7],
        GameKind::TogyzKumalak => vec![9],
    }
}

fn side_index(side: Side) -> usize {
    match side {
        Side::South => SOUTH,
        Side::North => NORTH,
    }
}

fn side_name(side: usize) -> &'static str {
    if side == SOUTH {
        "south"
    } else {
        "north"
    }
}

fn letter(board: &Board, house: usize) -> String {
    let n = board.width();
    let offset = (house % n) as u8;
    let first = if house < n { b'A' } else { b'a' };
    char::from(first + offset).to_string()
}

/// The protocol's words for a model position, built here so that reading them tests
/// `parse_position` and comparing them tests `format_position`.
fn words(board: &Board) -> Vec<String> {
    let mut words: Vec<String> = board.houses.iter().map(u32::to_string).collect();
    words.extend(board.stores.map(|n| n.to_string()));
    words.push(side_name(board.to_move).to_string());
    if board.game == Game::Togyz {
        for tuzdyk in board.tuzdyks {
            words.push(tuzdyk.map_or("-".to_string(), |h| letter(board, h)));
        }
    }
    words
}

fn reason_code(reason: Reason) -> &'static str {
    match reason {
        Reason::Score => "score",
        Reason::NoFeed => "no-feed",
        Reason::EmptyRow => "empty-row",
        Reason::Endless => "endless",
        Reason::NoMove => "no-move",
    }
}

type EndView = (Option<usize>, [u32; 2], &'static str);

fn crate_end(outcome: Option<Outcome>) -> Option<EndView> {
    outcome.map(|o| (o.winner.map(side_index), o.scores, o.reason.code()))
}

fn model_end(end: Option<End>) -> Option<EndView> {
    end.map(|e| (e.winner, e.scores, reason_code(e.reason)))
}

/// Where a check failed, in the protocol's words; only written out when a check fails, as
/// building it for every move would cost more than the checks.
#[derive(Clone, Copy)]
struct Here<'a> {
    board: &'a Board,
    play: Option<usize>,
}

impl fmt::Display for Here<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&words(self.board).join(" "))?;
        match self.play {
            Some(house) => write!(f, " play {}", letter(self.board, house)),
            None => Ok(()),
        }
    }
}

fn context(board: &Board) -> Here<'_> {
    Here { board, play: None }
}

fn parse(ruleset: Ruleset, board: &Board) -> Result<AnyPosition, TestCaseError> {
    let words = words(board);
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    ruleset
        .parse_position(&words)
        .map_err(|e| TestCaseError::fail(format!("{}: refused: {e}", context(board))))
}

/// The whole position: houses, stores, tuzdyks and the player to move.
fn same_position(position: &AnyPosition, board: &Board, what: Here) -> Result<(), TestCaseError> {
    let houses: Vec<u32> = position.houses().iter().map(|&n| u32::from(n)).collect();
    prop_assert_eq!(&houses, &board.houses, "{}: houses", what);
    prop_assert_eq!(
        position.stores().map(u32::from),
        board.stores,
        "{}: stores",
        what
    );
    prop_assert_eq!(position.tuzdyks(), board.tuzdyks, "{}: tuzdyks", what);
    prop_assert_eq!(
        side_index(position.to_move()),
        board.to_move,
        "{}: side to move",
        what
    );
    Ok(())
}

/// What a position alone must answer: the end, the legal moves, why the others are
/// refused, the seed total and the protocol's words.
fn check_position(
    ruleset: Ruleset,
    position: &AnyPosition,
    board: &Board,
    total: u32,
) -> Result<(), TestCaseError> {
    let here = context(board);
    same_position(position, board, here)?;
    let on_board: u32 = position.houses().iter().map(|&n| u32::from(n)).sum();
    let stores: u32 = position.stores().iter().map(|&n| u32::from(n)).sum();
    prop_assert_eq!(on_board + stores, total, "{}: seeds conserved", &here);
    prop_assert_eq!(
        crate_end(position.end()),
        model_end(board.end()),
        "{}: end",
        &here
    );

    let legal = board.legal_moves();
    let crate_legal: Vec<usize> = position.legal_moves().iter().collect();
    prop_assert_eq!(&crate_legal, &legal, "{}: legal moves", &here);
    if board.end().is_none() {
        prop_assert_eq!(
            position.must_feed(),
            board.must_feed(),
            "{}: must feed",
            &here
        );
    }
    let over = board.end().is_some();
    for house in 0..=board.pits() {
        let verdict = position.check_move(house);
        if legal.contains(&house) {
            prop_assert!(
                verdict.is_ok(),
                "{}: {} is legal: {:?}",
                &here,
                house,
                verdict
            );
            continue;
        }
        let code = match verdict {
            Ok(()) => return Err(TestCaseError::fail(format!("{here}: {house} is illegal"))),
            Err(e) => e.code(),
        };
        let expected: &[&str] = if over {
            if house < board.pits()
                && board.owner(house) == board.to_move
                && board.houses[house] > 0
            {
                // Oware's no-feed end leaves houses that also fail to feed.
                &["game-over", "must-feed"]
            } else {
                // Game over, or what is wrong with the house itself: both are fair.
                &[]
            }
        } else if house >= board.pits() {
            &["no-such-house"]
        } else if board.tuzdyks.contains(&Some(house)) {
            // A tuzdyk stands on one row and belongs to the other player, so either
            // refusal is a fair account.
            &["tuzdyk", "empty-house", "not-your-house"]
        } else if board.owner(house) != board.to_move {
            &["not-your-house"]
        } else if board.houses[house] == 0 {
            &["empty-house"]
        } else {
            &["must-feed"]
        };
        prop_assert!(
            expected.is_empty() || expected.contains(&code),
            "{}: {} refused as {}, expected {:?}",
            &here,
            house,
            code,
            expected
        );
        let mut refused = *position;
        prop_assert!(refused.play(house).is_err(), "{}: play {}", &here, house);
        prop_assert_eq!(
            refused,
            *position,
            "{}: a refused move changes nothing",
            &here
        );
    }

    let printed = format_position(position);
    prop_assert_eq!(&printed, &words(board).join(" "), "{}: format", &here);
    if !board.endless {
        // The endless mark lives outside the protocol's words, so only other positions
        // can come back whole.
        let printed: Vec<&str> = printed.split(' ').collect();
        let reread = ruleset
            .parse_position(&printed)
            .map_err(|e| TestCaseError::fail(format!("{here}: refused: {e}")))?;
        prop_assert_eq!(reread, *position, "{}: parse(format) round trip", &here);
        prop_assert_eq!(reread.key(), position.key(), "{}: key", &here);
    }
    Ok(())
}

fn model_event(step: Step) -> Option<Event> {
    let place = |pit: Pit| match pit {
        Pit::House(h) => Place::House(h),
        Pit::Store(side) => Place::Store(side_index(side)),
    };
    Some(match step {
        Step::Lift { house, seeds } => Event::Lift {
            house,
            seeds: u32::from(seeds),
        },
        Step::Sow(pit) => Event::Sow(place(pit)),
        Step::SowIntoTuzdyk { house, owner } => Event::ThroughTuzdyk {
            house,
            owner: side_index(owner),
        },
        Step::Relay { house, seeds } => Event::Relay {
            house,
            seeds: u32::from(seeds),
        },
        Step::Endless => Event::Endless,
        Step::Capture { .. } | Step::Tuzdyk { .. } | Step::GrandSlamForfeited | Step::ExtraTurn => {
            return None
        }
    })
}

/// Plays `house` in the crate (both ways) and in the model and compares everything.
fn check_move(
    position: &AnyPosition,
    board: &Board,
    house: usize,
    stats: &Stats,
) -> Result<(), TestCaseError> {
    let here = Here {
        board,
        play: Some(house),
    };
    let turn = board.play(house);
    let mut played = *position;
    let report: MoveReport = played
        .play(house)
        .map_err(|e| TestCaseError::fail(format!("{here}: refused: {e}")))?;
    let mut applied = *position;
    let taken = applied.apply(house);
    prop_assert_eq!(applied, played, "{}: apply and play", &here);
    prop_assert_eq!(taken, report.captured_seeds, "{}: apply's capture", &here);
    same_position(&played, &turn.after, here)?;

    let mover = board.to_move;
    prop_assert_eq!(side_index(report.mover), mover, "{}: mover", &here);
    prop_assert_eq!(report.origin, house, "{}: origin", &here);
    prop_assert_eq!(
        u32::from(report.seeds()),
        board.houses[house],
        "{}: seeds lifted",
        &here
    );
    prop_assert_eq!(
        u32::from(report.captured_seeds),
        turn.captured,
        "{}: captured seeds",
        &here
    );

    let trace: Vec<Event> = report
        .steps
        .iter()
        .filter_map(|&s| model_event(s))
        .collect();
    prop_assert_eq!(&trace, &turn.trace, "{}: sowing, step by step", &here);
    let sown: Vec<Place> = report
        .sown_pits()
        .map(|pit| match pit {
            Pit::House(h) => Place::House(h),
            Pit::Store(side) => Place::Store(side_index(side)),
        })
        .collect();
    prop_assert_eq!(&sown, &turn.sown(), "{}: sown pits", &here);
    // What follows the sowing (captures, a tuzdyk, the extra turn) comes after its last seed.
    let last_sowing = report.steps.iter().rposition(|&s| model_event(s).is_some());
    let first_other = report.steps.iter().position(|&s| model_event(s).is_none());
    if let (Some(last), Some(first)) = (last_sowing, first_other) {
        prop_assert!(
            first > last,
            "{}: steps out of order: {:?}",
            &here,
            report.steps
        );
    }

    let mut captures = Vec::new();
    for step in &report.steps {
        if let Step::Capture { house, seeds, by } = *step {
            prop_assert_eq!(side_index(by), mover, "{}: capture by the mover", &here);
            if seeds > 0 {
                captures.push((house, u32::from(seeds)));
            }
        }
    }
    let mut expected = turn.captures.clone();
    if board.game != Game::Oware {
        // Only Oware's chain has an order of its own; a Kalah or Congkak capture takes two
        // houses at once.
        captures.sort_unstable();
        expected.sort_unstable();
    }
    prop_assert_eq!(&captures, &expected, "{}: captures", &here);

    let tuzdyk_steps: Vec<(usize, Side, u8)> = report
        .steps
        .iter()
        .filter_map(|step| match *step {
            Step::Tuzdyk {
                house,
                owner,
                seeds,
            } => Some((house, owner, seeds)),
            _ => None,
        })
        .collect();
    match turn.tuzdyk_made {
        Some(h) => prop_assert_eq!(
            tuzdyk_steps,
            vec![(h, report.mover, 3)],
            "{}: tuzdyk made",
            &here
        ),
        None => prop_assert!(tuzdyk_steps.is_empty(), "{}: no tuzdyk", &here),
    }
    prop_assert_eq!(
        report.grand_slam_forfeited(),
        turn.grand_slam,
        "{}: grand slam",
        &here
    );
    prop_assert_eq!(
        report.extra_turn(),
        turn.extra_turn,
        "{}: extra turn",
        &here
    );
    prop_assert_eq!(
        report
            .steps
            .iter()
            .filter(|&&s| s == Step::ExtraTurn)
            .count(),
        usize::from(turn.extra_turn),
        "{}: one extra-turn step at most",
        &here
    );
    prop_assert_eq!(
        crate_end(played.end()),
        model_end(turn.after.end()),
        "{}: end after the move",
        &here
    );

    bump(&stats.moves_checked, 1);
    bump(&stats.captures, u64::from(turn.captured > 0));
    bump(&stats.extra_turns, u64::from(turn.extra_turn));
    bump(&stats.tuzdyks_made, u64::from(turn.tuzdyk_made.is_some()));
    bump(&stats.grand_slams, u64::from(turn.grand_slam));
    bump(&stats.endless, u64::from(turn.after.endless));
    let mut lifts = 1;
    for event in &turn.trace {
        match event {
            Event::Relay { .. } => {
                bump(&stats.relays, 1);
                lifts += 1;
            }
            Event::ThroughTuzdyk { .. } => bump(&stats.through_tuzdyk, 1),
            _ => {}
        }
    }
    stats.most_lifts.set(stats.most_lifts.get().max(lifts));
    Ok(())
}

/// A random position of `game` with the right seed total: sometimes a full board, sometimes
/// an endgame, sometimes seeds crowded into a few houses; for Togyz Kumalak, random valid
/// tuzdyks.
fn random_board(game: Game, seeds_per_house: u32, rng: &mut Rng) -> Board {
    let mut board = Board::start(game, 0);
    let n = board.width();
    let total = seeds_per_house * board.pits() as u32;
    if game == Game::Togyz {
        for side in [SOUTH, NORTH] {
            if rng.chance(2) {
                continue;
            }
            // Not the ninth house, nor the number of the other tuzdyk.
            let taken = board.tuzdyks[1 - side].map(|t| t % n);
            let offsets: Vec<usize> = (0..n - 1).filter(|&o| Some(o) != taken).collect();
            let offset = offsets[rng.below(offsets.len())];
            board.tuzdyks[side] = Some((1 - side) * n + offset);
        }
    }
    let t = total as usize;
    let on_board = match rng.below(4) {
        0 => rng.below(t + 1),
        1 => t - rng.below(t / 8 + 1),
        2 => 1 + rng.below(t / 6),
        _ => t - rng.below(t / 2 + 1),
    } as u32;
    let mut open: Vec<usize> = (0..board.pits())
        .filter(|h| !board.tuzdyks.contains(&Some(*h)))
        .collect();
    if rng.chance(3) {
        let few: Vec<usize> = open.iter().copied().filter(|_| rng.chance(2)).collect();
        if !few.is_empty() {
            open = few;
        }
    }
    for _ in 0..on_board {
        let h = open[rng.below(open.len())];
        board.houses[h] += 1;
    }
    let rest = total - on_board;
    let south = rng.below(rest as usize + 1) as u32;
    board.stores = [south, rest - south];
    board.to_move = if rng.chance(2) { SOUTH } else { NORTH };
    board
}

/// Plays one random game in the crate and the model side by side, checking every legal
/// move of every ply before following one of them.
fn random_game(
    ruleset: Ruleset,
    from_start: bool,
    rng: &mut Rng,
    stats: &Stats,
) -> Result<(), TestCaseError> {
    let game = game_of(ruleset.kind());
    let seeds = u32::from(ruleset.seeds_per_house());
    let mut board = if from_start {
        Board::start(game, seeds)
    } else {
        random_board(game, seeds, rng)
    };
    let total = board.total();
    let mut position = if from_start {
        ruleset.start()
    } else {
        parse(ruleset, &board)?
    };
    bump(
        if from_start {
            &stats.from_start
        } else {
            &stats.from_positions
        },
        1,
    );
    let plies = if from_start {
        MAX_PLIES
    } else {
        MAX_PLIES_FROM_A_POSITION
    };
    for _ in 0..plies {
        check_position(ruleset, &position, &board, total)?;
        let legal = board.legal_moves();
        if legal.is_empty() {
            bump(&stats.ends, 1);
            break;
        }
        for &house in &legal {
            check_move(&position, &board, house, stats)?;
        }
        let house = legal[rng.below(legal.len())];
        position.apply(house);
        board = board.play(house).after;
        bump(&stats.plies, 1);
    }
    Ok(())
}

/// `cases` by default; `PROPTEST_CASES` asks for a longer soak. Failures are not saved: a
/// case is one seed, and the message gives the position and the move.
fn config(cases: u32) -> Config {
    let cases = std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(cases);
    Config {
        cases,
        failure_persistence: None,
        ..Config::default()
    }
}

fn run(kind: GameKind, cases: u32) {
    let started = Instant::now();
    let stats = Stats::default();
    let config = config(cases);
    let counts = seed_counts(kind);
    let strategy = (0..counts.len(), any::<u64>(), any::<bool>());
    let result = TestRunner::new(config).run(&strategy, |(which, seed, from_start)| {
        let ruleset = Ruleset::new(kind, u64::from(counts[which])).expect("an allowed seed count");
        random_game(ruleset, from_start, &mut Rng(seed), &stats)
    });
    stats.print(kind.id(), started);
    if let Err(failure) = result {
        panic!("{kind}: {failure}");
    }
}

#[test]
fn oware_matches_the_model() {
    run(GameKind::Oware, 1000);
}

#[test]
fn kalah_matches_the_model() {
    run(GameKind::Kalah, 2000);
}

#[test]
fn congkak_matches_the_model() {
    run(GameKind::Congkak, 1500);
}

#[test]
fn togyz_matches_the_model() {
    run(GameKind::TogyzKumalak, 600);
}

/// Oware's history ends (third repetition, 160 plies without a capture) through `Game`,
/// against a history kept beside the model. Endgames with few seeds make repetitions common.
#[test]
fn oware_history_ends_match_the_model() {
    let config = config(1000);
    let started = Instant::now();
    let ends: RefCell<BTreeMap<&str, u64>> = RefCell::default();
    let strategy = (4u8..=6, any::<u64>());
    let result = TestRunner::new(config).run(&strategy, |(seeds, seed)| {
        let ruleset = Ruleset::new(GameKind::Oware, u64::from(seeds)).expect("oware");
        let mut rng = Rng(seed);
        let mut board = random_board(Game::Oware, u32::from(seeds), &mut rng);
        // Neither player past half, so that the game lives long enough to repeat itself.
        let [south, north] = board.stores;
        let (kept, half) = (south + north, board.total() / 2);
        let low = kept.saturating_sub(half);
        let south = low + rng.below((half.min(kept) - low + 1) as usize) as u32;
        board.stores = [south, kept - south];
        if rng.chance(4) {
            board = Board::start(Game::Oware, u32::from(seeds));
        }
        // Random play captures too often to reach the no-capture limit; half the games
        // dodge captures whenever they can.
        let avoid_captures = rng.chance(2);
        let mut game = History::from_position(parse(ruleset, &board)?);
        let mut seen = vec![board.clone()];
        let mut quiet = 0u32;
        for _ in 0..2 * MAX_PLIES {
            let expected = match board.end() {
                Some(end) => model_end(Some(end)),
                None if seen.iter().filter(|&b| *b == board).count() >= 3 => {
                    Some(split_board(&board, "repetition"))
                }
                None if quiet >= 160 => Some(split_board(&board, "no-capture-limit")),
                None => None,
            };
            let status = match game.status() {
                GameStatus::Ongoing => None,
                GameStatus::Over(outcome) => crate_end(Some(outcome)),
            };
            prop_assert_eq!(status, expected, "{}", context(&board));
            if let Some((_, _, reason)) = expected {
                *ends.borrow_mut().entry(reason).or_default() += 1;
                break;
            }
            let mut legal = board.legal_moves();
            if avoid_captures {
                let quiet_moves: Vec<usize> = legal
                    .iter()
                    .copied()
                    .filter(|&h| board.play(h).captured == 0)
                    .collect();
                if !quiet_moves.is_empty() {
                    legal = quiet_moves;
                }
            }
            let house = legal[rng.below(legal.len())];
            let turn = board.play(house);
            let report = game
                .play(house)
                .map_err(|e| TestCaseError::fail(e.to_string()))?;
            prop_assert_eq!(u32::from(report.captured_seeds), turn.captured);
            board = turn.after;
            if turn.captured > 0 {
                seen.clear();
                quiet = 0;
            } else {
                quiet += 1;
            }
            seen.push(board.clone());
        }
        Ok(())
    });
    eprintln!(
        "oware history: ends {:?}; {:.1} s",
        ends.borrow(),
        started.elapsed().as_secs_f64()
    );
    if let Err(failure) = result {
        panic!("oware history: {failure}");
    }
}

/// The history ends leave each player the seeds on his own side.
fn split_board(board: &Board, reason: &'static str) -> EndView {
    let scores = [SOUTH, NORTH].map(|side| board.stores[side] + board.row_seeds(side));
    let winner = match scores[SOUTH].cmp(&scores[NORTH]) {
        std::cmp::Ordering::Greater => Some(SOUTH),
        std::cmp::Ordering::Less => Some(NORTH),
        std::cmp::Ordering::Equal => None,
    };
    (winner, scores, reason)
}

/// The model itself against the issue's perft tables, so that a disagreement with the crate
/// can be blamed on the right side.
#[test]
fn the_model_counts_the_perft_tables_of_the_issue() {
    let tables: [(Game, u32, &[u64]); 6] = [
        (Game::Oware, 5, &[6, 36, 195, 1090, 5841]),
        (Game::Oware, 6, &[6, 36, 206, 1166, 6563]),
        (Game::Kalah, 4, &[6, 35, 185, 942, 4690, 23233]),
        (Game::Kalah, 6, &[6, 35, 190, 1056, 5882, 32243]),
        (Game::Congkak, 7, &[7, 36, 230, 1406, 8293]),
        (Game::Togyz, 9, &[9, 73, 613, 5199]),
    ];
    for (game, seeds, counts) in tables {
        let start = Board::start(game, seeds);
        for (depth, &count) in (1..).zip(counts) {
            assert_eq!(start.perft(depth), count, "{game:?} {seeds}: perft {depth}");
        }
    }
}

/// `setposition` must take exactly the tuzdyks a game could have made: each on the other
/// player's row, empty, not a ninth house, and not both with the same number.
#[test]
fn togyz_takes_exactly_the_possible_tuzdyks() {
    let ruleset = Ruleset::standard(GameKind::TogyzKumalak);
    let config = config(2000);
    let result = TestRunner::new(config).run(&any::<u64>(), |seed| {
        let mut rng = Rng(seed);
        let mut board = random_board(Game::Togyz, 9, &mut rng);
        for side in [SOUTH, NORTH] {
            if rng.chance(3) {
                board.tuzdyks[side] = Some(rng.below(board.pits()));
            }
        }
        let n = board.width();
        let possible = |side: usize| match board.tuzdyks[side] {
            None => true,
            Some(h) => board.owner(h) != side && h % n != n - 1 && board.houses[h] == 0,
        };
        let same_number = match board.tuzdyks {
            [Some(south), Some(north)] => south % n == north % n,
            _ => false,
        };
        let expected = possible(SOUTH) && possible(NORTH) && !same_number;
        let words = words(&board);
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        let parsed = ruleset.parse_position(&words);
        prop_assert_eq!(
            parsed.is_ok(),
            expected,
            "{}: {:?}",
            context(&board),
            parsed.err()
        );
        Ok(())
    });
    if let Err(failure) = result {
        panic!("togyz tuzdyks: {failure}");
    }
}

/// A position whose seeds do not add up to the game's total is refused in every game.
#[test]
fn a_wrong_seed_total_is_refused() {
    let config = config(1000);
    let strategy = (0..GameKind::ALL.len(), any::<u64>());
    let result = TestRunner::new(config).run(&strategy, |(which, seed)| {
        let kind = GameKind::ALL[which];
        let counts = seed_counts(kind);
        let mut rng = Rng(seed);
        let seeds = counts[rng.below(counts.len())];
        let ruleset = Ruleset::new(kind, u64::from(seeds)).expect("an allowed seed count");
        let mut board = random_board(game_of(kind), u32::from(seeds), &mut rng);
        let open: Vec<usize> = (0..board.pits())
            .filter(|h| !board.tuzdyks.contains(&Some(*h)) && board.houses[*h] > 0)
            .collect();
        if rng.chance(2) || open.is_empty() {
            board.stores[rng.below(2)] += 1 + rng.below(3) as u32;
        } else {
            board.houses[open[rng.below(open.len())]] -= 1;
        }
        let words = words(&board);
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        prop_assert!(
            ruleset.parse_position(&words).is_err(),
            "{} {}: accepted",
            kind,
            context(&board)
        );
        Ok(())
    });
    if let Err(failure) = result {
        panic!("seed totals: {failure}");
    }
}
