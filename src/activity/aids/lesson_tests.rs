//! Every lesson of every game, played through the rules: each right move is judged right
//! and does what the goal says, one wrong move is refused with the lesson's explanation, and
//! every text exists in every language.

use crate::i18n::{Localizer, LANGUAGES};
use oware_rules::{house_letter, preview, GameKind, Rules};

use super::lessons::{lessons, Goal, Lesson, Teach, Verdict};
use super::phrase::Phrase;

/// What each lesson's position was built for, as house letters: the rules must find exactly
/// these right moves. A change to a position that breaks its lesson shows up here.
const EXPECTED: [(GameKind, &str, &str); 29] = [
    (GameKind::Oware, "sow", "C"),
    (GameKind::Oware, "capture", "D"),
    (GameKind::Oware, "double", "E"),
    (GameKind::Oware, "lap", "A"),
    (GameKind::Oware, "grand_slam", "F"),
    (GameKind::Oware, "feed", "F"),
    (GameKind::Oware, "most", "E"),
    (GameKind::Oware, "win", "F"),
    (GameKind::Kalah, "sow", "B"),
    (GameKind::Kalah, "store", "F"),
    (GameKind::Kalah, "again", "C"),
    (GameKind::Kalah, "capture", "B"),
    (GameKind::Kalah, "round", "A"),
    (GameKind::Kalah, "most", "C"),
    (GameKind::Kalah, "win", "B"),
    (GameKind::Congkak, "sow", "D"),
    (GameKind::Congkak, "again", "G"),
    (GameKind::Congkak, "relay", "E"),
    (GameKind::Congkak, "capture", "B"),
    (GameKind::Congkak, "relay_capture", "A"),
    (GameKind::Congkak, "most", "D"),
    (GameKind::Congkak, "win", "B"),
    (GameKind::TogyzKumalak, "sow", "A"),
    (GameKind::TogyzKumalak, "even", "I"),
    (GameKind::TogyzKumalak, "tuzdyk", "I"),
    (GameKind::TogyzKumalak, "ninth", "H"),
    (GameKind::TogyzKumalak, "through", "I"),
    (GameKind::TogyzKumalak, "most", "I"),
    (GameKind::TogyzKumalak, "win", "I"),
];

fn all_lessons() -> impl Iterator<Item = &'static Lesson> {
    GameKind::ALL.into_iter().flat_map(lessons)
}

fn name(lesson: &Lesson) -> String {
    format!("{} {}", lesson.game, lesson.key)
}

fn letters(lesson: &Lesson) -> String {
    let right = lesson.right_moves().expect("a valid lesson");
    right
        .iter()
        .map(|house| house_letter(lesson.game.layout(), house))
        .collect()
}

/// A house of the child's own row, with seeds, that does not reach the goal.
fn a_wrong_move(lesson: &Lesson) -> usize {
    let position = lesson.position().expect("a valid lesson");
    let right = lesson.right_moves().expect("a valid lesson");
    position
        .layout()
        .row(position.to_move())
        .find(|&house| position.seeds(house) > 0 && !right.contains(house))
        .unwrap_or_else(|| panic!("{}: every house is right", name(lesson)))
}

fn said_everywhere(phrase: &Phrase, localizer: &Localizer, what: &str) {
    for language in LANGUAGES {
        let text = phrase.say(localizer, language);
        assert!(
            !text.trim().is_empty() && !text.contains('{'),
            "{what} in {language}: {text:?}"
        );
    }
}

#[test]
fn every_game_has_six_to_ten_lessons_with_distinct_keys() {
    for game in GameKind::ALL {
        let lessons = lessons(game);
        assert!(
            (6..=10).contains(&lessons.len()),
            "{game}: {}",
            lessons.len()
        );
        for (i, lesson) in lessons.iter().enumerate() {
            assert_eq!(lesson.game, game);
            assert!(
                lessons[..i].iter().all(|other| other.key != lesson.key),
                "{game}: {} twice",
                lesson.key
            );
            assert!(
                lesson
                    .key
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c == '_'),
                "{}",
                lesson.key
            );
        }
    }
    assert_eq!(all_lessons().count(), EXPECTED.len());
}

#[test]
fn every_position_is_one_the_rules_accept_and_still_open() {
    for lesson in all_lessons() {
        let position = lesson
            .position()
            .unwrap_or_else(|error| panic!("{}: {error}", name(lesson)));
        assert_eq!(position.kind(), lesson.game, "{}", name(lesson));
        assert!(position.end().is_none(), "{} is already over", name(lesson));
        assert!(!position.legal_moves().is_empty(), "{}", name(lesson));
    }
}

#[test]
fn the_rules_find_the_right_moves_each_position_was_built_for() {
    for (game, key, expected) in EXPECTED {
        let lesson = oware_lessons::find_lesson(game, key)
            .unwrap_or_else(|| panic!("no lesson {game} {key}"));
        assert_eq!(letters(lesson), expected, "{}", name(lesson));
    }
}

#[test]
fn every_right_move_is_praised_and_does_what_the_goal_says() {
    let localizer = Localizer::new();
    for lesson in all_lessons() {
        let position = lesson.position().expect("a valid lesson");
        let right = lesson.right_moves().expect("a valid lesson");
        assert!(!right.is_empty(), "{} has no right move", name(lesson));
        for house in right.iter() {
            let verdict = lesson.try_move(house).expect("a valid lesson");
            let Verdict::Right { done, praise } = verdict else {
                panic!("{}: {house} judged wrong", name(lesson));
            };
            // The judged move is the rules' own move, and it does what the goal says.
            let mut played = position;
            assert_eq!(played.play(house).as_ref(), Ok(&done.report));
            assert!(lesson.goal.holds(&position, &done), "{}", name(lesson));
            assert_eq!(praise.id, lesson.texts.right);
            said_everywhere(&praise, &localizer, &name(lesson));
            let what = match lesson.goal {
                Goal::SowHouse(goal) => done.house() == goal,
                Goal::Capture | Goal::CaptureMost => done.captured_seeds > 0,
                Goal::CaptureHouses(n) => done.taken.len() >= n,
                Goal::CaptureEven => done.captured_seeds % 2 == 0 && done.captured_seeds > 0,
                Goal::GoRound => done.skips_start,
                Goal::ComeBack => done.returns_to_start,
                Goal::Feed => done.feeds,
                Goal::IntoStore => done.into_store > 0,
                Goal::PlayAgain => done.plays_again,
                Goal::Relay => !done.relays.is_empty(),
                Goal::RelayThenCapture => !done.relays.is_empty() && done.captured_seeds > 0,
                Goal::MakeTuzdyk => done.tuzdyk.is_some(),
                Goal::ThroughTuzdyk => done.through_tuzdyk > 0,
                Goal::Win => done.outcome.is_some_and(|o| o.winner == Some(done.mover())),
            };
            assert!(what, "{}: {done:?}", name(lesson));
        }
    }
}

#[test]
fn one_wrong_move_of_every_lesson_is_refused_with_its_explanation() {
    let localizer = Localizer::new();
    for lesson in all_lessons() {
        let house = a_wrong_move(lesson);
        let verdict = lesson.try_move(house).expect("a valid lesson");
        assert!(!verdict.is_right(), "{}", name(lesson));
        let Verdict::Wrong { done, explanation } = verdict else {
            unreachable!("checked just above");
        };
        let captures_nothing = done.as_ref().is_some_and(|done| done.captured_seeds == 0);
        let expected = if lesson.goal == Goal::CaptureMost && captures_nothing {
            "lesson-most-wrong-none"
        } else {
            lesson.texts.wrong
        };
        assert_eq!(explanation.id, expected, "{}", name(lesson));
        said_everywhere(&explanation, &localizer, &name(lesson));
        match lesson.goal {
            // The rules themselves refuse a house that does not feed.
            Goal::Feed => assert_eq!(done, None),
            _ => {
                let done = done.expect("a legal move");
                assert!(!lesson.goal.holds(&lesson.position().expect("valid"), &done));
            }
        }
    }
}

#[test]
fn a_house_that_captures_nothing_is_not_told_it_captures_zero_seeds() {
    let localizer = Localizer::new();
    // Oware's lesson: A captures nothing, D three, E six.
    let lesson = oware_lessons::find_lesson(GameKind::Oware, "most").expect("a lesson");
    let told = |house: usize| match lesson.try_move(house).expect("a valid lesson") {
        Verdict::Wrong { explanation, .. } => (explanation.id, explanation.say(&localizer, "en")),
        Verdict::Right { .. } => panic!("{house} judged right"),
    };
    assert_eq!(
        told(0),
        (
            "lesson-most-wrong-none",
            "House A captures nothing. Other houses do: find the one that captures the most!"
                .to_string()
        )
    );
    assert_eq!(
        told(3),
        (
            "lesson-most-wrong",
            "House D captures 3 seeds. Another house captures more. Count again!".to_string()
        )
    );
    // Every wrong house of every game's lesson: the sentence for nothing exactly when
    // nothing is captured, said in every language.
    let (mut nothing, mut some) = (0, 0);
    for lesson in all_lessons().filter(|lesson| lesson.goal == Goal::CaptureMost) {
        let position = lesson.position().expect("a valid lesson");
        let right = lesson.right_moves().expect("a valid lesson");
        for house in position
            .legal_moves()
            .iter()
            .filter(|&h| !right.contains(h))
        {
            let Verdict::Wrong {
                done: Some(done),
                explanation,
            } = lesson.try_move(house).expect("a valid lesson")
            else {
                panic!("{}: {house} is not a legal wrong move", name(lesson));
            };
            said_everywhere(&explanation, &localizer, &name(lesson));
            if done.captured_seeds == 0 {
                nothing += 1;
                assert_eq!(explanation.id, "lesson-most-wrong-none", "{}", name(lesson));
            } else {
                some += 1;
                assert_eq!(explanation.id, "lesson-most-wrong", "{}", name(lesson));
            }
        }
    }
    assert!(
        nothing > 0 && some > 0,
        "{nothing} captured nothing, {some} something"
    );
}

#[test]
fn a_click_the_rules_refuse_gets_the_games_usual_words() {
    for lesson in all_lessons() {
        let position = lesson.position().expect("a valid lesson");
        let mover = position.to_move();
        let theirs = position.layout().row(mover.opponent()).start;
        let Verdict::Wrong { done, explanation } = lesson.try_move(theirs).expect("valid") else {
            panic!("{}: the other row accepted", name(lesson));
        };
        assert_eq!(done, None);
        assert_eq!(explanation.id, "illegal-not-your-house");
        let Verdict::Wrong { explanation, .. } = lesson.try_move(usize::MAX).expect("valid") else {
            panic!("{}: a house off the board accepted", name(lesson));
        };
        assert_eq!(explanation.id, "illegal-not-your-house");
        if let Some(empty) = position
            .layout()
            .row(mover)
            .find(|&house| position.seeds(house) == 0 && position.tuzdyks()[1] != Some(house))
        {
            let Verdict::Wrong { explanation, .. } = lesson.try_move(empty).expect("valid") else {
                panic!("{}: an empty house accepted", name(lesson));
            };
            assert_eq!(explanation.id, "illegal-empty-house", "{}", name(lesson));
        }
    }
}

#[test]
fn every_title_and_task_is_said_in_every_language() {
    let localizer = Localizer::new();
    for lesson in all_lessons() {
        said_everywhere(&lesson.title(), &localizer, &name(lesson));
        let task = lesson.task();
        said_everywhere(&task, &localizer, &name(lesson));
        if let Goal::SowHouse(house) = lesson.goal {
            let letter = house_letter(lesson.game.layout(), house).to_string();
            assert!(
                task.say(&localizer, "en")
                    .contains(&format!("house {letter}")),
                "{}",
                name(lesson)
            );
        }
    }
    let words = super::lessons::LESSON_WORDS;
    for id in [words.open, words.next, words.retry, words.all_done] {
        said_everywhere(&Phrase::new(id), &localizer, id);
    }
    let counter = words.counter(2, 8);
    assert_eq!(counter.say(&localizer, "en"), "Lesson 3 of 8");
}

/// Macedonian lessons name the houses with the letters on a Macedonian board, А, Б, В…;
/// English (the control) with the protocol's A, B, C….
#[test]
fn macedonian_lessons_name_the_cyrillic_letters() {
    let localizer = Localizer::new();
    let mut named = 0;
    for lesson in all_lessons() {
        let layout = lesson.game.layout();
        let mut phrases = vec![lesson.task()];
        let wrong = a_wrong_move(lesson);
        if let Ok(Verdict::Wrong { explanation, .. }) = lesson.try_move(wrong) {
            phrases.push(explanation);
        }
        let houses = match lesson.goal {
            Goal::SowHouse(house) => vec![house, wrong],
            _ => vec![wrong],
        };
        for phrase in &phrases {
            let english = phrase.say(&localizer, "en");
            let macedonian = phrase.say(&localizer, "mk");
            assert!(
                !macedonian.chars().any(|c| c.is_ascii_alphabetic()),
                "{}: {macedonian}",
                name(lesson)
            );
            for &house in &houses {
                let latin = house_letter(layout, house).to_string();
                if english.contains(&format!("ouse {latin}")) {
                    let cyrillic = localizer.house_letter("mk", layout, house);
                    assert_ne!(cyrillic, latin);
                    assert!(
                        macedonian.contains(&format!("уќата {cyrillic}")),
                        "{}: {macedonian}",
                        name(lesson)
                    );
                    named += 1;
                }
            }
        }
    }
    // The sow tasks and most explanations name a house: 33 when this was written.
    assert!(named > all_lessons().count(), "only {named} houses named");
}

#[test]
fn the_best_capture_goal_asks_the_rules_for_every_capture() {
    // Oware's lesson: D takes three, E takes six; only E is the biggest catch.
    let lesson = oware_lessons::find_lesson(GameKind::Oware, "most").expect("a lesson");
    let position = lesson.position().expect("valid");
    let captures: Vec<(usize, u8)> = position
        .legal_moves()
        .iter()
        .map(|house| {
            let done = preview(&position, house).expect("legal");
            (house, done.captured_seeds)
        })
        .collect();
    assert_eq!(captures, [(0, 0), (3, 3), (4, 6)]);
}
