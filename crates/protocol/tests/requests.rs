//! Requests read from the lines a person or a program may type: what is taken, and the
//! exact refusal of everything else.

use oware_protocol::{check_name, FinishedGame, LessonDone, Opponent, Refusal, Request, RoomCode};
use oware_rules::{EndReason, GameKind, Outcome, Ruleset, Side};

fn refused(line: &str) -> String {
    match Request::parse(line) {
        Err(refusal) => refusal.to_string(),
        Ok(request) => panic!("{line:?} was accepted as {request:?}"),
    }
}

#[test]
fn blank_lines_are_no_requests() {
    for line in ["", " ", "   ", "\r"] {
        assert_eq!(Request::parse(line), Ok(None), "{line:?}");
    }
}

#[test]
fn names_of_any_alphabet_are_welcome() {
    for name in [
        "Zoé",
        "Ана",
        "Kofi",
        "ama_2",
        "Jean-Luc",
        "李雷",
        "x",
        "abcdefghijklmnopqrst",
    ] {
        assert_eq!(
            Request::parse(&format!("hello {name}")),
            Ok(Some(Request::Hello(name.to_string())))
        );
    }
    for name in ["", "a.b", "ab!", "abcdefghijklmnopqrstu", "٣", "e\u{301}"] {
        assert!(check_name(name).is_err(), "{name:?}");
    }
    assert_eq!(refused("hello two words"), "usage: hello <name>");
    // `hello` alone is a guest, who gave no name.
    assert_eq!(Request::parse("hello"), Ok(Some(Request::Guest)));
    assert_eq!(
        refused("hello a!"),
        "a name is 1 to 20 letters, digits, '-' or '_'"
    );
}

#[test]
fn create_reads_the_game_as_the_engine_does() {
    assert_eq!(
        Request::parse("CREATE Kalah seeds=6"),
        Ok(Some(Request::Create(
            Ruleset::new(GameKind::Kalah, 6).unwrap(),
            Opponent::Classmate
        )))
    );
    assert_eq!(
        Request::parse("create togyz"),
        Ok(Some(Request::Create(
            Ruleset::standard(GameKind::TogyzKumalak),
            Opponent::Classmate
        )))
    );
    assert_eq!(
        refused("create chess"),
        "unknown game 'chess': choose oware, kalah, congkak, togyz"
    );
    assert_eq!(
        refused("create oware seeds=7"),
        "seeds must be a whole number from 4 to 6, not '7'"
    );
    assert_eq!(
        refused("create oware 4"),
        "usage: create <game> [seeds=<n>] [tux=<level>|here]"
    );
    assert_eq!(
        refused("create"),
        "usage: create <game> [seeds=<n>] [tux=<level>|here]"
    );
}

#[test]
fn codes_ignore_case_and_refuse_look_alikes() {
    let code = RoomCode::parse("ABC234").unwrap();
    assert_eq!(Request::parse("join abc234"), Ok(Some(Request::Join(code))));
    for bad in [
        "ABCD2!", "ABC23", "ABC2345", "ABC23O", "ABC231", "ABCI23", "ABCL23", "ÀBC234",
    ] {
        let refusal = RoomCode::parse(bad).err();
        assert!(
            matches!(refusal, Some(Refusal::BadCode(_))),
            "{bad}: {refusal:?}"
        );
        assert!(refusal.is_some_and(|r| r.is_a_guess()));
    }
    assert_eq!(
        refused("join 0000"),
        "'0000' is not a room code: 6 characters from 23456789ABCDEFGHJKMNPQRSTUVWXYZ"
    );
}

#[test]
fn resume_needs_a_code_and_a_token() {
    let token = "00112233445566778899aabbccddeeff";
    assert!(matches!(
        Request::parse(&format!("resume abc234 {token}")),
        Ok(Some(Request::Resume(_, _)))
    ));
    assert_eq!(
        refused("resume abc234 00112233"),
        "a token is 32 hexadecimal digits"
    );
    assert_eq!(refused("resume abc234"), "usage: resume <code> <token>");
}

#[test]
fn control_characters_and_unknown_commands_are_refused() {
    assert_eq!(refused("play\tA"), "control characters are not allowed");
    assert_eq!(
        refused("hello Zo\u{7}é"),
        "control characters are not allowed"
    );
    assert_eq!(refused("hello a\rb"), "control characters are not allowed");
    assert_eq!(refused("dance"), "unknown command: dance");
    assert_eq!(refused("legal now"), "legal takes no arguments");
    assert_eq!(refused("play"), "usage: play <letter>");
    assert_eq!(
        Request::parse("play A\r"),
        Ok(Some(Request::Play("A".into())))
    );
    assert_eq!(
        Request::parse("  Play  a "),
        Ok(Some(Request::Play("a".into())))
    );
}

#[test]
fn a_lesson_is_a_known_game_and_a_number() {
    // The positive control: the game in any case, the number as sent.
    assert_eq!(
        Request::parse("lesson Oware 3"),
        Ok(Some(Request::Lesson(LessonDone {
            game: GameKind::Oware,
            number: 3
        })))
    );
    // Whether the game has that lesson is the server's to ask: the line only reads it.
    assert_eq!(
        Request::parse("lesson togyz 99"),
        Ok(Some(Request::Lesson(LessonDone {
            game: GameKind::TogyzKumalak,
            number: 99
        })))
    );
    assert_eq!(
        refused("lesson chess 1"),
        "unknown game 'chess': choose oware, kalah, congkak, togyz"
    );
    for line in [
        "lesson oware",
        "lesson oware x",
        "lesson oware -1",
        "lesson oware 03",
        "lesson oware 1 2",
        "lesson",
    ] {
        assert_eq!(refused(line), "usage: lesson <game> <number>", "{line}");
    }
}

#[test]
fn a_finished_game_names_its_game_opponent_moves_and_outcome() {
    let usage = "usage: finished <game> [seeds=<n>] tux=<level>|here <moves> <winner|draw> <south> <north> <reason>";
    let kalah = Ruleset::new(GameKind::Kalah, 4).unwrap();
    assert_eq!(
        Request::parse("finished Kalah seeds=4 tux=3 41 south 30 18 empty-row"),
        Ok(Some(Request::Finished(FinishedGame {
            ruleset: kalah,
            opponent: Opponent::Tux { level: 3 },
            moves: 41,
            outcome: Outcome {
                winner: Some(Side::South),
                scores: [30, 18],
                reason: EndReason::EmptyRow
            }
        })))
    );
    // Without seeds, the game's usual count.
    assert_eq!(
        Request::parse("finished kalah here 41 north 18 30 empty-row"),
        Ok(Some(Request::Finished(FinishedGame {
            ruleset: kalah,
            opponent: Opponent::Here,
            moves: 41,
            outcome: Outcome {
                winner: Some(Side::North),
                scores: [18, 30],
                reason: EndReason::EmptyRow
            }
        })))
    );
    assert_eq!(
        refused("finished chess tux=3 41 south 30 18 empty-row"),
        "unknown game 'chess': choose oware, kalah, congkak, togyz"
    );
    assert_eq!(
        refused("finished kalah seeds=9 tux=3 41 south 30 18 empty-row"),
        "seeds must be a whole number from 3 to 6, not '9'"
    );
    for line in [
        // No opponent, or a classmate's game (which the server saw itself).
        "finished kalah seeds=4 41 south 30 18 empty-row",
        "finished kalah seeds=4 classmate 41 south 30 18 empty-row",
        "finished kalah seeds=4 tux=x 41 south 30 18 empty-row",
        "finished kalah seeds=4 tux=3 many south 30 18 empty-row",
        "finished kalah seeds=4 tux=3 41 east 30 18 empty-row",
        "finished kalah seeds=4 tux=3 41 south 30 18 sunset",
        "finished kalah seeds=4 tux=3 41 south 30 empty-row",
        "finished",
    ] {
        assert_eq!(refused(line), usage, "{line}");
    }
}
