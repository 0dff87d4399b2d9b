//! The puzzles shipped with the activity, one file a game, embedded in the program.

use std::sync::OnceLock;

use oware_rules::GameKind;

use crate::{parse_puzzles, Puzzle};

/// The files, in the order of [`GameKind::ALL`].
const FILES: [&str; 4] = [
    include_str!("../data/oware.jsonl"),
    include_str!("../data/kalah.jsonl"),
    include_str!("../data/congkak.jsonl"),
    include_str!("../data/togyz.jsonl"),
];

/// The shipped puzzles of `game`, read once. A file that does not read (which the crate's
/// tests rule out) gives no puzzles rather than a crash, and says why in a debug build.
pub fn shipped(game: GameKind) -> &'static [Puzzle] {
    static SETS: [OnceLock<Vec<Puzzle>>; 4] = [
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
    ];
    let index = GameKind::ALL
        .iter()
        .position(|&kind| kind == game)
        .unwrap_or(0);
    SETS[index].get_or_init(|| match parse_puzzles(FILES[index]) {
        Ok(puzzles) => puzzles,
        Err(error) => {
            debug_assert!(false, "data/{}.jsonl: {error}", game.id());
            Vec::new()
        }
    })
}
