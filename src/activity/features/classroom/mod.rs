//! Who plays, and a game with a classmate at another computer: the dialog's steps, the
//! room's news at every beat, and the moves going both ways.

mod news;

use std::rc::Rc;
use std::sync::mpsc::Receiver;

use oware_server::SeenRoom;
use slint::{ComponentHandle, ModelRc, VecModel};

use super::context::{Attempt, Context};
use super::to_window::sync_rows;
use super::wire::Wire;
use crate::activity::classroom::{
    host_in_background, join_in_background, look_for_rooms, Connecting,
};
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

fn remember_name(ctx: &mut Context, name: &str) {
    if !name.is_empty() {
        let name = name.to_string();
        ctx.remember(|settings| settings.player_name = Some(name));
    }
}
