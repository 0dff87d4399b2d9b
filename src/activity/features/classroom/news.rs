//! The room's news at every beat: the rooms found nearby, the seat a connection brought, the
//! classmate's moves, a lost and a found connection, and the room's board winning after one.

use std::sync::mpsc::TryRecvError;

use oware_rules::{house_from_letter, Rules, Side};

use super::{ClassroomFeature, RoomDialog, Stage};
use crate::activity::classroom::{ClassroomError, RoomNews};
use crate::activity::features::context::{Context, RoomSeat, Screen};
use crate::activity::sitting::{Refusal, Sitting};
use crate::activity::texts::Message;

impl ClassroomFeature {
    /// One beat: the rooms found nearby, the seat a connection brought, and the room's
    /// news; true when the window must show something new.
    pub fn tick(&mut self, ctx: &mut Context) -> bool {
        let mut changed = false;
        if let Some(looking) = &self.dialog.looking {
            match looking.try_recv() {
                Ok(rooms) => {
                    self.dialog.nearby = rooms;
                    self.dialog.looking = None;
                    changed = true;
                }
                Err(TryRecvError::Disconnected) => {
                    self.dialog.looking = None;
                    changed = true;
                }
                Err(TryRecvError::Empty) => {}
            }
        }
        changed |= self.advance_connecting(ctx);
        let news = match ctx.room.seat.as_mut() {
            Some(seat) => seat.classroom.poll(),
            None => Vec::new(),
        };
        for item in news {
            self.take_room_news(ctx, item);
            changed = true;
        }
        changed
    }

    /// The seat a background connection brought, or why there is none.
    fn advance_connecting(&mut self, ctx: &mut Context) -> bool {
        let Some(attempt) = &ctx.room.connecting else {
            return false;
        };
        let result = match attempt.seat.try_recv() {
            Ok(result) => result,
            Err(TryRecvError::Empty) => return false,
            Err(TryRecvError::Disconnected) => Err(ClassroomError::Unreachable(
                "the connection was given up".into(),
            )),
        };
        let Some(attempt) = ctx.room.connecting.take() else {
            return false;
        };
        match result {
            Ok(classroom) => {
                // Hosting shows the room's code; joining stays until the room seats this child.
                self.dialog.stage = match attempt.code {
                    None => Stage::Hosting,
                    Some(_) => self.dialog.back_to,
                };
                ctx.room.seat = Some(RoomSeat {
                    classroom,
                    code: attempt.code,
                    classmate: None,
                    lost: false,
                });
            }
            Err(error) => {
                self.dialog.stage = self.dialog.back_to;
                log::warn!("{error}");
                self.dialog.problem = Some(match error {
                    ClassroomError::Name => "classroom-bad-name",
                    ClassroomError::Unreachable(_) | ClassroomError::NoSuchRoom => {
                        "classroom-unreachable"
                    }
                });
            }
        }
        true
    }

    fn take_room_news(&mut self, ctx: &mut Context, news: RoomNews) {
        let Some(seat) = ctx.room.seat.as_mut() else {
            return;
        };
        match news {
            RoomNews::Opened { code } => seat.code = Some(code),
            RoomNews::Joined { side, ruleset } => {
                ctx.sitting = Sitting::with_classmate(ruleset, side, seat.classmate.clone());
                ctx.screen = Screen::Game;
                self.dialog = RoomDialog::default();
                ctx.after_game_change();
            }
            RoomNews::Classmate(name) => {
                seat.classmate = Some(name.clone());
                if ctx.sitting.classmate_game().is_some() {
                    ctx.sitting.name_classmate(name);
                } else {
                    // The host's room is full: the game starts, the host playing South.
                    ctx.sitting =
                        Sitting::with_classmate(ctx.sitting.ruleset(), Side::South, Some(name));
                    self.dialog = RoomDialog::default();
                    ctx.after_game_change();
                }
            }
            RoomNews::Moved(letter) => classmate_moved(ctx, letter),
            RoomNews::Position(words) => take_room_board(ctx, &words),
            RoomNews::ClassmateLeft => ctx.feedback.say(Message::ClassmateLeft),
            RoomNews::Lost => seat.lost = true,
            RoomNews::Back => {
                seat.lost = false;
                ctx.feedback.withdraw(Refusal::ConnectionLost);
            }
            RoomNews::ClosedByTeacher => {
                log::info!("the teacher closed the room");
                ctx.feedback.say(Message::RoomClosedByTeacher);
            }
            RoomNews::Failed(reason) => {
                log::warn!("the room stopped: {reason}");
                if self.dialog.stage == Stage::Closed {
                    ctx.feedback.say(Message::RoomFailed);
                } else {
                    self.dialog.problem = Some("classroom-unreachable");
                }
            }
        }
    }
}

fn classmate_moved(ctx: &mut Context, letter: char) {
    let layout = ctx.sitting.game().position().layout();
    let before = *ctx.sitting.game().position();
    let report = house_from_letter(layout, &letter.to_string())
        .ok()
        .and_then(|house| ctx.sitting.play_remote(house));
    match report {
        Some(report) => {
            ctx.feedback.move_played(&report);
            ctx.start_playback(&before, &report);
        }
        // The two boards differ: the room's is the right one.
        None => {
            if let Some(seat) = &ctx.room.seat {
                seat.classroom.ask_position();
            }
        }
    }
}

/// After a lost connection, the room's board wins over whatever this side thinks.
fn take_room_board(ctx: &mut Context, words: &str) {
    let words: Vec<&str> = words.split_whitespace().collect();
    let Ok(position) = ctx.sitting.ruleset().parse_position(&words) else {
        log::warn!("the room sent a board that cannot be read");
        return;
    };
    if position != *ctx.sitting.game().position() {
        ctx.sitting.load_position(position);
        ctx.after_game_change();
    }
}
