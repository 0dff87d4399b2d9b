//! The letters a language writes on the houses and says when it names one.
//!
//! The rules, the protocol and the saved games name houses with Latin letters (South's row
//! `A`, `B`, …, North's `a`, `b`, …; see [`oware_rules::house_letter`]). What a child reads
//! and hears comes from each language instead: `house-letters-south` and
//! `house-letters-north` list a row's letters in sowing order, so that a Macedonian board
//! reads А Б В … and а б в …. A language whose lists are missing or unusable gets the Latin
//! letters.

use oware_rules::{house_letter, Layout, MAX_HOUSES_PER_SIDE};

/// How many letters each row's message lists: enough for the widest board (Togyz Kumalak).
pub const LETTERS_PER_ROW: usize = MAX_HOUSES_PER_SIDE;

/// The message listing South's letters, the child's row (upper case in the Latin letters).
pub const SOUTH_LETTERS_ID: &str = "house-letters-south";
/// The message listing North's letters, the other row (lower case in the Latin letters).
pub const NORTH_LETTERS_ID: &str = "house-letters-north";

/// One language's house letters, both rows in sowing order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HouseLetters {
    south: Vec<String>,
    north: Vec<String>,
}

/// Why a language's letter lists cannot be used.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LettersProblem {
    /// A row lists another number of letters than [`LETTERS_PER_ROW`].
    Count {
        /// The row's message id.
        row: &'static str,
        /// How many letters it lists.
        found: usize,
    },
    /// A row names the same letter twice, or both rows share a letter.
    Repeated(String),
}

impl std::fmt::Display for LettersProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LettersProblem::Count { row, found } => {
                write!(f, "{row} lists {found} letters, not {LETTERS_PER_ROW}")
            }
            LettersProblem::Repeated(letter) => write!(f, "the letter {letter:?} is used twice"),
        }
    }
}

impl HouseLetters {
    /// The protocol's letters, A–I and a–i.
    pub fn latin() -> HouseLetters {
        let layout = Layout {
            houses_per_side: LETTERS_PER_ROW,
            stores: oware_rules::Stores::Aside,
            tuzdyks: false,
        };
        let row = |start: usize| {
            (start..start + LETTERS_PER_ROW)
                .map(|house| house_letter(layout, house).to_string())
                .collect()
        };
        HouseLetters {
            south: row(0),
            north: row(LETTERS_PER_ROW),
        }
    }

    /// Reads the two rows' messages: letters separated by white space, nine to a row, no
    /// letter used twice in either row or in both.
    pub fn parse(south: &str, north: &str) -> Result<HouseLetters, LettersProblem> {
        let row = |text: &str, id: &'static str| {
            let letters: Vec<String> = text.split_whitespace().map(str::to_string).collect();
            if letters.len() == LETTERS_PER_ROW {
                Ok(letters)
            } else {
                Err(LettersProblem::Count {
                    row: id,
                    found: letters.len(),
                })
            }
        };
        let south = row(south, SOUTH_LETTERS_ID)?;
        let north = row(north, NORTH_LETTERS_ID)?;
        let mut seen = std::collections::HashSet::new();
        for letter in south.iter().chain(&north) {
            if !seen.insert(letter.as_str()) {
                return Err(LettersProblem::Repeated(letter.clone()));
            }
        }
        Ok(HouseLetters { south, north })
    }

    /// The letter of `house` (numbered as the rules number houses: South's row first).
    /// A board wider than the lists gets the protocol's letter.
    pub fn letter(&self, layout: impl Into<Layout>, house: usize) -> String {
        let layout = layout.into();
        let n = layout.houses_per_side;
        let found = if house < n {
            self.south.get(house)
        } else {
            house.checked_sub(n).and_then(|i| self.north.get(i))
        };
        match found {
            Some(letter) if n <= LETTERS_PER_ROW && house < 2 * n => letter.clone(),
            _ => house_letter(layout, house).to_string(),
        }
    }

    /// South's letters, then North's, in sowing order.
    pub fn rows(&self) -> (&[String], &[String]) {
        (&self.south, &self.north)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oware_rules::GameKind;

    #[test]
    fn the_latin_letters_are_the_protocol_s() {
        let latin = HouseLetters::latin();
        for kind in [GameKind::Oware, GameKind::Kalah, GameKind::TogyzKumalak] {
            let layout = kind.layout();
            for house in 0..layout.pits() {
                assert_eq!(
                    latin.letter(layout, house),
                    house_letter(layout, house).to_string()
                );
            }
        }
    }

    #[test]
    fn a_narrow_board_takes_the_first_letters_of_each_row() {
        let letters = HouseLetters::parse("А Б В Г Д Ѓ Е Ж З", "а б в г д ѓ е ж з").expect("good");
        let oware = GameKind::Oware.layout();
        assert_eq!(letters.letter(oware, 0), "А");
        assert_eq!(letters.letter(oware, 5), "Ѓ");
        assert_eq!(letters.letter(oware, 6), "а");
        assert_eq!(letters.letter(oware, 11), "ѓ");
        // Past the board: the protocol's own letter, as the rules write it.
        assert_eq!(
            letters.letter(oware, 12),
            house_letter(oware, 12).to_string()
        );
    }

    #[test]
    fn bad_lists_are_refused() {
        assert_eq!(
            HouseLetters::parse("A B C", "a b c d e f g h i"),
            Err(LettersProblem::Count {
                row: SOUTH_LETTERS_ID,
                found: 3
            })
        );
        assert_eq!(
            HouseLetters::parse("A B C D E F G H I", "a b c d e f g h A"),
            Err(LettersProblem::Repeated("A".into()))
        );
        assert!(HouseLetters::parse("A B C D E F G H I", "a b c d e f g h i").is_ok());
    }
}
