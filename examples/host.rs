//! A minimal host suite embedding the sowing games, as GCompris embeds its activities: it
//! lists every game's card (metadata) in the teacher's language, opens one game as an
//! activity with chosen settings, and listens for "home" and finished games.
//!
//! ```text
//! cargo run --example host -- fr kalah
//! ```

use std::cell::RefCell;
use std::rc::Rc;

use oware::activity::{metadata, Activity, ActivityEvent, ActivityOptions};
use oware::i18n::Localizer;
use oware::rules::GameKind;
use oware::settings::{Mode, Settings};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let language = args.next().unwrap_or_else(|| "en".to_string());
    let game = args.next().unwrap_or_else(|| "oware".to_string());
    let game = GameKind::from_id(&game).ok_or_else(|| format!("unknown game '{game}'"))?;
    let localizer = Localizer::new();
    for kind in GameKind::ALL {
        let card = metadata(&localizer, &language, kind);
        println!("[{}] {}: {}", card.id, card.title, card.goal);
    }

    let mut settings = Settings {
        mode: Mode::AgainstTux,
        ..Settings::default()
    };
    settings.set_level(game, 3);
    let activity = Activity::new(ActivityOptions {
        game: Some(game),
        language: Some(language),
        settings,
        ..ActivityOptions::default()
    })?;

    // The host keeps its own record of the children's results.
    let results = Rc::new(RefCell::new(Vec::new()));
    let record = Rc::clone(&results);
    activity.on_event(move |event| match event {
        ActivityEvent::Home => {
            let _ = slint::quit_event_loop();
        }
        ActivityEvent::GameFinished(result) => record.borrow_mut().push(result),
    });
    activity.run()?;

    for result in results.borrow().iter() {
        println!(
            "{} level {}: {:?} ({} – {}, {})",
            result.game.kind(),
            result.level,
            result.outcome.winner,
            result.outcome.scores[0],
            result.outcome.scores[1],
            result.outcome.reason.code()
        );
    }
    Ok(())
}
