//! The endgame tables: hand-solved endings, agreement with the rules move by move, and the
//! file on disk (round trip, damage, truncation).

// Until `pub mod endgame;` is in lib.rs the module is compiled into this test directly; then
// this becomes `use oware_tux::endgame;`.
use oware_tux::endgame;

use std::sync::OnceLock;
use std::time::Duration;

use endgame::{load_or_build_in_background, EndgameError, EndgameStatus, EndgameTables, Entry};
use oware_rules::abapa::{Position, Variant};
use oware_rules::Side;
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};

/// Small enough to build in a debug test run in a few seconds.
const BOUND: u8 = 10;

fn tables() -> &'static EndgameTables {
    static TABLES: OnceLock<EndgameTables> = OnceLock::new();
    TABLES.get_or_init(|| EndgameTables::build(BOUND))
}

/// A position of the 4-seed game with these houses (A–F then a–f) and stores that keep the
/// game going: the seeds off the board split as evenly as they go, South's share first.
fn position(houses: [u8; 12], to_move: Side) -> Position {
    let on_board: u32 = houses.iter().map(|&n| u32::from(n)).sum();
    let off = 48 - on_board;
    let captured = [(off / 2) as u8, (off - off / 2) as u8];
    Position::from_parts(Variant::ABAPA, &houses, captured, to_move).expect("48 seeds")
}

fn houses(south: [u8; 6], north: [u8; 6]) -> [u8; 12] {
    let mut houses = [0; 12];
    houses[..6].copy_from_slice(&south);
    houses[6..].copy_from_slice(&north);
    houses
}

#[test]
fn hand_solved_endings() {
    let t = tables();
    let probe = |south, north, to_move| t.probe(&position(houses(south, north), to_move));
    // One seed in F must feed North, who then cannot feed back and keeps it.
    assert_eq!(probe([0, 0, 0, 0, 0, 1], [0; 6], Side::South), Some(-1));
    // One seed in A cannot reach North: the game ends and South keeps it.
    assert_eq!(probe([1, 0, 0, 0, 0, 0], [0; 6], Side::South), Some(1));
    // F takes a (2), North must feed A with f, South cannot feed back and keeps it: all 3.
    assert_eq!(
        probe([0, 0, 0, 0, 0, 1], [1, 0, 0, 0, 0, 1], Side::South),
        Some(3)
    );
    // The same ending for North, from his side of the board.
    assert_eq!(
        probe([1, 0, 0, 0, 0, 1], [0, 0, 0, 0, 0, 1], Side::North),
        Some(3)
    );
    // Taking a would take every North seed: a grand slam captures nothing, and North, unable
    // to feed from a, keeps both seeds.
    assert_eq!(
        probe([0, 0, 0, 0, 0, 1], [1, 0, 0, 0, 0, 0], Side::South),
        Some(-2)
    );
    // F makes a 3 and takes it (f keeps North alive); f then feeds A, which South keeps.
    assert_eq!(
        probe([0, 0, 0, 0, 0, 1], [2, 0, 0, 0, 0, 1], Side::South),
        Some(4)
    );
    // South has no seeds at all: North keeps his.
    assert_eq!(probe([0; 6], [0, 3, 0, 0, 0, 0], Side::South), Some(-3));
    // The empty board is worth nothing.
    assert_eq!(probe([0; 6], [0; 6], Side::South), Some(0));
}

#[test]
fn boards_above_the_bound_are_not_answered() {
    let t = tables();
    assert_eq!(t.bound(), BOUND);
    assert_eq!(t.probe(&Position::start(Variant::ABAPA)), None);
    let mut full = [0u8; 12];
    full[0] = BOUND + 1;
    assert_eq!(t.probe(&position(full, Side::South)), None);
    assert_eq!(t.entry(&position(full, Side::South)), None);
    full[0] = BOUND;
    assert!(t.entry(&position(full, Side::South)).is_some());
}

#[test]
fn results_add_the_stores_and_respect_a_decided_score() {
    let t = tables();
    let board = houses([0, 0, 0, 0, 0, 1], [1, 0, 0, 0, 0, 1]);
    let ongoing =
        Position::from_parts(Variant::ABAPA, &board, [23, 22], Side::South).expect("48 seeds");
    assert_eq!(t.probe_result(&ongoing), Some(1 + 3));
    // North already has 25 of 48: the game is over and the board no longer counts.
    let decided =
        Position::from_parts(Variant::ABAPA, &board, [20, 25], Side::South).expect("48 seeds");
    assert_eq!(t.probe(&decided), Some(3));
    assert_eq!(t.probe_result(&decided), Some(-5));
    // The board rules do not depend on the seeds per house: the 5-seed game gets the same answer.
    let five = Position::from_parts(
        Variant::new(6, 5).expect("variant"),
        &board,
        [29, 28],
        Side::South,
    )
    .expect("60 seeds");
    assert_eq!(t.probe(&five), Some(3));
}

/// Through the mover's best move by the rules: the value his moves give with the values of
/// the boards they lead to, and the least and the most they give whatever a repetition
/// decides, as far as those boards' entries tell (a loose one anywhere within its seeds).
fn by_the_rules(t: &EndgameTables, position: &Position) -> (i32, i32, i32) {
    let moves = position.legal_moves();
    if moves.is_empty() {
        let mover = position.to_move();
        let split = position.row_seeds(mover) as i32 - position.row_seeds(mover.opponent()) as i32;
        return (split, split, split);
    }
    let (mut value, mut worst, mut best) = (i32::MIN, i32::MIN, i32::MIN);
    for house in moves.iter() {
        let mut child = *position;
        let taken = i32::from(child.apply(house));
        let entry = t.entry(&child).expect("a move never adds seeds");
        let seeds: i32 = child.houses().iter().map(|&n| i32::from(n)).sum();
        let (low, high) = if entry.exact {
            (entry.value, entry.value)
        } else {
            (-seeds, seeds)
        };
        value = value.max(taken - entry.value);
        worst = worst.max(taken - high);
        best = best.max(taken - low);
    }
    (value, worst, best)
}

fn random_position(rng: &mut StdRng, round: usize, seeds: u8) -> Position {
    let mut board = [0u8; 12];
    for _ in 0..seeds {
        board[rng.random_range(0..12)] += 1;
    }
    let to_move = if round.is_multiple_of(2) {
        Side::South
    } else {
        Side::North
    };
    position(board, to_move)
}

/// Checks one position against its moves: its value is its best move's, and an exact value
/// lies between the worst and the best its moves can give whatever a repetition decides.
/// Answers (exact, nonzero, loose).
fn check_by_the_rules(t: &EndgameTables, position: &Position) -> (bool, bool, bool) {
    let entry = t.entry(position).expect("under the bound");
    let seeds: i32 = position.houses().iter().map(|&n| i32::from(n)).sum();
    assert!(entry.value.abs() <= seeds, "{position:?}");
    let (value, worst, best) = by_the_rules(t, position);
    assert_eq!(entry.value, value, "{position:?}");
    if entry.exact {
        assert_eq!(t.probe(position), Some(value));
        assert!(worst <= value && value <= best, "{position:?}");
    } else {
        assert_eq!(t.probe(position), None);
    }
    (entry.exact, entry.value != 0, !entry.exact)
}

#[test]
fn every_value_is_the_best_move_by_the_rules() {
    let t = tables();
    let mut rng = StdRng::seed_from_u64(2024);
    let (mut exact, mut nonzero, mut loose) = (0, 0, 0);
    for round in 0..5_000 {
        let seeds = rng.random_range(1..=BOUND);
        let position = random_position(&mut rng, round, seeds);
        let (is_exact, is_nonzero, is_loose) = check_by_the_rules(t, &position);
        exact += usize::from(is_exact);
        nonzero += usize::from(is_nonzero);
        loose += usize::from(is_loose);
    }
    assert!(nonzero > 1_000, "{nonzero}");
    assert!(exact > 3_000 && loose > 0, "{exact} exact, {loose} loose");
}

#[test]
fn a_circle_that_never_ends_is_left_to_the_repetition_rule() {
    let t = tables();
    // One seed each, chasing each other round the board: neither player ever has a choice,
    // and no capture ever comes. Only the repetition rule ends it.
    let circle = position(houses([1, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0]), Side::South);
    let loose = Entry {
        value: 0,
        exact: false,
    };
    assert_eq!(t.probe(&circle), None);
    assert_eq!(t.entry(&circle), Some(loose));
    assert_eq!(t.probe_result(&circle), None);
    let margin = i32::from(circle.captured(Side::South)) - i32::from(circle.captured(Side::North));
    assert_eq!(
        t.result(&circle),
        Some(Entry {
            value: margin,
            exact: false
        })
    );
    // Its positive control: one more seed in a lets South's last seed make a 2 and take it.
    let capture = position(houses([0, 0, 0, 0, 0, 1], [1, 0, 0, 0, 0, 1]), Side::South);
    assert_eq!(t.probe(&capture), Some(3));
    assert_eq!(
        t.entry(&capture),
        Some(Entry {
            value: 3,
            exact: true
        })
    );
}

#[test]
fn tables_survive_a_round_trip_through_a_file() {
    let folder = tempfile::tempdir().expect("temporary folder");
    let path = folder.path().join("nested").join("endgame.bin");
    let small = EndgameTables::build(6);
    small.save(&path).expect("saved");
    let loaded = EndgameTables::load(&path).expect("loaded");
    assert_eq!(loaded.bound(), 6);
    assert_eq!(loaded.len_bytes(), small.len_bytes());
    let mut rng = StdRng::seed_from_u64(5);
    for _ in 0..2_000 {
        let mut board = [0u8; 12];
        for _ in 0..rng.random_range(0..=6) {
            board[rng.random_range(0..12)] += 1;
        }
        assert_eq!(loaded.probe_board(&board), small.probe_board(&board));
    }
    // Nothing but the file is left in the folder: the temporary copy was renamed.
    let names: Vec<_> = std::fs::read_dir(path.parent().expect("folder"))
        .expect("listed")
        .collect();
    assert_eq!(names.len(), 1);
}

fn saved_bytes(bound: u8) -> (tempfile::TempDir, std::path::PathBuf, Vec<u8>) {
    let folder = tempfile::tempdir().expect("temporary folder");
    let path = folder.path().join("endgame.bin");
    EndgameTables::build(bound).save(&path).expect("saved");
    let bytes = std::fs::read(&path).expect("read back");
    (folder, path, bytes)
}

#[test]
fn a_damaged_file_is_refused() {
    let (_folder, path, bytes) = saved_bytes(5);
    // One flipped bit anywhere in the values.
    for at in [32, 100, bytes.len() / 2, bytes.len() - 1] {
        let mut damaged = bytes.clone();
        damaged[at] ^= 0x10;
        std::fs::write(&path, &damaged).expect("written");
        assert!(
            matches!(
                EndgameTables::load(&path),
                Err(EndgameError::BadChecksum { .. } | EndgameError::BadValue { .. })
            ),
            "flip at {at}"
        );
    }
    // A changed header field.
    let mut damaged = bytes.clone();
    damaged[0] = b'X';
    std::fs::write(&path, &damaged).expect("written");
    assert!(matches!(
        EndgameTables::load(&path),
        Err(EndgameError::BadMagic)
    ));
    let mut damaged = bytes.clone();
    damaged[8] = 9;
    std::fs::write(&path, &damaged).expect("written");
    assert!(matches!(
        EndgameTables::load(&path),
        Err(EndgameError::UnsupportedVersion(9))
    ));
    let mut damaged = bytes.clone();
    damaged[12] = 200;
    std::fs::write(&path, &damaged).expect("written");
    assert!(matches!(
        EndgameTables::load(&path),
        Err(EndgameError::BadBound(200))
    ));
    // A wrong checksum in the header.
    let mut damaged = bytes;
    damaged[24] ^= 1;
    std::fs::write(&path, &damaged).expect("written");
    assert!(matches!(
        EndgameTables::load(&path),
        Err(EndgameError::BadChecksum { .. })
    ));
}

#[test]
fn a_truncated_or_padded_file_is_refused() {
    let (_folder, path, bytes) = saved_bytes(5);
    for len in [0, 7, 31, 32, bytes.len() / 2, bytes.len() - 1] {
        std::fs::write(&path, &bytes[..len]).expect("written");
        assert!(EndgameTables::load(&path).is_err(), "{len} bytes");
    }
    let mut padded = bytes;
    padded.push(0);
    std::fs::write(&path, &padded).expect("written");
    assert!(matches!(
        EndgameTables::load(&path),
        Err(EndgameError::BadLength { .. })
    ));
    // No file at all is an I/O error, not a panic.
    assert!(matches!(
        EndgameTables::load(&path.with_extension("missing")),
        Err(EndgameError::Io(_))
    ));
}

#[test]
fn the_background_helper_rebuilds_a_damaged_file_and_saves_it() {
    let (_folder, path, mut bytes) = saved_bytes(5);
    let last = bytes.len() - 1;
    bytes[last] ^= 0x55;
    std::fs::write(&path, &bytes).expect("written");
    let handle = load_or_build_in_background(Some(path.clone()), 5);
    let tables = handle.wait(Duration::from_secs(120)).expect("rebuilt");
    assert_eq!(tables.bound(), 5);
    assert_eq!(handle.status(), EndgameStatus::Ready);
    assert!(handle.note().is_some_and(|note| note.contains("damaged")));
    // The rebuilt tables were saved over the damaged file.
    let reloaded = EndgameTables::load(&path).expect("saved again");
    assert_eq!(reloaded.bound(), 5);
    // The next start finds them and loads them without a note.
    let again = load_or_build_in_background(Some(path), 5);
    assert!(again.wait(Duration::from_secs(60)).is_some());
    assert_eq!(again.note(), None);
}

#[test]
fn the_background_helper_copes_with_a_path_it_cannot_write() {
    let folder = tempfile::tempdir().expect("temporary folder");
    // A file where the folder should be: loading fails, saving fails, play goes on.
    let blocker = folder.path().join("blocker");
    std::fs::write(&blocker, b"not a folder").expect("written");
    let handle = load_or_build_in_background(Some(blocker.join("endgame.bin")), 4);
    let tables = handle
        .wait(Duration::from_secs(60))
        .expect("built in memory");
    assert_eq!(tables.bound(), 4);
    assert!(handle
        .note()
        .is_some_and(|note| note.contains("could not save")));
}

#[test]
fn a_handle_without_tables_answers_none() {
    let none = endgame::EndgameHandle::none();
    assert!(none.tables().is_none());
    assert_eq!(none.status(), EndgameStatus::Unavailable);
    let cancelled = load_or_build_in_background(None, 14);
    cancelled.cancel();
    // Either it stopped at once or (on a very fast machine) it finished: never a panic.
    let _ = cancelled.wait(Duration::from_secs(120));
    assert_ne!(cancelled.status(), EndgameStatus::Building);
}

#[test]
fn the_default_path_is_in_a_cache_folder() {
    if let Some(path) = EndgameTables::default_path() {
        assert!(path.ends_with("endgame-v2.bin"), "{}", path.display());
    }
}

/// The measured build of the shipped bound: `cargo test --release --test endgame_tables --
/// --ignored --nocapture`.
#[test]
#[ignore]
fn build_the_default_bound() {
    let start = std::time::Instant::now();
    let tables = EndgameTables::build(endgame::DEFAULT_BOUND);
    let built = start.elapsed();
    let folder = tempfile::tempdir().expect("temporary folder");
    let path = folder.path().join("endgame.bin");
    let start = std::time::Instant::now();
    tables.save(&path).expect("saved");
    let saved = start.elapsed();
    let start = std::time::Instant::now();
    let loaded = EndgameTables::load(&path).expect("loaded");
    let read = start.elapsed();
    println!(
        "bound {}: {} bytes, built in {built:.1?}, saved in {saved:.1?}, loaded in {read:.1?}",
        loaded.bound(),
        loaded.len_bytes()
    );
    for (seeds, (loose, boards)) in loaded.loose_counts().into_iter().enumerate() {
        println!(
            "{seeds:2} seeds: {loose:9} of {boards:9} boards loose ({:.2} %)",
            100.0 * loose as f64 / boards as f64
        );
    }
    let start = Position::start(Variant::ABAPA);
    assert_eq!(loaded.probe(&start), None);
    // The largest layers obey the rules move by move too.
    let mut rng = StdRng::seed_from_u64(17);
    for round in 0..200_000 {
        let seeds = rng.random_range(11..=endgame::DEFAULT_BOUND);
        let position = random_position(&mut rng, round, seeds);
        check_by_the_rules(&loaded, &position);
    }
}
