//! Who plays, and a game with a classmate at another computer: the dialog's steps, the
//! room's news at every beat, and the moves going both ways.

use std::sync::mpsc::{Receiver, TryRecvError};

use oware_server::SeenRoom;

use super::Controller;
use crate::activity::classroom::{
    host_in_background, join_in_background, look_for_rooms, Classroom, ClassroomError, Connecting,
    RoomNews,
};
use crate::activity::sitting::{Refusal, Sitting};
use crate::activity::texts::{Message, Texts};
use crate::activity::view::{hold_play, GameView};
use crate::settings::Mode;
use oware_rules::{house_from_letter, house_letter, Rules, Side};

/// The steps of the "who plays" dialog.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Stage {
    #[default]
    Closed,
    /// Tux, two players here, or a classmate.
    Players,
    /// A name, then host or join.
    Classmate,
    /// The room is open; its code is shown until the classmate comes.
    Hosting,
    /// The games nearby, or a code to type.
    Joining,
    /// A room being opened or joined; Cancel goes back to the step before.
    Connecting,
}

/// What the dialog shows besides its step.
#[derive(Default)]
pub struct RoomDialog {
    pub stage: Stage,
    /// A Fluent id saying what went wrong.
    pub problem: Option<&'static str>,
    pub looking: Option<Receiver<Vec<SeenRoom>>>,
    pub nearby: Vec<SeenRoom>,
    pub connecting: Option<Attempt>,
}

/// A room being opened or joined off the UI thread.
pub struct Attempt {
    seat: Connecting,
    /// The code typed or picked; none when hosting (the room gives one).
    code: Option<String>,
    /// The step the dialog was at, where Cancel and a failure lead back.
    back_to: Stage,
}

/// A classmate at another computer: the "who plays" dialog and this child's seat in a room.
#[derive(Default)]
pub struct RoomLink {
    pub dialog: RoomDialog,
    pub seat: Option<RoomSeat>,
}

impl RoomLink {
    /// In a room whose connection is down, while the client tries again.
    pub fn connection_lost(&self) -> bool {
        self.seat.as_ref().is_some_and(|seat| seat.lost)
    }
}

/// This child's seat in a room.
pub struct RoomSeat {
    pub classroom: Classroom,
    pub code: Option<String>,
    /// The classmate's name as the room said it, which may come before the game begins.
    pub classmate: Option<String>,
    /// The connection is down and the client is trying again.
    pub lost: bool,
}

impl Controller {
    pub fn open_players(&mut self) {
        self.room.dialog.stage = Stage::Players;
        self.room.dialog.problem = None;
        self.refresh();
    }

    /// 0: against Tux; 1: two players at this computer; 2: a classmate at another one.
    pub fn choose_players(&mut self, choice: i32) {
        let mode = match choice {
            0 => Mode::AgainstTux,
            1 => Mode::TwoPlayers,
            _ => {
                self.room.dialog.stage = Stage::Classmate;
                self.refresh();
                return;
            }
        };
        self.room.dialog.stage = Stage::Closed;
        self.leave_room();
        self.set_mode(mode);
    }

    pub fn host_room(&mut self, name: &str) {
        let name = name.trim().to_string();
        self.remember_name(&name);
        self.leave_room();
        let server = self.settings.settings().server.clone();
        let seat = host_in_background(name, self.sitting.ruleset(), server);
        self.start_connecting(seat, None);
    }

    pub fn look_for_rooms(&mut self, name: &str) {
        self.remember_name(name.trim());
        self.room.dialog.stage = Stage::Joining;
        self.room.dialog.problem = None;
        self.room.dialog.nearby.clear();
        // With a classroom server every room is there, and its code is enough.
        if self.settings.settings().server.is_none() {
            self.room.dialog.looking = Some(look_for_rooms());
        }
        self.refresh();
    }

    pub fn join_room(&mut self, name: &str, code: &str) {
        let name = name.trim().to_string();
        self.remember_name(&name);
        self.leave_room();
        let server = self.settings.settings().server.clone();
        let nearby = self.room.dialog.nearby.clone();
        let seat = join_in_background(name, code.to_string(), nearby, server);
        self.start_connecting(seat, Some(code.trim().to_uppercase()));
    }

    /// The dialog says "connecting…" until the seat comes, at a later beat.
    fn start_connecting(&mut self, seat: Connecting, code: Option<String>) {
        let back_to = match self.room.dialog.stage {
            Stage::Joining => Stage::Joining,
            _ => Stage::Classmate,
        };
        self.room.dialog.connecting = Some(Attempt {
            seat,
            code,
            back_to,
        });
        self.room.dialog.stage = Stage::Connecting;
        self.room.dialog.problem = None;
        self.refresh();
    }

    /// Cancel or Esc: a room being connected to is given up and the dialog goes back a step;
    /// otherwise the dialog closes, and a room still waiting for its classmate is given up.
    pub fn close_classroom(&mut self) {
        if let Some(attempt) = self.room.dialog.connecting.take() {
            self.room.dialog.stage = attempt.back_to;
            self.refresh();
            return;
        }
        if self.sitting.classmate_game().is_none() {
            self.leave_room();
        }
        self.room.dialog = RoomDialog::default();
        self.refresh();
    }

    /// Gives up the seat in a room, if there is one, and plays on this machine again.
    /// True when there was a room.
    pub(super) fn leave_room(&mut self) -> bool {
        // A seat still on its way is left as soon as it comes.
        self.room.dialog.connecting = None;
        let Some(seat) = self.room.seat.take() else {
            return false;
        };
        seat.classroom.leave();
        if self.sitting.classmate_game().is_some() {
            self.sitting =
                super::new_sitting(self.settings.settings(), self.sitting.ruleset().kind());
            self.after_game_change();
        }
        true
    }

    /// While the connection is lost nothing can be played, and a screen reader hears so; the
    /// message line shows the banner (see `ui/activity.slint`).
    pub(super) fn dress_room(&self, view: &mut GameView, texts: &Texts) {
        if self.room.connection_lost() {
            hold_play(view, &self.sitting, texts);
            // A refusal keeps its own announcement, which is heard again at a second click.
            if !matches!(self.feedback.message(), Message::Refused(_)) {
                view.announcement = texts.plain("classroom-lost");
            }
        }
    }

    /// Sends this child's move to the room, in the protocol's Latin letter whatever the
    /// letters on screen.
    pub(super) fn tell_room(&self, house: usize) {
        if let Some(seat) = &self.room.seat {
            let layout = self.sitting.game().position().layout();
            seat.classroom.play(house_letter(layout, house));
        }
    }

    /// Writes the dialog's step, the room's code, the games nearby and the banner.
    pub(super) fn show_room(&self, classroom_ui: &crate::activity::ui::ClassroomAdapter) {
        use crate::activity::ui::{RoomChoice, RoomStage};
        use crate::i18n::Arg;
        let text = |id: &str| self.localizer.text(self.language, id);
        classroom_ui.set_room_stage(match self.room.dialog.stage {
            Stage::Closed => RoomStage::Closed,
            Stage::Players => RoomStage::Players,
            Stage::Classmate => RoomStage::Classmate,
            Stage::Hosting => RoomStage::Hosting,
            Stage::Joining => RoomStage::Joining,
            Stage::Connecting => RoomStage::Connecting,
        });
        let seat = self.room.seat.as_ref();
        classroom_ui.set_room_code(
            seat.and_then(|seat| seat.code.clone())
                .unwrap_or_default()
                .into(),
        );
        classroom_ui.set_room_problem(
            self.room
                .dialog
                .problem
                .map(text)
                .unwrap_or_default()
                .into(),
        );
        classroom_ui.set_looking_for_rooms(self.room.dialog.looking.is_some());
        let rooms: Vec<RoomChoice> = self
            .room
            .dialog
            .nearby
            .iter()
            .map(|room| {
                let game = crate::activity::game_words::words(room.game).title;
                let game = text(game);
                RoomChoice {
                    code: room.code.as_str().into(),
                    label: self
                        .localizer
                        .text_with(
                            self.language,
                            "classroom-room",
                            &[
                                ("player", Arg::Str(&room.host_name)),
                                ("game", Arg::Str(&game)),
                                ("code", Arg::Str(room.code.as_str())),
                            ],
                        )
                        .into(),
                }
            })
            .collect();
        super::render::sync_rows(&self.lists.rooms, rooms);
        classroom_ui.set_classmate_game(self.sitting.classmate_game().is_some());
        let lost = seat.is_some_and(|seat| seat.lost);
        classroom_ui.set_connection_banner(
            if lost {
                text("classroom-lost")
            } else {
                String::new()
            }
            .into(),
        );
    }

    /// One beat: the rooms found nearby, and the room's news.
    pub(super) fn advance_room(&mut self) -> bool {
        let mut changed = false;
        if let Some(looking) = &self.room.dialog.looking {
            match looking.try_recv() {
                Ok(rooms) => {
                    self.room.dialog.nearby = rooms;
                    self.room.dialog.looking = None;
                    changed = true;
                }
                Err(TryRecvError::Disconnected) => {
                    self.room.dialog.looking = None;
                    changed = true;
                }
                Err(TryRecvError::Empty) => {}
            }
        }
        changed |= self.advance_connecting();
        let news = match self.room.seat.as_mut() {
            Some(seat) => seat.classroom.poll(),
            None => Vec::new(),
        };
        for item in news {
            self.take_room_news(item);
            changed = true;
        }
        changed
    }

    /// The seat a background connection brought, or why there is none.
    fn advance_connecting(&mut self) -> bool {
        let Some(attempt) = &self.room.dialog.connecting else {
            return false;
        };
        let result = match attempt.seat.try_recv() {
            Ok(result) => result,
            Err(TryRecvError::Empty) => return false,
            Err(TryRecvError::Disconnected) => Err(ClassroomError::Unreachable(
                "the connection was given up".into(),
            )),
        };
        let Some(attempt) = self.room.dialog.connecting.take() else {
            return false;
        };
        match result {
            Ok(classroom) => {
                // Hosting shows the room's code; joining stays until the room seats this child.
                self.room.dialog.stage = match attempt.code {
                    None => Stage::Hosting,
                    Some(_) => attempt.back_to,
                };
                self.room.seat = Some(RoomSeat {
                    classroom,
                    code: attempt.code,
                    classmate: None,
                    lost: false,
                });
            }
            Err(error) => {
                self.room.dialog.stage = attempt.back_to;
                self.room_problem(&error);
            }
        }
        true
    }

    fn take_room_news(&mut self, news: RoomNews) {
        let Some(seat) = self.room.seat.as_mut() else {
            return;
        };
        match news {
            RoomNews::Opened { code } => seat.code = Some(code),
            RoomNews::Joined { side, ruleset } => {
                self.sitting = Sitting::with_classmate(ruleset, side, seat.classmate.clone());
                self.screen = super::Screen::Game;
                self.room.dialog = RoomDialog::default();
                self.after_game_change();
            }
            RoomNews::Classmate(name) => {
                seat.classmate = Some(name.clone());
                if self.sitting.classmate_game().is_some() {
                    self.sitting.name_classmate(name);
                } else {
                    // The host's room is full: the game starts, the host playing South.
                    self.sitting =
                        Sitting::with_classmate(self.sitting.ruleset(), Side::South, Some(name));
                    self.room.dialog = RoomDialog::default();
                    self.after_game_change();
                }
            }
            RoomNews::Moved(letter) => self.classmate_moved(letter),
            RoomNews::Position(words) => self.take_room_board(&words),
            RoomNews::ClassmateLeft => self.feedback.say(Message::ClassmateLeft),
            RoomNews::Lost => seat.lost = true,
            RoomNews::Back => {
                seat.lost = false;
                self.feedback.withdraw(Refusal::ConnectionLost);
            }
            RoomNews::ClosedByTeacher => {
                log::info!("the teacher closed the room");
                self.feedback.say(Message::RoomClosedByTeacher);
            }
            RoomNews::Failed(reason) => {
                log::warn!("the room stopped: {reason}");
                if self.room.dialog.stage == Stage::Closed {
                    self.feedback.say(Message::RoomFailed);
                } else {
                    self.room.dialog.problem = Some("classroom-unreachable");
                }
            }
        }
    }

    fn classmate_moved(&mut self, letter: char) {
        let layout = self.sitting.game().position().layout();
        let before = *self.sitting.game().position();
        let report = house_from_letter(layout, &letter.to_string())
            .ok()
            .and_then(|house| self.sitting.play_remote(house));
        match report {
            Some(report) => {
                self.feedback.move_played(&report);
                self.start_playback(&before, &report);
            }
            // The two boards differ: the room's is the right one.
            None => {
                if let Some(seat) = &self.room.seat {
                    seat.classroom.ask_position();
                }
            }
        }
    }

    /// After a lost connection, the room's board wins over whatever this side thinks.
    fn take_room_board(&mut self, words: &str) {
        let words: Vec<&str> = words.split_whitespace().collect();
        let Ok(position) = self.sitting.ruleset().parse_position(&words) else {
            log::warn!("the room sent a board that cannot be read");
            return;
        };
        if position != *self.sitting.game().position() {
            self.sitting.load_position(position);
            self.after_game_change();
        }
    }

    fn remember_name(&mut self, name: &str) {
        if !name.is_empty() {
            let name = name.to_string();
            self.remember(|settings| settings.player_name = Some(name));
        }
    }

    fn room_problem(&mut self, error: &ClassroomError) {
        log::warn!("{error}");
        self.room.dialog.problem = Some(match error {
            ClassroomError::Name => "classroom-bad-name",
            ClassroomError::Unreachable(_) | ClassroomError::NoSuchRoom => "classroom-unreachable",
        });
    }
}
