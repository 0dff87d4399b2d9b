//! Who plays, and a game with a classmate at another computer: the dialog's steps, the
//! room's news at every beat, and the moves going both ways.

use std::rc::Rc;
use std::sync::mpsc::{Receiver, TryRecvError};

use oware_rules::{house_from_letter, Rules, Side};
use oware_server::SeenRoom;
use slint::{ComponentHandle, ModelRc, VecModel};

use super::context::{Attempt, Context, RoomSeat, Screen};
use super::to_window::sync_rows;
use super::wire::Wire;
use crate::activity::classroom::{
    host_in_background, join_in_background, look_for_rooms, ClassroomError, Connecting, RoomNews,
};
use crate::activity::sitting::{Refusal, Sitting};
use crate::activity::texts::Message;
use crate::activity::ui::{ActivityWindow, ClassroomAdapter, Players, RoomChoice, RoomStage};
use crate::i18n::Arg;
use crate::settings::Mode;

/// What the "who plays" dialog asks for.
#[derive(Clone, Debug)]
pub enum Act {
    Open,
    Choose(Players),
    /// Opens a room under this child's name.
    Host(String),
    /// Looks for rooms, under this child's name.
    LookForRooms(String),
    /// Joins a room: this child's name and the room's code.
    Join(String, String),
    /// Cancel or Esc.
    Close,
}

/// The steps of the "who plays" dialog.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Stage {
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
struct RoomDialog {
    stage: Stage,
    /// A Fluent id saying what went wrong.
    problem: Option<&'static str>,
    looking: Option<Receiver<Vec<SeenRoom>>>,
    nearby: Vec<SeenRoom>,
    /// The step a room being connected to came from, where Cancel and a failure lead back.
    back_to: Stage,
}

/// The "who plays" dialog and the rooms nearby; the seat itself is in the context, since
/// the game on the board plays through it.
pub struct ClassroomFeature {
    dialog: RoomDialog,
    rooms: Rc<VecModel<RoomChoice>>,
}

impl ClassroomFeature {
    pub fn new(window: &ActivityWindow, player_name: Option<&str>) -> ClassroomFeature {
        let classroom_ui = window.global::<ClassroomAdapter>();
        if let Some(name) = player_name {
            classroom_ui.set_player_name(name.into());
        }
        let rooms = Rc::new(VecModel::default());
        classroom_ui.set_rooms_nearby(ModelRc::from(rooms.clone()));
        ClassroomFeature {
            dialog: RoomDialog::default(),
            rooms,
        }
    }

    pub fn connect(window: &ActivityWindow, wire: &Wire<Act>) {
        let classroom_ui = window.global::<ClassroomAdapter>();
        classroom_ui.on_open_players(wire.to(Act::Open));
        classroom_ui.on_close_classroom(wire.to(Act::Close));
        classroom_ui.on_choose_players(wire.with(|players: Players| Some(Act::Choose(players))));
        classroom_ui
            .on_host_room(wire.with(|name: slint::SharedString| Some(Act::Host(name.into()))));
        classroom_ui.on_look_for_rooms(
            wire.with(|name: slint::SharedString| Some(Act::LookForRooms(name.into()))),
        );
        let join = wire.clone();
        classroom_ui.on_join_room(move |name, code| join.send(Act::Join(name.into(), code.into())));
    }

    pub fn act(&mut self, act: Act, ctx: &mut Context) {
        match act {
            Act::Open => {
                self.dialog.stage = Stage::Players;
                self.dialog.problem = None;
                ctx.refresh();
            }
            Act::Choose(players) => self.choose(players, ctx),
            Act::Host(name) => {
                let name = name.trim().to_string();
                remember_name(ctx, &name);
                ctx.leave_room();
                let server = ctx.settings().server.clone();
                let seat = host_in_background(name, ctx.sitting.ruleset(), server);
                self.start_connecting(ctx, seat, None);
            }
            Act::LookForRooms(name) => {
                remember_name(ctx, name.trim());
                self.dialog.stage = Stage::Joining;
                self.dialog.problem = None;
                self.dialog.nearby.clear();
                // With a classroom server every room is there, and its code is enough.
                if ctx.settings().server.is_none() {
                    self.dialog.looking = Some(look_for_rooms());
                }
                ctx.refresh();
            }
            Act::Join(name, code) => {
                let name = name.trim().to_string();
                remember_name(ctx, &name);
                ctx.leave_room();
                let server = ctx.settings().server.clone();
                let nearby = self.dialog.nearby.clone();
                let seat = join_in_background(name, code.clone(), nearby, server);
                self.start_connecting(ctx, seat, Some(code.trim().to_uppercase()));
            }
            Act::Close => self.close(ctx),
        }
    }

    fn choose(&mut self, players: Players, ctx: &mut Context) {
        let mode = match players {
            Players::Tux => Mode::AgainstTux,
            Players::Here => Mode::TwoPlayers,
            Players::Classmate => {
                self.dialog.stage = Stage::Classmate;
                ctx.refresh();
                return;
            }
        };
        self.dialog.stage = Stage::Closed;
        ctx.leave_room();
        ctx.set_mode(mode);
    }

    /// The dialog says "connecting…" until the seat comes, at a later beat.
    fn start_connecting(&mut self, ctx: &mut Context, seat: Connecting, code: Option<String>) {
        self.dialog.back_to = match self.dialog.stage {
            Stage::Joining => Stage::Joining,
            _ => Stage::Classmate,
        };
        ctx.room.connecting = Some(Attempt { seat, code });
        self.dialog.stage = Stage::Connecting;
        self.dialog.problem = None;
        ctx.refresh();
    }

    /// Cancel or Esc: a room being connected to is given up and the dialog goes back a step;
    /// otherwise the dialog closes, and a room still waiting for its classmate is given up.
    fn close(&mut self, ctx: &mut Context) {
        if ctx.room.connecting.take().is_some() {
            self.dialog.stage = self.dialog.back_to;
            ctx.refresh();
            return;
        }
        if ctx.sitting.classmate_game().is_none() {
            ctx.leave_room();
        }
        self.dialog = RoomDialog::default();
        ctx.refresh();
    }

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

    /// Writes the dialog's step, the room's code, the games nearby and the banner.
    pub fn show(&self, window: &ActivityWindow, ctx: &Context) {
        let classroom_ui = window.global::<ClassroomAdapter>();
        classroom_ui.set_room_stage(match self.dialog.stage {
            Stage::Closed => RoomStage::Closed,
            Stage::Players => RoomStage::Players,
            Stage::Classmate => RoomStage::Classmate,
            Stage::Hosting => RoomStage::Hosting,
            Stage::Joining => RoomStage::Joining,
            Stage::Connecting => RoomStage::Connecting,
        });
        let seat = ctx.room.seat.as_ref();
        classroom_ui.set_room_code(
            seat.and_then(|seat| seat.code.clone())
                .unwrap_or_default()
                .into(),
        );
        classroom_ui.set_room_problem(
            self.dialog
                .problem
                .map(|id| ctx.text(id))
                .unwrap_or_default()
                .into(),
        );
        classroom_ui.set_looking_for_rooms(self.dialog.looking.is_some());
        let rooms: Vec<RoomChoice> = self
            .dialog
            .nearby
            .iter()
            .map(|room| {
                let game = ctx.text(crate::activity::game_words::words(room.game).title);
                RoomChoice {
                    code: room.code.as_str().into(),
                    label: ctx
                        .localizer
                        .text_with(
                            ctx.language,
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
        sync_rows(&self.rooms, rooms);
        classroom_ui.set_classmate_game(ctx.sitting.classmate_game().is_some());
        let lost = seat.is_some_and(|seat| seat.lost);
        classroom_ui.set_connection_banner(
            if lost {
                ctx.text("classroom-lost")
            } else {
                String::new()
            }
            .into(),
        );
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

fn remember_name(ctx: &mut Context, name: &str) {
    if !name.is_empty() {
        let name = name.to_string();
        ctx.remember(|settings| settings.player_name = Some(name));
    }
}
