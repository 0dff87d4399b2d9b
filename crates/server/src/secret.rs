//! Room codes and seat tokens drawn from the operating system's cryptographic random source:
//! nobody can guess the next code from the last, nor a token from anything.

use oware_protocol::{RoomCode, Token};

/// A value drawn from the operating system's cryptographic random source.
pub trait Random: Sized {
    /// Fails only if the operating system has no random source to give.
    fn random() -> Result<Self, getrandom::Error>;
}

impl Random for RoomCode {
    fn random() -> Result<RoomCode, getrandom::Error> {
        RoomCode::random_from(getrandom::fill)
    }
}

impl Random for Token {
    fn random() -> Result<Token, getrandom::Error> {
        Token::random_from(getrandom::fill)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oware_protocol::CODE_ALPHABET;

    #[test]
    fn codes_use_the_whole_alphabet_and_read_back() {
        let mut seen = std::collections::HashSet::new();
        for _ in 0..200 {
            let code = RoomCode::random().expect("random source");
            assert_eq!(RoomCode::parse(&code.as_str().to_lowercase()), Ok(code));
            seen.extend(code.as_str().bytes());
        }
        assert_eq!(seen.len(), CODE_ALPHABET.len());
    }

    #[test]
    fn tokens_are_32_lower_case_hex_digits_and_differ() {
        let token = Token::random().expect("random source");
        let hex = token.hex();
        assert_eq!(hex.len(), 32);
        assert!(hex
            .bytes()
            .all(|b| b.is_ascii_hexdigit() && !b.is_ascii_uppercase()));
        assert_eq!(Token::parse(&hex), Ok(token));
        assert_ne!(Token::random().expect("random source"), token);
    }
}
