//! Tux under both repetition rules, on a hand-built circle: three seeds, and a twelve-ply
//! line that brings the first position back. At its last ply North chooses between `e`, which
//! repeats the first position (North keeps two seeds on his row, South one: 25 to 23), and
//! `d`, after which South wins three seeds (22 + 3 against 23).

mod support;

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use oware_rules::abapa::{Game, Position, Variant};
use oware_rules::{EndReason, GameStatus, Outcome, Repetition, Side};
use oware_tux::endgame::EndgameTables;
use oware_tux::{analyse, MasterTuning, Tux, LEVELS, WIN};
use support::play_letters;

/// The first position: South's D, North's d and f, South 22 and North 23 in the stores.
fn first_position() -> Position {
    let houses = [0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 1];
    Position::from_parts(Variant::ABAPA, &houses, [22, 23], Side::South).expect("48 seeds")
}

/// The circle's first eleven plies; `e` closes it.
const CIRCLE: &str = "DfEdFaAbBcC";

fn letter(house: usize) -> char {
    b"ABCDEFabcdef"[house] as char
}

/// A search deep enough to see every line of three seeds to its end.
fn searched(game: &Game) -> (char, i32) {
    let stop = AtomicBool::new(false);
    let analysis = analyse(game, 5_000_000, Duration::from_secs(600), &stop);
    (letter(analysis.best_move.expect("a move")), analysis.score)
}

fn proven_win(score: i32) -> bool {
    score > WIN - 1_000
}

#[test]
fn under_the_first_rule_north_closes_the_circle_and_wins() {
    let mut game = Game::with_repetition(first_position(), Repetition::First);
    play_letters(&mut game, CIRCLE);
    assert_eq!(game.to_move(), Side::North);
    let (best, score) = searched(&game);
    assert_eq!(best, 'e');
    assert!(proven_win(score), "{score}");
    // The rules agree: the repetition ends the game, each keeping his own row.
    play_letters(&mut game, "e");
    assert_eq!(
        game.status(),
        GameStatus::Over(Outcome {
            winner: Some(Side::North),
            scores: [23, 25],
            reason: EndReason::Repetition,
        })
    );
    // The other way, d, loses: from there South wins by force.
    let mut other = Game::with_repetition(first_position(), Repetition::First);
    play_letters(&mut other, CIRCLE);
    play_letters(&mut other, "d");
    let (_, score) = searched(&other);
    assert!(proven_win(score), "South's score after d: {score}");
}

#[test]
fn under_the_third_rule_the_circle_ends_at_its_third_time_round() {
    let mut game = Game::with_repetition(first_position(), Repetition::Third);
    // Twice round: the first position is seen for the second time and the game goes on.
    play_letters(&mut game, CIRCLE);
    play_letters(&mut game, "e");
    assert_eq!(*game.position(), first_position());
    assert_eq!(game.status(), GameStatus::Ongoing);
    play_letters(&mut game, CIRCLE);
    // Now `e` brings it back a third time: the end, which the search sees exactly.
    let (best, score) = searched(&game);
    assert_eq!(best, 'e');
    assert!(proven_win(score), "{score}");
    play_letters(&mut game, "e");
    assert_eq!(
        game.status(),
        GameStatus::Over(Outcome {
            winner: Some(Side::North),
            scores: [23, 25],
            reason: EndReason::Repetition,
        })
    );
}

#[test]
fn the_master_with_its_tables_closes_the_circle_too() {
    // Seen without its history, the board before `e` is lost for North: from the first
    // position South can force three seeds, and the tables say so. Only the history (the
    // position `e` brings back) saves North, so the master must look at it first.
    let tables = EndgameTables::build(6);
    let mut game = Game::with_repetition(first_position(), Repetition::First);
    assert_eq!(tables.probe(game.position()), Some(3));
    play_letters(&mut game, CIRCLE);
    assert_eq!(tables.probe(game.position()), Some(-3));
    let stop = AtomicBool::new(false);
    let mut master = Tux::new(LEVELS, 0);
    let choice = master.master_move(&game, Duration::from_millis(300), || Some(&tables), &stop);
    assert_eq!(choice.map(letter), Some('e'));
}

/// The master's search of `game` with the tables, trusting them as the tuning says.
fn master_searched(game: &Game, tables: &EndgameTables, trust: bool) -> (char, i32, u32) {
    let stop = AtomicBool::new(false);
    let tuning = MasterTuning {
        trust_loose: trust,
        ..MasterTuning::DEFAULT
    };
    let mut master = Tux::new(LEVELS, 0).with_master_tuning(tuning);
    let analysis = master.master_analysis(game, Duration::from_millis(300), Some(tables), &stop);
    let best = letter(analysis.best_move.expect("a move"));
    (best, analysis.score, analysis.depth)
}

#[test]
fn under_the_first_rule_an_exact_table_value_gives_way_to_a_repetition_ahead() {
    // Five plies into the circle, North to move. Seen alone the board is lost for North, and
    // exactly so: South can force three seeds whatever ends a circle. But the first
    // position was played since the last capture, and North can steer back to it: by the
    // first-repetition rule that ends the game, North keeping two seeds to South's one.
    let tables = EndgameTables::build(6);
    let mut game = Game::with_repetition(first_position(), Repetition::First);
    play_letters(&mut game, &CIRCLE[..5]);
    assert_eq!(game.to_move(), Side::North);
    assert_eq!(tables.probe(game.position()), Some(-3));
    let (best, score, _) = master_searched(&game, &tables, false);
    assert_eq!(best, 'a', "the way round the circle");
    assert!(proven_win(score), "{score}");
    // Taking the tables' word after every quiet move, as the master once did, it believes
    // every move lost.
    let (_, trusting, _) = master_searched(&game, &tables, true);
    assert!(proven_win(-trusting), "{trusting}");
    // Under the third-repetition rule the circle would have to come back twice more, and
    // South can leave it on the way: the tables' value stands, and the master takes it at
    // once, at the first ply.
    let mut game = Game::with_repetition(first_position(), Repetition::Third);
    play_letters(&mut game, &CIRCLE[..5]);
    let (_, score, depth) = master_searched(&game, &tables, false);
    assert!(proven_win(-score), "{score}");
    assert_eq!(depth, 1);
}
