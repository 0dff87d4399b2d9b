//! The puzzle files: what reads, what is refused and with which line, and lines that
//! write back byte for byte.

use oware_puzzles::{parse_puzzles, puzzle_line, shipped, Theme};
use oware_rules::{GameKind, Rules, Side};

const GOOD: &str = r#"{"id":"oware-000001","game":"oware","seeds":4,"position":"1 4 2 1 0 4 0 2 0 2 3 10 16 3 south","line":["F","b"],"accepted":[["F"]],"themes":["captures"],"rating":1300,"deviation":200,"gain":3,"source":"self-play sample 7"}"#;
const NORTH: &str = r#"{"id":"oware-000002","game":"oware","seeds":4,"position":"2 1 4 3 4 0 0 12 1 3 13 1 2 2 north","line":["d","B","c","E"],"accepted":[["d"],["c"]],"themes":["captures"],"rating":1500,"deviation":350,"gain":3,"source":"self-play sample 15"}"#;

#[test]
fn a_good_file_reads_and_writes_back_byte_for_byte() {
    let text = format!("{GOOD}\n\n{NORTH}\n");
    let puzzles = parse_puzzles(&text).unwrap();
    assert_eq!(puzzles.len(), 2);
    let first = &puzzles[0];
    assert_eq!(first.id, "oware-000001");
    assert_eq!(first.ruleset.kind(), GameKind::Oware);
    assert_eq!(first.solver, Side::South);
    assert_eq!(first.position.seeds(5), 4);
    assert_eq!(first.line.len(), 2);
    assert_eq!((first.line[0].side, first.line[0].house), (Side::South, 5));
    assert_eq!((first.line[1].side, first.line[1].house), (Side::North, 7));
    assert_eq!(first.accepted, vec![vec![5]]);
    assert_eq!(first.themes, vec![Theme::Captures]);
    assert_eq!(
        (first.rating.rating, first.rating.deviation),
        (1300.0, 200.0)
    );
    assert_eq!(first.gain, 3);
    assert_eq!(puzzles[1].solver, Side::North);
    assert_eq!(puzzles[1].accepted, vec![vec![9], vec![8]]);
    assert_eq!(puzzle_line(first), GOOD);
    assert_eq!(puzzle_line(&puzzles[1]), NORTH);
}

#[test]
fn the_optional_fields_take_their_defaults() {
    let text = r#"{"id":"x","game":"oware","seeds":4,"position":"1 4 2 1 0 4 0 2 0 2 3 10 16 3 south","line":["F"],"themes":[],"rating":1500,"gain":3}"#;
    let puzzle = parse_puzzles(text).unwrap().remove(0);
    assert_eq!(puzzle.accepted, vec![vec![5]], "the line's own move alone");
    assert_eq!(puzzle.rating.deviation, 350.0);
    assert_eq!(puzzle.source, "");
}

/// The error for `GOOD` with `from` replaced by `to`, as the third line of a file.
fn refused(from: &str, to: &str) -> String {
    assert!(GOOD.contains(from), "the test replaces text that is there");
    let text = format!(
        "{GOOD}\n\n{}\n{NORTH}\n",
        GOOD.replace(from, to).replace("oware-000001", "other")
    );
    let error = parse_puzzles(&text).expect_err("the third line is wrong");
    assert_eq!(error.line, 3, "{error}");
    let shown = error.to_string();
    assert!(shown.starts_with("line 3: "), "{shown}");
    shown
}

#[test]
fn an_illegal_position_is_refused_with_its_line_number() {
    // 49 seeds: one too many for Oware with 4 a house.
    let shown = refused("16 3 south", "16 4 south");
    assert!(shown.contains("position"), "{shown}");
    // Twelve houses and no stores.
    let shown = refused("16 3 south", "south");
    assert!(shown.contains("position"), "{shown}");
    // A game that is already over: South has 25.
    let shown = refused(
        "1 4 2 1 0 4 0 2 0 2 3 10 16 3 south",
        "1 4 2 1 0 4 0 2 0 0 0 6 25 3 south",
    );
    assert!(shown.contains("over"), "{shown}");
}

#[test]
fn bad_lines_moves_and_fields_are_refused_with_the_reason() {
    assert!(refused(r#""line":["F","b"]"#, r#""line":["E","b"]"#).contains("line move 1"));
    assert!(refused(r#""line":["F","b"]"#, r#""line":["F","B"]"#).contains("line move 2"));
    assert!(refused(r#""line":["F","b"]"#, r#""line":["F","z"]"#).contains("not a house"));
    assert!(refused(r#""line":["F","b"]"#, r#""line":[]"#).contains("no moves"));
    assert!(refused(r#""accepted":[["F"]]"#, r#""accepted":[["E"]]"#).contains("accepted"));
    assert!(
        refused(r#""accepted":[["F"]]"#, r#""accepted":[["F","E"]]"#).contains("cannot be played")
    );
    assert!(refused(r#""accepted":[["F"]]"#, r#""accepted":[["F"],["A"]]"#).contains("2 lists"));
    assert!(
        refused(r#""themes":["captures"]"#, r#""themes":["tuzdyk"]"#).contains("no theme 'tuzdyk'")
    );
    assert!(refused(r#""themes":["captures"]"#, r#""themes":["capture"]"#).contains("no theme"));
    assert!(refused(r#""game":"oware""#, r#""game":"chess""#).contains("unknown game"));
    assert!(refused(r#""seeds":4"#, r#""seeds":9"#).contains("seeds"));
    assert!(refused(r#""gain":3,"#, "").contains("gain"));
    assert!(refused(r#""deviation":200"#, r#""deviation":0"#).contains("deviation"));
    assert!(refused(GOOD, "{not json").contains("line 3"));
}

#[test]
fn a_repeated_id_is_refused_at_its_second_line() {
    let error = parse_puzzles(&format!("{GOOD}\n{GOOD}\n")).unwrap_err();
    assert_eq!(error.line, 2);
    assert!(error.reason.contains("oware-000001"));
}

#[test]
fn every_game_ships_puzzles_that_start_with_its_solver_to_move() {
    for kind in GameKind::ALL {
        let set = shipped(kind);
        assert!(set.len() >= 3, "{kind}: {} puzzles", set.len());
        for puzzle in set {
            assert_eq!(puzzle.ruleset.kind(), kind);
            assert_eq!(puzzle.position.to_move(), puzzle.solver);
            assert_eq!(puzzle.line[0].side, puzzle.solver);
        }
    }
}

#[test]
fn a_file_is_read_from_disk_and_a_missing_one_says_so() {
    let path = std::env::temp_dir().join(format!("oware-puzzles-{}.jsonl", std::process::id()));
    std::fs::write(&path, format!("{GOOD}\n{NORTH}\n")).unwrap();
    let read = oware_puzzles::load_file(&path);
    std::fs::remove_file(&path).unwrap();
    assert_eq!(read.unwrap().len(), 2);
    let error = oware_puzzles::load_file(&path).unwrap_err();
    assert_eq!(error.line, 0);
    assert!(error.to_string().starts_with("cannot read "), "{error}");
}

#[test]
fn fields_a_later_version_may_add_are_ignored() {
    let text = GOOD.replace(r#""gain":3,"#, r#""gain":3,"moves-to-win":4,"#);
    assert_eq!(parse_puzzles(&text).unwrap(), parse_puzzles(GOOD).unwrap());
}
