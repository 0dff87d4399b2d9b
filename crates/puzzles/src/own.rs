//! A child's own puzzles: positions from the child's finished games where the look back
//! found a clearly better move that passes the only-move test. [`crate::OwnPuzzles`] brings
//! them back after days.

use oware_rules::{AnyPosition, Game, Rules, Ruleset, Side};
use oware_tux::Review;

use crate::line_themes::line_themes;
use crate::only_move::ruleset_of;
use crate::search::tux_replies;
use crate::{only_move, Glicko, PlyMove, Puzzle};

/// The child's own puzzles from a finished `game` and its `review` of `child`'s moves: one
/// for each mistake whose better move passes the [`only_move`] test, the line being that
/// move and Tux's answer by search.
pub fn own_puzzles(game: &Game<AnyPosition>, child: Side, review: &Review) -> Vec<Puzzle> {
    let moves: Vec<usize> = game.moves().map(|report| report.origin).collect();
    let mut replay = game.clone();
    while replay.undo().is_some() {}
    let Some(ruleset) = ruleset_of(&replay) else {
        return Vec::new();
    };
    let mut puzzles = Vec::new();
    let mut played = 0;
    for mistake in review.mistakes() {
        let Some(better) = mistake.better else {
            continue;
        };
        while played < mistake.ply {
            if replay.play(moves[played]).is_err() {
                return puzzles;
            }
            played += 1;
        }
        if replay.to_move() != child {
            continue;
        }
        if let Some(puzzle) = own_puzzle(&replay, ruleset, better) {
            puzzles.push(puzzle);
        }
    }
    puzzles
}

/// One own puzzle from the position of `game`, if `better` is an only move there.
fn own_puzzle(game: &Game<AnyPosition>, ruleset: Ruleset, better: usize) -> Option<Puzzle> {
    let accepted = only_move(game, better)?;
    let solver = game.to_move();
    let position = *game.position();
    let mut after = ruleset.game_from(position);
    let mover = after.play(better).ok()?;
    let mut line = vec![PlyMove {
        side: solver,
        house: better,
    }];
    let replies = tux_replies(&mut after, solver);
    let taken: i32 = replies
        .iter()
        .map(|(_, report)| i32::from(report.captured_seeds))
        .sum();
    line.extend(replies.iter().map(|(house, report)| PlyMove {
        side: report.mover,
        house: *house,
    }));
    let themes = line_themes(ruleset, &ruleset.game_from(position), solver, &line);
    Some(Puzzle {
        id: format!("own-{}-{:016x}", ruleset.kind().id(), position.key()),
        ruleset,
        position,
        solver,
        line,
        accepted: vec![accepted],
        // Judged by search when a wrong move is played: made at a game's end, not ahead.
        refutations: Vec::new(),
        themes,
        rating: Glicko::default(),
        gain: i32::from(mover.captured_seeds) - taken,
        source: "own".into(),
    })
}
