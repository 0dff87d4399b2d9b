//! "Who are you?": the dialog's steps (the class's groups, a group's children, the nine
//! pictures), what the server answered, and the child signed in. The pictures are judged by
//! the server alone: three taps are sent as they are, and its answer says signed in, not
//! these pictures (with the tries left), or wait (with the seconds).

use std::path::PathBuf;
use std::rc::Rc;
use std::sync::mpsc::{Receiver, TryRecvError};
use std::time::Duration;

use oware_protocol::{Named, PictureCode, PICTURES_IN_A_CODE, PICTURE_COUNT};
use slint::{ComponentHandle, ModelRc, VecModel};

use super::class::{ask_in_background, Ask, Heard};
use super::token::{forget_token, read_token, token_file_beside, write_token};
use crate::activity::features::context::Context;
use crate::activity::features::to_window::sync_rows;
use crate::activity::features::wire::Wire;
use crate::activity::ui::{ActivityWindow, SigninAdapter, SigninChoice, SigninStage};
use crate::i18n::Arg;

/// The pictures' names, picture 1 first, as the protocol numbers them.
const PICTURE_NAMES: [&str; PICTURE_COUNT as usize] = [
    "who-picture-sun",
    "who-picture-tree",
    "who-picture-fish",
    "who-picture-flower",
    "who-picture-apple",
    "who-picture-boat",
    "who-picture-star",
    "who-picture-cat",
    "who-picture-ball",
];

/// What the menu's button and the dialog ask for.
#[derive(Clone, Copy, Debug)]
pub enum Act {
    Open,
    /// A group or a child of the list, by its place in it.
    Choose(usize),
    /// A picture, 1 to 9.
    Tap(u8),
    Back,
    Close,
    SignOut,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Stage {
    #[default]
    Closed,
    Groups,
    Children,
    Pictures,
}

/// The word under the pictures.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
enum Word {
    #[default]
    None,
    /// Not these pictures; tries left before the pause.
    Wrong(u32),
    /// Too many misses: the pause, counted down.
    Paused(Duration),
    /// The server could not be asked.
    Unreachable,
    /// A class without groups or a group without children.
    Empty,
}

/// What the question on its way was.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Asked {
    Groups,
    Children,
    Pictures,
}

pub struct SigninFeature {
    server: Option<String>,
    token_file: Option<PathBuf>,
    /// The child signed in on this computer.
    child: Option<String>,
    stage: Stage,
    groups: Vec<Named>,
    children: Vec<Named>,
    /// The child whose pictures are asked for.
    chosen: Option<Named>,
    tapped: Vec<u8>,
    word: Word,
    asking: Option<(Asked, Receiver<Heard>)>,
    /// The session kept from an earlier start, asked about once.
    session: Option<Receiver<Heard>>,
    choices: Rc<VecModel<SigninChoice>>,
    tapped_model: Rc<VecModel<i32>>,
    picture_names: Rc<VecModel<slint::SharedString>>,
}

impl SigninFeature {
    pub fn new(window: &ActivityWindow, ctx: &Context) -> SigninFeature {
        let server = ctx
            .settings()
            .server
            .clone()
            .filter(|_| ctx.has_menu)
            .filter(|server| !server.trim().is_empty());
        let token_file = ctx
            .settings
            .store()
            .map(|store| token_file_beside(store.path()));
        // Whose is the session kept from the last start? Asked once, off the window's thread.
        let session = match (&server, token_file.as_deref().and_then(read_token)) {
            (Some(server), Some(token)) => Some(ask_in_background(server, Ask::Session(token))),
            _ => None,
        };
        let feature = SigninFeature {
            server,
            token_file,
            child: None,
            stage: Stage::Closed,
            groups: Vec::new(),
            children: Vec::new(),
            chosen: None,
            tapped: Vec::new(),
            word: Word::None,
            asking: None,
            session,
            choices: Rc::new(VecModel::default()),
            tapped_model: Rc::new(VecModel::default()),
            picture_names: Rc::new(VecModel::default()),
        };
        let signin_ui = window.global::<SigninAdapter>();
        signin_ui.set_choices(ModelRc::from(feature.choices.clone()));
        signin_ui.set_tapped(ModelRc::from(feature.tapped_model.clone()));
        signin_ui.set_picture_names(ModelRc::from(feature.picture_names.clone()));
        feature
    }

    pub fn connect(window: &ActivityWindow, wire: &Wire<Act>) {
        let signin_ui = window.global::<SigninAdapter>();
        signin_ui.on_open(wire.to(Act::Open));
        signin_ui.on_choose(wire.with(|index: i32| usize::try_from(index).ok().map(Act::Choose)));
        signin_ui.on_tap(wire.with(|picture: i32| {
            u8::try_from(picture)
                .ok()
                .filter(|n| (1..=PICTURE_COUNT).contains(n))
                .map(Act::Tap)
        }));
        signin_ui.on_back(wire.to(Act::Back));
        signin_ui.on_close(wire.to(Act::Close));
        signin_ui.on_sign_out(wire.to(Act::SignOut));
    }

    pub fn act(&mut self, act: Act, ctx: &mut Context) {
        let Some(server) = self.server.clone() else {
            return;
        };
        match act {
            Act::Open if self.stage == Stage::Closed => {
                self.stage = Stage::Groups;
                self.word = Word::None;
                self.groups.clear();
                self.ask(&server, Asked::Groups, Ask::Groups);
            }
            Act::Open => {}
            Act::Choose(index) => self.choose(&server, index),
            Act::Tap(picture) => self.tap(&server, picture),
            Act::Back => self.back(),
            Act::Close => self.close(),
            Act::SignOut => self.sign_out(&server),
        }
        ctx.refresh();
    }

    fn ask(&mut self, server: &str, asked: Asked, ask: Ask) {
        self.asking = Some((asked, ask_in_background(server, ask)));
    }

    fn choose(&mut self, server: &str, index: usize) {
        if self.asking.is_some() {
            return;
        }
        match self.stage {
            Stage::Groups => {
                if let Some(group) = self.groups.get(index) {
                    let id = group.id;
                    self.children.clear();
                    self.word = Word::None;
                    self.stage = Stage::Children;
                    self.ask(server, Asked::Children, Ask::Children(id));
                }
            }
            Stage::Children => {
                if let Some(child) = self.children.get(index) {
                    self.chosen = Some(child.clone());
                    self.tapped.clear();
                    self.word = Word::None;
                    self.stage = Stage::Pictures;
                }
            }
            Stage::Closed | Stage::Pictures => {}
        }
    }

    fn tap(&mut self, server: &str, picture: u8) {
        if self.stage != Stage::Pictures || self.asking.is_some() {
            return;
        }
        if matches!(self.word, Word::Paused(_)) {
            return;
        }
        let Some(child) = &self.chosen else {
            return;
        };
        if self.tapped.len() >= PICTURES_IN_A_CODE {
            self.tapped.clear();
        }
        self.tapped.push(picture);
        if self.tapped.len() < PICTURES_IN_A_CODE {
            return;
        }
        let words: Vec<String> = self.tapped.iter().map(u8::to_string).collect();
        let words: Vec<&str> = words.iter().map(String::as_str).collect();
        if let Some(code) = PictureCode::from_words(&words) {
            let id = child.id;
            self.ask(server, Asked::Pictures, Ask::SignIn(id, code));
        }
    }

    fn back(&mut self) {
        self.asking = None;
        self.word = Word::None;
        self.stage = match self.stage {
            Stage::Pictures => Stage::Children,
            Stage::Children if self.groups.len() > 1 => Stage::Groups,
            _ => Stage::Closed,
        };
        self.tapped.clear();
    }

    fn close(&mut self) {
        self.asking = None;
        self.stage = Stage::Closed;
        self.tapped.clear();
        self.word = Word::None;
    }

    /// This computer forgets the child at once; the server is told on its own thread.
    fn sign_out(&mut self, server: &str) {
        self.child = None;
        let token = self.token_file.as_deref().and_then(read_token);
        if let Some(path) = &self.token_file {
            if let Err(error) = forget_token(path) {
                log::error!("could not forget the child's session: {error}");
            }
        }
        if let Some(token) = token {
            // Nobody waits for the answer: the session is over here either way.
            drop(ask_in_background(server, Ask::SignOut(token)));
        }
    }

    /// One beat of the clock, on every screen: the server's answers and the pause counted
    /// down. True when the window must show it.
    pub fn tick(&mut self, step: Duration) -> bool {
        let mut changed = self.hear_session();
        if let Word::Paused(left) = self.word {
            let before = left.as_millis().div_ceil(1000);
            let left = left.saturating_sub(step);
            self.word = if left.is_zero() {
                changed = true;
                Word::None
            } else {
                changed |= left.as_millis().div_ceil(1000) != before;
                Word::Paused(left)
            };
        }
        let Some((asked, receiver)) = &self.asking else {
            return changed;
        };
        let asked = *asked;
        let heard = match receiver.try_recv() {
            Ok(heard) => heard,
            Err(TryRecvError::Empty) => return changed,
            Err(TryRecvError::Disconnected) => Heard::Unreachable("no answer".into()),
        };
        self.asking = None;
        self.heard(asked, heard);
        true
    }

    fn hear_session(&mut self) -> bool {
        let Some(receiver) = &self.session else {
            return false;
        };
        let heard = match receiver.try_recv() {
            Ok(heard) => heard,
            Err(TryRecvError::Empty) => return false,
            Err(TryRecvError::Disconnected) => Heard::Unreachable("no answer".into()),
        };
        self.session = None;
        match heard {
            Heard::SignedIn { name, .. } => self.child = Some(name),
            // The teacher signed everyone out, or the child signed out elsewhere.
            Heard::Ended => {
                if let Some(path) = &self.token_file {
                    if let Err(error) = forget_token(path) {
                        log::error!("could not forget the child's ended session: {error}");
                    }
                }
            }
            // The session is kept for the reports, which wait for the server too.
            other => log::info!("the child's session could not be checked: {other:?}"),
        }
        true
    }

    fn heard(&mut self, asked: Asked, heard: Heard) {
        match (asked, heard) {
            (Asked::Groups, Heard::Groups(groups)) => {
                self.word = if groups.is_empty() {
                    Word::Empty
                } else {
                    Word::None
                };
                self.groups = groups;
                // One group: its children straight away, as the page does.
                if let ([group], Some(server)) = (self.groups.as_slice(), self.server.clone()) {
                    let id = group.id;
                    self.stage = Stage::Children;
                    self.ask(&server, Asked::Children, Ask::Children(id));
                }
            }
            (Asked::Children, Heard::Children(children)) => {
                self.word = if children.is_empty() {
                    Word::Empty
                } else {
                    Word::None
                };
                self.children = children;
            }
            (Asked::Pictures, Heard::SignedIn { token, name }) => {
                match &self.token_file {
                    Some(path) => {
                        if let Err(error) = write_token(path, &token) {
                            log::error!("could not keep the child's session: {error}");
                        }
                    }
                    None => log::info!("no settings file: the child is signed in for this run"),
                }
                self.child = Some(name);
                self.close();
            }
            (Asked::Pictures, Heard::Wrong(tries)) => {
                self.tapped.clear();
                self.word = if tries == 0 {
                    Word::Paused(oware_server::SIGN_IN_PAUSE)
                } else {
                    Word::Wrong(tries)
                };
            }
            (_, Heard::Paused(seconds)) => {
                self.tapped.clear();
                self.word = Word::Paused(Duration::from_secs(seconds.max(1)));
            }
            (Asked::Pictures, Heard::Ended) => {
                // The child is no more in the class: back to the names.
                self.stage = Stage::Children;
                self.word = Word::Unreachable;
            }
            (_, other) => {
                log::warn!("the classroom server did not answer the sign-in: {other:?}");
                self.tapped.clear();
                self.word = Word::Unreachable;
            }
        }
    }

    pub fn show(&self, window: &ActivityWindow, ctx: &Context) {
        let signin_ui = window.global::<SigninAdapter>();
        let text = |id: &str| ctx.text(id);
        let with = |id: &str, args: &[(&str, Arg)]| ctx.localizer.text_with(ctx.language, id, args);
        signin_ui.set_available(self.server.is_some());
        let name = self.child.clone().unwrap_or_default();
        signin_ui.set_child_label(if name.is_empty() {
            Default::default()
        } else {
            with("who-signed-in", &[("player", Arg::Str(&name))]).into()
        });
        signin_ui.set_child_name(name.into());
        signin_ui.set_stage(match self.stage {
            Stage::Closed => SigninStage::Closed,
            Stage::Groups => SigninStage::Groups,
            Stage::Children => SigninStage::Children,
            Stage::Pictures => SigninStage::Pictures,
        });
        let (heading, prompt) = match self.stage {
            Stage::Closed | Stage::Groups => (text("who-title"), text("who-tap-group")),
            Stage::Children => (text("who-title"), text("who-tap-name")),
            Stage::Pictures => (
                self.chosen
                    .as_ref()
                    .map(|child| child.name.clone())
                    .unwrap_or_default(),
                text("who-tap-pictures"),
            ),
        };
        signin_ui.set_heading(heading.into());
        signin_ui.set_prompt(prompt.into());
        let list = match self.stage {
            Stage::Groups => &self.groups,
            Stage::Children => &self.children,
            Stage::Closed | Stage::Pictures => &Vec::new(),
        };
        let choices: Vec<SigninChoice> = list
            .iter()
            .map(|named| SigninChoice {
                id: i32::try_from(named.id).unwrap_or(-1),
                name: named.name.as_str().into(),
            })
            .collect();
        sync_rows(&self.choices, choices);
        let tapped: Vec<i32> = self.tapped.iter().map(|n| i32::from(*n)).collect();
        sync_rows(&self.tapped_model, tapped);
        let names: Vec<slint::SharedString> =
            PICTURE_NAMES.iter().map(|id| text(id).into()).collect();
        sync_rows(&self.picture_names, names);
        let count = i64::try_from(self.tapped.len()).unwrap_or(0);
        signin_ui.set_tapped_label(with("who-tapped", &[("count", Arg::Num(count))]).into());
        let word = match self.word {
            Word::None if self.asking.is_some() => text("who-asking"),
            Word::None => String::new(),
            Word::Wrong(tries) => with("who-wrong", &[("count", Arg::Num(i64::from(tries)))]),
            Word::Paused(left) => {
                let seconds = i64::try_from(left.as_millis().div_ceil(1000)).unwrap_or(60);
                with("who-paused", &[("count", Arg::Num(seconds))])
            }
            Word::Unreachable => text("who-unreachable"),
            Word::Empty => text("who-empty"),
        };
        signin_ui.set_word(word.into());
        signin_ui.set_waiting(self.asking.is_some() || matches!(self.word, Word::Paused(_)));
    }

    /// The child signed in here, for the tests and the host.
    pub fn child(&self) -> Option<&str> {
        self.child.as_deref()
    }
}
