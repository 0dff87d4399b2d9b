//! The sentences a watching connection is told with the board (`! say`): which message says
//! what about the last move, whose turn it is, the end and each legal house's preview, as
//! `oware-phrases` chooses them for the person in that seat (the child's own move, Tux's, a
//! classmate's), so that the page formats them and decides nothing.

use oware_phrases::{Phrase, Refusal as Refused, Seat, Seats};
use oware_protocol::{Opponent, Part, Refusal, Said, ServerEvent, Shown, Topic};
use oware_rules::{house_letter, GameStatus, Rules, Side};

use super::Seated;
use crate::room::Room;

/// Who sits where, as the connection in `side` sees the room.
pub fn seats(room: &Room, side: Side) -> Seats {
    let seat = |row: Side| match room.opponent() {
        Opponent::Here => Seat::Player(row),
        _ if row == side => Seat::Child,
        Opponent::Tux { .. } => Seat::Tux,
        Opponent::Classmate => Seat::Classmate,
    };
    let classmate = room.seat(side.opponent()).map(|seat| seat.name.as_str());
    Seats::new(seat(Side::South), seat(Side::North), classmate)
}

/// The rows whose moves the connection in `side` makes: both for two children at one machine.
fn plays(room: &Room, side: Side, row: Side) -> bool {
    room.opponent() == Opponent::Here || row == side
}

/// `lines` (a group about the board, closed by `ready`) with the sentences for the
/// connection in `side` just before its `ready`: the move's, when the group has its steps.
pub fn with_sentences(room: &Room, side: Side, lines: &[ServerEvent]) -> Vec<ServerEvent> {
    let after_move = lines
        .iter()
        .any(|line| matches!(line, ServerEvent::Steps { .. }));
    let mut out = lines.to_vec();
    let at = out
        .iter()
        .rposition(|line| matches!(line, ServerEvent::Ready(_)))
        .unwrap_or(out.len());
    out.splice(at..at, sentences(room, side, after_move));
    out
}

/// The sentences about the board for the connection in `side`.
pub fn sentences(room: &Room, side: Side, after_move: bool) -> Vec<ServerEvent> {
    let seats = seats(room, side);
    let game = room.game();
    let layout = game.layout();
    let mut said = Vec::new();
    let mut say = |topic: Topic, phrases: Vec<Phrase>| {
        said.extend(
            phrases
                .iter()
                .map(|phrase| ServerEvent::Say(Said::of(topic, layout, phrase))),
        );
    };
    if let (true, Some(report)) = (after_move, game.last_move()) {
        say(Topic::Move, seats.move_said(layout, report));
    }
    match game.status() {
        GameStatus::Over(outcome) => {
            let end = seats.end(room.ruleset(), &outcome);
            say(Topic::End, vec![end.title, end.score, end.reason]);
        }
        GameStatus::Ongoing => {
            let to_move = game.to_move();
            if plays(room, side, to_move) && game.must_feed() {
                say(Topic::Feed, vec![oware_phrases::feed()]);
            }
            say(Topic::Turn, vec![seats.turn(to_move)]);
        }
    }
    for house in game.legal_moves().iter() {
        if let Ok(preview) = game.preview(house) {
            let topic = Topic::Preview(house_letter(layout, house));
            say(topic, oware_phrases::preview(layout, &preview));
        }
    }
    said.extend(screen(room, side, &seats));
    said
}

/// The words of the screen around the board for the connection in `side` (`! phrase`): each
/// house's and store's name for a screen reader, the players' names, the help and Tux's level.
fn screen(room: &Room, side: Side, seats: &Seats) -> Vec<ServerEvent> {
    let game = room.game();
    let layout = game.layout();
    let position = game.position();
    let ruleset = room.ruleset();
    let tuzdyks = position.tuzdyks();
    let mut shown = Vec::new();
    let mut show = |part: Part, phrase: Phrase| {
        shown.push(ServerEvent::Phrase(Shown::of(part, layout, &phrase)));
    };
    for (house, &seeds) in position.houses().iter().enumerate() {
        let letter = house_letter(layout, house);
        let tuzdyk = Side::BOTH
            .into_iter()
            .find(|owner| tuzdyks[owner.index()] == Some(house));
        let label = match tuzdyk {
            Some(owner) => seats.tuzdyk_label(layout, house, owner),
            None => seats.house_label(layout, house, seeds, false, false),
        };
        show(Part::House(letter), label);
    }
    if !game.is_over() && plays(room, side, game.to_move()) {
        // Every legal house feeds when one must: the rules allow no other.
        let feeding = game.must_feed();
        for house in game.legal_moves().iter() {
            let seeds = position.seeds(house);
            let label = seats.house_label(layout, house, seeds, true, feeding);
            show(Part::Playable(house_letter(layout, house)), label);
        }
    }
    let stores = position.stores();
    for row in Side::BOTH {
        show(
            Part::Store(row),
            seats.store_label(row, stores[row.index()]),
        );
        show(Part::Player(row), seats.name_phrase(row));
    }
    show(Part::HelpTitle, oware_phrases::help_title(ruleset));
    show(Part::HelpRules, oware_phrases::help_rules(ruleset));
    if let Opponent::Tux { level } = room.opponent() {
        let max = oware_tux::levels_of(ruleset.kind());
        show(Part::Level, oware_phrases::level_line(level, max));
    }
    // Hints are given in a room held alone (`hint`).
    if room.opponent().is_alone() {
        show(Part::Thinking, oware_phrases::hint_thinking());
    }
    shown
}

/// What the connection in `seated` is told just before `refusal`, if it watches and the
/// refusal is about the game.
pub async fn refused(seated: &Seated, refusal: &Refusal) -> Option<ServerEvent> {
    let locked = seated.entry.lock().await;
    if !locked.watching[seated.side.index()] {
        return None;
    }
    let room = &locked.room;
    let refused = match refusal {
        Refusal::Illegal(reason) => Refused::Illegal(*reason),
        Refusal::NotYourTurn => seats(room, seated.side).not_your_turn(room.game().to_move()),
        Refusal::OpponentNotJoined => Refused::ClassmateNotJoined,
        Refusal::NothingToTakeBack => Refused::NothingToUndo,
        _ => return None,
    };
    let phrase = refused.phrase();
    Some(ServerEvent::Say(Said::of(
        Topic::Refused,
        room.game().layout(),
        &phrase,
    )))
}
