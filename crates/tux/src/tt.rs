//! The transposition table: positions already searched, keyed by a 64-bit hash.

use oware_rules::abapa::Position;
use oware_rules::Rules;

/// What a stored score says about the true value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Bound {
    Exact,
    /// The true value is at least the score (the search failed high).
    Lower,
    /// The true value is at most the score (no move reached alpha).
    Upper,
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Entry {
    key: u64,
    pub score: i16,
    pub depth: i8,
    bound: u8,
    /// House index plus one, so that zero means "no move".
    mv: u8,
    generation: u8,
}

impl Entry {
    const EMPTY: Entry = Entry {
        key: 0,
        score: 0,
        depth: -1,
        bound: 0,
        mv: 0,
        generation: 0,
    };

    pub fn bound(&self) -> Bound {
        match self.bound {
            0 => Bound::Exact,
            1 => Bound::Lower,
            _ => Bound::Upper,
        }
    }

    pub fn best_move(&self) -> Option<usize> {
        self.mv.checked_sub(1).map(usize::from)
    }
}

pub(crate) struct Tt {
    entries: Vec<Entry>,
    mask: usize,
    generation: u8,
}

impl Tt {
    /// A table of `2^bits` entries of 16 bytes.
    pub fn new(bits: u32) -> Tt {
        let size = 1usize << bits;
        Tt {
            entries: vec![Entry::EMPTY; size],
            mask: size - 1,
            generation: 0,
        }
    }

    pub fn clear(&mut self) {
        self.entries.fill(Entry::EMPTY);
        self.generation = 0;
    }

    /// Marks the entries stored so far as older than anything a new search stores.
    pub fn new_search(&mut self) {
        self.generation = self.generation.wrapping_add(1);
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let entry = self.entries[key as usize & self.mask];
        (entry.key == key && entry.depth >= 0).then_some(entry)
    }

    pub fn store(&mut self, key: u64, depth: i32, score: i32, bound: Bound, mv: Option<usize>) {
        let slot = &mut self.entries[key as usize & self.mask];
        // Prefer deep results, but never let an old search's entry lock a slot forever.
        let replace =
            slot.key == key || slot.generation != self.generation || i32::from(slot.depth) <= depth;
        if !replace {
            return;
        }
        let mv = match mv {
            Some(house) => house as u8 + 1,
            // Keeping the old move of the same position still helps ordering.
            None if slot.key == key => slot.mv,
            None => 0,
        };
        *slot = Entry {
            key,
            score: score.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16,
            depth: depth.clamp(0, i32::from(i8::MAX)) as i8,
            bound: match bound {
                Bound::Exact => 0,
                Bound::Lower => 1,
                Bound::Upper => 2,
            },
            mv,
            generation: self.generation,
        };
    }
}

/// The rules' hash of the whole position: houses, both stores and the player to move, so that
/// positions that only differ in the score never share an entry.
#[inline]
pub(crate) fn key(position: &Position) -> u64 {
    position.key()
}
