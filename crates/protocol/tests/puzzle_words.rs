//! The puzzle and drill lines of the handbook's web protocol page, written exactly so and
//! read back; and the words a request refuses with their usage.

use oware_protocol::{
    Answer, Clue, Coach, CoachPart, DrillAsk, DrillKind, DrillReply, DrillShown, DrillVerdict,
    PitWord, PuzzleAsk, PuzzleBoard, PuzzleChoice, PuzzleFrom, PuzzleRetry, PuzzleShown,
    PuzzleSteps, PuzzleVerdict, Rated, Refusal, Request, SaidArg, ServerEvent, ServerLine,
    Standing, StepWord, Verb, WhyWords, MAX_LINE_BYTES,
};
use oware_rules::{GameKind, Ruleset, Side};

const START: &str = "4 4 4 4 4 4 4 4 4 4 4 4 0 0 south";

#[test]
fn puzzle_requests_are_written_as_the_handbook_shows_them() {
    let cases = [
        (
            Request::Puzzle(PuzzleAsk {
                ruleset: Ruleset::OWARE,
                choice: PuzzleChoice::Any,
            }),
            "puzzle oware seeds=4",
        ),
        (
            Request::Puzzle(PuzzleAsk {
                ruleset: Ruleset::standard(GameKind::Kalah),
                choice: PuzzleChoice::Theme("extra-turn".into()),
            }),
            "puzzle kalah seeds=4 theme=extra-turn",
        ),
        (
            Request::Puzzle(PuzzleAsk {
                ruleset: Ruleset::OWARE,
                choice: PuzzleChoice::Streak,
            }),
            "puzzle oware seeds=4 streak",
        ),
        (Request::PuzzleMove("D".into()), "puzzle-move D"),
        (Request::PuzzleRetry, "puzzle-retry"),
        (Request::PuzzleHint, "puzzle-hint"),
        (
            Request::PuzzleRating(GameKind::TogyzKumalak),
            "puzzle-rating togyz",
        ),
        (
            Request::Drill(DrillAsk {
                ruleset: Ruleset::standard(GameKind::Congkak),
                kind: Some(DrillKind::LastSeed),
            }),
            "drill congkak seeds=7 last-seed",
        ),
        (
            Request::DrillAnswer(DrillReply::Pit(PitWord::Store(Side::South))),
            "drill-answer pit store:south",
        ),
        (
            Request::DrillAnswer(DrillReply::Count(3)),
            "drill-answer count 3",
        ),
        (
            Request::DrillAnswer(DrillReply::Houses(vec!['B', 'E'])),
            "drill-answer houses B,E",
        ),
        (
            Request::DrillAnswer(DrillReply::Houses(Vec::new())),
            "drill-answer houses none",
        ),
    ];
    for (request, line) in cases {
        assert_eq!(request.to_string(), line);
        assert_eq!(Request::parse(line), Ok(Some(request)), "{line}");
    }
    // Short forms the page may send: a game without its seeds, a name in capitals.
    assert_eq!(
        Request::parse("PUZZLE oware"),
        Ok(Some(Request::Puzzle(PuzzleAsk {
            ruleset: Ruleset::OWARE,
            choice: PuzzleChoice::Any
        })))
    );
}

#[test]
fn wrong_puzzle_requests_are_refused_with_their_usage() {
    for (line, verb) in [
        ("puzzle", Verb::Puzzle),
        ("puzzle oware theme=Captures", Verb::Puzzle),
        ("puzzle oware streak own", Verb::Puzzle),
        ("puzzle-move", Verb::PuzzleMove),
        ("puzzle-move D E", Verb::PuzzleMove),
        ("puzzle-retry now", Verb::PuzzleRetry),
        ("drill oware seeds=4 sideways", Verb::Drill),
        ("drill-answer 3", Verb::DrillAnswer),
        ("drill-answer count -3", Verb::DrillAnswer),
        ("drill-answer houses B,,E", Verb::DrillAnswer),
    ] {
        assert_eq!(Request::parse(line), Err(Refusal::Usage(verb)), "{line}");
    }
    assert_eq!(
        Request::parse("puzzle chess"),
        Err(Refusal::UnknownGame("chess".into()))
    );
    assert_eq!(
        Request::parse("puzzle-rating chess"),
        Err(Refusal::UnknownGame("chess".into()))
    );
    assert_eq!(
        Refusal::Usage(Verb::DrillAnswer).to_string(),
        "usage: drill-answer pit <letter>|store:<side> | count <n> | houses <letter>,…|none"
    );
}

#[test]
fn puzzle_answers_are_written_as_the_handbook_shows_them() {
    let cases = [
        (
            Answer::Puzzle(PuzzleShown {
                id: "oware-000123".into(),
                ruleset: Ruleset::OWARE,
                rating: 1480,
                themes: vec!["captures".into(), "ending".into()],
                streak: 0,
                from: PuzzleFrom::Set,
                position: START.into(),
            }),
            format!(
                "= puzzle oware-000123 oware seeds=4 layout=6:aside rating=1480 \
                 themes=captures,ending streak=0 from=set {START}"
            ),
        ),
        (
            Answer::PuzzleVerdict(PuzzleVerdict {
                right: true,
                done: true,
                tries: 1,
                why: WhyWords {
                    house: 'D',
                    captures: 7,
                    best: 'D',
                    best_captures: 7,
                    alternative: Some(('B', 2, 5)),
                    gain: 7,
                },
                rated: Some(Rated {
                    rating: 1512,
                    change: 12,
                    streak: 0,
                }),
            }),
            "= verdict right done tries=1 house=D captures=7 best=D best-captures=7 \
             alt=B:2:5 gain=7 rating=1512 change=12 streak=0"
                .to_string(),
        ),
        (
            Answer::PuzzleVerdict(PuzzleVerdict {
                right: false,
                done: false,
                tries: 1,
                why: WhyWords {
                    house: 'B',
                    captures: 2,
                    best: 'D',
                    best_captures: 7,
                    alternative: None,
                    gain: -3,
                },
                rated: None,
            }),
            "= verdict wrong more tries=1 house=B captures=2 best=D best-captures=7 alt=- gain=-3"
                .to_string(),
        ),
        (
            Answer::PuzzleRetry(PuzzleRetry {
                tries: 2,
                position: START.into(),
            }),
            format!("= retry tries=2 {START}"),
        ),
        (
            Answer::Clue(Clue::Theme("captures".into())),
            "= clue theme captures".into(),
        ),
        (Answer::Clue(Clue::House('D')), "= clue house D".into()),
        (
            Answer::Standing(Standing {
                game: GameKind::Oware,
                rating: 1512,
                deviation: 290,
                tried: 4,
                solved: 3,
                streak: 0,
                best_streak: 2,
            }),
            "= standing oware rating=1512 deviation=290 tried=4 solved=3 streak=0 best-streak=2"
                .into(),
        ),
        (
            Answer::Drill(DrillShown {
                kind: DrillKind::LastSeed,
                ruleset: Ruleset::OWARE,
                size: 4,
                house: Some('C'),
                position: START.into(),
            }),
            format!("= drill last-seed oware seeds=4 layout=6:aside size=4 house=C {START}"),
        ),
        (
            Answer::DrillVerdict(DrillVerdict {
                right: true,
                size: 5,
                grew: true,
                answer: DrillReply::Pit(PitWord::House('b')),
            }),
            "= drilled right size=5 grew pit b".into(),
        ),
    ];
    for (answer, line) in cases {
        let verb = answer.verb();
        let written = ServerLine::Answer(answer.clone()).to_string();
        assert_eq!(written, line);
        assert_eq!(
            ServerLine::parse(&line, Some(verb)),
            Ok(ServerLine::Answer(answer))
        );
    }
}

#[test]
fn puzzle_events_are_written_as_the_handbook_shows_them() {
    let coach = ServerEvent::Coach(Coach {
        part: CoachPart::Why,
        id: "puzzle-why-captures".into(),
        args: vec![
            ("house".into(), SaidArg::Houses(vec!['D'])),
            ("count".into(), SaidArg::Num(7)),
        ],
    });
    let steps = ServerEvent::PuzzleSteps(PuzzleSteps {
        ply: 1,
        house: 'D',
        steps: vec![
            StepWord::Lift {
                house: 'D',
                seeds: 2,
            },
            StepWord::Sow(PitWord::House('E')),
            StepWord::Sow(PitWord::House('F')),
        ],
    });
    let board = ServerEvent::PuzzleBoard(PuzzleBoard {
        ply: 1,
        position: START.into(),
    });
    for (event, line) in [
        (coach, "! coach why puzzle-why-captures house=h:D count=n:7"),
        (steps, "! puzzle-steps 1 D lift:D:2 E F"),
        (board, &format!("! puzzle-board 1 {START}")),
    ] {
        assert_eq!(ServerLine::Event(event.clone()).to_string(), line);
        assert_eq!(ServerLine::parse(line, None), Ok(ServerLine::Event(event)));
    }
}

#[test]
fn a_long_puzzle_move_runs_on_over_lines_that_fit() {
    let steps = vec![StepWord::Sow(PitWord::Store(Side::North)); 600];
    let lines = PuzzleSteps::lines(2, 'a', steps.clone());
    assert!(lines.len() > 1);
    for line in &lines {
        let written = format!("! {}\n", ServerEvent::PuzzleSteps(line.clone()));
        assert!(written.len() <= MAX_LINE_BYTES, "{}", written.len());
        assert_eq!((line.ply, line.house), (2, 'a'));
    }
    let joined: Vec<StepWord> = lines.into_iter().flat_map(|line| line.steps).collect();
    assert_eq!(joined, steps);
}
