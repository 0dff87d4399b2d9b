//! The words of the answers about a game in progress (`position`, `legal`, `play`,
//! `status`). The engine's session and the classroom rooms both answer through these, so a
//! client reads the same words from either, and the rooms' clients read them back here.

use std::fmt;

use oware_rules::{
    format_position, house_from_letter, house_letter, AnyPosition, EndReason, Game, GameStatus,
    IllegalMove, MoveReport, Outcome, Side,
};

const ONGOING: &str = "ongoing";
const OVER: &str = "over";
const DRAW: &str = "draw";

/// `position`: the board in the protocol's words.
pub fn position_answer(game: &Game<AnyPosition>) -> String {
    format_position(game.position())
}

/// The letters of the legal houses, none once the game is over.
pub fn legal_letters(game: &Game<AnyPosition>) -> Vec<char> {
    let layout = game.layout();
    game.legal_moves()
        .iter()
        .map(|house| house_letter(layout, house))
        .collect()
}

/// `legal`: the letters of the legal houses, or `None` (a bare `=`) once the game is over.
pub fn legal_answer(game: &Game<AnyPosition>) -> Option<String> {
    let letters = legal_letters(game);
    (!letters.is_empty()).then(|| Letters(&letters).to_string())
}

/// `status`: `ongoing`, or `over <winner|draw> <S> <N> <reason>` with each game's final
/// scores.
pub fn status_answer(status: GameStatus) -> String {
    StatusWords(status).to_string()
}

/// The house a `play` names on this game's board. A letter naming no house gets the rules'
/// own reason, as for any house outside the board.
pub fn house_of_letter(game: &Game<AnyPosition>, letter: &str) -> Result<usize, IllegalMove> {
    house_from_letter(game.layout(), letter).map_err(|_| IllegalMove::NoSuchHouse)
}

/// `play <letter>`: plays the move, or leaves the game untouched and says why not. The
/// answer is the report's `captured_seeds`.
pub fn play_letter(game: &mut Game<AnyPosition>, letter: &str) -> Result<MoveReport, IllegalMove> {
    let house = house_of_letter(game, letter)?;
    game.play(house)
}

/// House letters, one word each.
pub(crate) struct Letters<'a>(pub &'a [char]);

impl fmt::Display for Letters<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, letter) in self.0.iter().enumerate() {
            if index > 0 {
                f.write_str(" ")?;
            }
            write!(f, "{letter}")?;
        }
        Ok(())
    }
}

/// Letters written by [`Letters`]: words of one character each.
pub(crate) fn read_letters(words: &[&str]) -> Option<Vec<char>> {
    words.iter().map(|word| single_char(word)).collect()
}

pub(crate) fn single_char(text: &str) -> Option<char> {
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => Some(c),
        _ => None,
    }
}

/// A game's state as `status` and the rooms' `! over` word it.
pub(crate) struct StatusWords(pub GameStatus);

impl fmt::Display for StatusWords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            GameStatus::Ongoing => f.write_str(ONGOING),
            GameStatus::Over(outcome) => write!(f, "{OVER} {}", OutcomeWords(outcome)),
        }
    }
}

/// What follows `over`: `<winner|draw> <S> <N> <reason>`.
pub(crate) struct OutcomeWords(pub Outcome);

impl fmt::Display for OutcomeWords {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let outcome = self.0;
        write!(
            f,
            "{} {} {} {}",
            outcome.winner.map_or(DRAW, Side::name),
            outcome.score(Side::South),
            outcome.score(Side::North),
            outcome.reason.code()
        )
    }
}

/// A state written by [`StatusWords`].
pub(crate) fn read_status(words: &[&str]) -> Option<GameStatus> {
    match words {
        [ONGOING] => Some(GameStatus::Ongoing),
        [OVER, rest @ ..] => read_outcome(rest).map(GameStatus::Over),
        _ => None,
    }
}

/// An outcome written by [`OutcomeWords`].
pub(crate) fn read_outcome(words: &[&str]) -> Option<Outcome> {
    let [winner, south, north, reason] = words else {
        return None;
    };
    Some(Outcome {
        winner: match *winner {
            DRAW => None,
            name => Some(side_named(name)?),
        },
        scores: [score(south)?, score(north)?],
        reason: EndReason::from_code(reason)?,
    })
}

/// The side whose name this is, exactly as the protocol writes it.
pub(crate) fn side_named(name: &str) -> Option<Side> {
    Side::BOTH.into_iter().find(|side| side.name() == name)
}

/// A score as written: digits only, so that it reads back as the same word.
fn score(text: &str) -> Option<u32> {
    text.parse::<u32>().ok().filter(|n| n.to_string() == text)
}
