use oware_protocol::{number, parse_ruleset, ruleset_words, ProtocolError};
use oware_rules::Ruleset;
use oware_tux::MASTER_LEVEL;

/// The deepest `perft` the protocol accepts; deeper counts would run for many minutes.
pub const MAX_PERFT_DEPTH: u32 = 15;

/// One protocol command with its arguments checked as far as the line alone allows; what
/// depends on the game being played (house letters, positions) is checked by the session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    Games,
    /// `game` alone asks which game is set up.
    CurrentGame,
    /// `game <id> [seeds=<n>]`: a new game of that kind.
    Game(Ruleset),
    NewGame,
    /// The words after `setposition`, read by the current game.
    SetPosition(Vec<String>),
    Position,
    Legal,
    /// A house letter of the current board.
    Play(String),
    Status,
    Perft(u32),
    /// A level of Tux, in `1..=MASTER_LEVEL`.
    GenMove(u8),
    Seed(u64),
    Levels,
    Quit,
}

impl Command {
    /// Parses one line. `Ok(None)` means the line is blank or a comment and needs no answer.
    pub fn parse(line: &str) -> Result<Option<Command>, ProtocolError> {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            return Ok(None);
        }
        let mut words = line.split_whitespace();
        let Some(name) = words.next() else {
            return Ok(None);
        };
        let args: Vec<&str> = words.collect();
        // Command names and game ids are matched without regard to case; letters and sides
        // are not, because `A` (South) and `a` (North) are different houses.
        let command = match name.to_ascii_lowercase().as_str() {
            "games" => no_args("games", &args, Command::Games)?,
            "game" => parse_game(&args)?,
            "newgame" => no_args("newgame", &args, Command::NewGame)?,
            "setposition" => {
                Command::SetPosition(args.iter().map(|word| word.to_string()).collect())
            }
            "position" => no_args("position", &args, Command::Position)?,
            "legal" => no_args("legal", &args, Command::Legal)?,
            "play" => {
                let [letter] = exact("play", "<letter>", &args)?;
                Command::Play(letter.to_string())
            }
            "status" => no_args("status", &args, Command::Status)?,
            "perft" => {
                let [depth] = exact("perft", "<depth>", &args)?;
                let depth = number(depth, "depth", 0, u64::from(MAX_PERFT_DEPTH))?;
                // In range, so the conversion cannot fail; the fallback is never used.
                Command::Perft(u32::try_from(depth).unwrap_or(MAX_PERFT_DEPTH))
            }
            "genmove" => {
                let [level] = exact("genmove", "<level>", &args)?;
                // Whether the current game has that level is the session's to say.
                let max = u64::from(MASTER_LEVEL);
                let parsed = number(level, "level", 1, max)?;
                // In range, so it fits a byte; the error is never produced.
                let parsed = u8::try_from(parsed)
                    .map_err(|_| ProtocolError::number("level", 1, max, level))?;
                Command::GenMove(parsed)
            }
            "seed" => {
                let [seed] = exact("seed", "<n>", &args)?;
                Command::Seed(number(seed, "seed", 0, u64::MAX)?)
            }
            "levels" => no_args("levels", &args, Command::Levels)?,
            "quit" => no_args("quit", &args, Command::Quit)?,
            _ => return Err(ProtocolError::UnknownCommand(name.to_string())),
        };
        Ok(Some(command))
    }
}

/// `game`, `game <id>` or `game <id> seeds=<n>`.
fn parse_game(args: &[&str]) -> Result<Command, ProtocolError> {
    if args.is_empty() {
        return Ok(Command::CurrentGame);
    }
    let (id, seeds) = ruleset_words(args).ok_or(ProtocolError::Arguments {
        command: "game",
        expected: "<id> [seeds=<n>]",
    })?;
    Ok(Command::Game(parse_ruleset(id, seeds)?))
}

/// The arguments of a command that takes exactly `N` of them.
fn exact<'a, const N: usize>(
    command: &'static str,
    expected: &'static str,
    args: &[&'a str],
) -> Result<[&'a str; N], ProtocolError> {
    <[&str; N]>::try_from(args).map_err(|_| ProtocolError::Arguments { command, expected })
}

fn no_args(
    command: &'static str,
    args: &[&str],
    parsed: Command,
) -> Result<Command, ProtocolError> {
    exact::<0>(command, "", args).map(|[]| parsed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use oware_rules::GameKind;

    #[test]
    fn blank_lines_and_comments_are_not_commands() {
        for line in ["", "  ", "\t\r", "# note", "  #position"] {
            assert_eq!(Command::parse(line), Ok(None), "{line:?}");
        }
    }

    #[test]
    fn names_ignore_case_but_letters_do_not() {
        assert_eq!(
            Command::parse("PLAY a"),
            Ok(Some(Command::Play("a".into())))
        );
        assert_eq!(
            Command::parse("play\tA"),
            Ok(Some(Command::Play("A".into())))
        );
        assert_eq!(Command::parse("Perft 15"), Ok(Some(Command::Perft(15))));
    }

    #[test]
    fn game_takes_an_id_and_an_optional_seed_count() {
        let game = |kind, seeds| Ok(Some(Command::Game(Ruleset::new(kind, seeds).unwrap())));
        assert_eq!(Command::parse("game kalah"), game(GameKind::Kalah, 4));
        assert_eq!(
            Command::parse("GAME Congkak seeds=5"),
            game(GameKind::Congkak, 5)
        );
        assert_eq!(
            Command::parse("game togyz seeds=9"),
            game(GameKind::TogyzKumalak, 9)
        );
        assert_eq!(Command::parse("game"), Ok(Some(Command::CurrentGame)));
    }

    #[test]
    fn game_refuses_anything_it_does_not_know() {
        for line in [
            "game chess",
            "game oware seeds=7",
            "game togyz seeds=8",
            "game kalah seeds=",
            "game kalah seeds=four",
            "game kalah 4",
            "game kalah seeds=4 now",
        ] {
            assert!(Command::parse(line).is_err(), "{line}");
        }
    }
}
