//! Ends of the game: score, no-feed (see rules_feeding.rs), repetition and the no-capture
//! limit, each with its reason and final scores.

use oware_rules::abapa::{Position, ScoreState, Variant};
use oware_rules::{
    AnyPosition, EndReason, Game, GameKind, GameStatus, IllegalMove, Outcome, Repetition, Ruleset,
    RulesetError, Side, NO_CAPTURE_LIMIT, REPETITION_LIMIT,
};

mod support;

use support::{pos, N, S};

fn over(winner: Option<Side>, scores: [u32; 2], reason: EndReason) -> GameStatus {
    GameStatus::Over(Outcome {
        winner,
        scores,
        reason,
    })
}

fn play_letters(game: &mut Game<Position>, letters: &str) {
    for letter in letters.chars() {
        let house =
            oware_rules::house_from_letter(game.variant(), &letter.to_string()).expect("letter");
        game.play(house).expect("legal test move");
    }
}

/// One seed each; the two seeds chase each other round the board and come back after 12 plies.
const CYCLE: &str = "AaBbCcDdEeFf";

fn cycle_game() -> Game<Position> {
    Game::from_position(pos([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], [23, 23], S))
}

#[test]
fn reaching_twenty_five_wins_and_board_seeds_stay_uncounted() {
    let mut game = Game::from_position(pos([0, 0, 0, 0, 4, 0, 2, 1, 2, 1, 0, 0], [19, 19], S));
    game.play(4).expect("legal");
    assert_eq!(game.status(), over(Some(S), [27, 19], EndReason::Score));
    assert_eq!(game.position().score_state(), ScoreState::Won(S));
    assert!(game.legal_moves().is_empty());
    assert!(game.position().legal_moves().is_empty());
    assert_eq!(game.play(9), Err(IllegalMove::GameOver));
    assert_eq!(game.move_count(), 1);
}

#[test]
fn north_wins_by_score_too() {
    let game = Game::from_position(pos([0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 2], [20, 25], S));
    assert_eq!(game.status(), over(Some(N), [20, 25], EndReason::Score));
}

#[test]
fn twenty_four_each_is_a_draw() {
    let game = Game::from_position(pos([0; 12], [24, 24], S));
    assert_eq!(game.position().score_state(), ScoreState::Drawn);
    assert_eq!(game.status(), over(None, [24, 24], EndReason::Score));
    assert_eq!(game.check_move(0), Err(IllegalMove::GameOver));
}

#[test]
fn twenty_four_alone_does_not_end_the_game() {
    let game = Game::from_position(pos([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], [24, 22], S));
    assert_eq!(game.status(), GameStatus::Ongoing);
}

#[test]
fn the_third_occurrence_of_a_position_ends_the_game() {
    assert_eq!(REPETITION_LIMIT, 3);
    let mut game = cycle_game();
    play_letters(&mut game, CYCLE);
    assert_eq!(
        *game.position(),
        *cycle_game().position(),
        "second occurrence"
    );
    assert_eq!(game.status(), GameStatus::Ongoing);
    play_letters(&mut game, &CYCLE[..11]);
    assert_eq!(game.status(), GameStatus::Ongoing);
    play_letters(&mut game, "f");
    // Each player takes the single seed on their side.
    assert_eq!(game.status(), over(None, [24, 24], EndReason::Repetition));
    assert_eq!(game.play(0), Err(IllegalMove::GameOver));
    assert!(game.legal_moves().is_empty());
    // Undo brings the game back to life, and replaying ends it again.
    game.undo().expect("undo");
    assert_eq!(game.status(), GameStatus::Ongoing);
    play_letters(&mut game, "f");
    assert_eq!(game.status(), over(None, [24, 24], EndReason::Repetition));
}

#[test]
fn repetition_needs_the_same_side_to_move() {
    // The board of the start comes back with North to move only if play allowed it; the
    // position with North to move is a different position.
    let south = pos([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], [23, 23], S);
    let north = pos([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], [23, 23], N);
    assert_ne!(south, north);
}

/// 160 plies from the start without a single capture and without a third repetition.
const QUIET_GAME: &str = "DdBaFdEfBaDdAfBbBdAaBcCbFaBfDbEfCeDbCcFbDdEbFdCbEfFcEdBcDcCbDfFdBbAbEeFbEdAfCdEbDcDaCcFdEeAcCaFaEaBcCfDfBdEaDcAeBfBbFbEeBbEcAdEfFeEfFbDeEcAeBdFcAdBaDeCaBfEbDbCe";

#[test]
fn one_hundred_sixty_plies_without_a_capture_end_the_game() {
    assert_eq!(NO_CAPTURE_LIMIT, 160);
    assert_eq!(QUIET_GAME.len(), 160);
    let mut game = Game::new(Variant::ABAPA);
    play_letters(&mut game, &QUIET_GAME[..159]);
    assert_eq!(game.plies_without_capture(), 159);
    assert_eq!(game.status(), GameStatus::Ongoing);
    play_letters(&mut game, &QUIET_GAME[159..]);
    assert_eq!(game.plies_without_capture(), 160);
    let south = game.position().row_seeds(S);
    let north = game.position().row_seeds(N);
    assert_eq!((south, north), (25, 23));
    assert_eq!(
        game.status(),
        over(Some(S), [25, 23], EndReason::NoCaptureLimit)
    );
    // Undo restores the counter and the game.
    game.undo().expect("undo");
    assert_eq!(game.plies_without_capture(), 159);
    assert_eq!(game.status(), GameStatus::Ongoing);
}

/// The cycle's board with North one seed ahead in the stores, so that a repetition has a winner.
fn uneven_cycle() -> Position {
    pos([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0], [22, 24], S)
}

#[test]
fn under_the_first_rule_the_first_repetition_ends_the_game() {
    let mut game = Game::with_repetition(uneven_cycle(), Repetition::First);
    assert_eq!(game.repetition(), Repetition::First);
    play_letters(&mut game, &CYCLE[..11]);
    assert_eq!(game.status(), GameStatus::Ongoing);
    play_letters(&mut game, "f");
    assert_eq!(*game.position(), uneven_cycle());
    // Each keeps his own row's seed: 23 for South, 25 for North.
    assert_eq!(
        game.status(),
        over(Some(N), [23, 25], EndReason::Repetition)
    );
    assert_eq!(game.play(0), Err(IllegalMove::GameOver));
    // Undo brings it back to life; the history keeps the rule.
    game.undo().expect("undo");
    assert_eq!(game.status(), GameStatus::Ongoing);
    assert_eq!(game.repetition(), Repetition::First);
    // The same twelve plies under the usual rule leave the game going.
    let mut usual = Game::from_position(uneven_cycle());
    assert_eq!(usual.repetition(), Repetition::Third);
    play_letters(&mut usual, CYCLE);
    assert_eq!(usual.status(), GameStatus::Ongoing);
}

#[test]
fn the_first_rule_sets_no_limit_on_moves_without_a_capture() {
    assert_eq!(Repetition::Third.no_capture_limit(), Some(NO_CAPTURE_LIMIT));
    assert_eq!(Repetition::First.no_capture_limit(), None);
    let start = Position::start(Variant::ABAPA);
    let mut game = Game::with_repetition(start, Repetition::First);
    // No position of the 160 quiet plies comes back, so nothing ends the game.
    play_letters(&mut game, QUIET_GAME);
    assert_eq!(game.plies_without_capture(), 160);
    assert_eq!(game.status(), GameStatus::Ongoing);
    assert!(!game.legal_moves().is_empty());
}

#[test]
fn a_game_seen_as_another_position_type_keeps_its_rule() {
    let game = Game::with_repetition(uneven_cycle(), Repetition::First);
    let any = game
        .convert(|position| Some(AnyPosition::Oware(*position)))
        .expect("converts");
    assert_eq!(any.repetition(), Repetition::First);
}

#[test]
fn the_repetition_rule_belongs_to_oware_rulesets() {
    assert_eq!(Repetition::default(), Repetition::Third);
    for rule in Repetition::ALL {
        assert_eq!(Repetition::from_id(rule.id()), Some(rule));
        assert_eq!(rule.to_string(), rule.id());
    }
    assert_eq!(Repetition::from_id("second"), None);
    assert_eq!(Repetition::First.occurrences(), 2);
    assert_eq!(Repetition::Third.occurrences(), REPETITION_LIMIT);

    assert_eq!(Ruleset::OWARE.repetition(), Repetition::Third);
    let first = Ruleset::OWARE
        .with_repetition(Repetition::First)
        .expect("oware takes either rule");
    assert_eq!(first.repetition(), Repetition::First);
    assert_ne!(first, Ruleset::OWARE);
    assert_eq!(first.new_game().repetition(), Repetition::First);
    assert_eq!(Ruleset::OWARE.new_game().repetition(), Repetition::Third);
    assert_eq!(
        first.game_from(first.start()).repetition(),
        Repetition::First
    );
    // The other games never end by repetition: only the usual rule is accepted.
    let kalah = Ruleset::standard(GameKind::Kalah);
    assert_eq!(kalah.with_repetition(Repetition::Third), Ok(kalah));
    let refused = kalah.with_repetition(Repetition::First);
    assert_eq!(
        refused,
        Err(RulesetError::Repetition {
            kind: GameKind::Kalah,
            rule: Repetition::First
        })
    );
    let message = refused.map(drop).unwrap_err().to_string();
    assert_eq!(
        message,
        "only oware has a repetition rule; kalah cannot take repetition=first"
    );
}

#[test]
fn end_reason_codes() {
    let codes = [
        EndReason::Score,
        EndReason::NoFeed,
        EndReason::Repetition,
        EndReason::NoCaptureLimit,
    ]
    .map(EndReason::code);
    assert_eq!(
        codes,
        ["score", "no-feed", "repetition", "no-capture-limit"]
    );
    let outcome = Outcome {
        winner: None,
        scores: [20, 28],
        reason: EndReason::Score,
    };
    assert_eq!((outcome.score(S), outcome.score(N)), (20, 28));
}
