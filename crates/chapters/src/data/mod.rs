//! The chapters of every game, in teaching order, one file a game.

mod congkak;
mod kalah;
mod oware;
mod togyz;

use oware_rules::GameKind;

use crate::Chapter;

/// The chapters of `game`.
pub(crate) fn chapters(game: GameKind) -> &'static [Chapter] {
    match game {
        GameKind::Oware => oware::CHAPTERS,
        GameKind::Kalah => kalah::CHAPTERS,
        GameKind::Congkak => congkak::CHAPTERS,
        GameKind::TogyzKumalak => togyz::CHAPTERS,
    }
}
