//! One room: the game under the rules, the two seats and who may do what. Pure: no network,
//! no database, so that every decision can be tested on its own and a room can be rebuilt
//! from its stored moves exactly as it was played.

use oware_protocol::{house_of_letter, legal_letters, position_answer, Refusal, Token};
use oware_rules::{
    house_letter, AnyPosition, Game, GameStatus, IllegalMove, Outcome, Ruleset, Side,
};

/// A seat a player took, held by its token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    pub token: Token,
    pub name: String,
    /// The player said `leave`: the token holds the seat no more.
    pub left: bool,
}

#[cfg(test)]
impl Seat {
    /// A new seat for `name` with a fresh token, for the tests of the room and the store.
    pub(crate) fn fresh(name: &str) -> Seat {
        use crate::secret::Random;
        Seat {
            token: Token::random().expect("random source"),
            name: name.to_string(),
            left: false,
        }
    }
}

/// A move the rules accepted but the room has not taken yet: it is stored first, then
/// [`Room::commit`] makes it the room's.
#[derive(Debug)]
pub struct PendingMove {
    pub ply: usize,
    pub letter: char,
    pub captured: u8,
    next: Game<AnyPosition>,
}

#[derive(Clone, Debug)]
pub struct Room {
    ruleset: Ruleset,
    game: Game<AnyPosition>,
    seats: [Option<Seat>; 2],
    /// Milliseconds since the Unix epoch of the last thing a player did here; rooms nobody
    /// touches for long enough expire.
    pub last_active: u64,
}

impl Room {
    /// A new room with its creator in South's seat.
    pub fn new(ruleset: Ruleset, south: Seat, now: u64) -> Room {
        Room {
            ruleset,
            game: Game::from_position(ruleset.start()),
            seats: [Some(south), None],
            last_active: now,
        }
    }

    /// A room rebuilt from what was stored, each move played again through the rules. A
    /// stored move the rules refuse (a damaged file) stops the replay there, and the error
    /// says which; the room keeps every move before it.
    pub fn restore(
        ruleset: Ruleset,
        seats: [Option<Seat>; 2],
        moves: &[String],
        last_active: u64,
    ) -> (Room, Result<(), (usize, IllegalMove)>) {
        let mut room = Room {
            ruleset,
            game: Game::from_position(ruleset.start()),
            seats,
            last_active,
        };
        for (ply, letter) in moves.iter().enumerate() {
            let played =
                house_of_letter(&room.game, letter).and_then(|house| room.game.play(house));
            if let Err(error) = played {
                return (room, Err((ply, error)));
            }
        }
        (room, Ok(()))
    }

    pub fn ruleset(&self) -> Ruleset {
        self.ruleset
    }

    pub fn move_count(&self) -> usize {
        self.game.move_count()
    }

    #[cfg(test)]
    pub fn game(&self) -> &Game<AnyPosition> {
        &self.game
    }

    pub fn seat(&self, side: Side) -> Option<&Seat> {
        self.seats[side.index()].as_ref()
    }

    /// The seat this token holds, if the player has not left it.
    pub fn side_of(&self, token: &Token) -> Option<Side> {
        Side::BOTH.into_iter().find(|&side| {
            self.seat(side)
                .is_some_and(|seat| !seat.left && seat.token == *token)
        })
    }

    /// The name of whoever sits opposite `side`, while they are still in the room.
    pub fn opponent_name(&self, side: Side) -> Option<&str> {
        self.seat(side.opponent())
            .filter(|seat| !seat.left)
            .map(|seat| seat.name.as_str())
    }

    pub fn is_full(&self) -> bool {
        self.seats[Side::North.index()].is_some()
    }

    /// Seats North; the caller checked [`Room::is_full`] and stored the seat first.
    pub fn seat_north(&mut self, seat: Seat) {
        self.seats[Side::North.index()] = Some(seat);
    }

    /// True when someone other than `side` still holds a seat.
    pub fn opponent_remains(&self, side: Side) -> bool {
        self.opponent_name(side).is_some()
    }

    pub fn mark_left(&mut self, side: Side) {
        if let Some(seat) = self.seats[side.index()].as_mut() {
            seat.left = true;
        }
    }

    /// Checks a move by the player in `side` and works it out on a copy of the game; the
    /// room itself does not change.
    pub fn prepare_move(&self, side: Side, letter: &str) -> Result<PendingMove, Refusal> {
        if !self.is_full() {
            return Err(Refusal::OpponentNotJoined);
        }
        let house = house_of_letter(&self.game, letter)?;
        // The end of the game is told before whose turn it is: after the end it is nobody's.
        if self.game.is_over() {
            return Err(Refusal::Illegal(IllegalMove::GameOver));
        }
        if !self.opponent_remains(side) {
            return Err(Refusal::OpponentLeft);
        }
        if self.game.to_move() != side {
            return Err(Refusal::NotYourTurn);
        }
        let mut next = self.game.clone();
        let report = next.play(house)?;
        Ok(PendingMove {
            ply: self.game.move_count(),
            letter: house_letter(self.game.layout(), house),
            captured: report.captured_seeds,
            next,
        })
    }

    /// Takes a prepared move once it is stored. A move prepared against another state of
    /// the room (which the room's lock rules out) is refused rather than applied twice.
    pub fn commit(&mut self, pending: PendingMove) -> bool {
        if pending.ply != self.game.move_count() {
            return false;
        }
        self.game = pending.next;
        true
    }

    /// The board in the protocol's words.
    pub fn position_words(&self) -> String {
        position_answer(&self.game)
    }

    pub fn legal_letters(&self) -> Vec<char> {
        legal_letters(&self.game)
    }

    pub fn status(&self) -> GameStatus {
        self.game.status()
    }

    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.game.status() {
            GameStatus::Ongoing => None,
            GameStatus::Over(outcome) => Some(outcome),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oware_rules::GameKind;

    fn room(kind: GameKind) -> Room {
        Room::new(Ruleset::standard(kind), Seat::fresh("Ama"), 0)
    }

    fn play(room: &mut Room, side: Side, letter: &str) -> Result<u8, Refusal> {
        let pending = room.prepare_move(side, letter)?;
        let captured = pending.captured;
        assert!(room.commit(pending));
        Ok(captured)
    }

    #[test]
    fn nobody_plays_alone_out_of_turn_or_against_the_rules() {
        let mut room = room(GameKind::Oware);
        assert_eq!(
            play(&mut room, Side::South, "A"),
            Err(Refusal::OpponentNotJoined)
        );
        room.seat_north(Seat::fresh("Kofi"));
        assert_eq!(play(&mut room, Side::North, "a"), Err(Refusal::NotYourTurn));
        assert_eq!(
            play(&mut room, Side::South, "a").map_err(|r| r.to_string()),
            Err("illegal move: not-your-house".to_string())
        );
        assert_eq!(
            play(&mut room, Side::South, "Z").map_err(|r| r.to_string()),
            Err("illegal move: no-such-house".to_string())
        );
        assert_eq!(room.game().move_count(), 0);
        assert_eq!(play(&mut room, Side::South, "C"), Ok(0));
        assert_eq!(room.position_words(), "4 4 0 5 5 5 5 4 4 4 4 4 0 0 north");
    }

    #[test]
    fn a_stale_move_is_not_applied_twice() {
        let mut room = room(GameKind::Kalah);
        room.seat_north(Seat::fresh("Kofi"));
        let first = room.prepare_move(Side::South, "A").expect("legal");
        let again = room.prepare_move(Side::South, "A").expect("legal");
        assert!(room.commit(first));
        assert!(!room.commit(again));
        assert_eq!(room.game().move_count(), 1);
    }

    #[test]
    fn a_replay_rebuilds_the_room_and_stops_at_a_damaged_move() {
        let mut played = room(GameKind::Congkak);
        played.seat_north(Seat::fresh("Kofi"));
        let mut moves = Vec::new();
        while moves.len() < 12 && !played.game().is_over() {
            let side = played.game().to_move();
            let house = played.game().legal_moves().iter().next().expect("a move");
            let letter = house_letter(played.game().layout(), house).to_string();
            play(&mut played, side, &letter).expect("legal");
            moves.push(letter);
        }
        let seats = [
            played.seat(Side::South).cloned(),
            played.seat(Side::North).cloned(),
        ];
        let (again, replay) = Room::restore(played.ruleset(), seats.clone(), &moves, 7);
        assert_eq!(replay, Ok(()));
        assert_eq!(again.position_words(), played.position_words());
        assert_eq!(again.last_active, 7);

        moves.insert(3, "Q".into());
        let (cut, replay) = Room::restore(played.ruleset(), seats, &moves, 7);
        assert!(matches!(replay, Err((3, _))));
        assert_eq!(cut.game().move_count(), 3);
    }

    #[test]
    fn a_player_who_left_no_longer_holds_the_seat() {
        let mut room = room(GameKind::Oware);
        let kofi = Seat::fresh("Kofi");
        let token = kofi.token;
        room.seat_north(kofi);
        assert_eq!(room.side_of(&token), Some(Side::North));
        assert_eq!(room.opponent_name(Side::South), Some("Kofi"));
        room.mark_left(Side::North);
        assert_eq!(room.side_of(&token), None);
        assert!(!room.opponent_remains(Side::South));
        assert_eq!(
            play(&mut room, Side::South, "A"),
            Err(Refusal::OpponentLeft)
        );
    }
}
