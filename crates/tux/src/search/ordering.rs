//! The order in which a node's moves are searched: the captures (or, in a game's chosen
//! style, the moves that gain the most) first, then the killers, the quiet moves that cut off
//! at the same ply lately, then the quiet moves by their history of cut-offs.

use oware_rules::{MoveSet, Rules, MAX_HOUSES_PER_SIDE, MAX_PITS};

use super::MAX_PLY;
use crate::tt::{key, Tt};

/// Search features a game can switch on in its level table; each works with any rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Style {
    /// Try first the moves that put the most seeds into the mover's own store (sown or
    /// captured) and those that earn another turn, instead of ordering by capture alone.
    pub order_by_gain: bool,
}

impl Style {
    /// Captures first, then the killers and the history.
    pub const PLAIN: Style = Style {
        order_by_gain: false,
    };
}

/// The order of a capture (or a gain): above every quiet move.
const TACTICAL: i32 = 1 << 24;
/// The order of the killers, the first above the second.
const FIRST_KILLER: i32 = 1 << 23;
const SECOND_KILLER: i32 = 1 << 22;
/// The highest order a history gives.
const HISTORY_CAP: u32 = 1 << 21;

/// What cut-offs taught the search about quiet moves: the killers of each ply and each
/// side's history.
pub(super) struct Memory {
    killers: [[u8; 2]; MAX_PLY + 1],
    history: [[u32; MAX_PITS]; 2],
}

/// The killers and the history that order one node's moves, as they stood when the node's
/// search began.
#[derive(Clone, Copy)]
pub(super) struct Remembered {
    history: [u32; MAX_PITS],
    killers: [u8; 2],
}

impl Memory {
    /// Nothing learnt yet.
    pub fn new() -> Memory {
        Memory {
            killers: [[u8::MAX; 2]; MAX_PLY + 1],
            history: [[0; MAX_PITS]; 2],
        }
    }

    /// What orders the moves of `side` at `ply`, now.
    #[inline(always)]
    pub fn at(&self, side: usize, ply: usize) -> Remembered {
        Remembered {
            history: self.history[side],
            killers: self.killers[ply],
        }
    }

    /// Remembers that the quiet move `house` of `side` cut off at `ply`, `depth` plies deep.
    #[inline(always)]
    pub fn reward(&mut self, ply: usize, side: usize, house: usize, depth: i32) {
        let killers = &mut self.killers[ply];
        if killers[0] != house as u8 {
            killers[1] = killers[0];
            killers[0] = house as u8;
        }
        let bonus = (depth * depth) as u32;
        let entry = &mut self.history[side][house];
        *entry = entry.saturating_add(bonus);
    }
}

/// One move of a node, made: its order, the house, the seeds it captured, the position it
/// leads to and that position's key when it was needed.
#[derive(Clone, Copy)]
pub(super) struct Child<P> {
    order: i32,
    pub house: usize,
    pub captured: u8,
    pub position: P,
    pub key: Option<u64>,
}

impl<P> Child<P> {
    /// A place for a move of `position`, not made yet.
    pub fn unmade(position: P) -> Child<P> {
        Child {
            order: 0,
            house: 0,
            captured: 0,
            position,
            key: None,
        }
    }

    /// Neither a capture (nor a gain) nor a killer: ordered by its history alone.
    pub fn ordered_by_history(&self) -> bool {
        self.order < SECOND_KILLER
    }
}

/// Room for a node's moves, on the stack of the node's search: made in place there, the moves
/// are never copied as a whole.
pub(super) type Room<P> = [Child<P>; MAX_HOUSES_PER_SIDE];

/// A node's moves, made and ordered in their room, to be taken best first.
pub(super) struct Children<'r, P> {
    list: &'r mut Room<P>,
    count: usize,
}

impl<'r, P: Rules> Children<'r, P> {
    /// Makes in `room` (filled with `position`) the moves of `position` other than `tt_move` (searched already) and orders them
    /// by `remembered` in `style`. With a `table`, each child's entry is fetched into the
    /// cache: each child searched above the horizon will ask for its entry, and asking for
    /// them all at once lets the memory fetch them together instead of one after the other.
    #[inline(always)]
    pub fn make(
        room: &'r mut Room<P>,
        position: &P,
        moves: MoveSet,
        tt_move: Option<usize>,
        remembered: &Remembered,
        style: Style,
        table: Option<&Tt>,
    ) -> Children<'r, P> {
        let me = position.to_move();
        let side = me.index();
        let stores = position.stores()[side];
        let mut children = Children {
            list: room,
            count: 0,
        };
        // The moves in the order a full list would hold them once the table's move, picked
        // first, had swapped places with the first of them: ties then break the same way.
        let first = moves.iter().next();
        let mut order_list = [0usize; MAX_HOUSES_PER_SIDE];
        let mut listed = 0;
        for house in moves.iter() {
            let house = match tt_move {
                Some(tt) if house == tt => match first {
                    Some(f) if f != tt => f,
                    _ => continue,
                },
                Some(tt) if Some(house) == first && house != tt => continue,
                _ => house,
            };
            order_list[listed] = house;
            listed += 1;
        }
        for &house in &order_list[..listed] {
            let child = &mut children.list[children.count];
            child.house = house;
            child.captured = child.position.apply(house);
            if let Some(table) = table {
                let k = key(&child.position);
                table.prefetch(k);
                child.key = Some(k);
            }
            let made = &child.position;
            child.order =
                if style.order_by_gain && (made.to_move() == me || made.stores()[side] > stores) {
                    let gain = i32::from(made.stores()[side] - stores);
                    TACTICAL + gain * 1024 + if made.to_move() == me { 512 } else { 0 }
                } else if child.captured > 0 {
                    TACTICAL + i32::from(child.captured) * 1024
                } else if remembered.killers[0] == house as u8 {
                    FIRST_KILLER
                } else if remembered.killers[1] == house as u8 {
                    SECOND_KILLER
                } else {
                    remembered.history[house].min(HISTORY_CAP) as i32
                };
            children.count += 1;
        }
        children
    }

    /// How many moves there are.
    pub fn len(&self) -> usize {
        self.count
    }

    /// The best of the moves from the `i`-th on, which takes the `i`-th place: once the
    /// first `i` are taken in turn, the `i`-th best. A selection sort, since a cut-off
    /// usually comes early and most of the list is then never sorted.
    #[inline(always)]
    pub fn take(&mut self, i: usize) -> Child<P> {
        let mut pick = i;
        for j in i + 1..self.count {
            if self.list[j].order > self.list[pick].order {
                pick = j;
            }
        }
        self.list.swap(i, pick);
        self.list[i]
    }
}

#[cfg(test)]
mod tests {
    use super::super::scores::PROVEN;
    use super::super::testing::{result, small_positions, solve};
    use super::*;

    #[test]
    fn ordering_by_gain_finds_the_same_results() {
        let mut solved = 0;
        for position in small_positions(7, 200) {
            let plain = solve(&position, Style::PLAIN, None);
            let by_gain = solve(
                &position,
                Style {
                    order_by_gain: true,
                },
                None,
            );
            assert_eq!(result(plain), result(by_gain), "{position:?}");
            solved += usize::from(plain.abs() > PROVEN);
        }
        assert!(solved > 100, "only {solved} positions solved");
    }
}
