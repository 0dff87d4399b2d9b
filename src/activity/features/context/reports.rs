//! The teacher's count of what the child did here: with a classroom server named, each
//! lesson done, each chapter's stage met and each game finished against Tux or a friend at this screen is reported to
//! it, under the name the child gave for games with a classmate. The reports go out from
//! their own thread ([`Reporter`]); nothing here waits on the network. With the settings
//! kept in a file, the reports the server could not take yet wait beside it
//! (`report-queue`) and go out when it can, at the latest at the next start. A child who
//! signed in (the session kept in `child-token` beside the settings) has them counted for
//! them, whatever name was typed.

use std::path::{Path, PathBuf};
use std::time::Duration;

use oware_rules::{GameKind, Outcome};
use oware_server::{
    ChapterDone, FinishedGame, LessonDone, Opponent, Report, ReportOptions, ReportTally, Reporter,
};

use crate::activity::aids::lesson_number;
use crate::activity::features::signin::token::{read_token, token_file_beside};
use crate::activity::sitting::{self, Sitting};

/// The reporter, when there is a classroom server, and what it was told about this game.
#[derive(Default)]
pub struct ClassReports {
    reporter: Option<Reporter>,
    /// Where the session of the child signed in is kept, when the settings are in a file.
    token_file: Option<PathBuf>,
    /// Said once a run: there is a server but no name to report under.
    said_no_name: bool,
    /// The game on the board was reported; Undo at its end keeps it the same game.
    game_reported: bool,
}

impl ClassReports {
    /// A reporter for `server`, if one is named; the reports waiting are kept beside
    /// `settings_file`, when the settings are kept in one.
    pub fn to(server: Option<&str>, settings_file: Option<&Path>) -> ClassReports {
        let options = ReportOptions {
            queue_file: settings_file.map(queue_file_beside),
            ..ReportOptions::default()
        };
        let reporter = server.and_then(|server| {
            Reporter::start(server, options)
                .map_err(|error| log::warn!("cannot report to the classroom server: {error}"))
                .ok()
        });
        ClassReports {
            reporter,
            token_file: settings_file.map(token_file_beside),
            ..ClassReports::default()
        }
    }

    pub fn new_game(&mut self) {
        self.game_reported = false;
    }

    pub fn game_reported(&self) -> bool {
        self.game_reported
    }

    pub fn keep_game_reported(&mut self, reported: bool) {
        self.game_reported = reported;
    }

    pub fn settle(&self, within: Duration) -> bool {
        self.reporter
            .as_ref()
            .is_none_or(|reporter| reporter.settle(within))
    }

    pub fn tally(&self) -> Option<ReportTally> {
        self.reporter.as_ref().map(Reporter::tally)
    }

    /// Queues `report` for the child signed in, or else under `name`; without either,
    /// nothing is sent (and that is said once).
    fn send(&mut self, name: Option<&str>, report: Report) {
        let Some(reporter) = &self.reporter else {
            return;
        };
        if let Some(token) = self.token_file.as_deref().and_then(read_token) {
            reporter.report_signed_in(&token, report);
            return;
        }
        match name.map(str::trim).filter(|name| !name.is_empty()) {
            Some(name) => {
                reporter.report(name, report);
            }
            None if !self.said_no_name => {
                self.said_no_name = true;
                log::warn!(
                    "nothing is reported to the classroom server until the child gives a name \
                     (in the dialog for a game with a classmate, or player_name in the settings)"
                );
            }
            None => {}
        }
    }
}

/// The reports' queue file beside the settings file.
pub fn queue_file_beside(settings_file: &Path) -> PathBuf {
    oware_files::parent_dir(settings_file).join(QUEUE_FILE)
}

/// The name of the file the reports wait in, beside the settings.
pub use oware_server::REPORT_QUEUE_FILE as QUEUE_FILE;

impl ClassReports {
    /// A lesson solved, by its number in its game as the lessons count them, under `name`.
    pub fn report_lesson(&mut self, name: Option<&str>, game: GameKind, key: &str) {
        let Some(number) = lesson_number(game, key).and_then(|n| u32::try_from(n).ok()) else {
            return;
        };
        self.send(name, Report::Lesson(LessonDone { game, number }));
    }

    /// A strategy chapter's stage met (`stage` from 0) with `stars`, under `name`: the
    /// teacher's page counts it as a stage met in the browser.
    pub fn report_chapter(&mut self, name: Option<&str>, key: &str, stage: usize, stars: u8) {
        let Some(stage) = stage.checked_add(1).and_then(|n| u32::try_from(n).ok()) else {
            return;
        };
        let done = ChapterDone {
            key: key.to_string(),
            stage,
            stars,
        };
        self.send(name, Report::Chapter(done));
    }

    /// The game at `sitting` just ended with `outcome`: reported once under `name`, unless a
    /// classmate played it (the room's server saw it).
    pub fn report_game(&mut self, name: Option<&str>, sitting: &Sitting, outcome: Outcome) {
        let opponent = match sitting.opponent() {
            sitting::Opponent::Tux => Opponent::Tux {
                level: sitting.level(),
            },
            sitting::Opponent::Friend => Opponent::Here,
            sitting::Opponent::Classmate { .. } => return,
        };
        if std::mem::replace(&mut self.game_reported, true) {
            return;
        }
        let game = FinishedGame {
            ruleset: sitting.ruleset(),
            opponent,
            moves: u32::try_from(sitting.game().move_count()).unwrap_or(u32::MAX),
            outcome,
        };
        self.send(name, Report::Finished(game));
    }
}
