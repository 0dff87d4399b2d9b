//! A win or a loss that the search proves must stay proven when the game goes on as the
//! proof says. Under the first-repetition rule a line that comes back to a position played
//! since the last capture ends the game there, so a score found that way belongs to the way
//! the game came to the position; the transposition table must not hand it to another way
//! in. Random games of the 4-seed game are played to endings of a few seeds, where circles
//! abound, and every proof the master's search finds in them is checked one move on; and a
//! recorded ending where the table once did hand such a score on is replayed.

mod support;

use std::sync::atomic::AtomicBool;
use std::sync::OnceLock;
use std::time::Duration;

use oware_rules::abapa::{Game, Position, Variant};
use oware_rules::{EndReason, GameStatus, Repetition, Side};
use oware_tux::endgame::EndgameTables;
use oware_tux::{Analysis, Evaluation, MasterTuning, Tux, MASTER_LEVEL, WIN};
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::{Rng, SeedableRng};
use support::play_letters;

/// Deep enough for the searches of few-seed endings to prove many results, and quick.
const DEPTH: u32 = 30;
/// The endgame tables answer below the endings searched, as they do in a game.
const TABLE_SEEDS: u8 = 10;

/// The master's search to a fixed depth, with tables of up to `TABLE_SEEDS` seeds and a
/// table of its own.
fn search_to(game: &Game, depth: u32) -> Analysis {
    search_with(&mut master(depth), game)
}

/// The master searching to a fixed depth, whose table is kept from one search to the next.
fn master(depth: u32) -> Tux {
    // The ladder's evaluation, with which the recorded ending below went wrong: what is
    // checked here is the table, whatever the weights.
    let tuning = MasterTuning {
        max_depth: depth,
        eval: Evaluation::Tuned,
        ..MasterTuning::DEFAULT
    };
    Tux::new(MASTER_LEVEL, 1).with_master_tuning(tuning)
}

/// `master`'s search of `game`, with tables of up to `TABLE_SEEDS` seeds.
fn search_with(master: &mut Tux, game: &Game) -> Analysis {
    static TABLES: OnceLock<EndgameTables> = OnceLock::new();
    let tables = TABLES.get_or_init(|| EndgameTables::build(TABLE_SEEDS));
    let stop = AtomicBool::new(false);
    master.master_analysis(game, Duration::from_secs(600), Some(tables), &stop)
}

fn proven(score: i32) -> Option<bool> {
    if score > WIN - 1_000 {
        Some(true)
    } else if score < -(WIN - 1_000) {
        Some(false)
    } else {
        None
    }
}

fn seeds_on_board(position: &Position) -> u32 {
    position.houses().iter().map(|&n| u32::from(n)).sum()
}

/// A random game under the first-repetition rule, played until at most `seeds` seeds are
/// left on the board and a few quiet plies have been played since the last capture; `None`
/// when it ends first.
fn random_ending(rng: &mut StdRng, seeds: u32) -> Option<Game> {
    let mut game = Game::with_repetition(Position::start(Variant::ABAPA), Repetition::First);
    loop {
        if game.status() != GameStatus::Ongoing {
            return None;
        }
        if seeds_on_board(game.position()) <= seeds && game.plies_without_capture() >= 2 {
            return Some(game);
        }
        let moves: Vec<usize> = game.legal_moves().iter().collect();
        let house = *moves.choose(rng)?;
        game.play(house).ok()?;
    }
}

/// `game` after `house`, if it goes on with `side` to move.
fn going_on(game: &Game, house: usize, side: Side) -> Option<Game> {
    let mut next = game.clone();
    next.play(house).expect("legal");
    (next.status() == GameStatus::Ongoing && next.to_move() == side).then_some(next)
}

/// Asserts that the master does not prove `game` lost for its player to move: `earlier`
/// itself, with the table its searches left, if `kept`; else a master of its own.
fn assert_not_proved_lost(
    earlier: &mut Tux,
    kept: bool,
    game: &Game,
    context: impl Fn() -> String,
) {
    let again = if kept {
        search_with(earlier, game)
    } else {
        search_to(game, DEPTH)
    };
    assert_ne!(
        proven(again.score),
        Some(false),
        "{}: the player to move proved lost",
        context()
    );
}

/// Checks every proof one move on; returns how many proofs it checked. With `kept`, one
/// master searches an ending and then every position one move on, its table kept from
/// each search to the next as in a game; otherwise each search starts afresh.
fn check_proofs(seed: u64, endings: usize, kept: bool) -> usize {
    let mut rng = StdRng::seed_from_u64(seed);
    let mut checked = 0;
    let mut found = 0;
    while found < endings {
        let seeds = rng.random_range(4..=8);
        let Some(game) = random_ending(&mut rng, seeds) else {
            continue;
        };
        found += 1;
        let mut first = master(DEPTH);
        let analysis = search_with(&mut first, &game);
        let (Some(best), Some(wins)) = (analysis.best_move, proven(analysis.score)) else {
            continue;
        };
        let mover = game.to_move();
        if wins {
            // A proven win survives every reply to the winning move.
            let mut after = game.clone();
            after.play(best).expect("the search's move is legal");
            if after.status() != GameStatus::Ongoing {
                continue;
            }
            for reply in after.legal_moves().iter() {
                if let Some(next) = going_on(&after, reply, mover) {
                    let context = || format!("proved a win in {game:?}, then {best} and {reply}");
                    assert_not_proved_lost(&mut first, kept, &next, context);
                    checked += 1;
                }
            }
        } else {
            // A proven loss leaves the opponent no losing position after any move.
            for house in game.legal_moves().iter() {
                if let Some(next) = going_on(&game, house, mover.opponent()) {
                    let context =
                        || format!("proved a loss for {mover:?} in {game:?}, then {house}");
                    assert_not_proved_lost(&mut first, kept, &next, context);
                    checked += 1;
                }
            }
        }
    }
    checked
}

#[test]
fn proofs_in_circling_endings_hold_one_move_on() {
    let checked = check_proofs(21, 60, false);
    // The check means something only if the searches do prove results.
    assert!(checked >= 30, "only {checked} proofs checked");
}

#[test]
fn proofs_in_circling_endings_hold_one_move_on_with_the_table_kept() {
    // The positions one move on have the ending itself behind them, which the first search
    // had ahead: what it left in the table must not prove anything the game now forbids.
    let checked = check_proofs(22, 60, true);
    assert!(checked >= 30, "only {checked} proofs checked");
}

#[test]
fn the_endings_drawn_here_are_circling_ones() {
    // A control for the test above: its endings must allow repetitions at all, or no score
    // could depend on the way in. Somewhere in them a position comes back within a few
    // random quiet moves.
    let mut rng = StdRng::seed_from_u64(21);
    let mut repeated = 0;
    for _ in 0..200 {
        let Some(mut game) = random_ending(&mut rng, 8) else {
            continue;
        };
        for _ in 0..100 {
            let moves: Vec<usize> = game.legal_moves().iter().collect();
            let Some(&house) = moves.choose(&mut rng) else {
                break;
            };
            game.play(house).expect("legal");
            if let GameStatus::Over(outcome) = game.status() {
                if outcome.reason == EndReason::Repetition {
                    repeated += 1;
                }
                break;
            }
        }
    }
    assert!(repeated >= 10, "{repeated} repetitions");
}

/// A game of the master's against another program under the first-repetition rule, up to an
/// ending of six seeds with South to move, where quiet moves go round in circles.
const RECORDED: &str = "EeDcBbCbAcCfBeAbDdAfDbBeAcBaAeEaCcBbDfAdAbFbAfAaBaFaEeAfAdAaEbAdDbCaFaAfEaCdAeAcCeEfCdAeBdFdEcFaAfAdBbCfDbFdBcCdDeAfEaAdCcDbEeBdCeDcFaEaFfAcCbBeDaCcEbDdAf";

/// The recorded game up to its ending of six seeds.
fn recorded_ending() -> Game {
    let mut game = Game::with_repetition(Position::start(Variant::ABAPA), Repetition::First);
    play_letters(&mut game, RECORDED);
    assert_eq!(
        (game.to_move(), seeds_on_board(game.position())),
        (Side::South, 6)
    );
    game
}

/// Asserts that a win proved by A in the recorded ending (`before`) is still proved after A
/// and North's e (`after`).
fn assert_win_kept(before: &Analysis, after: &Analysis) {
    if proven(before.score) == Some(true) && before.best_move == Some(0) {
        assert_eq!(
            proven(after.score),
            Some(true),
            "a win by {} proved, then {} after A and e",
            before.score,
            after.score
        );
    }
}

#[test]
fn a_recorded_ending_keeps_its_verdict_after_a_move_each() {
    // Searched 74 plies deep, this ending was once proved a win for South by A, and after
    // A and North's e (the moves played) not even a likely win: the table had carried a
    // score that a repetition decided on one way into a position over to another way in.
    let mut game = recorded_ending();
    let before = search_to(&game, 74);
    play_letters(&mut game, "Ae");
    let after = search_to(&game, 74);
    assert_win_kept(&before, &after);
}

#[test]
fn a_recorded_ending_keeps_its_verdict_with_the_table_kept_from_move_to_move() {
    // As in a game: the second search starts from what the first one left in the table,
    // where the positions after A and after e were still ahead and are now behind.
    let mut master = master(74);
    let mut game = recorded_ending();
    let before = search_with(&mut master, &game);
    play_letters(&mut game, "Ae");
    let after = search_with(&mut master, &game);
    assert_win_kept(&before, &after);
}
