//! The chapters of strategy on the window, clicked as a child would: a chapter opened from
//! the game's card, its explanation stepped through on the board, a stage played to three
//! stars (the stars kept beside the settings and shown on the card), a stage missed and tried
//! again from before the last move and from the start, and a damaged chapters file kept
//! aside.

mod ui_support;

use oware::activity::aids::Sound;
use oware::activity::ui::ChaptersAdapter;
use oware::activity::{Activity, ActivityOptions, OwareAdapter};
use oware::i18n::{Arg, Localizer};
use oware::rules::{house_letter, GameKind, Rules, Side};
use oware::settings::{Settings, SettingsStore};
use oware_chapters::{chapters, Chapter, ChapterProgress, Progress, Stage, StageRun};
use slint::{ComponentHandle, Model};
use ui_support::*;

const CHAPTERS_FILE: &str = "chapters.txt";

fn chapters_ui(activity: &Activity) -> ChaptersAdapter<'_> {
    activity.window().global::<ChaptersAdapter>()
}

/// The launcher's menu, its files kept in `folder`.
fn start_in_folder(folder: &tempfile::TempDir) -> Activity {
    start_with(ActivityOptions {
        home_menu: true,
        store: Some(SettingsStore::at(folder.path().join("settings.toml"))),
        settings: Settings::default(),
        ..ActivityOptions::default()
    })
}

fn first_chapter() -> &'static Chapter {
    chapters(GameKind::Oware)
        .first()
        .expect("Oware has chapters")
}

/// A chapter's own text in English: its id while chapters.ftl lacks it (the feature shows
/// the id then).
fn chapter_text(localizer: &Localizer, id: &str, args: &[(&str, Arg)]) -> String {
    if localizer.has_message("en", id) {
        localizer.text_with("en", id, args)
    } else {
        id.to_string()
    }
}

/// The chapters button under Oware's card, named with the stars earned there.
fn card_button(localizer: &Localizer, stars: u32) -> String {
    let game = localizer.text("en", "oware-title");
    localizer.text_with(
        "en",
        "chapters-card",
        &[("game", Arg::Str(&game)), ("count", Arg::from(stars))],
    )
}

/// Opens the chapter list from Oware's card and the first chapter from the list.
fn open_first_chapter(activity: &Activity, localizer: &Localizer, stars: u32) {
    press(activity, &card_button(localizer, stars));
    let chapter = first_chapter();
    let title = chapter_text(localizer, chapter.title, &[]);
    let row = localizer.text_with(
        "en",
        "chapters-item-stars",
        &[
            ("number", Arg::Num(1)),
            ("title", Arg::Str(&title)),
            ("count", Arg::from(stars)),
            ("total", Arg::from(3 * chapter.stages.len())),
        ],
    );
    press(activity, &row);
    assert!(chapters_ui(activity).get_explaining() || chapter.screens.is_empty());
}

/// Lets every replay end, Tux's answer included.
fn let_tux_answer(activity: &Activity) {
    assert!(
        wait_until(activity, |a| {
            !animating(a)
                && (chapters_ui(a).get_met()
                    || chapters_ui(a).get_missed()
                    || a.sitting().game().to_move() == Side::South)
        }),
        "the replays end"
    );
    // One more beat: Tux's answer starts as the child's replay ends.
    advance(std::time::Duration::from_millis(60));
    assert!(
        wait_until(activity, |a| !animating(a)
            && (chapters_ui(a).get_met()
                || chapters_ui(a).get_missed()
                || a.sitting().game().to_move() == Side::South)),
        "Tux's replay ends"
    );
}

/// The run after the child's `house` and Tux's answers, as the feature plays them.
fn after(run: &StageRun, house: usize) -> Option<StageRun> {
    let mut next = run.clone();
    next.play(house).ok()?;
    while let Some(tux) = next.tux_move() {
        next.play(tux).ok()?;
    }
    Some(next)
}

/// The child's moves, Tux answering with its own defence each time, that end as `wanted`
/// says, within `depth` of the child's moves: found by trying.
fn line(run: &StageRun, depth: u32, wanted: &dyn Fn(Progress) -> bool) -> Option<Vec<usize>> {
    if wanted(run.status()) {
        return Some(Vec::new());
    }
    if depth == 0 || !matches!(run.status(), Progress::Going { .. }) {
        return None;
    }
    for house in run.position().legal_moves().iter() {
        let Some(next) = after(run, house) else {
            continue;
        };
        if let Some(mut rest) = line(&next, depth - 1, wanted) {
            rest.insert(0, house);
            return Some(rest);
        }
    }
    None
}

/// The house as the board shows it: the stage turned round when North solves it.
fn shown_letter(run: &StageRun, house: usize) -> char {
    let layout = run.position().layout();
    let house = if run.solver() == Side::North {
        (house + layout.houses_per_side) % (2 * layout.houses_per_side)
    } else {
        house
    };
    house_letter(layout, house)
}

fn shown_houses(run: &StageRun) -> Vec<u8> {
    let houses = run.position().houses().to_vec();
    if run.solver() == Side::South {
        return houses;
    }
    let n = houses.len() / 2;
    (0..houses.len())
        .map(|house| houses[(house + n) % (2 * n)])
        .collect()
}

/// Steps through the chapter's explanation, checking each screen's words and its board
/// before and after its moves, then presses on to the first stage.
fn step_through_explanation(activity: &Activity, localizer: &Localizer, chapter: &Chapter) {
    for (index, screen) in chapter.screens.iter().enumerate() {
        let position = screen.board(chapter.game).expect("the screen's board");
        // The screen's own position first, before its moves are replayed.
        assert_eq!(
            seeds_shown(activity),
            position.houses().to_vec(),
            "screen {index}"
        );
        let text = chapter_text(localizer, screen.text, &[]);
        assert_eq!(message(activity), text, "screen {index}");
        assert!(announcement(activity).contains(&text), "the screen is said");
        let heading = activity.window().global::<OwareAdapter>().get_level_line();
        assert!(
            heading.ends_with(&format!("page {} of {}", index + 1, chapter.screens.len())),
            "{heading}"
        );
        // Its moves, replayed one after the other, end on the rules' own board.
        let mut game = oware::rules::Ruleset::new(chapter.game, u64::from(screen.seeds))
            .expect("the screen's game")
            .game_from(position);
        for house in screen.houses(chapter.game).expect("the screen's moves") {
            game.play(house).expect("a legal move of the screen");
        }
        assert!(wait_until(activity, |a| {
            !animating(a) && a.sitting().game().move_count() == game.move_count()
        }));
        assert_eq!(seeds_shown(activity), game.position().houses().to_vec());
        assert_eq!(chapters_ui(activity).get_can_back(), index > 0);
        let last = index + 1 == chapter.screens.len();
        let next = localizer.text(
            "en",
            if last {
                "chapters-to-play"
            } else {
                "chapters-next"
            },
        );
        assert_eq!(chapters_ui(activity).get_next_label(), next);
        press(activity, &next);
    }
    assert!(chapters_ui(activity).get_in_stage());
}

/// The first stage of `chapter`, and a fresh run of it.
fn first_stage(chapter: &'static Chapter) -> (&'static Stage, StageRun) {
    let stage = chapter.stages.first().expect("a stage");
    (stage, StageRun::new(stage).expect("the stage runs"))
}

#[test]
fn a_chapter_from_the_card_is_explained_then_played_to_three_stars() {
    let localizer = Localizer::new();
    let folder = tempfile::tempdir().expect("a temporary folder");
    let activity = start_in_folder(&folder);
    assert_eq!(
        chapters_ui(&activity).get_card_stars().row_data(0),
        Some("".into())
    );
    open_first_chapter(&activity, &localizer, 0);
    let chapter = first_chapter();
    step_through_explanation(&activity, &localizer, chapter);

    // The stage: its goal and the moves left are said, and its board is the stage's own.
    let (stage, run) = first_stage(chapter);
    assert_eq!(seeds_shown(&activity), shown_houses(&run));
    let args: Vec<(&str, Arg)> = stage
        .goal
        .args()
        .into_iter()
        .map(|(name, value)| (name, Arg::Num(value)))
        .collect();
    let task = chapter_text(&localizer, stage.task, &args);
    let said = message(&activity);
    assert!(said.starts_with(&task), "{said:?} says {task:?}");
    let Progress::Going { moves_left } = run.status() else {
        panic!("the stage is open");
    };
    assert!(moves_left > 0);
    assert!(announcement(&activity).contains(&task));

    // Three stars: the goal met in the fewest moves, against Tux's best defence.
    let best = line(&run, stage.par, &|progress| {
        progress == Progress::Met { stars: 3 }
    })
    .expect("a line that earns three stars");
    assert!(!best.is_empty());
    let mut replica = run.clone();
    for house in best {
        click(&activity, shown_letter(&replica, house));
        replica = after(&replica, house).expect("the line goes on");
        let_tux_answer(&activity);
        assert_eq!(seeds_shown(&activity), shown_houses(&replica));
    }
    assert!(chapters_ui(&activity).get_met());
    assert_eq!(chapters_ui(&activity).get_stars(), 3);
    let said = message(&activity);
    assert!(
        said.starts_with(&localizer.text("en", "chapters-met-best")),
        "{said}"
    );
    assert!(announcement(&activity).contains(&said));
    finish_animation(&activity);
    advance(std::time::Duration::from_millis(60));
    assert!(activity.sounds_heard().contains(&Sound::Win));

    // Kept beside the settings, and shown on the card once back on the menu.
    let text = std::fs::read_to_string(folder.path().join(CHAPTERS_FILE)).expect("the stars");
    let progress = ChapterProgress::parse(&text).expect("stars that read back");
    assert_eq!(progress.stars(chapter.key).first(), Some(&3));
    press(&activity, "Home");
    assert_eq!(
        chapters_ui(&activity).get_card_stars().row_data(0),
        Some("3".into())
    );
    button(&activity, &card_button(&localizer, 3));

    // The next start reads them back.
    drop(activity);
    let again = start_in_folder(&folder);
    assert_eq!(
        chapters_ui(&again).get_card_stars().row_data(0),
        Some("3".into())
    );
}

#[test]
fn a_missed_stage_is_tried_again_from_the_last_move_and_from_the_start() {
    let localizer = Localizer::new();
    let folder = tempfile::tempdir().expect("a temporary folder");
    let activity = start_in_folder(&folder);
    open_first_chapter(&activity, &localizer, 0);
    let chapter = first_chapter();
    for _ in chapter.screens {
        press(&activity, &chapters_ui(&activity).get_next_label());
    }
    assert!(chapters_ui(&activity).get_in_stage());
    let (stage, run) = first_stage(chapter);
    let start = shown_houses(&run);
    let depth = stage.goal.move_limit().unwrap_or(stage.par + 2);
    let missed = line(&run, depth, &|progress| progress == Progress::Missed)
        .expect("a line that misses the goal");
    let mut replica = run.clone();
    for &house in &missed {
        click(&activity, shown_letter(&replica, house));
        replica = after(&replica, house).expect("the line goes on");
        let_tux_answer(&activity);
    }
    assert!(chapters_ui(&activity).get_missed());
    assert!(!chapters_ui(&activity).get_met());
    let said = message(&activity);
    assert_eq!(said, localizer.text("en", "chapters-missed"));
    assert!(announcement(&activity).contains(&said));

    // From before the last move: the board as it was then, and the stage open again.
    press(&activity, &localizer.text("en", "chapters-from-last-move"));
    replica.back_to_last_move();
    assert_eq!(seeds_shown(&activity), shown_houses(&replica));
    assert_ne!(
        seeds_shown(&activity),
        seeds_shown_after_miss(&run, &missed)
    );
    assert!(!chapters_ui(&activity).get_missed());
    assert!(chapters_ui(&activity).get_in_stage());
    assert!(matches!(replica.status(), Progress::Going { .. }));
    // A move is taken there again, and the stage goes on as the rules and Tux say.
    let house = replica
        .position()
        .legal_moves()
        .iter()
        .next()
        .expect("a move");
    click(&activity, shown_letter(&replica, house));
    replica = after(&replica, house).expect("the move is played");
    let_tux_answer(&activity);
    assert_eq!(seeds_shown(&activity), shown_houses(&replica));
    let earned = match replica.status() {
        Progress::Met { stars } => u32::from(stars),
        _ => 0,
    };
    assert_eq!(chapters_ui(&activity).get_met(), earned > 0);

    // From the start: the stage's own board.
    press(&activity, &localizer.text("en", "chapters-try-again"));
    assert_eq!(seeds_shown(&activity), start);
    assert!(!chapters_ui(&activity).get_missed());
    assert!(message(&activity).starts_with(&chapter_text(
        &localizer,
        stage.task,
        &stage
            .goal
            .args()
            .into_iter()
            .map(|(name, value)| (name, Arg::Num(value)))
            .collect::<Vec<_>>()
    )));
    // The missed tries earned nothing; only a goal met after going back is in the file.
    let stars = std::fs::read_to_string(folder.path().join(CHAPTERS_FILE))
        .ok()
        .and_then(|text| ChapterProgress::parse(&text).ok())
        .map_or(0, |progress| progress.total_stars(GameKind::Oware));
    assert_eq!(stars, earned);
}

/// The board after the whole missing line (to tell it from the board one move earlier).
fn seeds_shown_after_miss(run: &StageRun, missed: &[usize]) -> Vec<u8> {
    let mut replica = run.clone();
    for &house in missed {
        replica = after(&replica, house).expect("the line goes on");
    }
    shown_houses(&replica)
}

#[test]
fn a_damaged_chapters_file_is_kept_aside_and_the_stars_start_afresh() {
    let localizer = Localizer::new();
    let folder = tempfile::tempdir().expect("a temporary folder");
    let junk = format!("{} 3 lots\n", first_chapter().key);
    std::fs::write(folder.path().join(CHAPTERS_FILE), &junk).expect("written");
    let activity = start_in_folder(&folder);
    let kept: Vec<_> = std::fs::read_dir(folder.path())
        .expect("the folder")
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.to_string_lossy().contains("chapters.txt.damaged-"))
        .collect();
    assert_eq!(kept.len(), 1, "{kept:?}");
    assert_eq!(std::fs::read_to_string(&kept[0]).expect("the copy"), junk);
    // No stars on the card, and the first chapter open.
    assert_eq!(
        chapters_ui(&activity).get_card_stars().row_data(0),
        Some("".into())
    );
    open_first_chapter(&activity, &localizer, 0);

    // A sound file with the same stars, for the positive control: read, shown, not kept aside.
    drop(activity);
    let mut progress = ChapterProgress::new();
    progress.record(first_chapter().key, 0, 2);
    std::fs::write(folder.path().join(CHAPTERS_FILE), progress.to_text()).expect("written");
    let again = start_in_folder(&folder);
    assert_eq!(
        chapters_ui(&again).get_card_stars().row_data(0),
        Some("2".into())
    );
    let copies = std::fs::read_dir(folder.path())
        .expect("the folder")
        .flatten()
        .filter(|entry| entry.file_name().to_string_lossy().contains(".damaged-"))
        .count();
    assert_eq!(copies, 1);
}

#[test]
fn a_stage_met_here_is_reported_to_the_classroom_server_under_the_child_s_name() {
    let data = tempfile::tempdir().expect("a temporary folder");
    let server = oware_server::Server::start(
        "127.0.0.1:0".parse().expect("an address"),
        data.path(),
        oware_server::ServerOptions::default(),
    )
    .expect("the server starts");
    let localizer = Localizer::new();
    let folder = tempfile::tempdir().expect("a temporary folder");
    let activity = start_with(ActivityOptions {
        home_menu: true,
        store: Some(SettingsStore::at(folder.path().join("settings.toml"))),
        settings: Settings {
            server: Some(server.local_addr().to_string()),
            player_name: Some("Zoé".into()),
            ..Settings::default()
        },
        ..ActivityOptions::default()
    });
    open_first_chapter(&activity, &localizer, 0);
    let chapter = first_chapter();
    step_through_explanation(&activity, &localizer, chapter);
    let (stage, run) = first_stage(chapter);
    let best = line(&run, stage.par, &|progress| {
        progress == Progress::Met { stars: 3 }
    })
    .expect("a line that earns three stars");
    let mut replica = run.clone();
    for house in best {
        click(&activity, shown_letter(&replica, house));
        replica = after(&replica, house).expect("the line goes on");
        let_tux_answer(&activity);
    }
    assert!(chapters_ui(&activity).get_met());
    assert!(activity.settle_reports(std::time::Duration::from_secs(60)));
    assert_eq!(activity.report_tally().map(|tally| tally.sent), Some(1));
    // The server kept it as a stage met in the browser is kept: by stage, under the name.
    let database = rusqlite::Connection::open(data.path().join(oware_server::DATABASE_FILE))
        .expect("the server's database");
    let kept: (String, String, u32, u32) = database
        .query_row(
            "SELECT pupil, chapter, stage, stars FROM chapter_stage_stars",
            [],
            |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?, row.get(3)?)),
        )
        .expect("one stage kept");
    assert_eq!(kept, ("Zoé".to_string(), chapter.key.to_string(), 1, 3));
}
