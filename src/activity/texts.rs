//! The one-sentence messages under the board, kept as ids and arguments rather than as text
//! so that a language switch re-renders them at once.

use crate::i18n::{Arg, Localizer};
use oware_phrases::{End, Phrase, Seats};
use oware_rules::{IllegalMove, Outcome, Ruleset, Side, Stores};

use super::game_words::{numbers, words};
use super::sitting::{Opponent, Refusal, Seat};

/// The most telling thing a move did, as `oware-phrases` tells it.
pub use oware_phrases::MoveEvent;

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

    /// A phrase (chosen by `oware-phrases`) in the current language.
    pub fn say(&self, phrase: &Phrase) -> String {
        phrase.say(self.localizer, self.language)
    }

    /// Phrases one after the other, as sentences.
    fn say_each(&self, phrases: &[Phrase]) -> String {
        sentences(phrases.iter().map(|phrase| Some(self.say(phrase))))
    }

    /// Who sits where, as the phrases name the players.
    pub fn seats(&self) -> Seats {
        Seats::new(
            self.seat(Side::South),
            self.seat(Side::North),
            Some(self.opponent.classmate_name()),
        )
    }

    fn seat(&self, side: Side) -> Seat {
        self.opponent.seat(side)
    }

    /// The name shown beside a row.
    pub fn player_name(&self, side: Side) -> String {
        match self.seats().name(side) {
            oware_phrases::Arg::Message(id) => self.plain(id),
            oware_phrases::Arg::Text(name) => name,
            _ => String::new(),
        }
    }

    pub fn store_label(&self, side: Side, seeds: u8) -> String {
        self.say(&self.seats().store_label(side, seeds))
    }

    /// Whose a store on the board is, written on it: "Your store", "Tux's kazan", "Ana's
    /// store". Oware's captured seeds sit in their player's line, which names them already.
    pub fn store_owner(&self, side: Side, stores: Stores) -> String {
        self.seats()
            .store_owner(side, stores)
            .map_or(String::new(), |phrase| self.say(&phrase))
    }

    pub fn turn_line(&self, to_move: Side) -> String {
        self.say(&self.turn_phrase(to_move))
    }

    /// Whose turn it is, as a phrase.
    pub fn turn_phrase(&self, to_move: Side) -> Phrase {
        self.seats().turn(to_move)
    }

    /// The feeding rule, said when the child is to move and must feed.
    pub fn feed_line(&self) -> String {
        self.say(&oware_phrases::feed())
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
        if let Some(refusal) = refusal_of(message) {
            return self.say(&refusal.phrase());
        }
        match message {
            Message::None | Message::Refused(_) | Message::UndoNothing => String::new(),
            Message::ClassmateLeft => {
                let name = self.opponent.classmate_name();
                self.with("classroom-left", &[("player", Arg::Str(name))])
            }
            Message::RoomFailed => self.plain("classroom-failed"),
            Message::RoomClosedByTeacher => self.plain("classroom-closed-teacher"),
            Message::Moved { side, house, event } => self.say_each(&self.seats().move_shown(
                self.ruleset.layout(),
                side,
                house,
                event,
            )),
            Message::HintThinking => self.plain("hint-thinking"),
            Message::HintTry { house } => {
                let letter = self.letter(house);
                self.with("hint-try", &[("house", Arg::Str(&letter))])
            }
        }
    }

    /// Who played which house: "Tux played house c."
    pub fn move_played(&self, side: Side, house: usize) -> String {
        self.say(&self.played_phrase(side, house))
    }

    /// Who played which house, as a phrase.
    pub fn played_phrase(&self, side: Side, house: usize) -> Phrase {
        self.seats().played(self.ruleset.layout(), side, house)
    }

    /// What a move did, when it did more than sow.
    pub fn move_event(&self, side: Side, event: MoveEvent) -> Option<String> {
        self.event_phrase(side, event)
            .map(|phrase| self.say(&phrase))
    }

    /// What a move did, as a phrase.
    pub fn event_phrase(&self, side: Side, event: MoveEvent) -> Option<Phrase> {
        self.seats().move_event(side, event, self.ruleset.layout())
    }

    pub fn house_label(&self, house: usize, seeds: u8, playable: bool, feeding: bool) -> String {
        let layout = self.ruleset.layout();
        self.say(
            &self
                .seats()
                .house_label(layout, house, seeds, playable, feeding),
        )
    }

    /// The name of a tuzdyk, saying whose it is.
    pub fn tuzdyk_label(&self, house: usize, owner: Side) -> String {
        let layout = self.ruleset.layout();
        self.say(&self.seats().tuzdyk_label(layout, house, owner))
    }

    /// Title, score line and reason for the end-of-game screen; the score names the winner's
    /// seeds first.
    pub fn end_of_game(&self, outcome: &Outcome) -> (String, String, String) {
        let end = self.end_phrases(outcome);
        (
            self.say(&end.title),
            self.say(&end.score),
            self.say(&end.reason),
        )
    }

    /// Title, score and reason of the end, as phrases.
    pub fn end_phrases(&self, outcome: &Outcome) -> End {
        self.seats().end(self.ruleset, outcome)
    }
}

/// The refusal a message says, if it says one.
pub fn refusal_of(message: Message) -> Option<oware_phrases::Refusal> {
    use oware_phrases::Refusal as Said;
    Some(match message {
        Message::Refused(Refusal::WaitForTux) => Said::WaitForTux,
        Message::Refused(Refusal::WaitForClassmate) => Said::WaitForClassmate,
        Message::Refused(Refusal::ConnectionLost) => Said::ConnectionLost,
        Message::Refused(Refusal::Illegal(reason)) => Said::Illegal(reason),
        Message::UndoNothing => Said::NothingToUndo,
        _ => return None,
    })
}

/// The message that says why the rules refused a move.
pub fn illegal_move_id(reason: IllegalMove) -> &'static str {
    oware_phrases::illegal_move_id(reason)
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
mod parity;

#[cfg(test)]
mod tests {
    use super::*;
    use oware_rules::{EndReason, GameKind};

    fn end_score(localizer: &Localizer, opponent: Opponent, scores: [u32; 2]) -> String {
        let texts = Texts {
            localizer,
            language: "en",
            ruleset: Ruleset::standard(GameKind::Oware),
            opponent: &opponent,
        };
        let outcome = Outcome::from_scores(scores, EndReason::Score);
        texts.end_of_game(&outcome).1
    }

    #[test]
    fn the_end_score_puts_the_winners_seeds_first() {
        let localizer = Localizer::new();
        let classmate = |local| Opponent::Classmate {
            local,
            name: Some("Zoé".to_string()),
        };
        assert_eq!(
            end_score(&localizer, Opponent::Tux, [30, 18]),
            "Score: 30 – 18"
        );
        // Tux (North) won: its 30 first, though the child's row is at the bottom.
        assert_eq!(
            end_score(&localizer, Opponent::Tux, [18, 30]),
            "Score: 30 – 18"
        );
        assert_eq!(
            end_score(&localizer, classmate(Side::South), [30, 18]),
            "Score: 30 – 18"
        );
        // The child who joined plays North and lost: the winner's seeds still come first.
        assert_eq!(
            end_score(&localizer, classmate(Side::North), [30, 18]),
            "Score: 30 – 18"
        );
        assert_eq!(
            end_score(&localizer, classmate(Side::North), [18, 30]),
            "Score: 30 – 18"
        );
        assert_eq!(
            end_score(&localizer, Opponent::Friend, [24, 24]),
            "Score: 24 – 24"
        );
    }
}
