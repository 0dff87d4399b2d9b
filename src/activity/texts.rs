//! The one-sentence messages under the board, kept as ids and arguments rather than as text
//! so that a language switch re-renders them at once.

use crate::i18n::{Arg, Localizer};
use crate::rules::abapa::Variant;
use crate::rules::{house_letter, EndReason, IllegalMove, Outcome, Side};
use crate::settings::Mode;

use super::session::{seat, Refusal, Seat};

/// What the message line says; one thing at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    None,
    Refused(Refusal),
    TuxPlayed { house: usize },
    Captured { side: Side, seeds: u8 },
    GrandSlam,
    HintThinking,
    HintTry { house: usize },
    UndoNothing,
}

/// How the message line should look.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MessageKind {
    Information = 0,
    Refusal = 1,
    Feeding = 2,
}

/// Turns ids and arguments into sentences in the current language.
pub struct Texts<'a> {
    pub localizer: &'a Localizer,
    pub language: &'a str,
    pub mode: Mode,
    pub variant: Variant,
}

impl Texts<'_> {
    pub fn plain(&self, id: &str) -> String {
        self.localizer.text(self.language, id)
    }

    pub fn with(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.localizer.text_with(self.language, id, args)
    }

    fn letter(&self, house: usize) -> String {
        house_letter(self.variant, house).to_string()
    }

    fn seat(&self, side: Side) -> Seat {
        seat(self.mode, side)
    }

    /// The name shown beside a row.
    pub fn player_name(&self, side: Side) -> String {
        self.plain(match self.seat(side) {
            Seat::Tux => "player-tux",
            Seat::Child => "player-you",
            Seat::Player(Side::South) => "player-south",
            Seat::Player(Side::North) => "player-north",
        })
    }

    pub fn store_label(&self, side: Side, seeds: u8) -> String {
        let id = match self.seat(side) {
            Seat::Tux => "store-tux",
            Seat::Child => "store-you",
            Seat::Player(Side::South) => "store-south",
            Seat::Player(Side::North) => "store-north",
        };
        self.with(id, &[("count", Arg::Num(i64::from(seeds)))])
    }

    pub fn turn_line(&self, to_move: Side) -> String {
        match self.seat(to_move) {
            Seat::Tux => self.plain("turn-tux"),
            Seat::Child => self.plain("turn-you"),
            Seat::Player(_) => {
                let player = self.player_name(to_move);
                self.with("turn-player", &[("player", Arg::Str(&player))])
            }
        }
    }

    pub fn level_line(&self, level: u8, max: u8) -> String {
        self.with(
            "level-line",
            &[
                ("level", Arg::Num(i64::from(level))),
                ("max", Arg::Num(i64::from(max))),
            ],
        )
    }

    pub fn message(&self, message: Message) -> String {
        match message {
            Message::None => String::new(),
            Message::Refused(Refusal::WaitForTux) => self.plain("illegal-wait"),
            Message::Refused(Refusal::Illegal(reason)) => self.plain(match reason {
                IllegalMove::EmptyHouse => "illegal-empty-house",
                IllegalMove::NotYourHouse | IllegalMove::NoSuchHouse => "illegal-not-your-house",
                IllegalMove::MustFeed => "illegal-must-feed",
                IllegalMove::GameOver => "illegal-game-over",
                IllegalMove::Tuzdyk => "illegal-tuzdyk",
            }),
            Message::TuxPlayed { house } => {
                let letter = self.letter(house);
                self.with("move-tux-played", &[("house", Arg::Str(&letter))])
            }
            Message::Captured { side, seeds } => {
                let count = ("count", Arg::Num(i64::from(seeds)));
                match self.seat(side) {
                    Seat::Tux => self.with("captured-tux", &[count]),
                    Seat::Child => self.with("captured-you", &[count]),
                    Seat::Player(_) => {
                        let player = self.player_name(side);
                        self.with("captured-player", &[("player", Arg::Str(&player)), count])
                    }
                }
            }
            Message::GrandSlam => self.plain("grand-slam"),
            Message::HintThinking => self.plain("hint-thinking"),
            Message::HintTry { house } => {
                let letter = self.letter(house);
                self.with("hint-try", &[("house", Arg::Str(&letter))])
            }
            Message::UndoNothing => self.plain("undo-nothing"),
        }
    }

    pub fn house_label(&self, house: usize, seeds: u8, playable: bool, feeding: bool) -> String {
        let id = if feeding {
            "house-feeding"
        } else if playable {
            "house-playable"
        } else {
            "house-blocked"
        };
        let letter = self.letter(house);
        self.with(
            id,
            &[
                ("house", Arg::Str(&letter)),
                ("count", Arg::Num(i64::from(seeds))),
            ],
        )
    }

    /// Title, score line and reason for the end-of-game screen.
    pub fn end_of_game(&self, outcome: &Outcome) -> (String, String, String) {
        let title = match outcome.winner.map(|side| (side, self.seat(side))) {
            None => self.plain("end-draw"),
            Some((_, Seat::Tux)) => self.plain("end-tux-wins"),
            Some((_, Seat::Child)) => self.plain("end-you-win"),
            Some((side, Seat::Player(_))) => {
                let player = self.player_name(side);
                self.with("end-player-wins", &[("player", Arg::Str(&player))])
            }
        };
        let score = self.with(
            "end-score",
            &[
                ("south", Arg::Num(i64::from(outcome.score(Side::South)))),
                ("north", Arg::Num(i64::from(outcome.score(Side::North)))),
            ],
        );
        let reason = self.plain(match outcome.reason {
            EndReason::Score if outcome.winner.is_none() => "end-reason-draw",
            EndReason::Score => "end-reason-score",
            EndReason::NoFeed => "end-reason-no-feed",
            EndReason::Repetition => "end-reason-repetition",
            EndReason::NoCaptureLimit => "end-reason-no-capture-limit",
            EndReason::EmptyRow => "end-reason-empty-row",
            EndReason::Endless => "end-reason-endless",
            EndReason::NoMove => "end-reason-no-move",
        });
        (title, score, reason)
    }
}
