//! A board's entry in one byte: its value with every circle of quiet moves counted as an even
//! split of the board, and whether a repetition can change that value (a *loose* board).
//!
//! A value lies within `-k..=k` on a board of `k` seeds (the even split of a circle, 0, too),
//! so a board has `2 (2k + 1)` possible entries: `2 (value + k)`, plus one when loose. Up to
//! 63 seeds fit a byte.

/// How many entries a board of `seeds` seeds can have.
pub fn code_count(seeds: u8) -> usize {
    2 * (2 * usize::from(seeds) + 1)
}

/// The entry of a board of `seeds` seeds worth `value` (within `-seeds..=seeds`, as the
/// solver's values always are).
#[inline]
pub fn encode(value: i8, loose: bool, seeds: u8) -> u8 {
    (2 * (i16::from(value) + i16::from(seeds))) as u8 | u8::from(loose)
}

/// The value and the loose flag of an entry; `None` for an entry no board of `seeds` seeds
/// can have.
#[inline]
pub fn decode(code: u8, seeds: u8) -> Option<(i8, bool)> {
    if usize::from(code) >= code_count(seeds) {
        return None;
    }
    let value = i16::from(code / 2) - i16::from(seeds);
    Some((value as i8, code & 1 == 1))
}

/// The least and the most a board's mover gains whatever a repetition decides, as far as its
/// entry tells: its value twice when exact, the whole board either way when loose.
#[inline]
pub fn bounds(code: u8, seeds: u8) -> (i8, i8) {
    let k = seeds as i8;
    match decode(code, seeds) {
        Some((value, false)) => (value, value),
        _ => (-k, k),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_entry_of_every_layer_round_trips_and_codes_are_dense() {
        for seeds in 0..=24u8 {
            let k = seeds as i8;
            let mut seen = vec![false; code_count(seeds)];
            for value in -k..=k {
                for loose in [false, true] {
                    let code = encode(value, loose, seeds);
                    assert_eq!(decode(code, seeds), Some((value, loose)));
                    assert!(!seen[usize::from(code)], "{seeds}: {value} {loose}");
                    seen[usize::from(code)] = true;
                }
            }
            assert!(seen.iter().all(|&s| s));
            let beyond = u8::try_from(code_count(seeds)).expect("small");
            assert_eq!(decode(beyond, seeds), None);
            assert_eq!(bounds(beyond, seeds), (-k, k));
        }
        assert_eq!(bounds(encode(3, false, 5), 5), (3, 3));
        assert_eq!(bounds(encode(3, true, 5), 5), (-5, 5));
    }
}
