//! The `oware-engine` binary, driven over stdin/stdout exactly as a client would drive it.

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};

mod support;

use support::{check, run_raw};

use oware_rules::abapa::{Game, Variant};
use oware_rules::{house_from_letter, Side};
use oware_tux::LEVELS;

const START: &str = "= 4 4 4 4 4 4 4 4 4 4 4 4 0 0 south";

#[test]
fn a_game_prefix_with_a_capture() {
    check(&[
        ("position", Some(START)),
        ("legal", Some("= A B C D E F")),
        ("status", Some("= ongoing")),
        ("play C", Some("= 0")),
        ("position", Some("= 4 4 0 5 5 5 5 4 4 4 4 4 0 0 north")),
        ("legal", Some("= a b c d e f")),
        ("play d", Some("= 0")),
        ("play A", Some("= 0")),
        ("play f", Some("= 0")),
        ("play B", Some("= 0")),
        ("play e", Some("= 0")),
        ("play D", Some("= 0")),
        ("position", Some("= 3 1 4 0 9 8 7 6 6 1 1 2 0 0 north")),
        ("play a", Some("= 2")),
        ("position", Some("= 4 0 4 0 9 8 0 7 7 2 2 3 0 2 south")),
        ("legal", Some("= A C E F")),
        ("status", Some("= ongoing")),
        ("newgame", Some("=")),
        ("position", Some(START)),
    ]);
}

#[test]
fn setposition_and_position_round_trip() {
    let text = "1 2 3 4 5 6 0 1 2 3 4 5 10 2 north";
    check(&[
        (&format!("setposition {text}"), Some("=")),
        ("position", Some(&format!("= {text}"))),
        ("legal", Some("= b c d e f")),
        ("setposition 4 4 4 4 4 4 4 4 4 4 4 4 0 0 S", Some("=")),
        ("position", Some(START)),
    ]);
}

#[test]
fn illegal_moves_give_their_reason_and_change_nothing() {
    let after_c = "= 4 4 0 5 5 5 5 4 4 4 4 4 0 0 north";
    check(&[
        ("play a", Some("? illegal move: not-your-house")),
        ("position", Some(START)),
        ("play C", Some("= 0")),
        ("play C", Some("? illegal move: not-your-house")),
        ("play G", Some("? illegal move: no-such-house")),
        ("play g", Some("? illegal move: no-such-house")),
        ("play 3", Some("? illegal move: no-such-house")),
        ("play ab", Some("? illegal move: no-such-house")),
        ("play é", Some("? illegal move: no-such-house")),
        ("position", Some(after_c)),
        ("play a", Some("= 0")),
        ("play C", Some("? illegal move: empty-house")),
        ("setposition 1 0 0 2 2 1 0 0 0 0 0 0 21 21 south", Some("=")),
        ("legal", Some("= E F")),
        ("play A", Some("? illegal move: must-feed")),
        ("play D", Some("? illegal move: must-feed")),
        ("position", Some("= 1 0 0 2 2 1 0 0 0 0 0 0 21 21 south")),
        ("play F", Some("= 0")),
    ]);
}

#[test]
fn status_after_each_kind_of_ending() {
    check(&[
        ("setposition 0 0 0 0 4 0 2 1 2 1 0 0 19 19 south", Some("=")),
        ("play E", Some("= 8")),
        ("status", Some("= over south 27 19 score")),
        ("legal", Some("=")),
        ("play d", Some("? illegal move: game-over")),
        ("setposition 0 0 0 0 0 0 0 0 0 0 0 0 24 24 north", Some("=")),
        ("status", Some("= over draw 24 24 score")),
        ("setposition 1 1 0 0 0 0 0 0 0 0 0 0 23 23 south", Some("=")),
        ("status", Some("= over south 25 23 no-feed")),
        ("legal", Some("=")),
        ("play A", Some("? illegal move: game-over")),
        ("setposition 0 0 0 0 0 0 0 0 0 0 1 1 20 26 north", Some("=")),
        ("status", Some("= over north 20 26 score")),
    ]);
}

#[test]
fn repetition_is_judged_across_play_commands() {
    let mut script = vec![(
        "setposition 1 0 0 0 0 0 1 0 0 0 0 0 23 23 south".to_string(),
        "=",
    )];
    for letter in "AaBbCcDdEeFfAaBbCcDdEeFf".chars() {
        script.push((format!("play {letter}"), "= 0"));
    }
    script.push(("status".to_string(), "= over draw 24 24 repetition"));
    script.push(("legal".to_string(), "="));
    let pairs: Vec<(&str, Option<&str>)> = script
        .iter()
        .map(|(line, answer)| (line.as_str(), Some(*answer)))
        .collect();
    check(&pairs);
}

#[test]
fn the_no_capture_limit_is_judged_across_play_commands() {
    const QUIET_GAME: &str = "DdBaFdEfBaDdAfBbBdAaBcCbFaBfDbEfCeDbCcFbDdEbFdCbEfFcEdBcDcCbDfFdBbAbEeFbEdAfCdEbDcDaCcFdEeAcCaFaEaBcCfDfBdEaDcAeBfBbFbEeBbEcAdEfFeEfFbDeEcAeBdFcAdBaDeCaBfEbDbCe";
    let mut lines: Vec<String> = QUIET_GAME.chars().map(|c| format!("play {c}")).collect();
    lines.insert(159, "status".to_string());
    lines.push("status".to_string());
    let mut expected = vec!["= 0"; 160];
    expected.insert(159, "= ongoing");
    expected.push("= over south 25 23 no-capture-limit");
    let pairs: Vec<(&str, Option<&str>)> = lines
        .iter()
        .zip(&expected)
        .map(|(line, answer)| (line.as_str(), Some(*answer)))
        .collect();
    check(&pairs);
}

#[test]
fn setposition_errors_are_clear_and_change_nothing() {
    let usage = |found: usize| {
        format!(
            "? bad position: expected 15 words (12 house counts, 2 stores, south or north), \
             found {found}"
        )
    };
    check(&[
        ("setposition", Some(&usage(0))),
        ("setposition 4 4 4", Some(&usage(3))),
        (
            "setposition 4 4 4 4 4 4 4 4 4 4 4 4 0 0 south extra",
            Some(&usage(16)),
        ),
        (
            "setposition 4 4 4 4 4 4 4 4 4 4 4 3 0 0 south",
            Some("? bad position: houses and stores must add up to 48, not 47"),
        ),
        (
            "setposition 4 4 4 4 4 4 4 4 4 4 4 5 0 0 north",
            Some("? bad position: houses and stores must add up to 48, not 49"),
        ),
        (
            "setposition -4 4 4 4 4 4 4 4 4 4 4 4 0 0 south",
            Some("? bad position: a seed count must be a whole number from 0 to 48, not '-4'"),
        ),
        (
            "setposition 49 4 4 4 4 4 4 4 4 4 4 4 0 0 south",
            Some("? bad position: a seed count must be a whole number from 0 to 48, not '49'"),
        ),
        (
            "setposition 4 4 4 4 4 4 4 4 4 4 4 4 99999999999999999999999 0 south",
            Some("? bad position: a seed count must be a whole number from 0 to 48, not '99999999999999999999999'"),
        ),
        (
            "setposition 4 4 4 4 4 4 4 4 4 4 4 4 0 x south",
            Some("? bad position: a seed count must be a whole number from 0 to 48, not 'x'"),
        ),
        (
            "setposition 4 4 4 4 4 4 4 4 4 4 4 4 0 0 east",
            Some("? bad position: side must be south or north, not 'east'"),
        ),
        (
            "setposition 4.0 4 4 4 4 4 4 4 4 4 4 4 0 0 south",
            Some("? bad position: a seed count must be a whole number from 0 to 48, not '4.0'"),
        ),
        ("position", Some(START)),
    ]);
}

#[test]
fn perft_counts_and_its_limits() {
    check(&[
        ("perft 0", Some("= 1")),
        ("perft 1", Some("= 6")),
        ("perft 5", Some("= 5219")),
        (
            "perft 16",
            Some("? depth must be a whole number from 0 to 15, not '16'"),
        ),
        (
            "perft -1",
            Some("? depth must be a whole number from 0 to 15, not '-1'"),
        ),
        (
            "perft 18446744073709551616",
            Some("? depth must be a whole number from 0 to 15, not '18446744073709551616'"),
        ),
        ("perft", Some("? usage: perft <depth>")),
        ("perft 1 2", Some("? usage: perft <depth>")),
        ("play C", Some("= 0")),
        ("perft 1", Some("= 6")),
        ("perft 2", Some("= 32")),
    ]);
}

#[test]
fn garbage_comments_and_blank_lines() {
    check(&[
        ("", None),
        ("   ", None),
        ("\t", None),
        ("# a comment", None),
        ("   # an indented comment", None),
        ("#position", None),
        ("frobnicate", Some("? unknown command: frobnicate")),
        (
            "frobnicate now please",
            Some("? unknown command: frobnicate"),
        ),
        ("position extra", Some("? position takes no arguments")),
        ("newgame 1", Some("? newgame takes no arguments")),
        ("legal now", Some("? legal takes no arguments")),
        ("status x", Some("? status takes no arguments")),
        ("play", Some("? usage: play <letter>")),
        ("play A B", Some("? usage: play <letter>")),
        ("42", Some("? unknown command: 42")),
        ("-1", Some("? unknown command: -1")),
        ("=", Some("? unknown command: =")),
        ("play\tC", Some("= 0")),
        ("  PoSiTiOn  ", Some("= 4 4 0 5 5 5 5 4 4 4 4 4 0 0 north")),
        ("position\r", Some("= 4 4 0 5 5 5 5 4 4 4 4 4 0 0 north")),
    ]);
}

#[test]
fn non_utf8_and_very_long_lines_are_answered_safely() {
    let mut input = Vec::new();
    input.extend_from_slice(b"\xff\xfe\n");
    input.extend_from_slice(b"play \xc3\n");
    input.extend_from_slice(&[b'x'; 100_000]);
    input.push(b'\n');
    input.extend_from_slice(&[b'y'; 1000]);
    input.push(b'\n');
    input.extend_from_slice(b"\x00\x01\n");
    input.extend_from_slice(b"position\n");
    let (answers, ok) = run_raw(&input);
    let long_name = format!("? unknown command: {}…", "y".repeat(32));
    assert_eq!(
        answers,
        [
            "? unknown command: \u{fffd}\u{fffd}",
            "? illegal move: no-such-house",
            "? line too long",
            long_name.as_str(),
            "? unknown command: ??",
            START,
        ]
    );
    assert!(ok);
}

/// Replays the letters Tux chose on a library game, checking each was legal.
fn replay(letters: &[String]) -> Game {
    let mut game = Game::new(Variant::ABAPA);
    for letter in letters {
        let house = house_from_letter(Variant::ABAPA, letter).expect("a house letter");
        game.play(house).expect("Tux plays legal moves");
    }
    game
}

fn position_line(game: &Game) -> String {
    let position = game.position();
    let houses: Vec<String> = position.houses().iter().map(u8::to_string).collect();
    format!(
        "= {} {} {} {}",
        houses.join(" "),
        position.captured(Side::South),
        position.captured(Side::North),
        position.to_move()
    )
}

#[test]
fn genmove_plays_a_legal_move_at_every_level() {
    let mut input = String::from("levels\nseed 7\n");
    for level in 1..=LEVELS {
        input.push_str(&format!("genmove {level}\n"));
    }
    input.push_str("position\n");
    let (answers, ok) = run_raw(input.as_bytes());
    assert!(ok);
    // The ladder's levels and, above them, Oware's master level.
    let levels = (LEVELS + 1).to_string();
    assert_eq!(answers[..2], [format!("= {levels}"), "=".to_string()]);
    let moves = &answers[2..answers.len() - 1];
    let letters: Vec<String> = moves
        .iter()
        .map(|answer| answer.strip_prefix("= ").expect("a move").to_string())
        .collect();
    assert_eq!(letters.len(), usize::from(LEVELS));
    let game = replay(&letters);
    assert_eq!(answers.last(), Some(&position_line(&game)));
}

#[test]
fn genmove_replays_exactly_for_a_seed() {
    let script = "seed 12345\n".to_string() + &"genmove 2\n".repeat(30) + "position\n";
    let (first, _) = run_raw(script.as_bytes());
    let (second, _) = run_raw(script.as_bytes());
    assert_eq!(first, second);
    let letters: Vec<String> = first[1..first.len() - 1]
        .iter()
        .filter_map(|answer| answer.strip_prefix("= ").map(str::to_string))
        .collect();
    // The game may end before thirty moves; then genmove says so.
    let game = replay(&letters);
    assert_eq!(first.last(), Some(&position_line(&game)));
}

#[test]
fn genmove_and_seed_refuse_bad_arguments_and_finished_games() {
    let top = (LEVELS + 1).to_string();
    let above = (LEVELS + 2).to_string();
    let range =
        |text: &str| format!("? level must be a whole number from 1 to {top}, not '{text}'");
    let seed_range = |text: &str| {
        format!("? seed must be a whole number from 0 to 18446744073709551615, not '{text}'")
    };
    let answers = [
        range("0"),
        range(&above),
        range("-1"),
        range("x"),
        range("99999999999999999999"),
        seed_range("-1"),
        seed_range("18446744073709551616"),
    ];
    check(&[
        ("genmove 0", Some(&answers[0])),
        (&format!("genmove {above}"), Some(&answers[1])),
        ("genmove -1", Some(&answers[2])),
        ("genmove x", Some(&answers[3])),
        ("genmove 99999999999999999999", Some(&answers[4])),
        ("genmove", Some("? usage: genmove <level>")),
        ("genmove 1 2", Some("? usage: genmove <level>")),
        ("seed -1", Some(&answers[5])),
        ("seed 18446744073709551616", Some(&answers[6])),
        ("seed 18446744073709551615", Some("=")),
        ("seed", Some("? usage: seed <n>")),
        ("levels 3", Some("? levels takes no arguments")),
        ("position", Some(START)),
        ("setposition 0 0 0 0 4 0 2 1 2 1 0 0 19 19 south", Some("=")),
        ("play E", Some("= 8")),
        ("genmove 1", Some("? game over")),
        ("position", Some("= 0 0 0 0 0 1 0 0 0 1 0 0 27 19 north")),
    ]);
}

#[test]
fn quit_answers_then_exits_and_later_lines_are_ignored() {
    check(&[("quit", Some("=")), ("position", None)]);
    check(&[
        ("quit now", Some("? quit takes no arguments")),
        ("quit", Some("=")),
    ]);
}

#[test]
fn the_end_of_input_ends_the_engine_cleanly() {
    let (answers, ok) = run_raw(b"position");
    assert_eq!(
        answers,
        [START],
        "a last line without a line break is still read"
    );
    assert!(ok);
    let (answers, ok) = run_raw(b"");
    assert!(answers.is_empty());
    assert!(ok);
}

#[test]
fn every_answer_is_flushed_before_the_next_command() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_oware-engine"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("spawn oware-engine");
    let mut stdin = child.stdin.take().expect("stdin");
    let mut stdout = BufReader::new(child.stdout.take().expect("stdout"));
    let mut ask = |line: &str| {
        writeln!(stdin, "{line}").expect("write");
        stdin.flush().expect("flush");
        let mut answer = String::new();
        stdout.read_line(&mut answer).expect("read");
        answer.trim_end().to_string()
    };
    assert_eq!(ask("position"), START);
    assert_eq!(ask("play F"), "= 0");
    assert_eq!(ask("status"), "= ongoing");
    assert_eq!(ask("quit"), "=");
    assert!(child.wait().expect("wait").success());
}

/// One seed each, North one seed ahead: twelve plies bring the first position back.
const CIRCLE_START: &str = "setposition 1 0 0 0 0 0 1 0 0 0 0 0 22 24 south";
const CIRCLE: [&str; 12] = ["A", "a", "B", "b", "C", "c", "D", "d", "E", "e", "F", "f"];

fn circle_script<'a>(game: &'a str, status: &'a str) -> Vec<(String, Option<String>)> {
    let mut script = vec![
        (game.to_string(), Some("=".to_string())),
        (CIRCLE_START.to_string(), Some("=".to_string())),
    ];
    for letter in CIRCLE {
        script.push((format!("play {letter}"), Some("= 0".to_string())));
    }
    script.push(("status".to_string(), Some(status.to_string())));
    script
}

fn check_owned(script: &[(String, Option<String>)]) {
    let borrowed: Vec<(&str, Option<&str>)> = script
        .iter()
        .map(|(line, answer)| (line.as_str(), answer.as_deref()))
        .collect();
    check(&borrowed);
}

#[test]
fn under_repetition_first_the_first_repetition_ends_the_game() {
    // Each keeps the seed on his own row: 23 for South, 25 for North.
    check_owned(&circle_script(
        "game oware repetition=first",
        "= over north 23 25 repetition",
    ));
    // The usual rule lets the position come back twice more.
    check_owned(&circle_script("game oware", "= ongoing"));
    check_owned(&circle_script("game oware repetition=third", "= ongoing"));
}

#[test]
fn game_names_the_repetition_rule_and_keeps_it_for_new_games() {
    check(&[
        ("game", Some("= oware seeds=4")),
        ("game oware seeds=5 repetition=first", Some("=")),
        ("game", Some("= oware seeds=5 repetition=first")),
        ("newgame", Some("=")),
        ("game", Some("= oware seeds=5 repetition=first")),
        ("setposition 1 0 0 0 0 0 1 0 0 0 0 0 29 29 south", Some("=")),
        ("game", Some("= oware seeds=5 repetition=first")),
        (
            "game oware repetition=second",
            Some("? unknown repetition rule 'second': choose first or third"),
        ),
        (
            "game kalah repetition=first",
            Some("? only oware has a repetition rule; kalah cannot take repetition=first"),
        ),
        (
            "game oware repetition=first repetition=first",
            Some("? usage: game <id> [seeds=<n>] [repetition=first|third]"),
        ),
        // A refused command changes nothing.
        ("game", Some("= oware seeds=5 repetition=first")),
        ("game oware", Some("=")),
        ("game", Some("= oware seeds=4")),
    ]);
}

#[test]
fn movetime_sets_the_masters_time_a_move() {
    check(&[
        ("movetime", Some("= 1000")),
        ("movetime 100", Some("=")),
        ("movetime", Some("= 100")),
        (
            "movetime 99",
            Some("? movetime must be a whole number from 100 to 60000, not '99'"),
        ),
        ("movetime 1 2", Some("? usage: movetime [<ms>]")),
        ("movetime", Some("= 100")),
        ("movetime 60000", Some("=")),
        ("movetime", Some("= 60000")),
    ]);
}

#[test]
fn the_master_closes_a_circle_that_wins_under_repetition_first() {
    // Three seeds; twelve plies bring the first position back, and North, ahead in the
    // stores, wins by closing the circle with e (d would let South win three seeds).
    let line = |text: &str, answer: &str| (text.to_string(), Some(answer.to_string()));
    let mut script = vec![
        line("game oware repetition=first", "="),
        line("setposition 0 0 0 1 0 0 0 0 0 1 0 1 22 23 south", "="),
    ];
    for letter in ["D", "f", "E", "d", "F", "a", "A", "b", "B", "c", "C"] {
        script.push(line(&format!("play {letter}"), "= 0"));
    }
    script.extend([
        line("movetime 100", "="),
        line("genmove 11", "= e"),
        line("status", "= over north 23 25 repetition"),
    ]);
    check_owned(&script);
}
