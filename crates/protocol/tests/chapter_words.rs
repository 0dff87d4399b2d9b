//! The chapters' lines of the web protocol page, written exactly so and read back; every
//! chapter request, answer and refusal reads back as the value that wrote it; and the words
//! a chapter request refuses with.

use oware_protocol::{
    Answer, ChapterDone, ChapterItem, ChapterList, ChapterOpened, ChapterScreenShown,
    ChapterStageShown, ChapterVerdict, Refusal, Request, RetryFrom, ServerLine, StageState, Verb,
};
use oware_rules::{GameKind, IllegalMove, Ruleset, Side};
use proptest::prelude::*;

const START: &str = "4 4 4 4 4 4 4 4 4 4 4 4 0 0 south";

#[test]
fn chapter_requests_are_written_as_the_contract_shows_them() {
    let cases = [
        (Request::Chapters(GameKind::Oware), "chapters oware"),
        (
            Request::ChapterOpen("oware-targets".into()),
            "chapter-open oware-targets",
        ),
        (Request::ChapterScreen(2), "chapter-screen 2"),
        (Request::ChapterStage(1), "chapter-stage 1"),
        (Request::ChapterMove("D".into()), "chapter-move D"),
        (
            Request::ChapterRetry(RetryFrom::Start),
            "chapter-retry start",
        ),
        (Request::ChapterRetry(RetryFrom::Last), "chapter-retry last"),
        (
            Request::Chapter(ChapterDone {
                key: "kalah-chains".into(),
                stage: 3,
                stars: 2,
            }),
            "chapter kalah-chains 3 2",
        ),
    ];
    for (request, line) in cases {
        assert_eq!(request.to_string(), line);
        assert_eq!(Request::parse(line), Ok(Some(request)), "{line}");
    }
}

#[test]
fn wrong_chapter_requests_are_refused_with_their_usage() {
    let usage = |verb| Err(Refusal::Usage(verb));
    assert_eq!(Request::parse("chapters"), usage(Verb::Chapters));
    assert_eq!(
        Request::parse("chapters chess"),
        Err(Refusal::UnknownGame("chess".into()))
    );
    assert_eq!(
        Request::parse("chapter-open Oware_Targets"),
        Err(Refusal::NoSuchChapter("Oware_Targets".into()))
    );
    assert_eq!(Request::parse("chapter-open"), usage(Verb::ChapterOpen));
    assert_eq!(
        Request::parse("chapter-screen x"),
        usage(Verb::ChapterScreen)
    );
    assert_eq!(
        Request::parse("chapter-stage -1"),
        usage(Verb::ChapterStage)
    );
    assert_eq!(Request::parse("chapter-move"), usage(Verb::ChapterMove));
    assert_eq!(
        Request::parse("chapter-retry again"),
        usage(Verb::ChapterRetry)
    );
    assert_eq!(Request::parse("chapter-retry"), usage(Verb::ChapterRetry));
    // A stage is met with one to three stars: none is no report.
    assert_eq!(
        Request::parse("chapter oware-targets 1 0"),
        usage(Verb::Chapter)
    );
    assert_eq!(
        Request::parse("chapter oware-targets 1 4"),
        usage(Verb::Chapter)
    );
    assert!(Request::parse("chapter oware-targets 1 3").is_ok());
    assert_eq!(
        Refusal::Usage(Verb::ChapterRetry).to_string(),
        "usage: chapter-retry start|last"
    );
    assert_eq!(
        Refusal::Usage(Verb::Chapter).to_string(),
        "usage: chapter <key> <stage> <stars>"
    );
}

#[test]
fn chapter_answers_are_written_as_the_contract_shows_them() {
    let cases = [
        (
            Answer::ChapterList(ChapterList {
                game: GameKind::Oware,
                items: vec![
                    ChapterItem {
                        key: "oware-targets".into(),
                        title: "chapter-oware-targets-title".into(),
                        open: true,
                        stars: vec![3, 2, 0],
                    },
                    ChapterItem {
                        key: "oware-count".into(),
                        title: "chapter-oware-count-title".into(),
                        open: false,
                        stars: vec![0, 0, 0, 0],
                    },
                ],
            }),
            "= chapters oware oware-targets:chapter-oware-targets-title:open:320 \
             oware-count:chapter-oware-count-title:locked:0000",
        ),
        (
            Answer::ChapterOpened(ChapterOpened {
                key: "oware-targets".into(),
                game: GameKind::Oware,
                screens: 2,
                stages: 3,
            }),
            "= chapter-open oware-targets oware screens=2 stages=3",
        ),
        (
            Answer::ChapterScreen(ChapterScreenShown {
                number: 1,
                count: 2,
                ruleset: Ruleset::OWARE,
                moves: 2,
                position: START.into(),
            }),
            "= chapter-screen 1 of=2 seeds=4 layout=6:aside moves=2 4 4 4 4 4 4 4 4 4 4 4 4 0 0 south",
        ),
        (
            Answer::ChapterStage(ChapterStageShown {
                number: 2,
                count: 3,
                ruleset: Ruleset::standard(GameKind::TogyzKumalak),
                solver: Side::North,
                par: 2,
                left: 3,
                position: "9 9 north".into(),
            }),
            "= chapter-stage 2 of=3 seeds=9 layout=9:kazans solver=north par=2 left=3 9 9 north",
        ),
        (
            Answer::ChapterVerdict(ChapterVerdict {
                state: StageState::Met,
                left: 1,
                stars: 2,
                moves: 3,
                next: true,
            }),
            "= chapter-verdict met left=1 stars=2 moves=3 next=yes",
        ),
        (
            Answer::ChapterVerdict(ChapterVerdict {
                state: StageState::Going,
                left: 2,
                stars: 0,
                moves: 1,
                next: false,
            }),
            "= chapter-verdict going left=2 stars=0 moves=1 next=no",
        ),
        (Answer::Chapter, "= chapter"),
    ];
    for (answer, line) in cases {
        let verb = answer.verb();
        let line = line.split_whitespace().collect::<Vec<_>>().join(" ");
        let server_line = ServerLine::Answer(answer);
        assert_eq!(server_line.to_string(), line);
        assert_eq!(
            ServerLine::parse(&line, Some(verb)),
            Ok(server_line),
            "{line}"
        );
    }
    // `chapter-retry` is answered with the stage's own line.
    let retry = "= chapter-stage 1 of=3 seeds=4 layout=6:aside solver=south par=1 left=2 4 south";
    assert!(matches!(
        ServerLine::parse(retry, Some(Verb::ChapterRetry)),
        Ok(ServerLine::Answer(Answer::ChapterStage(_)))
    ));
}

#[test]
fn a_verdict_whose_stars_do_not_fit_it_is_no_verdict() {
    for line in [
        "= chapter-verdict met left=0 stars=0 moves=3 next=yes",
        "= chapter-verdict met left=0 stars=4 moves=3 next=yes",
        "= chapter-verdict missed left=0 stars=1 moves=3 next=yes",
        "= chapter-verdict going left=0 stars=2 moves=3 next=yes",
    ] {
        assert!(
            ServerLine::parse(line, Some(Verb::ChapterMove)).is_err(),
            "{line}"
        );
    }
    let control = "= chapter-verdict met left=0 stars=1 moves=3 next=yes";
    assert!(ServerLine::parse(control, Some(Verb::ChapterMove)).is_ok());
}

#[test]
fn a_layout_no_game_has_names_no_board() {
    for line in [
        "= chapter-screen 1 of=2 seeds=4 layout=8:aside moves=0 4 south",
        "= chapter-screen 1 of=2 seeds=4 layout=6:kazans moves=0 4 south",
        // Oware's seeds are 3 to 6 a house.
        "= chapter-screen 1 of=2 seeds=40 layout=6:aside moves=0 4 south",
    ] {
        assert!(
            ServerLine::parse(line, Some(Verb::ChapterScreen)).is_err(),
            "{line}"
        );
    }
    let control = "= chapter-screen 1 of=2 seeds=7 layout=7:path moves=0 4 south";
    let Ok(ServerLine::Answer(Answer::ChapterScreen(shown))) =
        ServerLine::parse(control, Some(Verb::ChapterScreen))
    else {
        panic!("{control} is a screen");
    };
    assert_eq!(shown.ruleset, Ruleset::standard(GameKind::Congkak));
}

#[test]
fn chapter_refusals_are_worded_as_the_contract_shows_them() {
    let cases = [
        (
            Refusal::NoChapter,
            "no chapter open: open one with chapter-open",
        ),
        (
            Refusal::NoStage,
            "no stage open: ask for one with chapter-stage",
        ),
        (
            Refusal::NoSuchChapter("oware-nothing".into()),
            "no such chapter: oware-nothing",
        ),
        (
            Refusal::ChapterLocked,
            "that chapter is locked: finish the one before it",
        ),
        (
            Refusal::Screen {
                min: 1,
                max: 2,
                text: "5".into(),
            },
            "screen must be a whole number from 1 to 2, not '5'",
        ),
        (
            Refusal::Stage {
                min: 1,
                max: 4,
                text: "0".into(),
            },
            "stage must be a whole number from 1 to 4, not '0'",
        ),
        (
            Refusal::StageDecided,
            "this stage is decided: chapter-retry or another stage",
        ),
        (Refusal::NoMoveToTakeBack, "no move to take back"),
        (Refusal::WaitForTux, "wait for Tux"),
        (
            Refusal::Illegal(IllegalMove::EmptyHouse),
            "illegal move: empty-house",
        ),
    ];
    for (refusal, text) in cases {
        assert_eq!(refusal.to_string(), text);
        assert_eq!(Refusal::parse(text), Some(refusal), "{text}");
    }
}

fn game() -> impl Strategy<Value = GameKind> {
    prop::sample::select(GameKind::ALL.to_vec())
}

fn ruleset() -> impl Strategy<Value = Ruleset> {
    game().prop_flat_map(|kind| {
        kind.seed_range().prop_map(move |seeds| {
            Ruleset::new(kind, u64::from(seeds)).expect("a count in the game's range")
        })
    })
}

fn key() -> impl Strategy<Value = String> {
    "[a-z][a-z0-9-]{0,40}"
}

fn position() -> impl Strategy<Value = String> {
    prop::collection::vec("[0-9]{1,3}|south|north|-|[a-iA-I]", 1..24)
        .prop_map(|words| words.join(" "))
}

fn side() -> impl Strategy<Value = Side> {
    prop::sample::select(Side::BOTH.to_vec())
}

fn request() -> impl Strategy<Value = Request> {
    prop_oneof![
        game().prop_map(Request::Chapters),
        key().prop_map(Request::ChapterOpen),
        any::<u32>().prop_map(Request::ChapterScreen),
        any::<u32>().prop_map(Request::ChapterStage),
        "[^ \\p{Cc}]{1,4}".prop_map(Request::ChapterMove),
        prop::sample::select(vec![RetryFrom::Start, RetryFrom::Last])
            .prop_map(Request::ChapterRetry),
        (key(), any::<u32>(), 1..=3u8)
            .prop_map(|(key, stage, stars)| Request::Chapter(ChapterDone { key, stage, stars })),
    ]
}

fn verdict() -> impl Strategy<Value = ChapterVerdict> {
    (
        prop::sample::select(vec![StageState::Going, StageState::Met, StageState::Missed]),
        any::<u32>(),
        1..=3u8,
        any::<u32>(),
        any::<bool>(),
    )
        .prop_map(|(state, left, stars, moves, next)| ChapterVerdict {
            state,
            left,
            stars: if state == StageState::Met { stars } else { 0 },
            moves,
            next,
        })
}

fn answer() -> impl Strategy<Value = Answer> {
    prop_oneof![
        Just(Answer::Chapter),
        (
            game(),
            prop::collection::vec(
                (
                    key(),
                    key(),
                    any::<bool>(),
                    prop::collection::vec(0..=3u8, 1..6)
                ),
                0..9
            )
        )
            .prop_map(|(game, items)| Answer::ChapterList(ChapterList {
                game,
                items: items
                    .into_iter()
                    .map(|(key, title, open, stars)| ChapterItem {
                        key,
                        title,
                        open,
                        stars
                    })
                    .collect()
            })),
        (key(), game(), any::<[u32; 2]>()).prop_map(|(key, game, [screens, stages])| {
            Answer::ChapterOpened(ChapterOpened {
                key,
                game,
                screens,
                stages,
            })
        }),
        (any::<[u32; 3]>(), ruleset(), position()).prop_map(
            |([number, count, moves], ruleset, position)| {
                Answer::ChapterScreen(ChapterScreenShown {
                    number,
                    count,
                    ruleset,
                    moves,
                    position,
                })
            }
        ),
        (any::<[u32; 4]>(), ruleset(), side(), position()).prop_map(
            |([number, count, par, left], ruleset, solver, position)| {
                Answer::ChapterStage(ChapterStageShown {
                    number,
                    count,
                    ruleset,
                    solver,
                    par,
                    left,
                    position,
                })
            }
        ),
        verdict().prop_map(Answer::ChapterVerdict),
    ]
}

fn shown_text() -> impl Strategy<Value = String> {
    "[^\\p{Cc}]{0,32}"
}

fn refusal() -> impl Strategy<Value = Refusal> {
    prop_oneof![
        Just(Refusal::NoChapter),
        Just(Refusal::NoStage),
        shown_text().prop_map(Refusal::NoSuchChapter),
        Just(Refusal::ChapterLocked),
        (any::<u64>(), any::<u64>(), shown_text()).prop_map(|(min, max, text)| Refusal::Screen {
            min,
            max,
            text
        }),
        (any::<u64>(), any::<u64>(), shown_text()).prop_map(|(min, max, text)| Refusal::Stage {
            min,
            max,
            text
        }),
        Just(Refusal::StageDecided),
        Just(Refusal::NoMoveToTakeBack),
        Just(Refusal::WaitForTux),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn a_chapter_request_reads_back_from_its_line(request in request()) {
        let line = request.to_string();
        prop_assert_eq!(Request::parse(&line), Ok(Some(request)));
    }

    #[test]
    fn a_chapter_answer_reads_back_for_the_request_it_answers(answer in answer()) {
        let line = ServerLine::Answer(answer.clone()).to_string();
        prop_assert_eq!(
            ServerLine::parse(&line, Some(answer.verb())),
            Ok(ServerLine::Answer(answer))
        );
    }

    #[test]
    fn a_chapter_refusal_reads_back_whatever_is_awaited(
        refusal in refusal(),
        awaiting in prop::option::of(prop::sample::select(Verb::ALL.to_vec())),
    ) {
        let line = ServerLine::Refused(refusal.clone()).to_string();
        prop_assert!(!line.contains('\n'), "{}", line);
        prop_assert_eq!(ServerLine::parse(&line, awaiting), Ok(ServerLine::Refused(refusal)));
    }

    /// A chapter answer one edit away from a real one is read, if at all, as a value that
    /// writes exactly it (answers are read word by word: extra spaces between words are
    /// no words).
    #[test]
    fn a_chapter_line_near_a_real_one_reads_only_as_itself(
        answer in answer(),
        at in any::<prop::sample::Index>(),
        typed in prop_oneof![Just(' '), Just(':'), Just('0'), Just('='), any::<char>()],
    ) {
        let verb = answer.verb();
        let mut chars: Vec<char> = ServerLine::Answer(answer).to_string().chars().collect();
        let at = at.index(chars.len());
        chars[at] = typed;
        let edited: String = chars.into_iter().collect();
        if let Ok(read) = ServerLine::parse(&edited, Some(verb)) {
            let words: Vec<&str> = edited.split(' ').filter(|w| !w.is_empty()).collect();
            let written = read.to_string();
            prop_assert_eq!(written, words.join(" "));
        }
    }
}
