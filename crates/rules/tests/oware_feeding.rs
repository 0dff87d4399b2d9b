//! Feeding: with the opponent's row empty only moves that reach it are legal; when none
//! does, the game ends and each player takes the seeds on their own side.

use oware_rules::abapa::ScoreState;
use oware_rules::{EndReason, Game, GameStatus, IllegalMove, Outcome};

mod support;

use support::{pos, N, S};

#[test]
fn only_feeding_moves_are_legal_when_the_opponent_is_empty() {
    let position = pos([1, 0, 0, 2, 2, 1, 0, 0, 0, 0, 0, 0], [21, 21], S);
    assert!(position.must_feed());
    assert_eq!(position.legal_moves().iter().collect::<Vec<_>>(), [4, 5]);
    assert_eq!(position.check_move(0), Err(IllegalMove::MustFeed));
    assert_eq!(position.check_move(3), Err(IllegalMove::MustFeed));
    assert_eq!(position.check_move(1), Err(IllegalMove::EmptyHouse));
    assert_eq!(position.check_move(6), Err(IllegalMove::NotYourHouse));
    assert_eq!(position.check_move(12), Err(IllegalMove::NoSuchHouse));
    assert_eq!(
        position.check_move(usize::MAX),
        Err(IllegalMove::NoSuchHouse)
    );
    assert_eq!(position.check_move(4), Ok(()));
    let game = Game::from_position(position);
    assert!(game.must_feed());
    assert_eq!(game.check_move(0), Err(IllegalMove::MustFeed));
}

#[test]
fn a_refused_move_leaves_the_position_untouched() {
    let mut position = pos([1, 0, 0, 2, 2, 1, 0, 0, 0, 0, 0, 0], [21, 21], S);
    let before = position;
    assert_eq!(position.play(0), Err(IllegalMove::MustFeed));
    assert_eq!(position, before);
}

#[test]
fn each_house_feeds_exactly_when_it_reaches_the_other_row() {
    // The house at offset `o` needs 6 - o seeds to reach the opponent.
    for offset in 0..6 {
        let needed = 6 - offset as u8;
        for (seeds, feeds) in [(needed, true), (needed - 1, false)] {
            if seeds == 0 {
                continue;
            }
            for side in [S, N] {
                let mut houses = [0u8; 12];
                let origin = if side == S { offset } else { 6 + offset };
                houses[origin] = seeds;
                // Another seed on the mover's side keeps the game going when `seeds` cannot feed.
                let other = if side == S {
                    (offset + 1) % 6
                } else {
                    6 + (offset + 1) % 6
                };
                houses[other] += 6 - ((offset + 1) % 6) as u8;
                // The rest is captured, split so that neither player has won.
                let rest = 48 - houses.iter().sum::<u8>();
                let position = pos(houses, [rest / 2, rest - rest / 2], side);
                assert_eq!(
                    position.legal_moves().contains(origin),
                    feeds,
                    "{side} {offset} {seeds}"
                );
                let mut after = position;
                if feeds {
                    after.play(origin).expect("a feeding move");
                    assert!(after.row_seeds(side.opponent()) > 0);
                }
            }
        }
    }
}

#[test]
fn north_must_feed_south_too() {
    let position = pos([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1], [23, 23], N);
    assert_eq!(position.legal_moves().iter().collect::<Vec<_>>(), [11]);
    assert_eq!(position.check_move(10), Err(IllegalMove::MustFeed));
}

#[test]
fn no_feeding_move_ends_the_game_and_the_mover_takes_their_seeds() {
    let position = pos([1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [23, 23], S);
    assert_eq!(position.score_state(), ScoreState::CannotMove);
    assert!(position.legal_moves().is_empty());
    assert_eq!(position.check_move(0), Err(IllegalMove::GameOver));
    let game = Game::from_position(position);
    let expected = Outcome {
        winner: Some(S),
        scores: [25, 23],
        reason: EndReason::NoFeed,
    };
    assert_eq!(game.status(), GameStatus::Over(expected));
    assert_eq!(game.check_move(0), Err(IllegalMove::GameOver));
    assert!(!game.must_feed());
    assert!(game.legal_moves().is_empty());
}

#[test]
fn no_feed_can_end_in_a_draw() {
    let game = Game::from_position(pos([1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0], [22, 24], S));
    let expected = Outcome {
        winner: None,
        scores: [24, 24],
        reason: EndReason::NoFeed,
    };
    assert_eq!(game.status(), GameStatus::Over(expected));
}

#[test]
fn a_grand_slam_that_starves_the_mover_leads_to_no_feed() {
    // South's last seed makes a two out of North's only seed: forfeited, and North, unable to
    // reach South's empty row from a, ends the game taking its own two seeds.
    let mut game = Game::from_position(pos([0, 0, 0, 0, 0, 1, 1, 0, 0, 0, 0, 0], [22, 24], S));
    let report = game.play(5).expect("legal");
    assert!(report.grand_slam_forfeited());
    assert_eq!(
        *game.position(),
        pos([0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0], [22, 24], N)
    );
    let expected = Outcome {
        winner: Some(N),
        scores: [22, 26],
        reason: EndReason::NoFeed,
    };
    assert_eq!(game.status(), GameStatus::Over(expected));
}

#[test]
fn a_set_up_position_where_the_mover_has_no_seeds_ends_at_once() {
    // Unreachable in play (captures never empty a row, and an empty row must be fed), but a
    // teacher can set it up: nobody can move, so each player takes their own seeds.
    let game = Game::from_position(pos([0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0], [20, 25], S));
    let expected = Outcome {
        winner: Some(N),
        scores: [20, 25],
        reason: EndReason::Score,
    };
    assert_eq!(game.status(), GameStatus::Over(expected));
    let game = Game::from_position(pos([0, 0, 0, 0, 0, 0, 0, 0, 3, 0, 0, 0], [22, 23], S));
    let expected = Outcome {
        winner: Some(N),
        scores: [22, 26],
        reason: EndReason::NoFeed,
    };
    assert_eq!(game.status(), GameStatus::Over(expected));
}
