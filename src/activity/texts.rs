//! The one-sentence messages under the board, kept as ids and arguments rather than as text
//! so that a language switch re-renders them at once.

use crate::i18n::{Arg, Localizer};
use oware_rules::{IllegalMove, Outcome, Ruleset, Side, Stores};

use super::game_words::{end_reason, numbers, words};
use super::sitting::{Opponent, Refusal, Seat};

/// What the message line says; one thing at a time.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Message {
    None,
    Refused(Refusal),
    /// `side` played `house`, and this is the most telling thing the move did.
    Moved {
        side: Side,
        house: usize,
        event: MoveEvent,
    },
    HintThinking,
    HintTry {
        house: usize,
    },
    UndoNothing,
    /// The classmate at the other machine left the room.
    ClassmateLeft,
    /// The room cannot go on.
    RoomFailed,
    /// The teacher closed the room from the teacher's page.
    RoomClosedByTeacher,
}

/// The most telling thing a move did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveEvent {
    /// Nothing worth a sentence of its own.
    Quiet,
    Captured {
        seeds: u8,
    },
    /// Oware: the move would have taken every seed of the other row, so it takes none.
    GrandSlam,
    /// Kalah and Congkak: the last seed fell into the mover's store.
    ExtraTurn,
    /// Togyz Kumalak: `house` became the mover's tuzdyk.
    TuzdykMade {
        house: usize,
    },
}

/// Turns ids and arguments into sentences in the current language.
pub struct Texts<'a> {
    pub localizer: &'a Localizer,
    pub language: &'a str,
    pub ruleset: Ruleset,
    /// Who sits where, as the sitting has it: the texts name each row's player by it.
    pub opponent: &'a Opponent,
}

impl Texts<'_> {
    pub fn plain(&self, id: &str) -> String {
        self.localizer.text(self.language, id)
    }

    pub fn with(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.localizer.text_with(self.language, id, args)
    }

    /// The letter of a house as this language writes it (А, Б, В… in Macedonian), for the
    /// board and every sentence; the protocol keeps the Latin letters.
    pub fn letter(&self, house: usize) -> String {
        self.localizer
            .house_letter(self.language, self.ruleset.layout(), house)
    }

    /// A text about this game, with every number it may show.
    fn about_game(&self, id: &str) -> String {
        self.with(id, &numbers(self.ruleset))
    }

    pub fn game_title(&self) -> String {
        self.plain(words(self.ruleset.kind()).title)
    }

    pub fn game_goal(&self) -> String {
        self.about_game(words(self.ruleset.kind()).goal)
    }

    /// Where the game comes from and what is special in it, in one sentence.
    pub fn game_description(&self) -> String {
        self.about_game(words(self.ruleset.kind()).description)
    }

    /// The help dialog's title and text for this game and its seeds per house.
    pub fn help(&self) -> (String, String) {
        let words = words(self.ruleset.kind());
        (
            self.about_game(words.help_title),
            self.about_game(words.help_rules),
        )
    }

    /// Picks the message for a player: the child, Tux, or one of two children by name.
    fn for_seat(&self, side: Side, ids: [&str; 3], args: &[(&str, Arg)]) -> String {
        let [child, tux, player] = ids;
        match self.seat(side) {
            Seat::Tux => self.with(tux, args),
            Seat::Child => self.with(child, args),
            Seat::Player(_) | Seat::Classmate => {
                let name = self.player_name(side);
                let mut args = args.to_vec();
                args.push(("player", Arg::Str(&name)));
                self.with(player, &args)
            }
        }
    }

    /// [`Texts::for_seat`] for a sentence whose two children's wording speaks to the player
    /// ("Ana, play again!"): the classmate at the other machine is not the one reading it,
    /// so their sentence names them in the third person.
    fn about_seat(&self, side: Side, ids: [&str; 4], args: &[(&str, Arg)]) -> String {
        let [child, tux, player, classmate] = ids;
        let id = match self.seat(side) {
            Seat::Classmate => classmate,
            _ => player,
        };
        self.for_seat(side, [child, tux, id], args)
    }

    fn seat(&self, side: Side) -> Seat {
        self.opponent.seat(side)
    }

    /// The name shown beside a row.
    pub fn player_name(&self, side: Side) -> String {
        self.plain(match self.seat(side) {
            Seat::Tux => "player-tux",
            Seat::Child => "player-you",
            Seat::Player(Side::South) => "player-south",
            Seat::Player(Side::North) => "player-north",
            Seat::Classmate => return self.opponent.classmate_name().to_string(),
        })
    }

    pub fn store_label(&self, side: Side, seeds: u8) -> String {
        let count = ("count", Arg::Num(i64::from(seeds)));
        let id = match self.seat(side) {
            Seat::Tux => "store-tux",
            Seat::Child => "store-you",
            Seat::Player(Side::South) => "store-south",
            Seat::Player(Side::North) => "store-north",
            Seat::Classmate => {
                let name = self.player_name(side);
                return self.with("store-classmate", &[("player", Arg::Str(&name)), count]);
            }
        };
        self.with(id, &[count])
    }

    /// Whose a store on the board is, written on it: "Your store", "Tux's kazan", "Ana's
    /// store". Oware's captured seeds sit in their player's line, which names them already.
    pub fn store_owner(&self, side: Side, stores: Stores) -> String {
        let ids = match stores {
            Stores::Aside => return String::new(),
            Stores::OnThePath => ["store-owner-you", "store-owner-tux", "store-owner-player"],
            Stores::Kazans => ["kazan-owner-you", "kazan-owner-tux", "kazan-owner-player"],
        };
        self.for_seat(side, ids, &[])
    }

    pub fn turn_line(&self, to_move: Side) -> String {
        match self.seat(to_move) {
            Seat::Tux => self.plain("turn-tux"),
            Seat::Child => self.plain("turn-you"),
            Seat::Player(_) => {
                let player = self.player_name(to_move);
                self.with("turn-player", &[("player", Arg::Str(&player))])
            }
            Seat::Classmate => {
                let player = self.player_name(to_move);
                self.with("turn-classmate", &[("player", Arg::Str(&player))])
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

    /// The message line. A child's own move shows only what it did (the child saw the click);
    /// Tux's also says which house Tux played.
    pub fn message(&self, message: Message) -> String {
        match message {
            Message::None => String::new(),
            Message::Refused(Refusal::WaitForTux) => self.plain("illegal-wait"),
            Message::Refused(Refusal::NoGame) => String::new(),
            Message::Refused(Refusal::WaitForClassmate) => self.plain("illegal-wait-classmate"),
            Message::Refused(Refusal::ConnectionLost) => self.plain("classroom-lost"),
            Message::ClassmateLeft => {
                let name = self.opponent.classmate_name();
                self.with("classroom-left", &[("player", Arg::Str(name))])
            }
            Message::RoomFailed => self.plain("classroom-failed"),
            Message::RoomClosedByTeacher => self.plain("classroom-closed-teacher"),
            Message::Refused(Refusal::Illegal(reason)) => self.plain(illegal_move_id(reason)),
            Message::Moved { side, house, event } => {
                let what = self.move_event(side, event);
                // Moves made elsewhere say who played where; the child knows their own.
                if matches!(self.seat(side), Seat::Tux | Seat::Classmate) {
                    sentences([Some(self.move_played(side, house)), what])
                } else {
                    what.unwrap_or_default()
                }
            }
            Message::HintThinking => self.plain("hint-thinking"),
            Message::HintTry { house } => {
                let letter = self.letter(house);
                self.with("hint-try", &[("house", Arg::Str(&letter))])
            }
            Message::UndoNothing => self.plain("undo-nothing"),
        }
    }

    /// Who played which house: "Tux played house c."
    pub fn move_played(&self, side: Side, house: usize) -> String {
        let letter = self.letter(house);
        self.for_seat(
            side,
            ["move-you-played", "move-tux-played", "move-player-played"],
            &[("house", Arg::Str(&letter))],
        )
    }

    /// What a move did, when it did more than sow.
    pub fn move_event(&self, side: Side, event: MoveEvent) -> Option<String> {
        match event {
            MoveEvent::Quiet => None,
            MoveEvent::Captured { seeds } => Some(self.for_seat(
                side,
                ["captured-you", "captured-tux", "captured-player"],
                &[("count", Arg::Num(i64::from(seeds)))],
            )),
            MoveEvent::GrandSlam => Some(self.plain("grand-slam")),
            MoveEvent::ExtraTurn => Some(self.about_seat(
                side,
                [
                    "extra-turn-you",
                    "extra-turn-tux",
                    "extra-turn-player",
                    "extra-turn-classmate",
                ],
                &[],
            )),
            MoveEvent::TuzdykMade { house } => {
                let letter = self.letter(house);
                Some(self.about_seat(
                    side,
                    [
                        "tuzdyk-made-you",
                        "tuzdyk-made-tux",
                        "tuzdyk-made-player",
                        "tuzdyk-made-classmate",
                    ],
                    &[("house", Arg::Str(&letter))],
                ))
            }
        }
    }

    pub fn house_label(&self, house: usize, seeds: u8, playable: bool, feeding: bool) -> String {
        let letter = self.letter(house);
        let id = if feeding {
            "house-feeding"
        } else if playable {
            "house-playable"
        } else {
            "house-blocked"
        };
        let owner = self.ruleset.layout().owner(house);
        let name = self.player_name(owner);
        let (owner, player) = match self.seat(owner) {
            Seat::Child => ("you", ""),
            Seat::Tux => ("tux", ""),
            Seat::Player(_) | Seat::Classmate => ("player", name.as_str()),
        };
        // The owner is in the name, because a voice does not say "a" and "A" apart.
        self.with(
            id,
            &[
                ("owner", Arg::Str(owner)),
                ("player", Arg::Str(player)),
                ("house", Arg::Str(&letter)),
                ("count", Arg::Num(i64::from(seeds))),
            ],
        )
    }

    /// The name of a tuzdyk, saying whose it is.
    pub fn tuzdyk_label(&self, house: usize, owner: Side) -> String {
        let letter = self.letter(house);
        self.for_seat(
            owner,
            [
                "house-tuzdyk-you",
                "house-tuzdyk-tux",
                "house-tuzdyk-player",
            ],
            &[("house", Arg::Str(&letter))],
        )
    }

    /// Title, score line and reason for the end-of-game screen.
    pub fn end_of_game(&self, outcome: &Outcome) -> (String, String, String) {
        let title = match outcome.winner.map(|side| (side, self.seat(side))) {
            None => self.plain("end-draw"),
            Some((_, Seat::Tux)) => self.plain("end-tux-wins"),
            Some((_, Seat::Child)) => self.plain("end-you-win"),
            Some((side, Seat::Player(_) | Seat::Classmate)) => {
                let player = self.player_name(side);
                self.with("end-player-wins", &[("player", Arg::Str(&player))])
            }
        };
        // The score of the row at the bottom of the screen first: a child who joined a
        // classmate's room plays North, and sees their own row there.
        let bottom = self.opponent.bottom_side();
        let score = self.with(
            "end-score",
            &[
                ("south", Arg::Num(i64::from(outcome.score(bottom)))),
                (
                    "north",
                    Arg::Num(i64::from(outcome.score(bottom.opponent()))),
                ),
            ],
        );
        let reason = self.about_game(end_reason(self.ruleset.kind(), outcome));
        (title, score, reason)
    }
}

/// The message that says why the rules refused a move.
pub fn illegal_move_id(reason: IllegalMove) -> &'static str {
    match reason {
        IllegalMove::EmptyHouse => "illegal-empty-house",
        IllegalMove::NotYourHouse | IllegalMove::NoSuchHouse => "illegal-not-your-house",
        IllegalMove::MustFeed => "illegal-must-feed",
        IllegalMove::GameOver => "illegal-game-over",
        IllegalMove::Tuzdyk => "illegal-tuzdyk",
    }
}

/// Sentences one after the other, as every language of the activity writes them; a part
/// without an end mark (the score line) gets a full stop, so that a voice pauses after it.
pub fn sentences<I: IntoIterator<Item = Option<String>>>(parts: I) -> String {
    parts
        .into_iter()
        .flatten()
        .map(|part| part.trim().to_string())
        .filter(|part| !part.is_empty())
        .map(|part| {
            if part.ends_with(['.', '!', '?', '…']) {
                part
            } else {
                part + "."
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use oware_rules::{EndReason, GameKind};

    fn end_score(localizer: &Localizer, opponent: Opponent) -> String {
        let texts = Texts {
            localizer,
            language: "en",
            ruleset: Ruleset::standard(GameKind::Oware),
            opponent: &opponent,
        };
        let outcome = Outcome::from_scores([30, 18], EndReason::Score);
        texts.end_of_game(&outcome).1
    }

    #[test]
    fn the_end_score_puts_the_row_at_the_bottom_first() {
        let localizer = Localizer::new();
        let classmate = |local| Opponent::Classmate {
            local,
            name: Some("Zoé".to_string()),
        };
        assert_eq!(end_score(&localizer, Opponent::Tux), "Score: 30 – 18");
        assert_eq!(
            end_score(&localizer, classmate(Side::South)),
            "Score: 30 – 18"
        );
        // The child who joined plays North, at the bottom of their screen.
        assert_eq!(
            end_score(&localizer, classmate(Side::North)),
            "Score: 18 – 30"
        );
    }
}
