//! A minimal host suite embedding the Oware activity, as GCompris embeds its activities:
//! it reads the activity's card (metadata) in the teacher's language, opens the activity
//! with chosen settings, and listens for "home" and finished games.
//!
//! ```text
//! cargo run --example host -- fr
//! ```

use std::cell::RefCell;
use std::rc::Rc;

use oware::activity::{metadata, Activity, ActivityEvent, ActivityOptions};
use oware::i18n::Localizer;
use oware::settings::{Mode, Settings};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let language = std::env::args().nth(1).unwrap_or_else(|| "en".to_string());
    let card = metadata(&Localizer::new(), &language);
    println!("[{}] {} — {}", card.section, card.title, card.description);
    println!("goal: {}", card.goal);

    let activity = Activity::new(ActivityOptions {
        language: Some(language),
        settings: {
            let mut settings = Settings {
                mode: Mode::AgainstTux,
                ..Settings::default()
            };
            settings.set_level(oware::rules::GameKind::Oware, 3);
            settings
        },
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
            "level {}: {:?} ({} – {}, {})",
            result.level,
            result.outcome.winner,
            result.outcome.scores[0],
            result.outcome.scores[1],
            result.outcome.reason.code()
        );
    }
    Ok(())
}
