//! Renders the activity to a PNG without any display, for a language and a situation.
//!
//! ```text
//! cargo run --example screenshot -- --lang fi --situation must-feed --out fi-feed.png
//! ```
//! Situations: start, must-feed, end, help, two-players. Size: --size 1280x800.

use std::path::PathBuf;
use std::rc::Rc;
use std::time::Duration;

use oware::activity::{fonts, Activity, ActivityOptions, ThinkingBudget};
use oware::rules::abapa::{Position, Variant};
use oware::rules::Side;
use oware::settings::{Mode, Settings};
use slint::platform::software_renderer::MinimalSoftwareWindow;
use slint::platform::{Platform, WindowAdapter};
use slint::ComponentHandle;

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
    situation: String,
    out: PathBuf,
    width: u32,
    height: u32,
}

fn parse_request() -> Result<Request, String> {
    let mut request = Request {
        language: "en".into(),
        situation: "start".into(),
        out: PathBuf::from("oware.png"),
        width: 1280,
        height: 800,
    };
    let mut args = std::env::args().skip(1);
    while let Some(flag) = args.next() {
        let value = args.next().ok_or_else(|| format!("{flag} needs a value"))?;
        match flag.as_str() {
            "--lang" => request.language = value,
            "--situation" => request.situation = value,
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

/// A position where Tux's row is empty and only some houses can feed it.
fn must_feed_position() -> Result<Position, String> {
    let houses = [3, 0, 4, 1, 0, 1, 0, 0, 0, 0, 0, 0];
    Position::from_parts(Variant::ABAPA, &houses, [20, 19], Side::South).map_err(|e| e.to_string())
}

/// A finished game the child won by score.
fn end_position() -> Result<Position, String> {
    let houses = [1, 0, 2, 0, 1, 0, 0, 3, 0, 1, 0, 0];
    Position::from_parts(Variant::ABAPA, &houses, [25, 15], Side::North).map_err(|e| e.to_string())
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
    let activity = Activity::new(ActivityOptions {
        language: Some(request.language.clone()),
        settings,
        budget: Some(ThinkingBudget {
            tux: Duration::from_millis(50),
            hint: Duration::from_millis(50),
        }),
        seed: Some(1),
        ..ActivityOptions::default()
    })?;
    match request.situation.as_str() {
        "start" | "two-players" => {}
        "must-feed" => activity.load_position(must_feed_position()?),
        "end" => activity.load_position(end_position()?),
        "help" => activity.window().set_help_open(true),
        other => return Err(format!("unknown situation {other}").into()),
    }
    activity.show()?;
    // Let the layout settle and any entry animation finish.
    for _ in 0..20 {
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
