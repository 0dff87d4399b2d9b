//! An opening book for Oware (Abapa, four seeds a house), made by Tux's own search.
//!
//! `examples/make_book.rs` searches the positions of the first few plies deeply and writes
//! `data/oware-book.txt`, which is compiled in. One position a line:
//!
//! ```text
//! S 4 4 4 4 4 4 4 4 4 4 4 4 0 0 F  score=+25 depth=16 nodes=4000000
//! ```
//!
//! the side to move (`S` or `N`), the twelve houses in sowing order (A–F, then a–f), South's
//! and North's stores, and the house to play as a letter; whatever follows is for people and
//! ignored. Blank lines and lines starting with `#` are comments. A position is found only
//! when everything matches (houses, stores, side to move), so a book answer is always for
//! exactly the position on the board, and it is checked to be legal before it is given.

use std::collections::HashMap;
use std::fmt;
use std::sync::OnceLock;

use oware_rules::abapa::{Position, Variant};
use oware_rules::{house_from_letter, Side};

/// The book shipped with Tux.
const EMBEDDED: &str = include_str!("../data/oware-book.txt");

/// Positions and the move the book plays in each.
#[derive(Clone, Debug, Default)]
pub struct OpeningBook {
    moves: HashMap<Position, usize>,
}

/// A line of a book that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BookError {
    /// Counted from 1.
    pub line: usize,
    /// What is wrong with it.
    pub reason: String,
}

impl fmt::Display for BookError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "opening book, line {}: {}", self.line, self.reason)
    }
}

impl std::error::Error for BookError {}

impl OpeningBook {
    /// The book compiled into Tux, read once. A book that does not read (which the tests rule
    /// out) gives an empty book: Tux then simply searches.
    pub fn embedded() -> &'static OpeningBook {
        static BOOK: OnceLock<OpeningBook> = OnceLock::new();
        BOOK.get_or_init(|| OpeningBook::parse(EMBEDDED).unwrap_or_default())
    }

    /// Reads a book in the format above; every position must be a legal 4-seed position and
    /// every move legal in it.
    pub fn parse(text: &str) -> Result<OpeningBook, BookError> {
        let mut moves = HashMap::new();
        for (number, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let error = |reason: String| BookError {
                line: number + 1,
                reason,
            };
            let (position, house) = parse_line(line).map_err(error)?;
            if moves.insert(position, house).is_some() {
                return Err(error(format!("{position:?} is in the book twice")));
            }
        }
        Ok(OpeningBook { moves })
    }

    /// The book move in `position`, if the book has it: a house index as `Position` numbers
    /// them (South's A–F are 0–5, North's a–f are 6–11).
    pub fn lookup(&self, position: &Position) -> Option<usize> {
        let house = *self.moves.get(position)?;
        position.check_move(house).ok()?;
        Some(house)
    }

    /// The number of positions the book answers.
    pub fn len(&self) -> usize {
        self.moves.len()
    }

    /// True when the book answers no position.
    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    /// Every position of the book with its move, in no particular order.
    pub fn entries(&self) -> impl Iterator<Item = (&Position, usize)> {
        self.moves
            .iter()
            .map(|(position, &house)| (position, house))
    }
}

fn parse_line(line: &str) -> Result<(Position, usize), String> {
    let mut words = line.split_whitespace();
    let mut next = |what: &str| words.next().ok_or_else(|| format!("{what} missing"));
    let to_move = match next("side to move")? {
        "S" => Side::South,
        "N" => Side::North,
        other => return Err(format!("'{other}' is not S or N")),
    };
    let mut count = |what: &str| -> Result<u8, String> {
        let word = next(what)?;
        word.parse::<u8>()
            .map_err(|_| format!("'{word}' is not a number of seeds"))
    };
    let mut houses = [0u8; 12];
    for house in &mut houses {
        *house = count("a house")?;
    }
    let stores = [count("South's store")?, count("North's store")?];
    let letter = next("the move")?;
    let position = Position::from_parts(Variant::ABAPA, &houses, stores, to_move)
        .map_err(|error| format!("not a position: {error}"))?;
    let house = house_from_letter(Variant::ABAPA, letter).map_err(|error| error.to_string())?;
    position
        .check_move(house)
        .map_err(|error| format!("{letter} cannot be played there: {error}"))?;
    Ok((position, house))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_reads_back() {
        let book = OpeningBook::parse("# comment\n\nS 4 4 4 4 4 4 4 4 4 4 4 4 0 0 F score=1\n")
            .expect("reads");
        assert_eq!(book.len(), 1);
        assert_eq!(book.lookup(&Position::start(Variant::ABAPA)), Some(5));
    }

    #[test]
    fn bad_lines_are_refused_with_their_number() {
        for (text, line) in [
            ("X 4 4 4 4 4 4 4 4 4 4 4 4 0 0 F", 1),
            ("#\nS 4 4 4 4 4 4 4 4 4 4 4 4 0 0", 2),
            ("S 4 4 4 4 4 4 4 4 4 4 4 4 0 1 F", 1),
            ("S 4 4 4 4 4 4 4 4 4 4 4 4 0 0 a", 1),
            ("S 4 4 4 4 4 4 4 4 4 4 4 4 0 0 Z", 1),
            ("S 4 4 4 4 4 4 4 4 4 4 4 x 0 0 F", 1),
            ("S 0 4 4 4 4 4 4 4 4 4 4 8 0 0 A", 1),
            (
                "S 4 4 4 4 4 4 4 4 4 4 4 4 0 0 F\nS 4 4 4 4 4 4 4 4 4 4 4 4 0 0 E",
                2,
            ),
        ] {
            let error = OpeningBook::parse(text).expect_err(text);
            assert_eq!(error.line, line, "{text}: {error}");
        }
    }
}
