//! The transposition table: positions already searched, keyed by a 64-bit hash.

mod slots;

use oware_rules::Rules;

use slots::{Slot, Slots};

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
    /// The search that stored the entry; entries of earlier searches read as empty.
    generation: u16,
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

    /// The entry as its slot holds it: the key, then the rest in one word.
    #[inline(always)]
    fn pack(self) -> Slot {
        let rest = u64::from(self.score as u16)
            | u64::from(self.depth as u8) << 16
            | u64::from(self.bound) << 24
            | u64::from(self.mv) << 32
            | u64::from(self.generation) << 40;
        [self.key, rest]
    }

    /// The entry a slot holds.
    #[inline(always)]
    fn unpack([key, rest]: Slot) -> Entry {
        Entry {
            key,
            score: rest as u16 as i16,
            depth: (rest >> 16) as u8 as i8,
            bound: (rest >> 24) as u8,
            mv: (rest >> 32) as u8,
            generation: (rest >> 40) as u16,
        }
    }
}

pub(crate) struct Tt {
    entries: Slots,
    mask: usize,
    generation: u16,
    /// The oldest generation whose entries answer the current search: its own when it does
    /// not keep the table, else that of the last search that did not.
    kept_from: u16,
}

impl Tt {
    /// A table of `2^bits` entries of 16 bytes (`slots.rs`).
    pub fn new(bits: u32) -> Tt {
        let size = 1usize << bits;
        Tt {
            entries: Slots::new(size, Entry::EMPTY.pack()),
            mask: size - 1,
            generation: 0,
            kept_from: 0,
        }
    }

    /// Number of entries, a power of two.
    pub fn len(&self) -> usize {
        self.entries.get().len()
    }

    /// Starts a search that sees nothing of the earlier ones, so that a move depends only on
    /// its game, without zeroing the whole table each time: entries of other generations read
    /// as empty, and the table is wiped only when the generation counter wraps.
    ///
    /// With `keep`, the entries of the earlier searches back to the last one that did not keep
    /// the table still answer (the master's table, kept from move to move, so that a search
    /// starts from what the last ones found); they give way to this search's entries whatever
    /// their depth. Entries from before that never answer: another kind of search made them.
    pub fn new_search(&mut self, keep: bool) {
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            self.entries.get_mut().fill(Entry::EMPTY.pack());
            self.generation = 1;
            self.kept_from = 1;
        }
        if !keep {
            self.kept_from = self.generation;
        }
    }

    pub fn probe(&self, key: u64) -> Option<Entry> {
        let entry = self.slot(key as usize & self.mask);
        (entry.depth >= 0 && self.answers(&entry, key)).then_some(entry)
    }

    /// Did the current search itself store `entry` (not an earlier one whose table it keeps)?
    #[inline]
    pub fn is_current(&self, entry: &Entry) -> bool {
        entry.generation == self.generation
    }

    /// Does `entry` hold `key` for the current search (its own, or an earlier one it keeps)?
    #[inline]
    fn answers(&self, entry: &Entry, key: u64) -> bool {
        // Generations only grow between wipes of the whole table, so older means smaller.
        entry.key == key && entry.generation >= self.kept_from
    }

    /// Asks the memory for the slot of `key` without waiting for it, so that a probe soon
    /// after finds it in the cache: a search asks for the slots of all its children at once,
    /// and the memory then fetches them together while the search goes on.
    #[inline]
    pub fn prefetch(&self, key: u64) {
        prefetch_slot(&self.entries.get()[key as usize & self.mask]);
    }

    #[inline(always)]
    fn slot(&self, index: usize) -> Entry {
        Entry::unpack(self.entries.get()[index])
    }

    #[inline(always)]
    fn set(&mut self, index: usize, entry: Entry) {
        self.entries.get_mut()[index] = entry.pack();
    }

    pub fn store(&mut self, key: u64, depth: i32, score: i32, bound: Bound, mv: Option<usize>) {
        let index = key as usize & self.mask;
        let slot = self.slot(index);
        // Prefer deep results, but never let an old search's entry lock a slot forever.
        let replace =
            slot.generation != self.generation || slot.key == key || i32::from(slot.depth) <= depth;
        if !replace {
            return;
        }
        let mv = match mv {
            Some(house) => house as u8 + 1,
            // Keeping this search's old move of the same position still helps ordering.
            None if self.answers(&slot, key) => slot.mv,
            None => 0,
        };
        let entry = Entry {
            key,
            score: score.clamp(i32::from(i16::MIN), i32::from(i16::MAX)) as i16,
            depth: depth.clamp(0, i32::from(i8::MAX)) as i8,
            bound: encode(bound),
            mv,
            generation: self.generation,
        };
        self.set(index, entry);
    }

    /// Remembers `mv` as the best move of `key` without a score that could cut the search
    /// off: for a position whose score held only for the way the search came to it. A
    /// scored entry of the same position keeps its score.
    pub fn store_move(&mut self, key: u64, mv: Option<usize>) {
        let Some(house) = mv else {
            return;
        };
        let index = key as usize & self.mask;
        let slot = self.slot(index);
        let generation = self.generation;
        if self.answers(&slot, key) {
            let entry = Entry {
                mv: house as u8 + 1,
                generation,
                ..slot
            };
            self.set(index, entry);
        } else if slot.generation != generation || slot.depth <= 0 {
            // Depth zero never cuts: a search probes only nodes with plies left to search.
            let entry = Entry {
                key,
                score: 0,
                depth: 0,
                bound: encode(Bound::Upper),
                mv: house as u8 + 1,
                generation,
            };
            self.set(index, entry);
        }
    }
}

/// A bound as an entry holds it; [`Entry::bound`] reads it back.
fn encode(bound: Bound) -> u8 {
    match bound {
        Bound::Exact => 0,
        Bound::Lower => 1,
        Bound::Upper => 2,
    }
}

/// A hint to the processor, which never changes what a later read returns. A plain read
/// of the slot (the fallback elsewhere) would hold the search up until the slot arrived.
#[cfg(target_arch = "x86_64")]
#[inline]
fn prefetch_slot(slot: &Slot) {
    safe_arch::prefetch_t0(slot);
}

#[cfg(not(target_arch = "x86_64"))]
#[inline]
fn prefetch_slot(slot: &Slot) {
    std::hint::black_box(slot[0]);
}

/// The rules' hash of the whole position (houses, stores, tuzdyks, the player to move), so
/// that positions that only differ in the score never share an entry.
#[inline]
pub(crate) fn key<P: Rules>(position: &P) -> u64 {
    position.key()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_alone_never_cuts_and_never_erases_a_score() {
        let mut tt = Tt::new(4);
        tt.new_search(false);
        // A position whose score held only on its way in: its move is kept, at depth zero,
        // which no probe of a node with plies left to search takes for a cut-off.
        tt.store_move(17, Some(3));
        let entry = tt.probe(17).expect("the move is kept");
        assert_eq!((entry.best_move(), entry.depth), (Some(3), 0));
        // A scored entry of the same position keeps its score and depth; only the move changes.
        tt.store(33, 6, 250, Bound::Lower, Some(1));
        tt.store_move(33, Some(4));
        let entry = tt.probe(33).expect("still there");
        assert_eq!(
            (entry.score, entry.depth, entry.bound(), entry.best_move()),
            (250, 6, Bound::Lower, Some(4))
        );
        // Another position's scored entry in the same slot (33 and 49 share one of the 16)
        // is not pushed out by a move alone; the control: a scored store does push it out.
        tt.store_move(49, Some(2));
        assert!(tt.probe(49).is_none());
        assert_eq!(tt.probe(33).map(|e| e.score), Some(250));
        tt.store(49, 7, -40, Bound::Exact, Some(2));
        assert_eq!(tt.probe(49).map(|e| e.score), Some(-40));
        // Nor is a move stored without a move.
        tt.store_move(65, None);
        assert!(tt.probe(65).is_none());
    }

    #[test]
    fn a_kept_table_answers_back_to_the_last_search_that_did_not_keep_it() {
        let mut tt = Tt::new(8);
        tt.new_search(false);
        tt.store(1, 5, 10, Bound::Exact, Some(0));
        // A search that does not keep the table sees nothing of the earlier one.
        tt.new_search(false);
        assert!(tt.probe(1).is_none());
        tt.store(2, 5, 20, Bound::Exact, Some(1));
        // The control: one that keeps it sees the last search's entry, and the next one that
        // keeps it sees both.
        tt.new_search(true);
        assert_eq!(tt.probe(2).map(|e| e.score), Some(20));
        assert!(tt.probe(1).is_none());
        tt.store(3, 5, 30, Bound::Exact, Some(2));
        tt.new_search(true);
        assert_eq!(
            (tt.probe(2).map(|e| e.score), tt.probe(3).map(|e| e.score)),
            (Some(20), Some(30))
        );
        // After another search that did not keep it, the kept ones start again from there.
        tt.new_search(false);
        tt.store(4, 5, 40, Bound::Exact, Some(3));
        tt.new_search(true);
        assert_eq!(tt.probe(4).map(|e| e.score), Some(40));
        assert!(tt.probe(2).is_none() && tt.probe(3).is_none());
    }
}
