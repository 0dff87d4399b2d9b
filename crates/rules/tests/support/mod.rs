//! Shared shorthand for the rules tests: hand-built Abapa positions.
#![allow(dead_code)]

use oware_rules::abapa::{Position, Variant};
use oware_rules::{MoveReport, Pit, Side};

pub mod rng;

pub const S: Side = Side::South;
pub const N: Side = Side::North;

/// A position from its twelve houses (A..F, a..f), the captured seeds and the side to move.
pub fn pos(houses: [u8; 12], captured: [u8; 2], to_move: Side) -> Position {
    Position::from_parts(Variant::ABAPA, &houses, captured, to_move).expect("test position")
}

/// The houses that received a seed, in order (stores left out): the sowing tests' view of
/// the rules' account.
pub fn sown_houses(report: &MoveReport) -> Vec<usize> {
    report
        .sown_pits()
        .filter_map(|pit| match pit {
            Pit::House(house) => Some(house),
            Pit::Store(_) => None,
        })
        .collect()
}
