//! Puzzles and counting drills on the window, clicked as a child would: a right move praised
//! and explained, a wrong one answered by Tux and taken back with "Try again", the hint
//! ladder's three rungs, a streak that ends at its first miss with the best streak kept, a
//! drill answered right and one answered wrong, and the record written beside the settings
//! and read back at the next start.

mod ui_support;

use oware::activity::aids::Sound;
use oware::activity::ui::PuzzlesAdapter;
use oware::activity::{Activity, ActivityOptions, OwareAdapter};
use oware::i18n::{Arg, Localizer};
use oware::rules::{house_letter, GameKind, Rules, Side};
use oware::settings::{Settings, SettingsStore};
use oware_puzzles::{shipped, Puzzle, PuzzleRecords, PuzzleRun, Verdict};
use slint::ComponentHandle;
use ui_support::*;

const PUZZLES_FILE: &str = "puzzles.txt";

fn puzzles_ui(activity: &Activity) -> PuzzlesAdapter<'_> {
    activity.window().global::<PuzzlesAdapter>()
}

/// An activity on Oware's board whose record is kept in `folder`.
fn start_in_folder(folder: &tempfile::TempDir, home_menu: bool) -> Activity {
    start_with(ActivityOptions {
        game: (!home_menu).then_some(GameKind::Oware),
        home_menu,
        store: Some(SettingsStore::at(folder.path().join("settings.toml"))),
        settings: Settings::default(),
        ..ActivityOptions::default()
    })
}

/// The puzzle on the board, found by its position among the game's shipped puzzles (right
/// after it was opened, before any move).
fn puzzle_on_board(activity: &Activity) -> Puzzle {
    let sitting = activity.sitting();
    let game = sitting.game();
    assert_eq!(game.move_count(), 0, "the puzzle's own position");
    let kind = sitting.ruleset().kind();
    // A puzzle solved by North is shown turned round, the child at the bottom.
    shipped(kind)
        .iter()
        .map(Puzzle::as_south)
        .find(|puzzle| puzzle.position == *game.position())
        .unwrap_or_else(|| {
            panic!(
                "the board shows one of {kind}'s puzzles: {:?} {:?}",
                game.position(),
                shipped(kind).iter().map(|p| p.position).collect::<Vec<_>>()
            )
        })
}

fn letter(puzzle: &Puzzle, house: usize) -> char {
    house_letter(puzzle.ruleset.layout(), house)
}

/// Lets every replay of the moves just made end, Tux's answers included.
fn let_tux_answer(activity: &Activity) {
    assert!(
        wait_until(activity, |a| {
            !animating(a)
                && (puzzles_ui(a).get_solved()
                    || puzzles_ui(a).get_missed()
                    || a.sitting().game().to_move() == Side::South)
        }),
        "the replays end"
    );
    // One more beat: a reply that starts as the last replay ends.
    advance(std::time::Duration::from_millis(60));
    finish_animation(activity);
}

/// A legal house of the puzzle's first move that the puzzle does not accept.
fn wrong_house(puzzle: &Puzzle) -> Option<usize> {
    let accepted = puzzle.accepted.first()?;
    puzzle
        .position
        .legal_moves()
        .iter()
        .find(|house| !accepted.contains(house))
}

fn say(localizer: &Localizer, id: &str, args: &[(&str, Arg)]) -> String {
    localizer.text_with("en", id, args)
}

/// What the puzzles feature says a move captured, in English.
fn captures_sentence(localizer: &Localizer, puzzle: &Puzzle, house: usize, count: u32) -> String {
    let letter = letter(puzzle, house).to_string();
    if count == 0 {
        return say(
            localizer,
            "puzzle-why-quiet",
            &[("house", Arg::Str(&letter))],
        );
    }
    say(
        localizer,
        "puzzle-why-captures",
        &[("house", Arg::Str(&letter)), ("count", Arg::from(count))],
    )
}

/// The task of `puzzle` in English, or how it starts: its first theme's (for a defence, the
/// words before the house Tux threatens); for several moves, the words that say Tux answers
/// in between.
fn expected_task(localizer: &Localizer, puzzle: &Puzzle) -> String {
    let moves = puzzle.solver_moves();
    let theme = puzzle.themes.first().map_or("captures", |theme| theme.id());
    let first = match theme {
        "captures" if moves > 1 => localizer.text("en", "puzzle-task-captures-line"),
        "defence" => {
            // Which house is named, or none, is the feature's own unit's business: here,
            // the words both forms of the task start with.
            let any = localizer.text("en", "puzzle-task-defence-any");
            let named = say(
                localizer,
                "puzzle-task-defence",
                &[("house", Arg::Str("A"))],
            );
            return any
                .chars()
                .zip(named.chars())
                .take_while(|(a, b)| a == b)
                .map(|(a, _)| a)
                .collect();
        }
        theme => localizer.text("en", &format!("puzzle-task-{theme}")),
    };
    if moves > 1 {
        format!("{first} {}", localizer.text("en", "puzzle-task-line"))
    } else {
        first
    }
}

fn saved_records(folder: &tempfile::TempDir) -> PuzzleRecords {
    let text = std::fs::read_to_string(folder.path().join(PUZZLES_FILE)).expect("the record");
    PuzzleRecords::from_text(&text).expect("a record that reads back")
}

/// Plays the puzzle's line to its end, the child's moves clicked, Tux's replayed; each
/// right move's explanation is read back from the message line.
fn solve(activity: &Activity, localizer: &Localizer, puzzle: &Puzzle) {
    let mut run = PuzzleRun::new(puzzle);
    for ply in puzzle.line.iter().filter(|ply| ply.side == puzzle.solver) {
        if puzzles_ui(activity).get_solved() {
            break;
        }
        let Ok(Verdict::Right { why, .. }) = run.play(ply.house) else {
            panic!("{}: the line's house {} is right", puzzle.id, ply.house);
        };
        click(activity, letter(puzzle, ply.house));
        let_tux_answer(activity);
        let said = message(activity);
        let explained = captures_sentence(localizer, puzzle, why.house, why.captures);
        assert!(
            said.contains(&explained),
            "{}: {said:?} explains {explained:?}",
            puzzle.id
        );
    }
}

#[test]
fn a_right_move_is_praised_explained_and_counted_in_the_record() {
    let localizer = Localizer::new();
    let folder = tempfile::tempdir().expect("a temporary folder");
    let activity = start_in_folder(&folder, false);
    press(&activity, "Puzzles");
    assert!(puzzles_ui(&activity).get_in_puzzle());
    let puzzle = puzzle_on_board(&activity);
    assert_eq!(seeds_shown(&activity), puzzle.position.houses().to_vec());
    // The task says what to look for, not which house.
    let task = message(&activity);
    let expected = expected_task(&localizer, &puzzle);
    assert!(task.starts_with(&expected), "{task:?} is {expected:?}");
    assert!(!expected.is_empty());
    assert!(
        announcement(&activity).contains(&task),
        "the task is announced"
    );

    solve(&activity, &localizer, &puzzle);
    assert!(puzzles_ui(&activity).get_solved(), "{}", puzzle.id);
    let said = message(&activity);
    assert!(said.starts_with("Yes, well found!"), "{said}");
    assert!(said.ends_with("Puzzle solved!"), "{said}");
    // The verdict and the explanation are what a screen reader hears too.
    assert!(
        announcement(&activity).contains(&said),
        "{}",
        announcement(&activity)
    );
    assert_eq!(activity.sounds_heard().last(), Some(&Sound::Win));
    assert!(!puzzles_ui(&activity).get_can_hint(), "no hint once solved");

    // Counted and saved beside the settings: one tried, one solved, the rating up.
    let records = saved_records(&folder);
    let record = records.get(GameKind::Oware).expect("Oware's record");
    assert_eq!((record.tried, record.solved), (1, 1));
    assert!(record.rating.rating > 1500.0, "{:?}", record.rating);

    // The next start reads it back: the heading shows the same rating.
    drop(activity);
    let again = start_in_folder(&folder, false);
    press(&again, "Puzzles");
    let rating = record.rating.rating.round() as i64;
    let heading = again.window().global::<OwareAdapter>().get_level_line();
    assert!(
        heading.contains(&format!("your rating {rating}")),
        "{heading} shows {rating}"
    );
}

#[test]
fn a_wrong_move_is_answered_and_try_again_brings_the_board_back() {
    let localizer = Localizer::new();
    let activity = start_with(ActivityOptions {
        game: Some(GameKind::Oware),
        ..ActivityOptions::default()
    });
    press(&activity, "Puzzles");
    let mut puzzle = puzzle_on_board(&activity);
    // A puzzle where some legal move is wrong (each of the game's puzzles is tried in turn).
    for _ in 0..10 {
        if wrong_house(&puzzle).is_some() {
            break;
        }
        press(&activity, "Next puzzle");
        puzzle = puzzle_on_board(&activity);
    }
    let wrong = wrong_house(&puzzle).expect("a puzzle with a wrong move");
    let Ok(Verdict::Wrong { why, .. }) = PuzzleRun::new(&puzzle).play(wrong) else {
        panic!("{}: house {wrong} is wrong", puzzle.id);
    };
    let task = message(&activity);
    click(&activity, letter(&puzzle, wrong));
    let_tux_answer(&activity);
    let said = message(&activity);
    assert!(said.starts_with("Not this one."), "{said}");
    let (house, count, _) = why.alternative.expect("the wrong move's numbers");
    assert!(
        said.contains(&captures_sentence(&localizer, &puzzle, house, count)),
        "{said}"
    );
    assert!(said.ends_with("and look once more."), "{said}");
    assert!(puzzles_ui(&activity).get_missed());
    assert!(!puzzles_ui(&activity).get_solved());
    // Tux showed what the move allows: the board moved on past the puzzle's position.
    assert!(activity.sitting().game().move_count() >= 1);

    press(&activity, "Try again");
    assert_eq!(seeds_shown(&activity), puzzle.position.houses().to_vec());
    assert_eq!(message(&activity), task);
    assert!(!puzzles_ui(&activity).get_missed());

    // Solved on the second try: it counts less, and the praise says so.
    solve(&activity, &localizer, &puzzle);
    assert!(puzzles_ui(&activity).get_solved());
    assert!(
        message(&activity).ends_with("Next time, try it without help."),
        "{}",
        message(&activity)
    );
}

#[test]
fn the_hint_ladder_gives_the_theme_then_the_house_then_what_it_does() {
    let localizer = Localizer::new();
    let activity = start_with(ActivityOptions {
        game: Some(GameKind::Oware),
        ..ActivityOptions::default()
    });
    press(&activity, "Puzzles");
    let puzzle = puzzle_on_board(&activity);
    let house = puzzle.line[0].house;
    let hinted = |activity: &Activity| -> Vec<usize> {
        houses_shown(activity)
            .iter()
            .filter(|view| view.hinted)
            .map(|view| view.index as usize)
            .collect()
    };
    assert!(hinted(&activity).is_empty());

    press(&activity, "Hint");
    let first = message(&activity);
    let theme = puzzle.themes.first().expect("a theme").id();
    assert_eq!(first, localizer.text("en", &format!("puzzle-hint-{theme}")));
    assert!(first.starts_with("Hint: "), "{first}");
    assert!(hinted(&activity).is_empty(), "the theme does not point");

    press(&activity, "Hint");
    let second = message(&activity);
    let named = format!("Hint: look at your house {}.", letter(&puzzle, house));
    assert_eq!(second, named);
    assert_eq!(hinted(&activity), vec![house]);

    // The board marks no preview before the third rung (the control of what follows).
    assert_eq!(preview_marks(&activity), (None, false, Vec::new()));

    press(&activity, "Hint");
    let third = message(&activity);
    assert!(third.starts_with(&named), "{third}");
    assert!(third.len() > named.len(), "the preview follows: {third}");
    assert!(third.contains("Your last seed lands"), "{third}");
    assert_eq!(hinted(&activity), vec![house]);
    // The preview is drawn on the board as the game's move preview is: where the last seed
    // lands and the seeds the move takes, as the rules preview the line's move.
    let preview = oware::rules::preview(&puzzle.position, house).expect("the line's move");
    let last_house = match preview.last {
        oware::rules::Pit::House(index) => Some(index),
        oware::rules::Pit::Store(_) => None,
    };
    let last_store = matches!(preview.last, oware::rules::Pit::Store(Side::South));
    let mut taken: Vec<(usize, u8)> = preview
        .taken
        .iter()
        .map(|taken| (taken.house, taken.seeds))
        .collect();
    taken.sort_unstable();
    assert_eq!(preview_marks(&activity), (last_house, last_store, taken));
    // The task stays beside the hint.
    let task = lessons_ui(&activity).get_lesson_task();
    let expected = expected_task(&localizer, &puzzle);
    assert!(task.starts_with(&expected), "{task:?} is {expected:?}");
}

/// The move preview as the board draws it: the house where the last seed lands, whether it
/// lands in the child's store, and the seeds marked as taken from each house.
fn preview_marks(activity: &Activity) -> (Option<usize>, bool, Vec<(usize, u8)>) {
    let houses = houses_shown(activity);
    let last: Vec<usize> = houses
        .iter()
        .filter(|view| view.preview_last)
        .map(|view| view.index as usize)
        .collect();
    assert!(last.len() <= 1, "one landing at most: {last:?}");
    let taken = houses
        .iter()
        .filter(|view| view.preview_taken > 0)
        .map(|view| {
            let seeds = u8::try_from(view.preview_taken).expect("a seed count");
            (view.index as usize, seeds)
        })
        .collect();
    let store = activity
        .window()
        .global::<OwareAdapter>()
        .get_south_store()
        .preview_last;
    (last.first().copied(), store, taken)
}

#[test]
fn a_streak_ends_at_the_first_miss_and_the_best_streak_is_kept() {
    let localizer = Localizer::new();
    let folder = tempfile::tempdir().expect("a temporary folder");
    let activity = start_in_folder(&folder, false);
    press(&activity, "Puzzles");
    press(&activity, "Streak");
    assert!(puzzles_ui(&activity).get_streak_on());
    let heading = || {
        activity
            .window()
            .global::<OwareAdapter>()
            .get_level_line()
            .to_string()
    };
    assert!(heading().starts_with("Streak: 0 in a row"), "{}", heading());
    assert!(
        !puzzles_ui(&activity).get_can_hint(),
        "no hints in a streak"
    );

    let first = puzzle_on_board(&activity);
    solve(&activity, &localizer, &first);
    assert!(puzzles_ui(&activity).get_solved());
    assert!(
        heading().starts_with("Streak: 1 in a row · best 1"),
        "{}",
        heading()
    );

    // The next puzzles until one has a wrong move to play: that miss ends the streak.
    let mut missed = false;
    for _ in 0..10 {
        press(&activity, "Next puzzle");
        let puzzle = puzzle_on_board(&activity);
        let Some(wrong) = wrong_house(&puzzle) else {
            solve(&activity, &localizer, &puzzle);
            continue;
        };
        click(&activity, letter(&puzzle, wrong));
        let_tux_answer(&activity);
        missed = true;
        break;
    }
    assert!(missed, "a puzzle with a wrong move");
    let said = message(&activity);
    let solved_before = heading()
        .trim_start_matches("Streak: ")
        .split(' ')
        .next()
        .and_then(|count| count.parse::<u32>().ok())
        .expect("the streak's count");
    assert!(
        said.ends_with(&format!(
            "The streak is over after {solved_before}. Your best is {solved_before}."
        )),
        "{said}"
    );
    // No second try in a streak.
    assert!(!puzzles_ui(&activity).get_missed());
    let record = saved_records(&folder);
    let oware = record.get(GameKind::Oware).expect("Oware's record");
    assert_eq!(oware.best_streak, solved_before);
    assert!(oware.best_streak >= 1);

    // A new streak starts from nothing, and the best is still shown.
    press(&activity, "Next puzzle");
    assert!(
        heading().starts_with(&format!("Streak: 0 in a row · best {solved_before}")),
        "{}",
        heading()
    );
}

/// The house the drill points at (the one that sows).
fn pointed(activity: &Activity) -> usize {
    let hinted: Vec<usize> = houses_shown(activity)
        .iter()
        .filter(|view| view.hinted)
        .map(|view| view.index as usize)
        .collect();
    assert_eq!(hinted.len(), 1, "one house pointed at");
    hinted[0]
}

#[test]
fn counting_drills_are_answered_right_and_wrong() {
    let activity = start_with(ActivityOptions {
        game: Some(GameKind::Oware),
        ..ActivityOptions::default()
    });
    press(&activity, "Puzzles");
    press(&activity, "Counting");
    assert!(puzzles_ui(&activity).get_in_drill());
    assert!(!puzzles_ui(&activity).get_in_puzzle());

    // Where does the last seed land? The right house, from the rules' own preview.
    let house = pointed(&activity);
    let position = *activity.sitting().game().position();
    let layout = position.layout();
    let letter_of = |house: usize| house_letter(layout, house);
    assert!(
        message(&activity).starts_with(&format!(
            "Where does the last seed of house {} land?",
            letter_of(house)
        )),
        "{}",
        message(&activity)
    );
    let preview = oware::rules::preview(&position, house).expect("a legal house");
    let oware::rules::Pit::House(landed) = preview.last else {
        panic!("Oware sows no seed into a store");
    };
    click(&activity, letter_of(landed));
    finish_animation(&activity);
    assert!(puzzles_ui(&activity).get_drill_answered());
    let said = message(&activity);
    assert!(
        said.starts_with(&format!(
            "Right! The last seed lands in house {}.",
            letter_of(landed)
        )),
        "{said}"
    );
    // The move was sown on the board to show it.
    assert_eq!(activity.sitting().game().move_count(), 1);

    // How many seeds does it capture? A wrong number is answered with the right one.
    press(&activity, "Next question");
    assert!(!puzzles_ui(&activity).get_drill_answered());
    let house = pointed(&activity);
    let position = *activity.sitting().game().position();
    let captured = u32::from(
        oware::rules::preview(&position, house)
            .expect("a legal house")
            .captured_seeds,
    );
    let offered: Vec<i32> = {
        use slint::Model;
        puzzles_ui(&activity)
            .get_drill_choices()
            .iter()
            .map(|choice| choice.value)
            .collect()
    };
    assert!(
        offered.contains(&(captured as i32)),
        "{offered:?} offers {captured}"
    );
    let wrong = offered
        .iter()
        .find(|&&value| value != captured as i32)
        .expect("a wrong number");
    press(&activity, &wrong.to_string());
    finish_animation(&activity);
    let said = message(&activity);
    assert!(said.starts_with("Not quite."), "{said}");
    let right = if captured == 0 {
        format!("House {} captures nothing now.", letter_of(house))
    } else if captured == 1 {
        format!("House {} captures 1 seed.", letter_of(house))
    } else {
        format!("House {} captures {captured} seeds.", letter_of(house))
    };
    assert!(said.contains(&right), "{said} says {right}");

    // Which houses could Tux capture? Tapping them all, then OK.
    press(&activity, "Next question");
    assert!(message(&activity).starts_with("Which of your houses could Tux capture next?"));
    // What Tux could capture if it were Tux's turn on this board.
    let shown = *activity.sitting().game().position();
    let ruleset = activity.sitting().ruleset();
    let text = oware::rules::format_position(&shown).replace("south", "north");
    let words: Vec<&str> = text.split_whitespace().collect();
    let position = ruleset
        .parse_position(&words)
        .expect("the board, Tux to move");
    let mut at_risk: Vec<usize> = position
        .legal_moves()
        .iter()
        .filter_map(|tux| oware::rules::preview(&position, tux).ok())
        .flat_map(|preview| preview.taken.into_iter().map(|taken| taken.house))
        // A house empty now has nothing to lose, even when a lap fills it.
        .filter(|&house| position.houses()[house] > 0)
        .collect();
    at_risk.sort_unstable();
    at_risk.dedup();
    for house in &at_risk {
        click(&activity, letter_of(*house));
    }
    press(&activity, "OK");
    finish_animation(&activity);
    let said = message(&activity);
    assert!(said.starts_with("Right!"), "{said}");
    // Tux's captures are shown on the board, one after the other (each from the same board).
    if !at_risk.is_empty() {
        assert!(
            wait_until(&activity, |a| !animating(a)
                && a.sitting().game().move_count() == 1
                && a.sitting()
                    .game()
                    .last_move()
                    .is_some_and(|m| m.mover == Side::North)),
            "Tux's capture is replayed"
        );
    }
}

#[test]
fn each_card_of_the_menu_opens_its_games_puzzles() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let activity = start_in_folder(&folder, true);
    assert!(activity.shows_menu());
    press(&activity, "Puzzles of Kalah: your rating is 1500");
    assert!(puzzles_ui(&activity).get_in_puzzle());
    assert_eq!(activity.sitting().ruleset().kind(), GameKind::Kalah);
    let _ = puzzle_on_board(&activity);
    press(&activity, "Home");
    settle(&activity);
    assert!(activity.shows_menu());
    assert!(!puzzles_ui(&activity).get_in_puzzle());
}

#[test]
fn the_theme_button_goes_through_the_games_themes() {
    let activity = start_with(ActivityOptions {
        game: Some(GameKind::Oware),
        ..ActivityOptions::default()
    });
    press(&activity, "Puzzles");
    assert_eq!(
        puzzles_ui(&activity).get_theme_label().as_str(),
        "Theme: all"
    );
    press(&activity, "Theme: all");
    assert_eq!(
        puzzles_ui(&activity).get_theme_label().as_str(),
        "Theme: captures"
    );
    let puzzle = puzzle_on_board(&activity);
    assert!(
        puzzle.themes.contains(&oware_puzzles::Theme::Captures),
        "{}: {:?}",
        puzzle.id,
        puzzle.themes
    );
    // Oware's five themes, then all of them again.
    for _ in 0..5 {
        let label = puzzles_ui(&activity).get_theme_label();
        press(&activity, &label);
    }
    assert_eq!(
        puzzles_ui(&activity).get_theme_label().as_str(),
        "Theme: all"
    );
}

/// South has 23 seeds: F's two seeds land in a and b and capture 5, which wins; E does not.
const F_WINS: [u8; 12] = [0, 0, 0, 0, 1, 2, 1, 2, 0, 0, 0, 1];

#[test]
fn a_missed_win_becomes_an_own_puzzle_that_comes_back_when_due() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let activity = start_in_folder(&folder, false);
    load_south_to_move(&activity, F_WINS, [23, 18]);
    // The child misses the win, and plays on to the end of the game.
    click(&activity, 'E');
    for _ in 0..200 {
        finish_animation(&activity);
        let over = activity
            .window()
            .global::<oware::activity::ui::EndAdapter>()
            .get_game_over();
        if over {
            break;
        }
        let playable = houses_shown(&activity)
            .into_iter()
            .find(|house| house.playable)
            .map(|house| house.letter.to_string());
        match playable {
            Some(letter) => click(&activity, letter.chars().next().expect("a letter")),
            None => advance(std::time::Duration::from_millis(300)),
        }
    }
    press(&activity, "Look back at the game");
    assert!(wait_until(&activity, |_| folder
        .path()
        .join(PUZZLES_FILE)
        .exists()));
    let records = saved_records(&folder);
    let own = &records.get(GameKind::Oware).expect("Oware's record").own;
    let entry = own
        .entries()
        .iter()
        .find(|entry| entry.puzzle.position.houses() == F_WINS)
        .expect("the position of the missed win is an own puzzle");
    assert_eq!(entry.puzzle.accepted.first(), Some(&vec![5]), "F wins");
    assert!(
        entry.puzzle.id.starts_with("own-oware-"),
        "{}",
        entry.puzzle.id
    );

    // Days later it is due: it comes before the other puzzles, marked as the child's own.
    let puzzle = entry.puzzle.clone();
    let mut records = records.clone();
    let oware = records.game(GameKind::Oware);
    oware.own = oware_puzzles::OwnPuzzles::new();
    oware.own.add(puzzle.clone(), 0);
    std::fs::write(folder.path().join(PUZZLES_FILE), records.to_text()).expect("written");
    drop(activity);
    let again = start_in_folder(&folder, false);
    press(&again, "Puzzles");
    assert_eq!(again.sitting().game().position().houses(), F_WINS);
    let heading = again.window().global::<OwareAdapter>().get_level_line();
    assert!(
        heading.starts_with("A puzzle from your own game"),
        "{heading}"
    );
    click(&again, 'F');
    let_tux_answer(&again);
    assert!(puzzles_ui(&again).get_solved());
    // Solved, it waits for its next turn: not due again today.
    let records = saved_records(&folder);
    let own = &records.get(GameKind::Oware).expect("Oware's record").own;
    let entry = own
        .entries()
        .iter()
        .find(|entry| entry.puzzle.id == puzzle.id)
        .expect("still to learn");
    assert!(entry.step == 1 && entry.due > 3, "{entry:?}");
}

#[test]
fn a_damaged_record_is_kept_aside_and_the_puzzles_start_afresh() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let junk = "[oware]\nrating = lots\n";
    std::fs::write(folder.path().join(PUZZLES_FILE), junk).expect("written");
    let activity = start_in_folder(&folder, false);
    press(&activity, "Puzzles");
    let heading = activity.window().global::<OwareAdapter>().get_level_line();
    assert!(heading.contains("your rating 1500"), "{heading}");
    let kept: Vec<std::path::PathBuf> = std::fs::read_dir(folder.path())
        .expect("the folder")
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.to_string_lossy().contains("puzzles.txt.damaged-"))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(std::fs::read_to_string(&kept[0]).expect("the copy"), junk);
    // A hint is help: leaving the puzzle counts it as tried, and the record is written anew.
    press(&activity, "Hint");
    press(&activity, "Next puzzle");
    let records = saved_records(&folder);
    assert_eq!(
        records.get(GameKind::Oware).map(|record| record.tried),
        Some(1)
    );
}
