//! Renders the activity to a PNG without any display, for a language, a game and a situation.
//!
//! ```text
//! cargo run --example screenshot -- --lang fi --game oware --situation must-feed --out fi.png
//! ```
//! Games: oware (the default), kalah, congkak, togyz. Situations: menu, settings (the
//! teacher's choices over the menu), start, play (a game
//! under way), replay (a move being shown), end, help, two-players, keyboard (the focus
//! ring on a house), players (who plays), classmate (a game with a classmate: the name, host
//! or join), lesson-list (the game's lessons), confirm-quit and confirm-level (the questions
//! before leaving and before a new level mid-game), joined (a game with a classmate seen from the child who joined, after the host's
//! first move), lost (the same game, its connection to the room lost), notice and
//! notice-menu (the banner that tells the teacher of a damaged settings file and lessons'
//! file, over a game and over the menu), no-sound (the loudspeaker of a computer without a
//! sound output); chapter-list, chapter-explain and chapter-stage (a game's chapters of
//! strategy over the menu, the first chapter's explanation, its first stage); must-feed in
//! Oware, tuzdyk in Togyz Kumalak. Size: --size 1280x800.
//! `--reading-font` writes in OpenDyslexic, as a teacher may choose (English, Finnish and
//! French only: see `oware::activity::fonts`).

use std::path::PathBuf;
use std::rc::Rc;
use std::time::Duration;

use oware::activity::{fonts, Activity, ActivityOptions, OwareAdapter, ThinkingBudget};
use oware::cli::LaunchOptions;
use oware::rules::abapa::{Position, Variant};
use oware::rules::{congkak, kalah, togyz, AnyPosition, GameKind, Rules, Ruleset, Side};
use oware::settings::{Mode, ReadingFont, Settings, SettingsStore};
use slint::platform::software_renderer::MinimalSoftwareWindow;
use slint::platform::{Platform, WindowAdapter};
use slint::ComponentHandle;

/// Zoé's side of a room on a classroom server of this process.
struct Joined {
    server: oware_server::ServerHandle,
    host: oware_server::RoomClient,
    code: String,
}

impl Joined {
    fn start(game: GameKind) -> Result<Joined, Box<dyn std::error::Error>> {
        use oware_server::{Answer, ClientEvent, ClientOptions, RoomClient, Server, ServerOptions};
        let rooms = std::env::temp_dir().join(format!("oware-screenshot-{}", std::process::id()));
        let server = Server::start("127.0.0.1:0".parse()?, &rooms, ServerOptions::default())?;
        let (host, events) =
            RoomClient::connect(server.local_addr(), "Zoé", ClientOptions::default())?;
        host.create(Ruleset::standard(game));
        loop {
            match events.recv_timeout(Duration::from_secs(10))? {
                ClientEvent::Answer(Answer::Room { code, .. }) => {
                    let code = code.as_str().to_string();
                    // The events go on arriving; nobody needs them.
                    std::thread::spawn(move || while events.recv().is_ok() {});
                    return Ok(Joined { server, host, code });
                }
                _ => continue,
            }
        }
    }
}

struct Headless {
    window: Rc<MinimalSoftwareWindow>,
}

impl Platform for Headless {
    fn create_window_adapter(&self) -> Result<Rc<dyn WindowAdapter>, slint::PlatformError> {
        Ok(self.window.clone())
    }
}

struct Request {
    language: String,
    game: GameKind,
    situation: String,
    out: PathBuf,
    width: u32,
    height: u32,
    reading_font: bool,
}

fn parse_request() -> Result<Request, String> {
    let mut request = Request {
        language: "en".into(),
        game: GameKind::Oware,
        situation: "start".into(),
        out: PathBuf::from("oware.png"),
        width: 1280,
        height: 800,
        reading_font: false,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        if flag == "--reading-font" {
            request.reading_font = true;
            continue;
        }
        let value = args.next().ok_or_else(|| format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--lang" => request.language = value,
            "--situation" => request.situation = value,
            "--game" => {
                request.game =
                    GameKind::from_id(&value).ok_or_else(|| format!("unknown game {value}"))?
            }
            "--out" => request.out = PathBuf::from(value),
            "--size" => {
                let (w, h) = value.split_once('x').ok_or("--size looks like 1280x800")?;
                request.width = w.parse().map_err(|_| "bad width")?;
                request.height = h.parse().map_err(|_| "bad height")?;
            }
            other => return Err(format!("unknown option {other}")),
        }
    }
    Ok(request)
}

/// Writes a settings file and a lessons' file with a typo each into a fresh folder under the
/// temporary one, reads them as the launcher does (each is kept aside) and returns the store
/// of the run, its settings in `settings`.
fn damaged_files(settings: &mut Settings) -> Result<SettingsStore, Box<dyn std::error::Error>> {
    let folder = std::env::temp_dir()
        .join(format!("oware-screenshot-{}", std::process::id()))
        .join("ana/.config/oware");
    std::fs::create_dir_all(&folder)?;
    let file = folder.join("settings.toml");
    std::fs::write(&file, "language = fr\nsound = true\n")?;
    std::fs::write(
        folder.join("lessons.toml"),
        "version = 1\n[done]\noware = [\"sow\"\n",
    )?;
    let startup = oware::cli::start(&LaunchOptions::default(), Some(SettingsStore::at(&file)));
    *settings = startup.settings.settings().clone();
    startup
        .settings
        .store()
        .cloned()
        .ok_or_else(|| "no store".into())
}

/// A position where Tux's row is empty and only some houses can feed it.
fn must_feed_position() -> Result<Position, String> {
    let houses = [3, 0, 4, 1, 0, 1, 0, 0, 0, 0, 0, 0];
    Position::from_parts(Variant::ABAPA, &houses, [20, 19], Side::South).map_err(|e| e.to_string())
}

/// The legal move of `position` that scores highest.
fn best_move(position: &AnyPosition, score: impl Fn(usize) -> usize) -> Result<usize, String> {
    position
        .legal_moves()
        .iter()
        .max_by_key(|&house| score(house))
        .ok_or_else(|| "no move".to_string())
}

/// A finished game the child won.
fn end_position(game: GameKind) -> Result<AnyPosition, String> {
    let position: AnyPosition = match game {
        GameKind::Oware => {
            let houses = [1, 0, 2, 0, 1, 0, 0, 3, 0, 1, 0, 0];
            Position::from_parts(Variant::ABAPA, &houses, [25, 15], Side::North)
                .map_err(|e| e.to_string())?
                .into()
        }
        GameKind::Kalah => {
            let houses = [0, 0, 0, 0, 0, 0, 1, 2, 0, 3, 0, 1];
            kalah::Position::from_parts(48, &houses, [26, 15], Side::North)
                .map_err(|e| e.to_string())?
                .into()
        }
        GameKind::Congkak => {
            let houses = [0, 0, 0, 0, 0, 0, 0, 3, 0, 5, 1, 0, 2, 4];
            congkak::Position::from_parts(98, &houses, [50, 33], Side::North)
                .map_err(|e| e.to_string())?
                .into()
        }
        GameKind::TogyzKumalak => {
            let houses = [2, 0, 3, 1, 0, 0, 4, 0, 0, 1, 2, 0, 0, 3, 0, 1, 1, 0];
            togyz::Position::from_parts(&houses, [84, 60], Side::North, [None, None])
                .map_err(|e| e.to_string())?
                .into()
        }
    };
    Ok(position)
}

/// Togyz Kumalak under way, with a tuzdyk on each side.
fn tuzdyk_position() -> Result<AnyPosition, String> {
    let houses = [
        12, 0, 7, 3, 15, 0, 9, 2, 11, //
        6, 1, 8, 0, 10, 4, 0, 13, 5,
    ];
    let on_board: u32 = houses.iter().map(|&n| u32::from(n)).sum();
    let rest = 162 - on_board;
    let south = u8::try_from(rest / 2 + 3).map_err(|e| e.to_string())?;
    let north = u8::try_from(rest - rest / 2 - 3).map_err(|e| e.to_string())?;
    togyz::Position::from_parts(&houses, [south, north], Side::South, [Some(12), Some(5)])
        .map(AnyPosition::from)
        .map_err(|e| e.to_string())
}

/// The game after a few moves that the same seed always picks, South (the child) to move.
fn game_under_way(game: GameKind, plies: usize) -> AnyPosition {
    let mut position = Ruleset::standard(game).start();
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    for ply in 0..plies + 20 {
        if ply >= plies && position.to_move() == Side::South {
            break;
        }
        let moves: Vec<usize> = position.legal_moves().iter().collect();
        if moves.is_empty() || position.end().is_some() {
            break;
        }
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        let house = moves[(state % moves.len() as u64) as usize];
        if position.play(house).is_err() {
            break;
        }
    }
    position
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    // Setting the platform loads the fonts, so fontconfig must know one first. Done before
    // anything else, while this is the only thread (see `oware::activity::fonts`).
    if let Some(file) = fonts::fallback_fontconfig_file()? {
        std::env::set_var("FONTCONFIG_FILE", file);
    }
    let request = parse_request()?;
    let window = MinimalSoftwareWindow::new(Default::default());
    window.set_size(slint::PhysicalSize::new(request.width, request.height));
    slint::platform::set_platform(Box::new(Headless {
        window: window.clone(),
    }))
    .map_err(|e| format!("{e:?}"))?;

    let mut settings = Settings::default();
    if request.situation == "two-players" {
        settings.mode = Mode::TwoPlayers;
    }
    if request.reading_font {
        settings.reading_font = ReadingFont::OpenDyslexic;
    }
    // A game with a classmate from the joining side: Zoé hosts through a classroom server
    // on this machine, and the activity joins as Ana.
    let mut joined = match request.situation.as_str() {
        "joined" | "lost" => Some(Joined::start(request.game)?),
        _ => None,
    };
    if let Some(joined) = &joined {
        settings.server = Some(joined.server.local_addr().to_string());
    }
    let menu = matches!(
        request.situation.as_str(),
        "menu" | "settings" | "notice-menu" | "chapter-list"
    );
    // A teacher's files with a typo each, read as the launcher reads them: kept aside, and
    // the window's banner says where.
    let store = match request.situation.as_str() {
        "notice" | "notice-menu" => Some(damaged_files(&mut settings)?),
        _ => None,
    };
    let activity = Activity::new(ActivityOptions {
        game: (!menu).then_some(request.game),
        home_menu: true,
        language: Some(request.language.clone()),
        settings,
        store,
        audio: request.situation == "no-sound",
        audio_fails: (request.situation == "no-sound").then(|| "no sound card".to_owned()),
        budget: Some(ThinkingBudget {
            tux: Duration::from_millis(50),
            hint: Duration::from_millis(50),
        }),
        seed: Some(1),
        ..ActivityOptions::default()
    })?;
    // A replay is caught this long after its move, everything else once it has settled.
    let mut settle = Duration::from_millis(200);
    match (request.situation.as_str(), request.game) {
        ("menu" | "start" | "two-players" | "notice" | "notice-menu" | "no-sound", _) => {}
        ("settings", _) => activity.window().set_settings_open(true),
        ("players", _) => activity
            .window()
            .global::<oware::activity::ui::ClassroomAdapter>()
            .invoke_open_players(),
        ("classmate", _) => {
            let classroom_ui = activity
                .window()
                .global::<oware::activity::ui::ClassroomAdapter>();
            classroom_ui.invoke_open_players();
            classroom_ui.invoke_choose_players(oware::activity::ui::Players::Classmate);
            classroom_ui.set_player_name("Zoé".into());
        }
        ("joined" | "lost", _) => {
            let room = joined.as_ref().ok_or("no room")?;
            let classroom_ui = activity
                .window()
                .global::<oware::activity::ui::ClassroomAdapter>();
            classroom_ui.invoke_open_players();
            classroom_ui.invoke_choose_players(oware::activity::ui::Players::Classmate);
            classroom_ui.invoke_join_room("Ana".into(), room.code.as_str().into());
            let seated = std::time::Instant::now();
            while activity.sitting().classmate_game().is_none() {
                if seated.elapsed() > Duration::from_secs(10) {
                    return Err("the room never seated Ana".into());
                }
                slint::platform::update_timers_and_animations();
                std::thread::sleep(Duration::from_millis(10));
            }
            // Zoé's house whose last seed falls into her store: she plays again. With the
            // connection lost, a plain first move instead: it is Ana's turn, yet nothing glows.
            let letter = match request.situation.as_str() {
                "lost" => 'A',
                _ => char::from(b'A' + 6 - request.game.default_seeds().min(6)),
            };
            room.host.play(letter);
            settle = Duration::from_millis(4000);
            if request.situation == "lost" {
                let played = std::time::Instant::now();
                while activity.sitting().game().move_count() == 0 {
                    if played.elapsed() > Duration::from_secs(10) {
                        return Err("Zoé's move never came".into());
                    }
                    slint::platform::update_timers_and_animations();
                    std::thread::sleep(Duration::from_millis(10));
                }
                // The server goes away: Ana's side says so until it comes back.
                if let Some(room) = joined.take() {
                    room.server.stop();
                }
                let classroom_ui = activity
                    .window()
                    .global::<oware::activity::ui::ClassroomAdapter>();
                let stopped = std::time::Instant::now();
                while classroom_ui.get_connection_banner().is_empty() {
                    if stopped.elapsed() > Duration::from_secs(10) {
                        return Err("the lost connection was never noticed".into());
                    }
                    slint::platform::update_timers_and_animations();
                    std::thread::sleep(Duration::from_millis(10));
                }
            }
        }
        ("must-feed", GameKind::Oware) => activity.load_position(must_feed_position()?),
        ("tuzdyk", GameKind::TogyzKumalak) => activity.load_position(tuzdyk_position()?),
        // Caught while the seeds of a win still fall.
        ("end", game) => {
            activity.load_position(end_position(game)?);
            settle = Duration::from_millis(900);
        }
        // Tux won: the same board with the stores swapped.
        ("end-lost", GameKind::Oware) => {
            let houses = [1, 0, 2, 0, 1, 0, 0, 3, 0, 1, 0, 0];
            let lost = Position::from_parts(Variant::ABAPA, &houses, [15, 25], Side::South)?;
            activity.load_position(lost);
        }
        ("help", _) => activity.window().set_help_open(true),
        // The question before leaving, and before a new level in the middle of a game.
        ("confirm-quit", _) => {
            use oware::activity::ui::{Asking, Dialogs};
            activity
                .window()
                .global::<Dialogs>()
                .set_asking(Asking::Quit);
        }
        ("lesson-list", _) => {
            use oware::activity::ui::Dialogs;
            activity
                .window()
                .global::<Dialogs>()
                .set_lesson_list_open(true);
        }
        ("confirm-level", game) => {
            use oware::activity::ui::{Asking, Dialogs};
            activity.load_position(game_under_way(game, 12));
            activity
                .window()
                .global::<Dialogs>()
                .set_asking(Asking::Harder);
        }
        // The keyboard's focus ring, on the second house of the child's row.
        ("keyboard", _) => {
            for _ in 0..2 {
                let text: slint::SharedString = slint::platform::Key::RightArrow.into();
                let window = activity.window().window();
                window.dispatch_event(slint::platform::WindowEvent::KeyPressed {
                    text: text.clone(),
                });
                window.dispatch_event(slint::platform::WindowEvent::KeyReleased { text });
            }
        }
        ("play", game) => activity.load_position(game_under_way(game, 12)),
        // The game's first guided lesson, asked, answered right, or missed.
        ("lesson" | "lesson-solved" | "lesson-missed", game) => {
            let lessons_ui = activity
                .window()
                .global::<oware::activity::ui::LessonsAdapter>();
            lessons_ui.invoke_open_lessons(game.id().into());
            if request.situation != "lesson" {
                let lesson = oware_lessons::lessons(game).first().ok_or("no lesson")?;
                let right = lesson.right_moves()?;
                let house = if request.situation == "lesson-solved" {
                    right.iter().next()
                } else {
                    let position = lesson.position()?;
                    position
                        .legal_moves()
                        .iter()
                        .find(|&house| !right.contains(house))
                };
                let house = house.ok_or("no such move")?;
                activity
                    .play(house)
                    .map_err(|refusal| format!("{refusal:?}"))?;
                settle = Duration::from_millis(3000);
            }
        }
        // Looking back at a short game in which the child missed a winning capture.
        ("look-back", GameKind::Oware) => {
            let houses = [0, 0, 0, 0, 1, 2, 1, 2, 0, 0, 0, 1];
            let position = Position::from_parts(Variant::ABAPA, &houses, [23, 18], Side::South)?;
            activity.load_position(position);
            activity.play(4).map_err(|refusal| format!("{refusal:?}"))?;
            let adapter = activity.window().global::<OwareAdapter>();
            let look_back_ui = activity
                .window()
                .global::<oware::activity::ui::LookBackAdapter>();
            let start = std::time::Instant::now();
            // The child then takes the biggest capture each time, and every replay is skipped.
            while !look_back_ui.get_can_look_back() && start.elapsed() < Duration::from_secs(60) {
                adapter.invoke_skip_animation();
                slint::platform::update_timers_and_animations();
                let sitting = activity.sitting();
                if sitting.is_human_turn() {
                    let position = *sitting.game().position();
                    let greedy = position.legal_moves().iter().max_by_key(|&house| {
                        oware::rules::preview(&position, house)
                            .map_or(0, |preview| preview.captured_seeds)
                    });
                    if let Some(house) = greedy {
                        activity
                            .play(house)
                            .map_err(|refusal| format!("{refusal:?}"))?;
                    }
                }
                std::thread::sleep(Duration::from_millis(10));
            }
            look_back_ui.invoke_look_back();
            settle = Duration::from_millis(3000);
        }
        // The move preview on the house that would capture most (or play again).
        ("preview", game) => {
            let position = game_under_way(game, 12);
            activity.load_position(position);
            let house = best_move(&position, |house| {
                oware::rules::preview(&position, house).map_or(0, |preview| {
                    usize::from(preview.captured_seeds) * 2 + usize::from(preview.plays_again)
                })
            })?;
            let house = i32::try_from(house)?;
            activity
                .window()
                .global::<OwareAdapter>()
                .invoke_preview_house(house);
        }
        ("replay", game) => {
            let position = game_under_way(game, 12);
            activity.load_position(position);
            // The move with the longest replay, caught halfway.
            let house = best_move(&position, |house| {
                let mut after = position;
                after.play(house).map_or(0, |report| report.steps.len())
            })?;
            activity
                .play(house)
                .map_err(|refusal| format!("{refusal:?}"))?;
            settle = Duration::from_millis(1200);
        }
        // A puzzle of the game: asked, with the hint's house, answered right by its line's
        // first move; a counting drill, asked and answered.
        ("puzzle" | "puzzle-hint" | "puzzle-right", game) => {
            let puzzles_ui = activity
                .window()
                .global::<oware::activity::ui::PuzzlesAdapter>();
            puzzles_ui.invoke_open_puzzles(game.id().into());
            match request.situation.as_str() {
                "puzzle-hint" => {
                    puzzles_ui.invoke_hint();
                    puzzles_ui.invoke_hint();
                }
                "puzzle-right" => {
                    let position = *activity.sitting().game().position();
                    let puzzle = oware_puzzles::shipped(game)
                        .iter()
                        .map(oware_puzzles::Puzzle::as_south)
                        .find(|puzzle| puzzle.position == position)
                        .ok_or("no puzzle on the board")?;
                    let first = puzzle.line.first().ok_or("an empty line")?;
                    activity
                        .play(first.house)
                        .map_err(|refusal| format!("{refusal:?}"))?;
                    settle = Duration::from_millis(6000);
                }
                _ => {}
            }
        }
        // The chapters of strategy: the game's list over the menu, the first chapter's
        // explanation, and its first stage.
        ("chapter-list", game) => {
            use oware::activity::ui::{ChaptersAdapter, Dialogs};
            activity
                .window()
                .global::<ChaptersAdapter>()
                .invoke_list_chapters(game.id().into());
            activity
                .window()
                .global::<Dialogs>()
                .set_chapter_list_open(true);
        }
        ("chapter-explain" | "chapter-stage", game) => {
            let chapters_ui = activity
                .window()
                .global::<oware::activity::ui::ChaptersAdapter>();
            chapters_ui.invoke_list_chapters(game.id().into());
            chapters_ui.invoke_open_chapter(0);
            settle = Duration::from_millis(6000);
            if request.situation == "chapter-stage" {
                let chapter = oware_chapters::chapters(game).first().ok_or("no chapter")?;
                for _ in chapter.screens {
                    chapters_ui.invoke_next();
                }
                settle = Duration::from_millis(200);
            }
        }
        ("drill" | "drill-answered", game) => {
            activity
                .window()
                .global::<oware::activity::ui::PuzzlesAdapter>()
                .invoke_open_drills(game.id().into());
            if request.situation == "drill-answered" {
                // The house pointed at sows; its last seed's house is the answer.
                let adapter = activity.window().global::<OwareAdapter>();
                let pointed = {
                    use slint::Model;
                    adapter
                        .get_south_row()
                        .iter()
                        .find(|house| house.hinted)
                        .map(|house| house.index)
                        .ok_or("no house pointed at")?
                };
                let position = *activity.sitting().game().position();
                let preview = oware::rules::preview(&position, usize::try_from(pointed)?)?;
                match preview.last {
                    oware::rules::Pit::House(house) => activity
                        .play(house)
                        .map_err(|refusal| format!("{refusal:?}"))?,
                    oware::rules::Pit::Store(_) => activity
                        .window()
                        .global::<oware::activity::ui::PuzzlesAdapter>()
                        .invoke_choose(-1),
                }
                settle = Duration::from_millis(4000);
            }
        }
        (other, game) => return Err(format!("no situation {other} in {game}").into()),
    }
    activity.show()?;
    let start = std::time::Instant::now();
    while start.elapsed() < settle {
        slint::platform::update_timers_and_animations();
        std::thread::sleep(Duration::from_millis(10));
    }
    let snapshot = activity.window().window().take_snapshot()?;
    let image = image::RgbaImage::from_raw(
        snapshot.width(),
        snapshot.height(),
        snapshot.as_bytes().to_vec(),
    )
    .ok_or("the snapshot has an unexpected size")?;
    image.save(&request.out)?;
    println!("{}", request.out.display());
    Ok(())
}
