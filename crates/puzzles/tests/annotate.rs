//! What judging needs, stored in the puzzle file: Tux's answer to every wrong move, worked
//! out by `annotate`, written and read back as the `refute` field, checked on reading, looked
//! up by the judge instead of searching, and re-checked by search.

use oware_puzzles::verify::{check_refutations, Failure};
use oware_puzzles::{annotate, parse_puzzles, puzzle_line, Puzzle, PuzzleRun, Verdict};

/// South to move, 22 to 19. E (2 seeds) and F (1 seed) both capture 3 in a: the accepted
/// moves. D (1 seed) only fills E: the one wrong move, after which North may play a (2
/// seeds) or b (1 seed).
const TWO_ANSWERS: &str = r#"{"id":"test-two","game":"oware","seeds":4,"position":"0 0 0 1 2 1 2 1 0 0 0 0 22 19 south","line":["F"],"accepted":[["F","E"]],"themes":["captures","ending"],"rating":1200,"deviation":200,"gain":3,"source":"hand-made"}"#;

fn two_answers() -> Puzzle {
    parse_puzzles(TWO_ANSWERS).unwrap().remove(0)
}

/// Tux's answers to the wrong move D (house 3) in a run of `puzzle`.
fn answer_to_d(puzzle: &Puzzle) -> Vec<usize> {
    let mut run = PuzzleRun::new(puzzle);
    match run.play(3).unwrap() {
        Verdict::Wrong { refutation, .. } => refutation.iter().map(|(house, _)| *house).collect(),
        other => panic!("D is wrong: {other:?}"),
    }
}

#[test]
fn the_answers_are_written_read_back_and_are_those_of_the_search() {
    let plain = two_answers();
    assert!(plain.refutations.is_empty(), "the file gives none");
    let annotated = annotate(&plain);
    assert_eq!(annotated.refutations.len(), 1, "one map a solver's move");
    let keys: Vec<usize> = annotated.refutations[0].keys().copied().collect();
    assert_eq!(keys, vec![3], "every legal move but the accepted E and F");
    // What the judge searches without the file's answer is what the file stores.
    let searched = answer_to_d(&plain);
    assert_eq!(annotated.refutations[0][&3], searched);
    assert_eq!(answer_to_d(&annotated), searched);

    let line = puzzle_line(&annotated);
    let letter = if searched == vec![6] { "a" } else { "b" };
    assert!(
        line.contains(&format!(
            r#""accepted":[["F","E"]],"refute":[{{"D":["{letter}"]}}],"#
        )),
        "{line}"
    );
    assert_eq!(parse_puzzles(&line).unwrap()[0], annotated);
    // A puzzle without answers is written as before, without the field.
    assert!(!puzzle_line(&plain).contains("refute"));
    assert_eq!(check_refutations(&annotated), Ok(()));
}

#[test]
fn the_judge_looks_the_answer_up_in_the_file() {
    let searched = answer_to_d(&two_answers());
    assert_eq!(searched.len(), 1);
    // The other legal answer stored instead: the judge plays what the file says.
    let (stored, letter) = if searched == vec![6] {
        (7, "b")
    } else {
        (6, "a")
    };
    let text = TWO_ANSWERS.replace(
        r#""themes""#,
        &format!(r#""refute":[{{"D":["{letter}"]}}],"themes""#),
    );
    let puzzle = parse_puzzles(&text).unwrap().remove(0);
    assert_eq!(answer_to_d(&puzzle), vec![stored]);
    // The re-check by search finds it out.
    assert_eq!(
        check_refutations(&puzzle),
        Err(Failure::Refutation {
            solver_move: 1,
            house: 3,
            given: Some(vec![stored]),
            found: Some(searched),
        })
    );
}

#[test]
fn bad_answers_are_refused_with_the_line() {
    let with = |refute: &str| {
        let text = TWO_ANSWERS.replace(r#""themes""#, &format!(r#""refute":{refute},"themes""#));
        parse_puzzles(&format!("\n{text}\n")).map(|_| ())
    };
    // The control: a right answer reads.
    assert_eq!(with(r#"[{"D":["a"]}]"#), Ok(()));
    let refused = |refute: &str, words: &str| {
        let error = with(refute).expect_err(refute);
        assert_eq!(error.line, 2, "{error}");
        assert!(error.reason.contains(words), "{refute}: {error}");
    };
    refused(r#"[{"D":["a"]},{}]"#, "2 maps for the solver's 1 moves");
    refused(r#"[{}]"#, "'D' is neither accepted nor refuted");
    refused(r#"[{"D":["a"],"F":["a"]}]"#, "'F' is an accepted move");
    refused(r#"[{"D":["a"],"A":["a"]}]"#, "'A' cannot be played there");
    refused(r#"[{"D":["c"]}]"#, "Tux's answer to 'D': 'c'");
    refused(r#"[{"D":["a","D"]}]"#, "comes after Tux's turn");
    refused(r#"[{"D":[]}]"#, "stops too soon");
}

#[test]
fn a_puzzle_turned_round_turns_its_answers_round() {
    // North solves: d (3 seeds) sows e, f and A, A becomes 3 and is captured.
    let text = r#"{"id":"oware-000002","game":"oware","seeds":4,"position":"2 1 4 3 4 0 0 12 1 3 13 1 2 2 north","line":["d","B","c","E"],"accepted":[["d"],["c"]],"themes":["captures"],"rating":1500,"deviation":300,"gain":3,"source":"self-play sample 15"}"#;
    let north = annotate(&parse_puzzles(text).unwrap().remove(0));
    let south = north.as_south();
    assert_eq!(south.refutations.len(), 2);
    for (turned, original) in south.refutations.iter().zip(&north.refutations) {
        let turned: Vec<(usize, Vec<usize>)> =
            turned.iter().map(|(h, r)| (*h, r.clone())).collect();
        let back: Vec<(usize, Vec<usize>)> = original
            .iter()
            .map(|(h, r)| ((h + 6) % 12, r.iter().map(|r| (r + 6) % 12).collect()))
            .collect();
        let mut back = back;
        back.sort();
        assert_eq!(turned, back);
    }
    // The turned answers read back through the rules' checks.
    assert_eq!(parse_puzzles(&puzzle_line(&south)).unwrap()[0], south);
}
