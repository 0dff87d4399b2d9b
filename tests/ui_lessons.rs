//! The guided lessons on the window: every lesson of every game, opened from the home menu,
//! tried once with a wrong house (explained, then tried again) and once with a right one
//! (celebrated, saved, and on to the next lesson), as a child would click them.

mod ui_support;

use oware::activity::aids::Sound;

use oware::activity::aids::testing::{lessons, Lesson, Teach, Verdict, PROGRESS_FILE};
use oware::activity::{Activity, ActivityOptions, OwareAdapter};
use oware::i18n::Localizer;
use oware::rules::{house_letter, GameKind, Rules};
use oware::settings::{Settings, SettingsStore};
use slint::ComponentHandle;
use ui_support::*;

fn adapter(activity: &Activity) -> OwareAdapter<'_> {
    activity.window().global::<OwareAdapter>()
}

fn end_ui(activity: &Activity) -> oware::activity::ui::EndAdapter<'_> {
    activity
        .window()
        .global::<oware::activity::ui::EndAdapter>()
}

/// The letter of `house` on `lesson`'s board, as its button is named.
fn letter(lesson: &Lesson, house: usize) -> char {
    let layout = lesson.game.layout();
    house_letter(layout, house)
}

/// A house the lesson does not want: a legal move that misses, or else a house of the
/// other row, which the rules refuse.
fn wrong_house(lesson: &Lesson) -> usize {
    let position = lesson.position().expect("the lesson's board");
    let right = lesson.right_moves().expect("the lesson's right moves");
    position
        .legal_moves()
        .iter()
        .find(|&house| !right.contains(house))
        .unwrap_or_else(|| {
            let layout = position.layout();
            layout
                .row(position.to_move().opponent())
                .next()
                .expect("a house of the other row")
        })
}

fn board_of(lesson: &Lesson) -> Vec<u8> {
    lesson
        .position()
        .expect("the lesson's board")
        .houses()
        .to_vec()
}

#[test]
fn every_lesson_of_every_game_is_played_wrong_then_right() {
    let localizer = Localizer::new();
    let say = |phrase: &oware::activity::aids::testing::Phrase| phrase.say(&localizer, "en");
    let folder = tempfile::tempdir().expect("a temporary folder");
    let store = SettingsStore::at(folder.path().join("settings.toml"));
    let activity = start_with(ActivityOptions {
        home_menu: true,
        store: Some(store),
        settings: Settings::default(),
        ..ActivityOptions::default()
    });

    for kind in GameKind::ALL {
        let series = lessons(kind);
        assert!(
            (6..=10).contains(&series.len()),
            "{kind}: {} lessons",
            series.len()
        );
        // Each game's lessons start from the menu (the last game's ended with Home).
        assert!(activity.shows_menu(), "{kind}");
        let title = localizer.text("en", &format!("{}-title", kind.id()));
        press(
            &activity,
            &format!("Lessons of {title}: 0 of {} done", series.len()),
        );
        assert!(lessons_ui(&activity).get_in_lesson(), "{kind}");

        for (index, lesson) in series.iter().enumerate() {
            let name = format!("{kind} lesson {} ({})", index + 1, lesson.key);
            assert!(
                adapter(&activity).get_level_line().starts_with(&format!(
                    "Lesson {} of {}",
                    index + 1,
                    series.len()
                )),
                "{name}"
            );
            assert_eq!(message(&activity), say(&lesson.task()), "{name}");
            assert_eq!(seeds_shown(&activity), board_of(lesson), "{name}");

            // One wrong house: explained kindly; the board comes back with "Try again".
            let wrong = wrong_house(lesson);
            let Verdict::Wrong { done, explanation } = lesson.try_move(wrong).expect("a verdict")
            else {
                panic!("{name}: house {wrong} should miss");
            };
            let heard_before = activity.sounds_heard().len();
            click(&activity, letter(lesson, wrong));
            finish_animation(&activity);
            let said = message(&activity);
            assert!(said.starts_with(&say(&explanation)), "{name}: {said}");
            assert!(!lessons_ui(&activity).get_lesson_solved(), "{name}");
            assert!(
                !activity.sounds_heard()[heard_before..].contains(&Sound::Win),
                "{name}: a miss is not cheered"
            );
            if done.is_some() {
                assert!(lessons_ui(&activity).get_lesson_missed(), "{name}");
                assert_eq!(activity.sitting().game().move_count(), 1, "{name}");
                // Tux does not answer in a lesson.
                advance(std::time::Duration::from_millis(500));
                assert_eq!(activity.sitting().game().move_count(), 1, "{name}");
                press(&activity, "Try again");
                assert_eq!(seeds_shown(&activity), board_of(lesson), "{name}");
                assert_eq!(message(&activity), say(&lesson.task()), "{name}");
            } else {
                // A refused house changes nothing: the child just tries another.
                assert_eq!(seeds_shown(&activity), board_of(lesson), "{name}");
            }

            // A right house: celebrated, and the next lesson is offered.
            let right = a_right_house(lesson);
            let Verdict::Right { praise, .. } = lesson.try_move(right).expect("a verdict") else {
                panic!("{name}: house {right} should be right");
            };
            click(&activity, letter(lesson, right));
            finish_animation(&activity);
            assert!(lessons_ui(&activity).get_lesson_solved(), "{name}");
            assert_eq!(
                activity.sounds_heard().last(),
                Some(&Sound::Win),
                "{name}: the right answer's tune once its move is replayed"
            );
            assert!(
                message(&activity).starts_with(&say(&praise)),
                "{name}: {}",
                message(&activity)
            );
            assert!(!end_ui(&activity).get_game_over(), "{name}: no end dialog");
            let last = index + 1 == series.len();
            assert_eq!(lessons_ui(&activity).get_has_next_lesson(), !last, "{name}");
            if last {
                assert!(
                    message(&activity).ends_with(&localizer.text("en", "lessons-all-done")),
                    "{name}"
                );
            } else {
                press(&activity, "Next lesson");
            }
        }

        // Back on the menu, the card counts every lesson as done.
        press(&activity, "Home");
        settle(&activity);
        assert!(activity.shows_menu(), "{kind}");
        let done = format!("Lessons of {title}: {0} of {0} done", series.len());
        assert!(
            button(&activity, &done).accessible_label().is_some(),
            "{kind}"
        );
    }

    // The progress is kept beside the settings, for the next time.
    let saved = std::fs::read_to_string(folder.path().join(PROGRESS_FILE)).expect("saved");
    for kind in GameKind::ALL {
        for lesson in lessons(kind) {
            assert!(saved.contains(lesson.key), "{} in {saved}", lesson.key);
        }
    }
}

#[test]
fn the_bar_opens_the_lessons_of_the_game_on_the_board_and_a_game_follows() {
    let activity = start_with(ActivityOptions {
        game: Some(GameKind::Kalah),
        ..ActivityOptions::default()
    });
    press(&activity, "Lessons");
    press(&activity, "1. Sowing");
    assert!(lessons_ui(&activity).get_in_lesson());
    assert_eq!(activity.sitting().ruleset().kind(), GameKind::Kalah);
    assert_eq!(
        seeds_shown(&activity),
        board_of(&lessons(GameKind::Kalah)[0])
    );
    // No preview in a lesson: it would give the answer away.
    hover(&activity, Some(&house(&activity, 'C')));
    advance(std::time::Duration::from_millis(40));
    assert_eq!(adapter(&activity).get_preview_line().as_str(), "");

    press(&activity, "Play a game");
    assert!(!lessons_ui(&activity).get_in_lesson());
    assert_eq!(activity.sitting().game().move_count(), 0);
    assert_eq!(activity.sitting().ruleset().kind(), GameKind::Kalah);
    // The control: in the game, the pointer over a house does show what it would do.
    hover(&activity, Some(&house(&activity, 'D')));
    advance(std::time::Duration::from_millis(40));
    assert_ne!(adapter(&activity).get_preview_line().as_str(), "");
}

/// The lessons of `kind`, with every lesson before `key` already done, so that the Lessons
/// button of the game's bar opens at `key`.
fn at_lesson(kind: GameKind, key: &str) -> (Activity, tempfile::TempDir) {
    use oware::activity::aids::testing::{LessonProgress, ProgressStore};
    let folder = tempfile::tempdir().expect("a temporary folder");
    let store = SettingsStore::at(folder.path().join("settings.toml"));
    let mut progress = LessonProgress::default();
    for lesson in lessons(kind).iter().take_while(|lesson| lesson.key != key) {
        progress.mark_done(kind, lesson.key);
    }
    ProgressStore::beside(&store)
        .save(&progress)
        .expect("the progress is saved");
    let activity = start_with(ActivityOptions {
        game: Some(kind),
        store: Some(store),
        ..ActivityOptions::default()
    });
    let index = lessons(kind)
        .iter()
        .position(|lesson| lesson.key == key)
        .expect("the lesson");
    press(&activity, "Lessons");
    let title = lessons(kind)[index].title().say(&Localizer::new(), "en");
    press(&activity, &format!("{}. {title}", index + 1));
    assert!(
        adapter(&activity)
            .get_level_line()
            .starts_with(&format!("Lesson {} of", index + 1)),
        "{}",
        adapter(&activity).get_level_line()
    );
    (activity, folder)
}

/// The task's line beside the message, if it is on screen.
fn task_on_screen(activity: &Activity) -> Option<String> {
    let line = i_slint_backend_testing::ElementHandle::find_by_element_id(
        activity.window(),
        "ActivityWindow::task-text",
    )
    .next()?;
    assert!(line.size().width > 0.0 && line.size().height > 0.0);
    Some(lessons_ui(activity).get_lesson_task().to_string())
}

/// After a missed try the task stays on screen, beside the explanation, and the screen
/// reader hears both; before the try and after "Try again" the task is the message itself,
/// said once.
#[test]
fn a_missed_try_keeps_the_task_beside_the_explanation() {
    let localizer = Localizer::new();
    let lesson = &lessons(GameKind::Kalah)[0];
    let task = lesson.task().say(&localizer, "en");
    let (activity, _folder) = at_lesson(GameKind::Kalah, lesson.key);
    assert_eq!(message(&activity), task);
    assert_eq!(task_on_screen(&activity), None);

    let wrong = wrong_house(lesson);
    let Verdict::Wrong {
        done: Some(_),
        explanation,
    } = lesson.try_move(wrong).expect("a verdict")
    else {
        panic!("house {wrong} should be played and miss");
    };
    click(&activity, letter(lesson, wrong));
    finish_animation(&activity);
    let explanation = explanation.say(&localizer, "en");
    assert_eq!(message(&activity), explanation);
    assert_eq!(task_on_screen(&activity).as_deref(), Some(task.as_str()));
    let heard = announcement(&activity);
    assert!(
        heard.contains(&explanation) && heard.ends_with(&task),
        "{heard}"
    );

    press(&activity, "Try again");
    assert_eq!(message(&activity), task);
    assert_eq!(task_on_screen(&activity), None);
}

/// "The biggest catch": a house that captures nothing gets its own sentence, never
/// "captures 0 seeds"; one that captures less than the best says how many it took.
#[test]
fn the_biggest_catch_says_nothing_was_captured_in_its_own_words() {
    let localizer = Localizer::new();
    for kind in GameKind::ALL {
        let Some(lesson) = lessons(kind).iter().find(|lesson| lesson.key == "most") else {
            continue;
        };
        let position = lesson.position().expect("the lesson's board");
        let missed = |nothing: bool| {
            position.legal_moves().iter().find(|&house| {
                matches!(
                    lesson.try_move(house),
                    Ok(Verdict::Wrong { done: Some(done), .. }) if (done.captured_seeds == 0) == nothing
                )
            })
        };
        let (Some(nothing), Some(less)) = (missed(true), missed(false)) else {
            continue;
        };
        let (activity, _folder) = at_lesson(kind, "most");
        let letter_of = |house: usize| letter(lesson, house).to_string();

        click(&activity, letter(lesson, nothing));
        finish_animation(&activity);
        assert_eq!(
            message(&activity),
            localizer.text_with(
                "en",
                "lesson-most-wrong-none",
                &[("house", oware::i18n::Arg::Str(&letter_of(nothing)))]
            ),
            "{kind}"
        );
        assert!(!message(&activity).contains(" 0 "), "{kind}");

        press(&activity, "Try again");
        let Ok(Verdict::Wrong {
            done: Some(done), ..
        }) = lesson.try_move(less)
        else {
            panic!("{kind}: house {less} misses");
        };
        click(&activity, letter(lesson, less));
        finish_animation(&activity);
        assert_eq!(
            message(&activity),
            localizer.text_with(
                "en",
                "lesson-most-wrong",
                &[
                    ("house", oware::i18n::Arg::Str(&letter_of(less))),
                    (
                        "count",
                        oware::i18n::Arg::Num(i64::from(done.captured_seeds))
                    ),
                ]
            ),
            "{kind}"
        );
        return;
    }
    panic!("no lesson of the biggest catch has both a house that captures nothing and one that captures less");
}

/// The Lessons button lists the game's lessons, the done ones ticked (and named done), and
/// opens any of them, done or not: here the sixth of seven, with only the first two done.
#[test]
fn the_lesson_list_ticks_the_done_lessons_and_opens_any_of_them() {
    let localizer = Localizer::new();
    let series = lessons(GameKind::Kalah);
    let (activity, _folder) = at_lesson(GameKind::Kalah, series[2].key);
    assert!(adapter(&activity)
        .get_level_line()
        .starts_with("Lesson 3 of"));
    press(&activity, "Lessons");
    let title = |index: usize| series[index].title().say(&localizer, "en");
    let item = |index: usize, done: bool| {
        let id = if done {
            "lessons-item-done"
        } else {
            "lessons-item"
        };
        localizer.text_with(
            "en",
            id,
            &[
                ("number", oware::i18n::Arg::Num(index as i64 + 1)),
                ("title", oware::i18n::Arg::Str(&title(index))),
            ],
        )
    };
    let shown = |label: &str| {
        i_slint_backend_testing::ElementHandle::find_by_accessible_label(activity.window(), label)
            .count()
    };
    for index in 0..series.len() {
        let done = index < 2;
        assert_eq!(shown(&item(index, done)), 1, "lesson {index} done: {done}");
        assert_eq!(shown(&item(index, !done)), 0, "lesson {index} not {done}");
    }
    let ticks = i_slint_backend_testing::ElementHandle::find_by_element_id(
        activity.window(),
        "LessonRow::tick",
    )
    .count();
    assert_eq!(ticks, 2, "a tick on each done lesson");
    assert_eq!(
        focused(&activity),
        item(0, true),
        "the focus is in the list"
    );

    // Esc closes it and leaves the lesson on the board.
    key_and_settle(&activity, slint::platform::Key::Escape);
    assert_eq!(shown(&item(5, false)), 0);
    assert!(adapter(&activity)
        .get_level_line()
        .starts_with("Lesson 3 of"));

    press(&activity, "Lessons");
    press(&activity, &item(5, false));
    assert!(lessons_ui(&activity).get_in_lesson());
    assert!(
        adapter(&activity)
            .get_level_line()
            .starts_with("Lesson 6 of"),
        "{}",
        adapter(&activity).get_level_line()
    );
    assert_eq!(seeds_shown(&activity), board_of(&series[5]));
    assert_eq!(message(&activity), series[5].task().say(&localizer, "en"));
}

/// The houses the window marks as the hint, by letter.
fn hinted_letters(activity: &Activity) -> Vec<String> {
    houses_shown(activity)
        .iter()
        .filter(|house| house.hinted)
        .map(|house| house.letter.to_string())
        .collect()
}

/// A child who misses twice is shown a house that does it: marked on the board and named in
/// the message; after one miss the board shows nothing, so that the child looks first.
#[test]
fn after_two_misses_the_board_points_at_a_right_house() {
    let lesson = &lessons(GameKind::Kalah)[0];
    let (activity, _folder) = at_lesson(GameKind::Kalah, lesson.key);
    let right = a_right_house(lesson);
    let wrong = wrong_house(lesson);
    let pointed = format!("Try your house {}!", letter(lesson, right));

    for miss in 1..=2 {
        click(&activity, letter(lesson, wrong));
        finish_animation(&activity);
        if lessons_ui(&activity).get_lesson_missed() {
            press(&activity, "Try again");
        }
        let said = format!("{} {}", message(&activity), announcement(&activity));
        if miss == 1 {
            assert_eq!(hinted_letters(&activity), Vec::<String>::new());
            assert!(!said.contains(&pointed), "{said}");
        } else {
            assert_eq!(
                hinted_letters(&activity),
                [letter(lesson, right).to_string()]
            );
            assert!(said.contains(&pointed), "{said}");
        }
    }
    // The next lesson starts without a pointer.
    click(&activity, letter(lesson, right));
    finish_animation(&activity);
    assert!(lessons_ui(&activity).get_lesson_solved());
    press(&activity, "Next lesson");
    assert_eq!(hinted_letters(&activity), Vec::<String>::new());
}

/// Nobody answers a lesson's move, so the opponent's bar stays dark while the child's try is
/// replayed and after it; in a game the same move lights the other player's bar once the
/// seeds rest (the positive control).
#[test]
fn a_lesson_never_lights_the_opponents_bar() {
    let lesson = &lessons(GameKind::Kalah)[0];
    let (activity, _folder) = at_lesson(GameKind::Kalah, lesson.key);
    let wrong = wrong_house(lesson);
    click(&activity, letter(lesson, wrong));
    assert!(adapter(&activity).get_animating());
    assert!(!adapter(&activity).get_north_to_move());
    finish_animation(&activity);
    assert_eq!(
        activity.sitting().game().to_move(),
        oware::rules::Side::North,
        "the rules hand the turn on"
    );
    assert!(!adapter(&activity).get_north_to_move());

    // Two children at one screen: nobody answers at once, so North's bar stays lit.
    let position = lesson.position().expect("the lesson's board");
    let game = start_with(ActivityOptions {
        game: Some(GameKind::Kalah),
        settings: Settings {
            mode: oware::settings::Mode::TwoPlayers,
            ..Settings::default()
        },
        ..ActivityOptions::default()
    });
    game.load_position(position);
    game.play(wrong).expect("a legal move");
    finish_animation(&game);
    assert!(adapter(&game).get_north_to_move());
}

/// The lesson that asks for the feeding house does not mark it: in a game the same board
/// marks it (the positive control).
#[test]
fn the_feeding_lesson_does_not_show_its_answer() {
    let lesson = lessons(GameKind::Oware)
        .iter()
        .find(|lesson| lesson.key == "feed")
        .expect("Oware's feeding lesson");
    let feeding = |activity: &Activity| {
        houses_shown(activity)
            .iter()
            .filter(|house| house.feeding)
            .count()
    };
    let playable = |activity: &Activity| {
        houses_shown(activity)
            .iter()
            .filter(|house| house.playable)
            .count()
    };
    let (activity, _folder) = at_lesson(GameKind::Oware, lesson.key);
    assert_eq!(feeding(&activity), 0);
    // Nor are the houses the rules allow lit, though they can still be played.
    assert!(lessons_ui(&activity).get_hide_legal_glow());
    assert!(playable(&activity) > 0);

    // Two misses, and the board points at the answer: the houses are lit again.
    miss_twice(&activity, lesson);
    assert_eq!(hinted_letters(&activity).len(), 1);
    assert!(!lessons_ui(&activity).get_hide_legal_glow());

    let game = start_with(ActivityOptions {
        game: Some(GameKind::Oware),
        ..ActivityOptions::default()
    });
    game.load_position(lesson.position().expect("the lesson's board"));
    assert!(feeding(&game) > 0);
    assert!(!lessons_ui(&game).get_hide_legal_glow());
}

/// Nor does the keyboard focus go to the feeding lesson's answer, its only legal house, as
/// it goes to the first house a child may play in a game; once the board points at the
/// answer, the focus goes there too (the positive control).
#[test]
fn the_keyboard_focus_keeps_off_the_feeding_lessons_answer() {
    let lesson = lessons(GameKind::Oware)
        .iter()
        .find(|lesson| lesson.key == "feed")
        .expect("Oware's feeding lesson");
    let position = lesson.position().expect("the lesson's board");
    let legal: Vec<usize> = position.legal_moves().iter().collect();
    assert_eq!(legal.len(), 1, "one house may be played: the answer");
    let answer = format!("Your house {},", letter(lesson, legal[0]));

    let (activity, _folder) = at_lesson(GameKind::Oware, lesson.key);
    advance(std::time::Duration::from_millis(200));
    let focus = focused(&activity);
    assert!(
        !focus.starts_with(&answer),
        "the focus tells the answer: {focus}"
    );
    miss_twice(&activity, lesson);
    advance(std::time::Duration::from_millis(200));
    assert_eq!(hinted_letters(&activity).len(), 1, "the board points at it");
    let focus = focused(&activity);
    assert!(
        focus.starts_with(&answer),
        "the focus follows the board: {focus}"
    );

    let (activity, _folder) = at_lesson(GameKind::Oware, lesson.key);
    // Every house is a stop of the Tab key and none says it is disabled: the keyboard and a
    // screen reader find the answer as a mouse does, by trying.
    let mut stops = Vec::new();
    for _ in 0..20 {
        let focus = tab(&activity, true);
        if focus.starts_with("Your house ") && !stops.contains(&focus) {
            stops.push(focus);
        }
    }
    assert_eq!(stops.len(), 6, "{stops:?}");
    assert_eq!(
        houses_shown(&activity)
            .iter()
            .filter(|house| house.playable)
            .count(),
        1,
        "the rules still allow only the answer"
    );
}

/// The stores marked by the window as a lesson's goal: (South's, North's).
fn stores_marked(activity: &Activity) -> (bool, bool) {
    (
        adapter(activity).get_south_store().hinted,
        adapter(activity).get_north_store().hinted,
    )
}

/// Misses the lesson on the board twice, as a child would, back at its position after.
fn miss_twice(activity: &Activity, lesson: &Lesson) {
    let wrong = wrong_house(lesson);
    for _ in 0..2 {
        click(activity, letter(lesson, wrong));
        finish_animation(activity);
        if lessons_ui(activity).get_lesson_missed() {
            press(activity, "Try again");
        }
    }
}

/// Where the goal is the child's store (a seed into it, the last seed there), the second
/// miss marks the store beside the house; a lesson whose goal is a house marks no store
/// (the control).
#[test]
fn after_two_misses_a_store_goal_marks_the_store() {
    for key in ["store", "again"] {
        let lesson = lessons(GameKind::Kalah)
            .iter()
            .find(|lesson| lesson.key == key)
            .expect("a Kalah lesson");
        let (activity, _folder) = at_lesson(GameKind::Kalah, key);
        assert_eq!(stores_marked(&activity), (false, false), "{key}");
        miss_twice(&activity, lesson);
        assert_eq!(stores_marked(&activity), (true, false), "{key}: two misses");
        assert_eq!(hinted_letters(&activity).len(), 1, "{key}");
    }

    let lesson = &lessons(GameKind::Kalah)[0];
    let (activity, _folder) = at_lesson(GameKind::Kalah, lesson.key);
    miss_twice(&activity, lesson);
    assert_eq!(hinted_letters(&activity).len(), 1);
    assert_eq!(stores_marked(&activity), (false, false));
}

/// Togyz Kumalak's lesson of the stone through one's tuzdyk marks the child's kazan.
#[test]
fn after_two_misses_the_tuzdyk_lesson_marks_the_kazan() {
    let lesson = lessons(GameKind::TogyzKumalak)
        .iter()
        .find(|lesson| lesson.goal.is_in_store())
        .expect("a Togyz Kumalak lesson that ends in the kazan");
    let (activity, _folder) = at_lesson(GameKind::TogyzKumalak, lesson.key);
    assert_eq!(stores_marked(&activity), (false, false));
    miss_twice(&activity, lesson);
    assert_eq!(stores_marked(&activity), (true, false));
}
