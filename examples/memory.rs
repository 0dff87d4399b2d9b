//! Measures the launcher's resident memory at the menu and after 1, 2 and 5 games, in one
//! process that is the real activity: its real window (the winit backend and the software
//! renderer, as `oware` runs, on a display such as Xvfb), Tux on its own thread with the
//! child's time budget, the sounds as the launcher opens them. Only the child is played by
//! this program: it opens Oware's card, plays a house whenever it is the child's turn (the
//! capture-greedy one, so that the child wins now and then and the seeds rain), waits for
//! the end's panel and its celebration, and goes Home, through the same callbacks a click
//! calls. Memory is read from `/proc/self/status` (VmRSS) and `/proc/self/smaps_rollup`.
//!
//! ```text
//! xvfb-run -a -s "-screen 0 1280x800x24" cargo run --example memory -- [games] [--hints]
//! ```
//! `scripts/measure-memory` runs it in a fresh home. With `--hints` the child asks for a
//! hint before each move, which loads the master's tables in Oware.

use std::cell::RefCell;
use std::rc::Rc;
use std::time::{Duration, Instant};

use oware::activity::ui::MenuAdapter;
use oware::activity::{Activity, ActivityOptions, OwareAdapter};
use oware::settings::Settings;
use slint::ComponentHandle;

/// Resident memory in kB: VmRSS, and the anonymous part of it (the heap and the stacks).
fn resident() -> (u64, u64) {
    let field = |text: &str, name: &str| {
        text.lines()
            .find(|line| line.starts_with(name))
            .and_then(|line| line.split_whitespace().nth(1))
            .and_then(|kb| kb.parse().ok())
            .unwrap_or(0)
    };
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    let rollup = std::fs::read_to_string("/proc/self/smaps_rollup").unwrap_or_default();
    (field(&status, "VmRSS:"), field(&rollup, "Anonymous:"))
}

#[derive(Clone, Copy, Debug, PartialEq)]
enum Step {
    /// At the menu, letting it settle before the reading.
    Menu {
        since: Instant,
        games_done: usize,
    },
    Playing,
    /// The end's panel is up; the seeds rain for a while.
    Ended {
        since: Instant,
        peak_read: bool,
    },
}

struct Run {
    games: usize,
    hints: bool,
    step: Step,
    readings: Vec<(String, u64, u64)>,
    wins: usize,
    /// The move count at which a hint was asked for, and when.
    hinted: Option<(usize, Instant)>,
}

impl Run {
    fn read(&mut self, what: String) {
        let (rss, anonymous) = resident();
        eprintln!(
            "{what}: VmRSS {} MB, anonymous {} MB",
            rss / 1024,
            anonymous / 1024
        );
        self.readings.push((what, rss, anonymous));
    }
}

/// The child's house: the one that captures most (the first of them), as the rules preview it.
fn greedy(activity: &Activity) -> Option<usize> {
    let sitting = activity.sitting();
    let game = sitting.game();
    game.legal_moves().iter().max_by_key(|&house| {
        let captured = game
            .preview(house)
            .map_or(0, |preview| preview.captured_seeds);
        // Ties go to the first house: max_by_key keeps the last, so rank by position too.
        (captured, usize::MAX - house)
    })
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let mut games = 5;
    let mut hints = false;
    for arg in args.by_ref() {
        match arg.as_str() {
            "--hints" => hints = true,
            count => games = count.parse()?,
        }
    }
    let activity = Rc::new(Activity::new(ActivityOptions {
        home_menu: true,
        language: Some("en".into()),
        settings: Settings::default(),
        audio: true,
        ..ActivityOptions::default()
    })?);
    activity
        .window()
        .window()
        .set_size(slint::LogicalSize::new(1280.0, 800.0));
    let run = Rc::new(RefCell::new(Run {
        games,
        hints,
        step: Step::Menu {
            since: Instant::now(),
            games_done: 0,
        },
        readings: Vec::new(),
        wins: 0,
        hinted: None,
    }));
    let driver = slint::Timer::default();
    {
        let activity = Rc::clone(&activity);
        let run = Rc::clone(&run);
        driver.start(
            slint::TimerMode::Repeated,
            Duration::from_millis(100),
            move || drive(&activity, &mut run.borrow_mut()),
        );
    }
    activity.window().show()?;
    slint::run_event_loop()?;
    let run = run.borrow();
    println!("reading\tVmRSS_MB\tanonymous_MB");
    for (what, rss, anonymous) in &run.readings {
        println!(
            "{what}\t{:.1}\t{:.1}",
            *rss as f64 / 1024.0,
            *anonymous as f64 / 1024.0
        );
    }
    println!("games won by the child: {} of {}", run.wins, run.games);
    Ok(())
}

fn drive(activity: &Activity, run: &mut Run) {
    let adapter = activity.window().global::<OwareAdapter>();
    match run.step {
        Step::Menu { since, games_done } => {
            // The menu has been drawn and the last game's threads have had time to end.
            if since.elapsed() < Duration::from_secs(3) {
                return;
            }
            let what = match games_done {
                0 => "menu".to_string(),
                1 => "menu after 1 game".to_string(),
                n => format!("menu after {n} games"),
            };
            run.read(what);
            if games_done >= run.games {
                let _ = slint::quit_event_loop();
                return;
            }
            activity
                .window()
                .global::<MenuAdapter>()
                .invoke_open_game("oware".into());
            run.step = Step::Playing;
        }
        Step::Playing => {
            let sitting = activity.sitting();
            if sitting.game().is_over() {
                if !adapter.get_animating() {
                    run.step = Step::Ended {
                        since: Instant::now(),
                        peak_read: false,
                    };
                }
                return;
            }
            if !sitting.is_human_turn() || adapter.get_animating() {
                return;
            }
            if run.hints {
                // The hint thinks up to 0.7 s: it is asked for, then the child waits for it.
                let moves = sitting.game().move_count();
                match run.hinted {
                    Some((at, when)) if at == moves => {
                        if when.elapsed() < Duration::from_millis(1200) {
                            return;
                        }
                    }
                    _ => {
                        adapter.invoke_hint();
                        run.hinted = Some((moves, Instant::now()));
                        return;
                    }
                }
            }
            if let Some(house) = greedy(activity) {
                let _ = activity.play(house);
            }
        }
        Step::Ended { since, peak_read } => {
            let games_done = run
                .readings
                .iter()
                .filter(|r| r.0.starts_with("menu"))
                .count();
            if !peak_read && since.elapsed() >= Duration::from_millis(1500) {
                let won = activity
                    .window()
                    .global::<oware::activity::ui::EndAdapter>()
                    .get_end_mood()
                    == oware::activity::ui::EndMood::Won;
                if won {
                    run.wins += 1;
                }
                run.read(format!(
                    "end of game {games_done}{}",
                    if won { " (won: the seeds rain)" } else { "" }
                ));
                run.step = Step::Ended {
                    since,
                    peak_read: true,
                };
                return;
            }
            // The celebration lasts 3 s; then Home, as the end's panel offers.
            if since.elapsed() >= Duration::from_secs(4) {
                adapter.invoke_home();
                run.step = Step::Menu {
                    since: Instant::now(),
                    games_done,
                };
            }
        }
    }
}
