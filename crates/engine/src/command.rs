use oware_protocol::{number, parse_ruleset, ProtocolError};
use oware_rules::{Repetition, Ruleset};
use oware_tux::MASTER_LEVEL;

/// The deepest `perft` the protocol accepts; deeper counts would run for many minutes.
pub const MAX_PERFT_DEPTH: u32 = 15;

/// The master's thinking time a move that `movetime` accepts, in milliseconds.
pub const MOVETIME_RANGE: std::ops::RangeInclusive<u64> = 100..=60_000;

/// One protocol command with its arguments checked as far as the line alone allows; what
/// depends on the game being played (house letters, positions) is checked by the session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// `games`: the ids of every game the engine plays.
    Games,
    /// `game` alone asks which game is set up.
    CurrentGame,
    /// `game <id> [seeds=<n>] [repetition=first|third]`: a new game of that kind.
    Game(Ruleset),
    /// `newgame`: the current game from its opening position.
    NewGame,
    /// The words after `setposition`, read by the current game.
    SetPosition(Vec<String>),
    /// `position`: the board in the words `setposition` reads.
    Position,
    /// `legal`: the letters of the houses the player to move may play.
    Legal,
    /// A house letter of the current board.
    Play(String),
    /// `status`: whether the game goes on, and if not, who won and why.
    Status,
    /// `perft <depth>`: the positions that many moves ahead, to check the rules against
    /// published counts.
    Perft(u32),
    /// A level of Tux, in `1..=MASTER_LEVEL`.
    GenMove(u8),
    /// `seed <n>`: Tux's random generator starts again from `n`, so that a script replays.
    Seed(u64),
    /// `levels`: how many levels Tux has in the current game.
    Levels,
    /// `movetime` alone asks for the master's time a move.
    CurrentMoveTime,
    /// `movetime <ms>`: the master's time a move, in milliseconds.
    MoveTime(u64),
    /// `quit`: answered, then the engine exits.
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
            "movetime" => match args[..] {
                [] => Command::CurrentMoveTime,
                [millis] => {
                    let (min, max) = (*MOVETIME_RANGE.start(), *MOVETIME_RANGE.end());
                    Command::MoveTime(number(millis, "movetime", min, max)?)
                }
                _ => {
                    return Err(ProtocolError::Arguments {
                        command: "movetime",
                        expected: "[<ms>]",
                    })
                }
            },
            "quit" => no_args("quit", &args, Command::Quit)?,
            _ => return Err(ProtocolError::UnknownCommand(name.to_string())),
        };
        Ok(Some(command))
    }
}

/// `game`, or `game <id>` with `seeds=<n>` and (Oware) `repetition=first|third`, each at
/// most once, in any order.
fn parse_game(args: &[&str]) -> Result<Command, ProtocolError> {
    const USAGE: &str = "<id> [seeds=<n>] [repetition=first|third]";
    let usage = ProtocolError::Arguments {
        command: "game",
        expected: USAGE,
    };
    let Some((id, options)) = args.split_first() else {
        return Ok(Command::CurrentGame);
    };
    let (mut seeds, mut repetition) = (None, None);
    for option in options {
        if let Some(count) = option.strip_prefix("seeds=") {
            if seeds.replace(count).is_some() {
                return Err(usage);
            }
        } else if let Some(rule) = option.strip_prefix("repetition=") {
            if repetition.replace(rule).is_some() {
                return Err(usage);
            }
        } else {
            return Err(usage);
        }
    }
    let ruleset = parse_ruleset(id, seeds)?;
    let Some(rule) = repetition else {
        return Ok(Command::Game(ruleset));
    };
    let rule = Repetition::from_id(rule)
        .ok_or_else(|| ProtocolError::UnknownRepetition(rule.to_string()))?;
    Ok(Command::Game(ruleset.with_repetition(rule)?))
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
    fn oware_takes_a_repetition_rule_in_any_order() {
        let first = Ruleset::new(GameKind::Oware, 5)
            .and_then(|ruleset| ruleset.with_repetition(Repetition::First))
            .map(|ruleset| Some(Command::Game(ruleset)))
            .map_err(ProtocolError::from);
        assert_eq!(Command::parse("game oware seeds=5 repetition=first"), first);
        assert_eq!(Command::parse("game OWARE repetition=first seeds=5"), first);
        assert_eq!(
            Command::parse("game oware repetition=third"),
            Ok(Some(Command::Game(Ruleset::OWARE)))
        );
        // Kalah has no repetition rule to choose, but naming the usual one is harmless.
        assert_eq!(
            Command::parse("game kalah repetition=third"),
            Ok(Some(Command::Game(Ruleset::standard(GameKind::Kalah))))
        );
    }

    #[test]
    fn movetime_takes_milliseconds_in_its_range() {
        assert_eq!(
            Command::parse("movetime"),
            Ok(Some(Command::CurrentMoveTime))
        );
        assert_eq!(
            Command::parse("movetime 100"),
            Ok(Some(Command::MoveTime(100)))
        );
        assert_eq!(
            Command::parse("MOVETIME 60000"),
            Ok(Some(Command::MoveTime(60_000)))
        );
        for text in ["99", "60001", "0", "-5", "1s", "1e3"] {
            assert_eq!(
                Command::parse(&format!("movetime {text}")),
                Err(ProtocolError::number("movetime", 100, 60_000, text)),
                "{text}"
            );
        }
        assert!(Command::parse("movetime 100 200").is_err());
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
            "game oware repetition=second",
            "game oware repetition=",
            "game oware repetition=first repetition=third",
            "game oware seeds=4 seeds=5",
            "game kalah repetition=first",
        ] {
            assert!(Command::parse(line).is_err(), "{line}");
        }
    }
}
