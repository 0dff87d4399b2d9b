//! A game with history: playing, refusing, undoing (every counter restored) and the
//! agreement between `Position::play`, `Position::apply` and `Game::play`.

use oware_rules::abapa::{Position, Variant};
use oware_rules::{house_from_letter, EndReason, Game, GameStatus, IllegalMove};

mod support;

use support::{pos, N, S};

fn house(letter: char) -> usize {
    house_from_letter(Variant::ABAPA, &letter.to_string()).expect("letter")
}

#[test]
fn a_new_game_starts_from_the_opening() {
    let game = Game::new(Variant::ABAPA);
    assert_eq!(*game.position(), Position::start(Variant::ABAPA));
    assert_eq!(game.to_move(), S);
    assert_eq!(game.status(), GameStatus::Ongoing);
    assert_eq!((game.move_count(), game.plies_without_capture()), (0, 0));
    assert!(game.last_move().is_none());
    assert_eq!(game.legal_moves().len(), 6);
    assert!(!game.must_feed());
}

#[test]
fn a_game_records_its_moves() {
    let mut game = Game::new(Variant::ABAPA);
    for letter in "CdA".chars() {
        game.play(house(letter)).expect("legal");
    }
    assert_eq!(
        *game.position(),
        pos([0, 6, 1, 6, 6, 6, 5, 4, 4, 0, 5, 5], [0, 0], N)
    );
    assert_eq!(game.move_count(), 3);
    let origins: Vec<usize> = game.moves().map(|report| report.origin).collect();
    assert_eq!(origins, [2, 9, 0]);
    assert_eq!(game.last_move().map(|report| report.origin), Some(0));
    assert_eq!(game.plies_without_capture(), 3);
}

#[test]
fn refused_moves_change_nothing_and_say_why() {
    let mut game = Game::new(Variant::ABAPA);
    game.play(house('C')).expect("legal");
    let before = game.clone();
    for (target, reason) in [
        (2, IllegalMove::NotYourHouse),
        (12, IllegalMove::NoSuchHouse),
        (usize::MAX, IllegalMove::NoSuchHouse),
    ] {
        assert_eq!(game.play(target), Err(reason));
        assert_eq!(*game.position(), *before.position());
        assert_eq!(game.move_count(), before.move_count());
    }
    game.play(house('a')).expect("legal");
    assert_eq!(game.play(house('a')), Err(IllegalMove::NotYourHouse));
    assert_eq!(game.play(house('C')), Err(IllegalMove::EmptyHouse));
    assert_eq!(game.move_count(), 2);
}

#[test]
fn illegal_move_codes_and_messages() {
    let all = [
        IllegalMove::GameOver,
        IllegalMove::NoSuchHouse,
        IllegalMove::NotYourHouse,
        IllegalMove::EmptyHouse,
        IllegalMove::MustFeed,
    ];
    assert_eq!(
        all.map(IllegalMove::code),
        [
            "game-over",
            "no-such-house",
            "not-your-house",
            "empty-house",
            "must-feed"
        ]
    );
    assert_eq!(IllegalMove::EmptyHouse.to_string(), "that house is empty");
    assert_eq!(
        IllegalMove::MustFeed.to_string(),
        "the opponent's row is empty and must be fed"
    );
}

#[test]
fn undo_restores_position_counters_and_reports() {
    // A capture in the middle resets the no-capture counter; undo must bring it back.
    let start = pos([0, 0, 0, 1, 4, 0, 2, 1, 2, 1, 3, 1], [15, 18], N);
    let mut game = Game::from_position(start);
    game.play(house('f')).expect("legal"); // f -> A
    game.play(house('A')).expect("legal"); // A -> B
    assert_eq!(game.plies_without_capture(), 2);
    let capture = game.play(house('e')).expect("legal"); // e: f, A, B
    assert!(capture.captured_seeds > 0, "{capture:?}");
    assert_eq!(game.plies_without_capture(), 0);
    let undone = game.undo().expect("undo");
    assert_eq!(undone, capture);
    assert_eq!(game.plies_without_capture(), 2);
    assert_eq!(game.move_count(), 2);
    game.undo().expect("undo");
    game.undo().expect("undo");
    assert_eq!(*game.position(), start);
    assert_eq!((game.plies_without_capture(), game.move_count()), (0, 0));
    assert_eq!(game.undo(), None);
}

#[test]
fn undo_keeps_the_repetition_history() {
    let start = pos([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], [23, 23], S);
    let mut game = Game::from_position(start);
    let cycle = "AaBbCcDdEeFf";
    let play_all = |game: &mut Game<Position>, letters: &str| {
        for letter in letters.chars() {
            game.play(house(letter)).expect("legal");
        }
    };
    play_all(&mut game, cycle);
    play_all(&mut game, cycle);
    assert!(game.is_over());
    // Take back six moves and replay them: the position still counts as the third time.
    for _ in 0..6 {
        game.undo().expect("undo");
    }
    assert_eq!(game.plies_without_capture(), 18);
    assert!(!game.is_over());
    play_all(&mut game, &cycle[6..]);
    match game.status() {
        GameStatus::Over(outcome) => assert_eq!(outcome.reason, EndReason::Repetition),
        GameStatus::Ongoing => panic!("repetition lost by undo"),
    }
    // All the way back, then only one cycle: second occurrence, game goes on.
    while game.undo().is_some() {}
    play_all(&mut game, cycle);
    assert_eq!(game.status(), GameStatus::Ongoing);
}

#[test]
fn position_play_apply_and_game_play_agree_from_the_start() {
    let mut position = Position::start(Variant::ABAPA);
    let mut applied = position;
    let mut game = Game::new(Variant::ABAPA);
    for letter in "CdAfBeDaFc".chars() {
        let target = house(letter);
        let report = position.play(target).expect("legal");
        assert_eq!(applied.apply(target), report.captured_seeds);
        assert_eq!(game.play(target).expect("legal"), report);
        assert_eq!(position, applied);
        assert_eq!(*game.position(), position);
    }
}

#[test]
fn earlier_positions_are_those_since_the_last_capture() {
    let mut game = Game::new(Variant::ABAPA);
    assert!(game.earlier_positions().is_empty());
    let start = *game.position();
    game.play(house('A')).expect("A");
    let after_a = *game.position();
    game.play(house('a')).expect("a");
    assert_eq!(game.earlier_positions(), &[start, after_a]);
    game.undo();
    assert_eq!(game.earlier_positions(), &[start]);

    // F's last seed makes a two: a capture, after which nothing earlier can come back.
    let mut game = Game::from_position(pos([4, 4, 4, 4, 4, 1, 1, 4, 4, 4, 4, 4], [1, 5], S));
    game.play(house('F')).expect("F captures");
    assert!(game.earlier_positions().is_empty());
    assert_eq!(game.to_move(), N);
}
