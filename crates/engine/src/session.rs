use std::fmt;
use std::io::{self, BufRead, Write};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use oware_protocol::{
    legal_answer, play_letter, position_answer, status_answer, ProtocolError, RulesetWords,
};
use oware_rules::{house_letter, perft, AnyPosition, Game, GameKind, Ruleset};
use oware_tux::{levels_of, Player};

use super::{read_line, Command, Line};

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

/// The engine's state between commands: which game is set up, a whole game with its history
/// (so that Oware's repetition and no-capture limit are judged across `play` and `genmove`
/// commands), and Tux with its random generator, which `game`, `newgame` and `setposition`
/// leave alone. Oware's master loads (or builds) its endgame tables in the background from its
/// first move on, and plays without them until they are ready.
pub struct EngineState {
    ruleset: Ruleset,
    game: Game<AnyPosition>,
    tux: Player,
    quit: bool,
}

impl Default for EngineState {
    fn default() -> Self {
        EngineState::new()
    }
}

impl EngineState {
    /// Oware with four seeds per house, as the engine starts.
    pub fn new() -> EngineState {
        EngineState {
            ruleset: Ruleset::OWARE,
            game: Ruleset::OWARE.new_game(),
            tux: Player::new(DEFAULT_SEED),
            quit: false,
        }
    }

    /// The game as the commands so far left it, history included, for a program that drives
    /// the engine in its own process and checks what it did.
    pub fn game(&self) -> &Game<AnyPosition> {
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
            Command::Games => {
                let ids: Vec<&str> = GameKind::ALL.iter().map(|kind| kind.id()).collect();
                Ok(Some(ids.join(" ")))
            }
            Command::CurrentGame => Ok(Some(RulesetWords(self.ruleset).to_string())),
            Command::Game(ruleset) => {
                self.ruleset = ruleset;
                self.game = ruleset.new_game();
                Ok(None)
            }
            Command::NewGame => {
                self.game = self.ruleset.new_game();
                Ok(None)
            }
            Command::SetPosition(words) => {
                let words: Vec<&str> = words.iter().map(String::as_str).collect();
                let position = self.ruleset.parse_position(&words)?;
                self.game = self.ruleset.game_from(position);
                Ok(None)
            }
            Command::Position => Ok(Some(position_answer(&self.game))),
            Command::Legal => Ok(legal_answer(&self.game)),
            Command::Play(letter) => {
                let report = play_letter(&mut self.game, &letter)?;
                Ok(Some(report.captured_seeds.to_string()))
            }
            Command::Status => Ok(Some(status_answer(self.game.status()))),
            // Perft counts from the board alone, as the published figures do, on the game's
            // own position type so that the inner loop is the fast one.
            Command::Perft(depth) => {
                let count = match self.game.position() {
                    AnyPosition::Oware(position) => perft(position, depth),
                    AnyPosition::Kalah(position) => perft(position, depth),
                    AnyPosition::Congkak(position) => perft(position, depth),
                    AnyPosition::Togyz(position) => perft(position, depth),
                };
                Ok(Some(count.to_string()))
            }
            Command::GenMove(level) => self.genmove(level),
            Command::Seed(seed) => {
                self.tux.reseed(seed);
                Ok(None)
            }
            Command::Levels => Ok(Some(levels_of(self.ruleset.kind()).to_string())),
            Command::CurrentMoveTime => Ok(Some(self.tux.master_time().as_millis().to_string())),
            Command::MoveTime(millis) => {
                self.tux.set_master_time(Duration::from_millis(millis));
                Ok(None)
            }
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
        let max = levels_of(self.ruleset.kind());
        if level > max {
            return Err(ProtocolError::number(
                "level",
                1,
                u64::from(max),
                &level.to_string(),
            ));
        }
        // Nothing can interrupt a protocol search; the level's budgets end it.
        let stop = AtomicBool::new(false);
        let house = self
            .tux
            .choose_move(&self.game, level, &stop)
            .ok_or(ProtocolError::GameOver)?;
        self.game.play(house)?;
        Ok(Some(house_letter(self.game.layout(), house).to_string()))
    }
}

/// Serves the protocol until `quit` or the end of the input, flushing after every answer so
/// that a client waiting on each reply never stalls.
pub fn run(mut input: impl BufRead, mut output: impl Write) -> io::Result<()> {
    let mut session = EngineState::new();
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
    use oware_rules::GameStatus;
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
        "movetime",
        "100",
        "repetition=first",
        "repetition=third",
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
        "game",
        "games",
        "oware",
        "kalah",
        "congkak",
        "togyz",
        "seeds=3",
        "seeds=5",
        "seeds=9",
        "seeds=",
        "-",
        "i",
        "I",
        "g",
        "162",
        "82",
    ];

    fn snapshot(session: &EngineState) -> (Ruleset, AnyPosition, usize, GameStatus) {
        let game = session.game();
        (
            session.ruleset,
            *game.position(),
            game.move_count(),
            game.status(),
        )
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

        /// In every game, any line gets at most one answer, and an error never changes the
        /// game.
        #[test]
        fn errors_never_change_the_state(
            kind in 0..GameKind::ALL.len(),
            lines in prop::collection::vec(prop::collection::vec(0..WORDS.len(), 0..24), 1..12),
        ) {
            let mut session = EngineState::new();
            session.execute(Command::Game(Ruleset::standard(GameKind::ALL[kind])))
                .map_err(|error| TestCaseError::fail(error.to_string()))?;
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
