//! Choosing puzzles: near the rating, by theme, never one seen; streaks that climb.

use oware_puzzles::{parse_puzzles, pick, Attempt, Glicko, Puzzle, Solved, Streak, Theme};
use rand::rngs::StdRng;
use rand::SeedableRng;

const LINE: &str = r#"{"id":"ID","game":"oware","seeds":4,"position":"1 4 2 1 0 4 0 2 0 2 3 10 16 3 south","line":["F","b"],"themes":["captures"],"rating":1500,"gain":3}"#;

/// Puzzles rated `ratings`, ids `p<rating>`; every third one is about defence as well.
fn set(ratings: &[u32]) -> Vec<Puzzle> {
    let mut puzzles: Vec<Puzzle> = ratings
        .iter()
        .map(|rating| {
            parse_puzzles(&LINE.replace("ID", &format!("p{rating}")))
                .unwrap()
                .remove(0)
        })
        .collect();
    for (index, (puzzle, rating)) in puzzles.iter_mut().zip(ratings).enumerate() {
        puzzle.rating = Glicko::new(f64::from(*rating), 100.0);
        if index % 3 == 0 {
            puzzle.themes.push(Theme::Defence);
        }
    }
    puzzles
}

#[test]
fn a_pick_is_near_the_rating_and_widens_only_when_it_must() {
    let puzzles = set(&[800, 1000, 1450, 1550, 2000]);
    let mut rng = StdRng::seed_from_u64(1);
    let never = |_: &str| false;
    for _ in 0..50 {
        let chosen = pick(&puzzles, 1500.0, None, &never, &mut rng).unwrap();
        assert!(
            ["p1450", "p1550"].contains(&chosen.id.as_str()),
            "{}",
            chosen.id
        );
    }
    // Nothing within 100 of 1250: the window widens to 400 and finds 1000 and 1450 only.
    for _ in 0..50 {
        let chosen = pick(&puzzles, 1250.0, None, &never, &mut rng).unwrap();
        assert!(
            ["p1000", "p1450"].contains(&chosen.id.as_str()),
            "{}",
            chosen.id
        );
    }
    // Far from everything: the window doubles to 1600, which holds 2000, 1550 and 1450, not 1000.
    for _ in 0..50 {
        let chosen = pick(&puzzles, 3000.0, None, &never, &mut rng).unwrap();
        assert!(
            ["p1450", "p1550", "p2000"].contains(&chosen.id.as_str()),
            "{}",
            chosen.id
        );
    }
}

#[test]
fn a_pick_keeps_to_the_theme_and_skips_what_was_seen() {
    let puzzles = set(&[800, 1000, 1450, 1550, 2000]);
    let mut rng = StdRng::seed_from_u64(2);
    // Defence: puzzles 0 and 3 (800 and 1550).
    for _ in 0..20 {
        let chosen = pick(&puzzles, 900.0, Some(Theme::Defence), &|_| false, &mut rng).unwrap();
        assert_eq!(chosen.id, "p800");
    }
    let seen = |id: &str| id == "p800";
    let chosen = pick(&puzzles, 900.0, Some(Theme::Defence), &seen, &mut rng).unwrap();
    assert_eq!(chosen.id, "p1550");
    assert!(pick(&puzzles, 900.0, Some(Theme::Ending), &|_| false, &mut rng).is_none());
    assert!(pick(&puzzles, 900.0, None, &|_| true, &mut rng).is_none());
    assert!(pick(&[], 900.0, None, &|_| false, &mut rng).is_none());
}

fn first_try() -> Attempt {
    Attempt::Solved(Solved {
        first_try: true,
        hints: 0,
    })
}

#[test]
fn a_streak_climbs_until_the_first_miss_and_keeps_the_best() {
    let ratings: Vec<u32> = (0..60).map(|i| 600 + 25 * i).collect();
    let puzzles = set(&ratings);
    let mut rng = StdRng::seed_from_u64(3);
    let mut streak = Streak::new(4);
    let mut last = 0.0;
    let mut ids = Vec::new();
    for solved in 0..10 {
        let puzzle = streak.next(&puzzles, &mut rng).unwrap();
        assert!(
            puzzle.rating.rating >= last - 100.0,
            "rising: {} after {last}",
            puzzle.rating.rating
        );
        last = puzzle.rating.rating;
        assert!(!ids.contains(&puzzle.id), "never the same puzzle twice");
        ids.push(puzzle.id.clone());
        assert!(streak.record(first_try()));
        assert_eq!(streak.current(), solved + 1);
    }
    assert!(
        last > 1000.0,
        "ten solves in, the puzzles are harder: {last}"
    );
    assert_eq!(streak.best(), 10);
    // A second try ends it; the best stays.
    streak.next(&puzzles, &mut rng).unwrap();
    let second_try = Attempt::Solved(Solved {
        first_try: false,
        hints: 0,
    });
    assert!(!streak.record(second_try));
    assert!(streak.is_over());
    assert!(streak.next(&puzzles, &mut rng).is_none());
    assert_eq!((streak.current(), streak.best()), (10, 10));

    let mut short = Streak::new(4);
    short.next(&puzzles, &mut rng).unwrap();
    assert!(!short.record(Attempt::Missed));
    assert_eq!(short.best(), 4, "a shorter streak keeps the old best");
}
