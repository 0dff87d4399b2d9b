use super::ProtocolError;
use crate::rules::{house_from_letter, IllegalMove, Position, Side, Variant};
use crate::tux::LEVELS;

/// The deepest `perft` the protocol accepts; deeper counts would run for many minutes.
pub const MAX_PERFT_DEPTH: u32 = 15;

/// The protocol always plays the standard board.
const VARIANT: Variant = Variant::ABAPA;

/// One protocol command with its arguments already checked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    NewGame,
    SetPosition(Position),
    Position,
    Legal,
    /// A house index; the letter named a house of the board.
    Play(usize),
    Status,
    Perft(u32),
    /// A level of Tux, in `1..=LEVELS`.
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
        // Command names are matched without regard to case; letters and sides are not,
        // because `A` (South) and `a` (North) are different houses.
        let command = match name.to_ascii_lowercase().as_str() {
            "newgame" => no_args("newgame", &args, Command::NewGame)?,
            "setposition" => Command::SetPosition(parse_position(&args)?),
            "position" => no_args("position", &args, Command::Position)?,
            "legal" => no_args("legal", &args, Command::Legal)?,
            "play" => {
                let [letter] = exact("play", "<letter>", &args)?;
                // A letter naming no house gets the rules' own reason, as for any house
                // outside the board.
                let house = house_from_letter(VARIANT, letter)
                    .map_err(|_| ProtocolError::Illegal(IllegalMove::NoSuchHouse))?;
                Command::Play(house)
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
                let max = u64::from(LEVELS);
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

/// A decimal number in `min..=max`; negative, huge and non-numeric text all get the same
/// clear message naming the accepted range.
fn number(text: &str, what: &'static str, min: u64, max: u64) -> Result<u64, ProtocolError> {
    text.parse::<u64>()
        .ok()
        .filter(|n| (min..=max).contains(n))
        .ok_or_else(|| ProtocolError::number(what, min, max, text))
}

/// `setposition`'s arguments: twelve house counts, two stores and the side to move.
fn parse_position(args: &[&str]) -> Result<Position, ProtocolError> {
    const USAGE: &str =
        "<12 house counts A..F a..f> <south captured> <north captured> <south|north>";
    let [a, b, c, d, e, f, g, h, i, j, k, l, south, north, side] =
        exact("setposition", USAGE, args)?;
    let total = u64::from(VARIANT.total_seeds());
    let mut houses = [0u8; 12];
    for (count, text) in houses.iter_mut().zip([a, b, c, d, e, f, g, h, i, j, k, l]) {
        *count = seeds(text, "a house count", total)?;
    }
    let captured = [
        seeds(south, "south's captured seeds", total)?,
        seeds(north, "north's captured seeds", total)?,
    ];
    let side = Side::from_name(side).ok_or_else(|| ProtocolError::NotASide(side.to_string()))?;
    Ok(Position::from_parts(VARIANT, &houses, captured, side)?)
}

/// A seed count between 0 and the board's total, so that it fits a byte.
fn seeds(text: &str, what: &'static str, total: u64) -> Result<u8, ProtocolError> {
    let n = number(text, what, 0, total)?;
    u8::try_from(n).map_err(|_| ProtocolError::number(what, 0, total, text))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blank_lines_and_comments_are_not_commands() {
        for line in ["", "  ", "\t\r", "# note", "  #position"] {
            assert_eq!(Command::parse(line), Ok(None), "{line:?}");
        }
    }

    #[test]
    fn names_ignore_case_but_letters_do_not() {
        assert_eq!(Command::parse("PLAY a"), Ok(Some(Command::Play(6))));
        assert_eq!(Command::parse("play\tA"), Ok(Some(Command::Play(0))));
        assert_eq!(Command::parse("Perft 15"), Ok(Some(Command::Perft(15))));
    }

    #[test]
    fn numbers_outside_their_range_are_refused() {
        for text in ["-1", "16", "1e3", "", "99999999999999999999999"] {
            assert_eq!(
                number(text, "depth", 0, 15),
                Err(ProtocolError::number("depth", 0, 15, text))
            );
        }
        assert_eq!(number("+7", "depth", 0, 15), Ok(7));
        assert_eq!(
            number("18446744073709551615", "seed", 0, u64::MAX),
            Ok(u64::MAX)
        );
    }

    #[test]
    fn setposition_builds_the_position() {
        let parsed = Command::parse("setposition 4 4 4 4 4 4 4 4 4 4 4 4 0 0 north");
        let expected = Position::start(VARIANT);
        let Ok(Some(Command::SetPosition(position))) = parsed else {
            panic!("{parsed:?}");
        };
        assert_eq!(position.houses(), expected.houses());
        assert_eq!(position.to_move(), Side::North);
    }
}
