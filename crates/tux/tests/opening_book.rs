//! The opening book shipped with Tux: it reads, every move in it is legal, and it answers the
//! positions it was made for and only those.

// Until `pub mod book;` is in lib.rs the module is compiled into this test directly; then
// this becomes `use oware_tux::book;`.
use oware_tux::book;

use book::OpeningBook;
use oware_rules::abapa::{Game, Position, Variant};
use oware_rules::Side;
use rand::rngs::StdRng;
use rand::seq::IndexedRandom;
use rand::SeedableRng;

#[test]
fn the_shipped_book_reads_and_is_small() {
    let text = include_str!("../data/oware-book.txt");
    let parsed = OpeningBook::parse(text).expect("the shipped book reads");
    assert_eq!(OpeningBook::embedded().len(), parsed.len());
    assert!(parsed.len() >= 40, "{} positions", parsed.len());
    assert!(text.len() < 64 * 1024, "{} bytes", text.len());
}

#[test]
fn every_book_move_is_legal_in_its_position() {
    let book = OpeningBook::embedded();
    for (position, house) in book.entries() {
        assert!(
            position.legal_moves().contains(house),
            "{position:?}: {house}"
        );
        assert_eq!(book.lookup(position), Some(house));
    }
}

#[test]
fn the_book_answers_the_start_and_every_first_reply() {
    let book = OpeningBook::embedded();
    let start = Position::start(Variant::ABAPA);
    let first = book.lookup(&start).expect("the start is in the book");
    assert!(first < 6, "South plays one of A-F");
    for house in start.legal_moves().iter() {
        let mut after = start;
        after.apply(house);
        let reply = book.lookup(&after).expect("every first move has a reply");
        assert!((6..12).contains(&reply), "North plays one of a-f");
    }
}

#[test]
fn the_book_follows_its_own_line_for_south() {
    // South plays the book, North any move: South's second move is in the book too.
    let book = OpeningBook::embedded();
    let mut game = Game::new(Variant::ABAPA);
    let first = book.lookup(game.position()).expect("start");
    game.play(first).expect("legal");
    for reply in game.legal_moves().iter() {
        let mut line = game.clone();
        line.play(reply).expect("legal");
        assert_eq!(line.to_move(), Side::South);
        assert!(
            book.lookup(line.position()).is_some(),
            "after {first} {reply}"
        );
    }
}

#[test]
fn positions_outside_the_book_get_no_answer() {
    let book = OpeningBook::embedded();
    // The same board with different stores or another player to move is another position.
    let start = Position::start(Variant::ABAPA);
    let north_first =
        Position::from_parts(Variant::ABAPA, start.houses(), [0, 0], Side::North).expect("valid");
    assert_eq!(book.lookup(&north_first), None);
    // Other variants are not in the book.
    for seeds in [5, 6] {
        let variant = Variant::new(6, seeds).expect("variant");
        assert_eq!(book.lookup(&Position::start(variant)), None);
    }
    // Deep into random games, nothing is in the book.
    let mut rng = StdRng::seed_from_u64(3);
    for _ in 0..50 {
        let mut game = Game::new(Variant::ABAPA);
        for _ in 0..20 {
            let moves: Vec<usize> = game.legal_moves().iter().collect();
            let Some(&house) = moves.choose(&mut rng) else {
                break;
            };
            game.play(house).expect("legal");
        }
        assert_eq!(book.lookup(game.position()), None, "{:?}", game.position());
    }
    // An empty book answers nothing.
    assert_eq!(OpeningBook::default().lookup(&start), None);
}
