//! A child's results as text: what is counted, a text that reads back the same, and a
//! corrupt text refused with its line.

use oware_puzzles::{
    parse_puzzles, Attempt, DrillKind, Glicko, PuzzleRecord, PuzzleRecords, Solved, Theme,
};
use oware_rules::GameKind;

const PUZZLE: &str = r#"{"id":"oware-000001","game":"oware","seeds":4,"position":"1 4 2 1 0 4 0 2 0 2 3 10 16 3 south","line":["F","b"],"accepted":[["F"]],"themes":["captures","defence"],"rating":1500,"deviation":100,"gain":3,"source":"self-play"}"#;

fn filled() -> PuzzleRecords {
    let puzzle = parse_puzzles(PUZZLE).unwrap().remove(0);
    let mut records = PuzzleRecords::new();
    let oware = records.game(GameKind::Oware);
    let clean = Attempt::Solved(Solved {
        first_try: true,
        hints: 0,
    });
    let puzzle_after = oware.record(&puzzle, clean, 20_000);
    assert!(
        puzzle_after.rating < 1500.0,
        "a solve makes the puzzle look easier"
    );
    oware.record(&puzzle, Attempt::Missed, 20_001);
    oware.record_streak(3);
    oware.record_streak(2);
    oware.drill(DrillKind::LastSeed).record(true);
    oware.drill(DrillKind::AtRisk).record(false);
    let mut own = puzzle.clone();
    own.id = "own-oware-0000000000000001".into();
    own.source = "own".into();
    oware.own.add(own, 20_000);
    let kalah = records.game(GameKind::Kalah);
    kalah.rating = Glicko {
        rating: 1_234.567_891_234_5,
        deviation: 87.654_321,
        volatility: 0.059_998_7,
    };
    records
}

#[test]
fn an_attempt_counts_everywhere_it_should() {
    let records = filled();
    let oware = records.get(GameKind::Oware).unwrap();
    assert_eq!((oware.tried, oware.solved, oware.best_streak), (2, 1, 3));
    assert_eq!(oware.by_theme.get(&Theme::Captures), Some(&(2, 1)));
    assert_eq!(oware.by_theme.get(&Theme::Defence), Some(&(2, 1)));
    assert_eq!(oware.by_theme.get(&Theme::Ending), None);
    assert_ne!(oware.rating, Glicko::default());
    assert_eq!(oware.drills[&DrillKind::LastSeed].right(), 1);
    assert_eq!(oware.drills[&DrillKind::AtRisk].tried(), 1);
    assert_eq!(oware.own.len(), 1);
    assert!(records.get(GameKind::Congkak).is_none());
}

#[test]
fn the_text_reads_back_exactly() {
    let records = filled();
    let text = records.to_text();
    assert!(text.starts_with("[oware]\n"), "{text}");
    assert!(text.contains("\n[kalah]\n"), "{text}");
    assert!(text.contains("theme captures = 2 1\n"), "{text}");
    assert!(text.contains("own 20003 0 {\"id\":\"own-oware-"), "{text}");
    let back = PuzzleRecords::from_text(&text).unwrap();
    assert_eq!(back, records);
    assert_eq!(back.to_text(), text);
    // One section alone reads as one record.
    let kalah = records.get(GameKind::Kalah).unwrap();
    assert_eq!(PuzzleRecord::from_text(&kalah.to_text()).unwrap(), *kalah);
    assert!(
        PuzzleRecord::from_text(&text).is_err(),
        "two sections are not one record"
    );
    // Comments and blank lines are skipped.
    let commented = format!("# the child's puzzles\n\n{text}");
    assert_eq!(PuzzleRecords::from_text(&commented).unwrap(), records);
    assert_eq!(PuzzleRecords::from_text("").unwrap(), PuzzleRecords::new());
}

/// The error of the good text with its line `line` (from 1) replaced by `with`.
fn corrupt(line: usize, with: &str) -> oware_puzzles::RecordError {
    let text = filled().to_text();
    let mut lines: Vec<&str> = text.lines().collect();
    lines[line - 1] = with;
    PuzzleRecords::from_text(&lines.join("\n")).expect_err("the changed line is bad")
}

#[test]
fn a_corrupt_text_is_refused_with_its_line() {
    let text = filled().to_text();
    let number = |prefix: &str| text.lines().position(|l| l.starts_with(prefix)).unwrap() + 1;
    assert_eq!(corrupt(2, "rating = lots").line, 2);
    assert_eq!(corrupt(2, "rating = NaN").line, 2);
    assert_eq!(corrupt(5, "tried = -1").line, 5);
    assert_eq!(corrupt(3, "colour = blue").line, 3);
    assert_eq!(corrupt(4, "just words").line, 4);
    let theme = number("theme captures");
    assert_eq!(
        corrupt(theme, "theme captures = 1 2").line,
        theme,
        "more solved than tried"
    );
    assert_eq!(corrupt(theme, "theme knights = 1 0").line, theme);
    let drill = number("drill last-seed");
    assert_eq!(corrupt(drill, "drill last-seed = 1 2").line, drill);
    let own = number("own ");
    assert_eq!(corrupt(own, "own 20003 0 {\"id\":").line, own);
    let error = corrupt(1, "[chess]");
    assert_eq!(error.line, 1);
    assert!(error.to_string().starts_with("line 1: "), "{error}");
    let kalah = number("[kalah]");
    assert_eq!(
        corrupt(kalah, "[oware]").line,
        kalah,
        "a second section of one game"
    );
    assert_eq!(
        PuzzleRecords::from_text("rating = 1500\n")
            .unwrap_err()
            .line,
        1,
        "a line before any section"
    );
    // An own puzzle of another game in the section.
    let kalah_puzzle = r#"own 1 0 {"id":"k","game":"kalah","seeds":4,"position":"3 2 0 0 1 8 0 1 3 3 5 2 14 6 south","line":["B"],"themes":[],"rating":1500,"gain":1}"#;
    assert_eq!(corrupt(own, kalah_puzzle).line, own);
}
