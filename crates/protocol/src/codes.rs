//! Room codes and seat tokens: a code is read aloud across a classroom, a token proves a seat
//! and is never shown. Both are drawn from a source of random bytes the server passes in
//! (the operating system's), so this crate needs none.

use std::fmt;

use crate::Refusal;

/// The characters of a room code: digits and capitals without 0, O, 1, I and L, which a
/// child reading a code off a screen mixes up.
pub const CODE_ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
/// Characters in a room code: short enough to read aloud, enough for every room a server holds.
pub const CODE_LEN: usize = 6;
const TOKEN_BYTES: usize = 16;

/// Six characters of [`CODE_ALPHABET`], held in capitals; read without regard to case.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct RoomCode([u8; CODE_LEN]);

impl RoomCode {
    /// A fresh code from `fill`, which fills a buffer with random bytes; its error is
    /// returned as it is.
    pub fn random_from<E>(mut fill: impl FnMut(&mut [u8]) -> Result<(), E>) -> Result<RoomCode, E> {
        // 256 is not a multiple of 31: draws at or above the largest multiple are thrown
        // away so that every character is equally likely.
        const LIMIT: u8 = (256 / CODE_ALPHABET.len() * CODE_ALPHABET.len()) as u8;
        let mut code = [0u8; CODE_LEN];
        let mut filled = 0;
        let mut bytes = [0u8; 16];
        while filled < CODE_LEN {
            fill(&mut bytes)?;
            for byte in bytes.iter().filter(|&&b| b < LIMIT) {
                if filled == CODE_LEN {
                    break;
                }
                code[filled] = CODE_ALPHABET[usize::from(*byte) % CODE_ALPHABET.len()];
                filled += 1;
            }
        }
        Ok(RoomCode(code))
    }

    /// Reads a code as a child typed it, in either case; refused with
    /// [`Refusal::BadCode`] unless it has [`CODE_LEN`] characters of [`CODE_ALPHABET`].
    pub fn parse(text: &str) -> Result<RoomCode, Refusal> {
        let bad = || Refusal::BadCode(text.to_string());
        let bytes = text.as_bytes();
        if bytes.len() != CODE_LEN {
            return Err(bad());
        }
        let mut code = [0u8; CODE_LEN];
        for (slot, byte) in code.iter_mut().zip(bytes) {
            let upper = byte.to_ascii_uppercase();
            if !CODE_ALPHABET.contains(&upper) {
                return Err(bad());
            }
            *slot = upper;
        }
        Ok(RoomCode(code))
    }

    /// The code in capitals, as it is shown and sent.
    pub fn as_str(&self) -> &str {
        // Only alphabet bytes are ever stored, and they are ASCII.
        std::str::from_utf8(&self.0).unwrap_or("??????")
    }
}

impl fmt::Display for RoomCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl fmt::Debug for RoomCode {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RoomCode({self})")
    }
}

/// 128 random bits that hold a seat, written as 32 lower-case hexadecimal digits.
#[derive(Clone, Copy)]
pub struct Token([u8; TOKEN_BYTES]);

impl Token {
    /// A fresh token from `fill`, which fills a buffer with random bytes.
    pub fn random_from<E>(mut fill: impl FnMut(&mut [u8]) -> Result<(), E>) -> Result<Token, E> {
        let mut bytes = [0u8; TOKEN_BYTES];
        fill(&mut bytes)?;
        Ok(Token(bytes))
    }

    /// Reads 32 hexadecimal digits, either case.
    pub fn parse(text: &str) -> Result<Token, Refusal> {
        let digits = text.as_bytes();
        if digits.len() != 2 * TOKEN_BYTES {
            return Err(Refusal::BadToken);
        }
        let mut bytes = [0u8; TOKEN_BYTES];
        for (byte, pair) in bytes.iter_mut().zip(digits.chunks_exact(2)) {
            let high = hex_value(pair[0]).ok_or(Refusal::BadToken)?;
            let low = hex_value(pair[1]).ok_or(Refusal::BadToken)?;
            *byte = high << 4 | low;
        }
        Ok(Token(bytes))
    }

    /// The token as the protocol writes it.
    pub fn hex(&self) -> String {
        self.0.iter().map(|b| format!("{b:02x}")).collect()
    }
}

/// Compares every byte whatever the first difference, so the time an answer takes tells a
/// guesser nothing about how close a guess came.
impl PartialEq for Token {
    fn eq(&self, other: &Token) -> bool {
        self.0
            .iter()
            .zip(other.0.iter())
            .fold(0u8, |diff, (a, b)| diff | (a ^ b))
            == 0
    }
}

impl Eq for Token {}

/// Debug output ends up in logs and panics; a token must not.
impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token(…)")
    }
}

fn hex_value(digit: u8) -> Option<u8> {
    match digit {
        b'0'..=b'9' => Some(digit - b'0'),
        b'a'..=b'f' => Some(digit - b'a' + 10),
        b'A'..=b'F' => Some(digit - b'A' + 10),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A random source that hands out these buffers in turn.
    fn draws(buffers: Vec<Vec<u8>>) -> impl FnMut(&mut [u8]) -> Result<(), ()> {
        let mut buffers = buffers.into_iter();
        move |buffer| {
            let next = buffers.next().ok_or(())?;
            buffer.copy_from_slice(&next);
            Ok(())
        }
    }

    #[test]
    fn draws_past_the_last_whole_alphabet_are_thrown_away() {
        // 0..=247 are the alphabet eight times over; 248..=255 would favour its start.
        let mut first: Vec<u8> = (248..=255).collect();
        first.extend([0, 1, 30, 31, 247, 248, 255, 250]);
        let second = vec![62; 16];
        let code = RoomCode::random_from(draws(vec![first, second])).expect("two buffers");
        // 0 → '2', 1 → '3', 30 → 'Z', 31 → '2', 247 → 'Z', then the second buffer: 62 → '2'.
        assert_eq!(code.as_str(), "23Z2Z2");
        assert_eq!(RoomCode::parse("23z2z2"), Ok(code));
        // A source that never gives a usable byte runs out rather than looping for ever.
        assert_eq!(
            RoomCode::random_from(draws(vec![vec![255; 16]; 3])),
            Err(())
        );
    }

    #[test]
    fn a_failing_source_is_an_error() {
        assert_eq!(
            RoomCode::random_from(|_| Err("no source")),
            Err("no source")
        );
        assert!(Token::random_from(|_| Err(7)).is_err());
    }

    #[test]
    fn tokens_are_32_hex_digits_and_read_back() {
        let token = Token::random_from(|buffer| {
            buffer.copy_from_slice(&[0xab; TOKEN_BYTES]);
            Ok::<(), ()>(())
        })
        .expect("no error");
        let hex = token.hex();
        assert_eq!(hex, "ab".repeat(TOKEN_BYTES));
        assert_eq!(Token::parse(&hex), Ok(token));
        assert_eq!(Token::parse(&hex.to_uppercase()), Ok(token));
        assert_eq!(format!("{token:?}"), "Token(…)");
        for bad in [
            "",
            "0",
            &hex[1..],
            &format!("{hex}0"),
            &hex.replace('a', "g"),
        ] {
            assert_eq!(Token::parse(bad), Err(Refusal::BadToken), "{bad}");
        }
    }
}
