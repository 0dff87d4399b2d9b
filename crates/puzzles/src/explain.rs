//! Why a move was right or wrong, in typed numbers read from the rules' steps and the
//! search: the user interfaces turn them into sentences ("House D captures 7 seeds. House B
//! would capture 2, and then Tux takes 5.") in the child's language.

use std::collections::BTreeMap;

use oware_rules::{AnyPosition, Game};

use crate::search::answer;

/// The numbers behind a verdict. Houses are indices in sowing order; seeds are counted from
/// the rules' own account of each move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// The house the child played.
    pub house: usize,
    /// The seeds it captured at once.
    pub captures: u32,
    /// The line's house at this move, the best one.
    pub best: usize,
    /// The seeds the line's house captures at once.
    pub best_captures: u32,
    /// After a right move: the most tempting other move (the one that captures most at
    /// once, the lowest house among equals) that is not right; after a wrong move: the
    /// child's move. With the seeds it captures at once and the seeds Tux then takes with
    /// its answer. `None` when there was no other move.
    pub alternative: Option<(usize, u32, u32)>,
    /// The seeds the whole line wins for the solver ([`crate::Puzzle::gain`]).
    pub gain: i32,
}

/// Seeds `house` captures at once from the game's position; 0 for a house that cannot be
/// played.
pub(crate) fn captures_now(game: &Game<AnyPosition>, house: usize) -> u32 {
    oware_rules::preview(game.position(), house)
        .map(|preview| u32::from(preview.captured_seeds))
        .unwrap_or(0)
}

/// Seeds the answers in `replies` capture, all together.
pub(crate) fn taken(replies: &[(usize, oware_rules::MoveReport)]) -> u32 {
    replies
        .iter()
        .map(|(_, report)| u32::from(report.captured_seeds))
        .sum()
}

/// The most tempting move of `game` outside `right`: the most seeds captured at once, the
/// lowest house among equals; with what it captures and what Tux's answer then takes: the
/// answer in `known` (the puzzle file's) when it holds one for that house, else by search.
pub(crate) fn tempting(
    game: &Game<AnyPosition>,
    right: &[usize],
    known: Option<&BTreeMap<usize, Vec<usize>>>,
) -> Option<(usize, u32, u32)> {
    let (house, captures) = game
        .legal_moves()
        .iter()
        .filter(|house| !right.contains(house))
        .map(|house| (house, captures_now(game, house)))
        .min_by_key(|&(house, captures)| (std::cmp::Reverse(captures), house))?;
    let mut after = game.clone();
    after.play(house).ok()?;
    let solver = game.to_move();
    let replies = answer(
        &mut after,
        solver,
        known.and_then(|known| known.get(&house)),
    );
    Some((house, captures, taken(&replies)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use oware_rules::Ruleset;

    #[test]
    fn the_tempting_move_is_the_biggest_capture_outside_the_right_ones() {
        // South's F holds 5 and sows a to e, each from 1 to 2: it captures all five, 10
        // seeds, and f keeps its 3, so this is no grand slam. E (1 seed) captures nothing.
        let words: Vec<&str> = "0 0 0 0 1 5 1 1 1 1 1 3 17 17 south"
            .split_whitespace()
            .collect();
        let position = Ruleset::OWARE.parse_position(&words).unwrap();
        let game = Ruleset::OWARE.game_from(position);
        assert_eq!(captures_now(&game, 5), 10);
        let (house, captures, _) = tempting(&game, &[], None).unwrap();
        assert_eq!((house, captures), (5, 10));
        let (house, captures, _) = tempting(&game, &[5], None).unwrap();
        assert_eq!((house, captures), (4, 0));
        assert_eq!(tempting(&game, &[4, 5], None), None);
    }
}
