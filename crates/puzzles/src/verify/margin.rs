//! How clear an only move must be, and how much search judges it, game by game.

use oware_rules::{GameKind, Ruleset};

use crate::only_move_margin;

/// The margin, in seeds of final outcome, by which the best move of the solver must beat
/// every other move of another value: one seed for every 24 of the game, rounded up
/// ([`only_move_margin`], the own puzzles' rule too). Oware and Kalah (48 seeds with four a
/// house) get the 2 seeds the puzzles ask of Oware; Congkak (98 seeds) 5 and Togyz Kumalak
/// (162 stones) 7. Bigger houses make bigger swings, in the game and in the search's
/// estimates alike, so a difference that counts as clear grows with the seeds in play.
pub fn margin(ruleset: Ruleset) -> i32 {
    only_move_margin(ruleset) / oware_tux::SEED
}

/// The nodes the search spends on each position it judges (all the moves of the position
/// together, each scored at the deepest depth the budget completes for all of them).
/// Enough for 7 to 10 plies in Oware, still a fraction of a second in a release build;
/// the wider boards get more.
pub fn nodes(kind: GameKind) -> u64 {
    match kind {
        GameKind::Oware | GameKind::Kalah => 40_000,
        GameKind::Congkak => 40_000,
        GameKind::TogyzKumalak => 60_000,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_margin_is_two_seeds_in_oware_and_grows_with_the_seeds_in_play() {
        let standard = |kind| margin(Ruleset::standard(kind));
        assert_eq!(standard(GameKind::Oware), 2);
        assert_eq!(standard(GameKind::Kalah), 2);
        assert_eq!(standard(GameKind::Congkak), 5);
        assert_eq!(standard(GameKind::TogyzKumalak), 7);
        let six_seeds = Ruleset::new(GameKind::Kalah, 6).expect("Kalah takes six seeds");
        assert_eq!(margin(six_seeds), 3);
    }
}
