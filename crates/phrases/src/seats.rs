//! Who sits where, and every phrase that names a player: whose turn it is, who played which
//! house and what the move did, why a move was refused, how the game ended, and the names a
//! screen reader gives the houses and stores.

use oware_rules::{IllegalMove, Layout, MoveReport, Outcome, Ruleset, Side, Stores};

use crate::game::reason_phrase;
use crate::{Arg, Phrase};

/// Who plays a row, as the person reading the phrases sees it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Seat {
    /// The child reading: playing Tux, or a classmate elsewhere.
    Child,
    /// Tux, the computer player.
    Tux,
    /// One of two children sharing the screen, named by their row.
    Player(Side),
    /// The child at the other machine, in a game with a classmate.
    Classmate,
}

/// Who sits in each row, and the classmate's own name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seats {
    /// South's seat, then North's.
    pub seats: [Seat; 2],
    /// The classmate's name as they typed it ("?" until the room says it).
    pub classmate: String,
}

/// The most telling thing a move did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveEvent {
    /// Nothing worth a sentence of its own.
    Quiet,
    /// Seeds were captured.
    Captured {
        /// How many.
        seeds: u8,
    },
    /// Oware: the move would have taken every seed of the other row, so it takes none.
    GrandSlam,
    /// Kalah and Congkak: the last seed fell into the mover's store.
    ExtraTurn,
    /// Togyz Kumalak: `house` became the mover's tuzdyk.
    TuzdykMade {
        /// The house that became a tuzdyk.
        house: usize,
    },
}

impl MoveEvent {
    /// The most telling thing the move of `report` did: a tuzdyk before a grand slam before a
    /// capture before an extra turn.
    pub fn of(report: &MoveReport) -> MoveEvent {
        if let Some(house) = report.tuzdyk_made() {
            MoveEvent::TuzdykMade { house }
        } else if report.grand_slam_forfeited() {
            MoveEvent::GrandSlam
        } else if report.captured_seeds > 0 {
            MoveEvent::Captured {
                seeds: report.captured_seeds,
            }
        } else if report.extra_turn() {
            MoveEvent::ExtraTurn
        } else {
            MoveEvent::Quiet
        }
    }
}

/// Why a move (or a request about the game) was not done.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The rules forbid the move.
    Illegal(IllegalMove),
    /// It is Tux's turn.
    WaitForTux,
    /// It is the classmate's turn, at the other machine.
    WaitForClassmate,
    /// The classmate has not joined the room yet.
    ClassmateNotJoined,
    /// The connection to the room is lost.
    ConnectionLost,
    /// There is no move to take back.
    NothingToUndo,
}

impl Refusal {
    /// The sentence that says why.
    pub fn phrase(self) -> Phrase {
        Phrase::new(match self {
            Refusal::Illegal(reason) => illegal_move_id(reason),
            Refusal::WaitForTux => "illegal-wait",
            Refusal::WaitForClassmate => "illegal-wait-classmate",
            Refusal::ClassmateNotJoined => "classroom-waiting",
            Refusal::ConnectionLost => "classroom-lost",
            Refusal::NothingToUndo => "undo-nothing",
        })
    }
}

/// The end of a game in words: its title, its score and why it ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct End {
    /// Who won, or a draw.
    pub title: Phrase,
    /// Both scores, the winner's first.
    pub score: Phrase,
    /// Why the game ended, with every number of the game.
    pub reason: Phrase,
}

impl Seats {
    /// The seats of a game with a classmate elsewhere, or `?` for a name not yet known.
    pub fn new(south: Seat, north: Seat, classmate: Option<&str>) -> Seats {
        Seats {
            seats: [south, north],
            classmate: classmate.unwrap_or("?").to_string(),
        }
    }

    /// Who plays `side`.
    pub fn seat(&self, side: Side) -> Seat {
        self.seats[side.index()]
    }

    /// The row at the bottom of the reader's screen: the child's own, or South.
    pub fn bottom(&self) -> Side {
        Side::BOTH
            .into_iter()
            .find(|&side| self.seat(side) == Seat::Child)
            .unwrap_or(Side::South)
    }

    /// The name shown beside a row: a message ("You", "Tux", "Player 1"), or the classmate's
    /// own name.
    pub fn name(&self, side: Side) -> Arg {
        match self.seat(side) {
            Seat::Tux => Arg::Message("player-tux"),
            Seat::Child => Arg::Message("player-you"),
            Seat::Player(Side::South) => Arg::Message("player-south"),
            Seat::Player(Side::North) => Arg::Message("player-north"),
            Seat::Classmate => Arg::Text(self.classmate.clone()),
        }
    }

    /// The message for a player among three: the child's, Tux's, or one naming the player.
    fn for_seat(&self, side: Side, ids: [&'static str; 3], phrase: Phrase) -> Phrase {
        let [child, tux, player] = ids;
        match self.seat(side) {
            Seat::Tux => Phrase { id: tux, ..phrase },
            Seat::Child => Phrase {
                id: child,
                ..phrase
            },
            Seat::Player(_) | Seat::Classmate => Phrase {
                id: player,
                ..phrase
            }
            .arg_as("player", self.name(side)),
        }
    }

    /// [`Seats::for_seat`] for a sentence whose two children's wording speaks to the player
    /// ("Ana, play again!"): the classmate at the other machine is not the one reading it,
    /// so their sentence names them in the third person.
    fn about_seat(&self, side: Side, ids: [&'static str; 4], phrase: Phrase) -> Phrase {
        let [child, tux, player, classmate] = ids;
        let id = match self.seat(side) {
            Seat::Classmate => classmate,
            _ => player,
        };
        self.for_seat(side, [child, tux, id], phrase)
    }

    /// Whose turn it is.
    pub fn turn(&self, to_move: Side) -> Phrase {
        match self.seat(to_move) {
            Seat::Tux => Phrase::new("turn-tux"),
            Seat::Child => Phrase::new("turn-you"),
            Seat::Player(_) => Phrase::new("turn-player").arg_as("player", self.name(to_move)),
            Seat::Classmate => Phrase::new("turn-classmate").arg_as("player", self.name(to_move)),
        }
    }

    /// Who played which house: "Tux played house c."
    pub fn played(&self, layout: Layout, side: Side, house: usize) -> Phrase {
        self.for_seat(
            side,
            ["move-you-played", "move-tux-played", "move-player-played"],
            Phrase::new("").house("house", layout, house),
        )
    }

    /// Whether the message line names the house of a move by `side`: moves made elsewhere
    /// (Tux's, the classmate's) say who played where; the child saw their own.
    pub fn names_moves(&self, side: Side) -> bool {
        matches!(self.seat(side), Seat::Tux | Seat::Classmate)
    }

    /// What a move did, when it did more than sow.
    pub fn move_event(&self, side: Side, event: MoveEvent, layout: Layout) -> Option<Phrase> {
        match event {
            MoveEvent::Quiet => None,
            MoveEvent::Captured { seeds } => Some(self.for_seat(
                side,
                ["captured-you", "captured-tux", "captured-player"],
                Phrase::new("").num("count", seeds),
            )),
            MoveEvent::GrandSlam => Some(Phrase::new("grand-slam")),
            MoveEvent::ExtraTurn => Some(self.about_seat(
                side,
                [
                    "extra-turn-you",
                    "extra-turn-tux",
                    "extra-turn-player",
                    "extra-turn-classmate",
                ],
                Phrase::new(""),
            )),
            MoveEvent::TuzdykMade { house } => Some(self.about_seat(
                side,
                [
                    "tuzdyk-made-you",
                    "tuzdyk-made-tux",
                    "tuzdyk-made-player",
                    "tuzdyk-made-classmate",
                ],
                Phrase::new("").house("house", layout, house),
            )),
        }
    }

    /// A move as a screen reader hears it: who played which house, then what it did.
    pub fn move_said(&self, layout: Layout, report: &MoveReport) -> Vec<Phrase> {
        let what = self.move_event(report.mover, MoveEvent::of(report), layout);
        std::iter::once(self.played(layout, report.mover, report.origin))
            .chain(what)
            .collect()
    }

    /// A move on the message line: what it did, after the house for a move made elsewhere.
    pub fn move_shown(
        &self,
        layout: Layout,
        side: Side,
        house: usize,
        event: MoveEvent,
    ) -> Vec<Phrase> {
        let played = self
            .names_moves(side)
            .then(|| self.played(layout, side, house));
        played
            .into_iter()
            .chain(self.move_event(side, event, layout))
            .collect()
    }

    /// The refusal of a move made out of turn, while `to_move` is to move.
    pub fn not_your_turn(&self, to_move: Side) -> Refusal {
        match self.seat(to_move) {
            Seat::Tux => Refusal::WaitForTux,
            _ => Refusal::WaitForClassmate,
        }
    }

    /// Title, score and reason of the end of a game. The score names the winner's seeds
    /// first, as the title just above it names the winner; a draw's equal scores are the
    /// bottom row's first.
    pub fn end(&self, ruleset: Ruleset, outcome: &Outcome) -> End {
        let title = match outcome.winner.map(|side| (side, self.seat(side))) {
            None => Phrase::new("end-draw"),
            Some((_, Seat::Tux)) => Phrase::new("end-tux-wins"),
            Some((_, Seat::Child)) => Phrase::new("end-you-win"),
            Some((side, Seat::Player(_) | Seat::Classmate)) => {
                Phrase::new("end-player-wins").arg_as("player", self.name(side))
            }
        };
        let first = outcome.winner.unwrap_or_else(|| self.bottom());
        let score = Phrase::new("end-score")
            .num("first", outcome.score(first))
            .num("second", outcome.score(first.opponent()));
        End {
            title,
            score,
            reason: reason_phrase(ruleset, outcome),
        }
    }

    /// A kind word for the child who lost, with the seeds they did win; `None` otherwise.
    pub fn cheer(&self, outcome: &Outcome) -> Option<Phrase> {
        let winner = outcome.winner?;
        let seeds = outcome.score(winner.opponent());
        let lost = matches!(self.seat(winner), Seat::Tux | Seat::Classmate);
        (lost && seeds > 0).then(|| Phrase::new("end-cheer-lost").num("count", seeds))
    }

    /// The name of a player's store, with its seeds.
    pub fn store_label(&self, side: Side, seeds: u8) -> Phrase {
        let id = match self.seat(side) {
            Seat::Tux => "store-tux",
            Seat::Child => "store-you",
            Seat::Player(Side::South) => "store-south",
            Seat::Player(Side::North) => "store-north",
            Seat::Classmate => {
                return Phrase::new("store-classmate")
                    .arg_as("player", self.name(side))
                    .num("count", seeds)
            }
        };
        Phrase::new(id).num("count", seeds)
    }

    /// Whose a store on the board is, written on it: "Your store", "Tux's kazan", "Ana's
    /// store". `None` for Oware's captured seeds, which sit in their player's line.
    pub fn store_owner(&self, side: Side, stores: Stores) -> Option<Phrase> {
        let ids = match stores {
            Stores::Aside => return None,
            Stores::OnThePath => ["store-owner-you", "store-owner-tux", "store-owner-player"],
            Stores::Kazans => ["kazan-owner-you", "kazan-owner-tux", "kazan-owner-player"],
        };
        Some(self.for_seat(side, ids, Phrase::new("")))
    }

    /// The name of a house for a screen reader: whose it is, its seeds, and whether it can be
    /// played (or must, to feed). The owner is in the name, because a voice does not say "a"
    /// and "A" apart.
    pub fn house_label(
        &self,
        layout: Layout,
        house: usize,
        seeds: u8,
        playable: bool,
        feeding: bool,
    ) -> Phrase {
        let id = if feeding {
            "house-feeding"
        } else if playable {
            "house-playable"
        } else {
            "house-blocked"
        };
        let side = layout.owner(house);
        let (owner, player) = match self.seat(side) {
            Seat::Child => ("you", Arg::Text(String::new())),
            Seat::Tux => ("tux", Arg::Text(String::new())),
            Seat::Player(_) | Seat::Classmate => ("player", self.name(side)),
        };
        Phrase::new(id)
            .text("owner", owner)
            .arg_as("player", player)
            .house("house", layout, house)
            .num("count", seeds)
    }

    /// The name of a tuzdyk, saying whose it is.
    pub fn tuzdyk_label(&self, layout: Layout, house: usize, owner: Side) -> Phrase {
        self.for_seat(
            owner,
            [
                "house-tuzdyk-you",
                "house-tuzdyk-tux",
                "house-tuzdyk-player",
            ],
            Phrase::new("").house("house", layout, house),
        )
    }
}

/// The feeding rule, said when the reader is to move and must feed the other row.
pub fn feed() -> Phrase {
    Phrase::new("feed-explain")
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

#[cfg(test)]
mod tests {
    use super::*;
    use oware_rules::{EndReason, GameKind};

    fn tux() -> Seats {
        Seats::new(Seat::Child, Seat::Tux, None)
    }

    fn classmates() -> Seats {
        Seats::new(Seat::Classmate, Seat::Child, Some("Zoé"))
    }

    #[test]
    fn a_move_is_named_by_who_made_it_for_the_reader() {
        let layout = Ruleset::standard(GameKind::Oware).layout();
        let captured = MoveEvent::Captured { seeds: 3 };
        // The child's own move: what it did, without the house the child saw played.
        let own = tux().move_shown(layout, Side::South, 2, captured);
        assert_eq!(
            own.iter().map(|phrase| phrase.id).collect::<Vec<_>>(),
            ["captured-you"]
        );
        // Tux's: which house, then what it did.
        let tuxs = tux().move_shown(layout, Side::North, 8, captured);
        assert_eq!(
            tuxs.iter().map(|phrase| phrase.id).collect::<Vec<_>>(),
            ["move-tux-played", "captured-tux"]
        );
        // A classmate's names the classmate, as they typed their name.
        let theirs = classmates().move_shown(layout, Side::South, 2, MoveEvent::ExtraTurn);
        assert_eq!(theirs[0].id, "move-player-played");
        assert_eq!(theirs[0].arg("player"), Some(&Arg::Text("Zoé".into())));
        assert_eq!(theirs[1].id, "extra-turn-classmate");
    }

    #[test]
    fn the_end_names_the_winner_and_gives_the_winners_seeds_first() {
        let ruleset = Ruleset::standard(GameKind::Oware);
        let scores = |end: &End| {
            (
                end.score.arg("first").cloned(),
                end.score.arg("second").cloned(),
            )
        };
        // Tux (North) won 30 to 18: 30 first, though the child's row is at the bottom.
        let lost = tux().end(ruleset, &Outcome::from_scores([18, 30], EndReason::Score));
        assert_eq!(lost.title.id, "end-tux-wins");
        assert_eq!(scores(&lost), (Some(Arg::Num(30)), Some(Arg::Num(18))));
        let won = tux().end(ruleset, &Outcome::from_scores([30, 18], EndReason::Score));
        assert_eq!(won.title.id, "end-you-win");
        assert_eq!(scores(&won), (Some(Arg::Num(30)), Some(Arg::Num(18))));
        let classmate_won =
            classmates().end(ruleset, &Outcome::from_scores([30, 18], EndReason::Score));
        assert_eq!(classmate_won.title.id, "end-player-wins");
        assert_eq!(
            scores(&classmate_won),
            (Some(Arg::Num(30)), Some(Arg::Num(18)))
        );
        let drawn = tux().end(ruleset, &Outcome::from_scores([24, 24], EndReason::Score));
        assert_eq!(drawn.title.id, "end-draw");
        assert_eq!(drawn.reason.id, "oware-end-draw");
    }

    #[test]
    fn a_move_out_of_turn_waits_for_whoever_is_to_move() {
        assert_eq!(tux().not_your_turn(Side::North), Refusal::WaitForTux);
        assert_eq!(
            classmates().not_your_turn(Side::South),
            Refusal::WaitForClassmate
        );
        assert_eq!(Refusal::WaitForTux.phrase().id, "illegal-wait");
        assert_eq!(
            Refusal::Illegal(IllegalMove::NoSuchHouse).phrase().id,
            "illegal-not-your-house"
        );
    }
}
