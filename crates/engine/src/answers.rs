//! The words of the answers about a game in progress (`position`, `legal`, `play`,
//! `status`). The engine's session and the classroom server both answer through these
//! functions, so a client reads the same words from either.

use oware_rules::{
    format_position, house_from_letter, house_letter, AnyPosition, Game, GameStatus, IllegalMove,
    MoveReport, Side,
};

use super::ProtocolError;

/// `position`: the board in the protocol's words.
pub fn position_answer(game: &Game<AnyPosition>) -> String {
    format_position(game.position())
}

/// `legal`: the letters of the legal houses, or `None` (a bare `=`) once the game is over.
pub fn legal_answer(game: &Game<AnyPosition>) -> Option<String> {
    let layout = game.layout();
    let letters: Vec<String> = game
        .legal_moves()
        .iter()
        .map(|house| house_letter(layout, house).to_string())
        .collect();
    (!letters.is_empty()).then(|| letters.join(" "))
}

/// `status`: `ongoing`, or `over <winner|draw> <S> <N> <reason>` with each game's final
/// scores.
pub fn status_answer(status: GameStatus) -> String {
    match status {
        GameStatus::Ongoing => "ongoing".to_string(),
        GameStatus::Over(outcome) => format!(
            "over {} {} {} {}",
            outcome.winner.map_or("draw", Side::name),
            outcome.score(Side::South),
            outcome.score(Side::North),
            outcome.reason.code()
        ),
    }
}

/// The house a `play` names on this game's board. A letter naming no house gets the rules'
/// own reason, as for any house outside the board.
pub fn house_of_letter(game: &Game<AnyPosition>, letter: &str) -> Result<usize, ProtocolError> {
    house_from_letter(game.layout(), letter)
        .map_err(|_| ProtocolError::Illegal(IllegalMove::NoSuchHouse))
}

/// `play <letter>`: plays the move, or leaves the game untouched and says why not. The
/// answer is the report's `captured_seeds`.
pub fn play_letter(
    game: &mut Game<AnyPosition>,
    letter: &str,
) -> Result<MoveReport, ProtocolError> {
    let house = house_of_letter(game, letter)?;
    Ok(game.play(house)?)
}
