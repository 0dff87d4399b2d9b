use std::fmt;
use std::io::{self, BufRead, Write};
use std::sync::atomic::AtomicBool;

use super::{read_line, Command, Line, ProtocolError};
use crate::rules::{house_letter, perft, Game, GameStatus, Position, Side, Variant};
use crate::tux::{Tux, LEVELS};

/// Tux's generator starts from a fixed seed so that a scripted session replays exactly.
const DEFAULT_SEED: u64 = 0;

/// The answer to one command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reply {
    /// `=` alone, or `= <result>`.
    Success(Option<String>),
    /// `? <message>`.
    Failure(ProtocolError),
}

impl fmt::Display for Reply {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reply::Success(None) => f.write_str("="),
            Reply::Success(Some(result)) => write!(f, "= {result}"),
            Reply::Failure(error) => write!(f, "? {error}"),
        }
    }
}

/// The engine's state between commands: a whole game with its history, so that repetition
/// and the no-capture limit are judged across `play` and `genmove` commands, and Tux with
/// its random generator, which `newgame` and `setposition` leave alone.
pub struct Session {
    game: Game,
    tux: Tux,
    quit: bool,
}

impl Default for Session {
    fn default() -> Self {
        Session::new()
    }
}

impl Session {
    pub fn new() -> Session {
        Session {
            game: Game::new(Variant::ABAPA),
            tux: Tux::new(1, DEFAULT_SEED),
            quit: false,
        }
    }

    pub fn game(&self) -> &Game {
        &self.game
    }

    /// True once `quit` was answered.
    pub fn quit_requested(&self) -> bool {
        self.quit
    }

    /// Answers one line; `None` for a blank line or a comment, which get no answer.
    pub fn handle_line(&mut self, line: &str) -> Option<Reply> {
        let reply = match Command::parse(line) {
            Ok(None) => return None,
            Ok(Some(command)) => self.execute(command),
            Err(error) => Err(error),
        };
        Some(match reply {
            Ok(result) => Reply::Success(result),
            Err(error) => Reply::Failure(error),
        })
    }

    /// Runs a parsed command. Every check happens before the state is touched, so an error
    /// leaves the session exactly as it was.
    pub fn execute(&mut self, command: Command) -> Result<Option<String>, ProtocolError> {
        match command {
            Command::NewGame => {
                self.game = Game::new(Variant::ABAPA);
                Ok(None)
            }
            Command::SetPosition(position) => {
                self.game = Game::from_position(position);
                Ok(None)
            }
            Command::Position => Ok(Some(format_position(self.game.position()))),
            Command::Legal => {
                let variant = self.game.variant();
                let letters: Vec<String> = self
                    .game
                    .legal_moves()
                    .iter()
                    .map(|house| house_letter(variant, house).to_string())
                    .collect();
                Ok((!letters.is_empty()).then(|| letters.join(" ")))
            }
            Command::Play(house) => {
                let report = self.game.play(house)?;
                Ok(Some(report.captured_seeds.to_string()))
            }
            Command::Status => Ok(Some(format_status(self.game.status()))),
            // Perft counts from the board alone, as the published figures do.
            Command::Perft(depth) => Ok(Some(perft(self.game.position(), depth).to_string())),
            Command::GenMove(level) => self.genmove(level),
            Command::Seed(seed) => {
                self.tux.reseed(seed);
                Ok(None)
            }
            Command::Levels => Ok(Some(LEVELS.to_string())),
            Command::Quit => {
                self.quit = true;
                Ok(None)
            }
        }
    }

    /// Lets Tux choose a move at `level` for the player to move, and plays it.
    fn genmove(&mut self, level: u8) -> Result<Option<String>, ProtocolError> {
        if self.game.is_over() {
            return Err(ProtocolError::GameOver);
        }
        self.tux.set_level(level);
        // Nothing can interrupt a protocol search; the level's budgets end it.
        let stop = AtomicBool::new(false);
        let house = self
            .tux
            .choose_move(&self.game, &stop)
            .ok_or(ProtocolError::GameOver)?;
        self.game.play(house)?;
        Ok(Some(house_letter(self.game.variant(), house).to_string()))
    }
}

/// `<12 counts> <S> <N> <side>`, the format `setposition` reads.
pub fn format_position(position: &Position) -> String {
    let mut words: Vec<String> = position.houses().iter().map(u8::to_string).collect();
    words.extend(Side::BOTH.map(|side| position.captured(side).to_string()));
    words.push(position.to_move().name().to_string());
    words.join(" ")
}

/// `ongoing`, or `over <winner|draw> <S> <N> <reason>` with the seeds swept at the end.
fn format_status(status: GameStatus) -> String {
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

/// Serves the protocol until `quit` or the end of the input, flushing after every answer so
/// that a client waiting on each reply never stalls.
pub fn run(mut input: impl BufRead, mut output: impl Write) -> io::Result<()> {
    let mut session = Session::new();
    while let Some(line) = read_line(&mut input)? {
        let reply = match line {
            Line::Text(text) => session.handle_line(&text),
            Line::TooLong => Some(Reply::Failure(ProtocolError::LineTooLong)),
        };
        if let Some(reply) = reply {
            writeln!(output, "{reply}")?;
            output.flush()?;
        }
        if session.quit_requested() {
            break;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Words a client might send, right or wrong; deep perft depths and strong levels are left
    /// out for speed (`perft` only ever gets depth 3 and `genmove` level 1, or too many
    /// arguments).
    const WORDS: &[&str] = &[
        "newgame",
        "setposition",
        "position",
        "legal",
        "play",
        "status",
        "perft 3",
        "genmove 1",
        "seed",
        "levels",
        "PLAY",
        "A",
        "C",
        "F",
        "a",
        "f",
        "G",
        "0",
        "1",
        "3",
        "4",
        "12",
        "24",
        "48",
        "-1",
        "49",
        "99999999999999999999",
        "south",
        "north",
        "x",
        "#",
        "\t",
        "é",
        "\u{0}",
    ];

    fn snapshot(session: &Session) -> (Position, usize, GameStatus) {
        let game = session.game();
        (*game.position(), game.move_count(), game.status())
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

        /// Any line gets at most one answer, and an error never changes the game.
        #[test]
        fn errors_never_change_the_state(
            lines in prop::collection::vec(prop::collection::vec(0..WORDS.len(), 0..18), 1..12),
        ) {
            let mut session = Session::new();
            for words in lines {
                let line: Vec<&str> = words.iter().map(|&i| WORDS[i]).collect();
                let line = line.join(" ");
                let before = snapshot(&session);
                if let Some(Reply::Failure(_)) = session.handle_line(&line) {
                    prop_assert_eq!(snapshot(&session), before, "{}", line);
                }
                if session.quit_requested() {
                    break;
                }
            }
        }
    }

    #[test]
    fn replies_print_in_protocol_form() {
        assert_eq!(Reply::Success(None).to_string(), "=");
        assert_eq!(Reply::Success(Some("6".into())).to_string(), "= 6");
        assert_eq!(
            Reply::Failure(ProtocolError::GameOver).to_string(),
            "? game over"
        );
    }
}
