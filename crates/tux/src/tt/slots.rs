//! The transposition table's memory: one block of 16-byte slots. A large table is mapped on
//! its own and offered to the system for pages of 2 MiB: a search reads its slots all over
//! the table, and with pages of 4 KiB nearly every read also missed the processor's
//! translation of the address, a second wait for memory on top of the slot's own.

use memmap2::MmapMut;

/// One slot, as two words: the key and the rest of the entry (`tt.rs` packs them).
pub(super) type Slot = [u64; 2];

/// Tables from this size on are mapped: the size of a large page, below which the system
/// could not give one anyway.
const MAPPED_FROM_BYTES: usize = 2 << 20;

/// The slots of one table.
pub(super) enum Slots {
    /// Mapped memory, read as slots.
    Mapped(MmapMut),
    /// A small table, or one the system would not map.
    Heap(Vec<Slot>),
}

impl Slots {
    /// `len` slots, each `fill`.
    pub fn new(len: usize, fill: Slot) -> Slots {
        let bytes = len * std::mem::size_of::<Slot>();
        let mapped = (bytes >= MAPPED_FROM_BYTES)
            .then(|| MmapMut::map_anon(bytes).ok())
            .flatten();
        let Some(map) = mapped else {
            return Slots::Heap(vec![fill; len]);
        };
        // Asked before the first write, so that the pages are large from the start; only a
        // hint, and a system that refuses it (or has no such pages) still gives the memory.
        #[cfg(target_os = "linux")]
        let _ = map.advise(memmap2::Advice::HugePage);
        let mut slots = Slots::Mapped(map);
        slots.get_mut().fill(fill);
        slots
    }

    /// The slots to read.
    #[inline(always)]
    pub fn get(&self) -> &[Slot] {
        match self {
            // A mapping starts on a page, so it is aligned for words, and its length is a
            // whole number of slots.
            Slots::Mapped(map) => bytemuck::cast_slice(&map[..]),
            Slots::Heap(slots) => slots,
        }
    }

    /// The slots to write.
    #[inline(always)]
    pub fn get_mut(&mut self) -> &mut [Slot] {
        match self {
            Slots::Mapped(map) => bytemuck::cast_slice_mut(&mut map[..]),
            Slots::Heap(slots) => slots,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_large_table_is_mapped_and_a_small_one_is_not_and_both_read_back() {
        let large = 1 << 17;
        let mut slots = Slots::new(large, [7, 9]);
        assert!(matches!(slots, Slots::Mapped(_)));
        assert_eq!(slots.get().len(), large);
        assert!(slots.get().iter().all(|&slot| slot == [7, 9]));
        slots.get_mut()[large - 1] = [1, 2];
        assert_eq!(slots.get()[large - 1], [1, 2]);
        // The control: a table under the size of a large page stays on the heap.
        let small = Slots::new(1 << 10, [3, 4]);
        assert!(matches!(small, Slots::Heap(_)));
        assert_eq!(small.get(), vec![[3, 4]; 1 << 10].as_slice());
    }
}
