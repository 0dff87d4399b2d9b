//! Picture codes and session tokens as the database keeps them: never as they are.
//!
//! A picture code is one of 9³ = 729, so no hash makes a stolen database safe by itself: the
//! attempt limits (`attempts`) are what protect a code on the wire, and the hash keeps the
//! codes out of backups and screenshots of the file. It is PBKDF2-HMAC-SHA-1 with a random
//! salt per child (SHA-1 from the `sha1` crate the WebSocket handshake already links; its
//! known collisions do not touch HMAC or PBKDF2). A session's token is 128 random bits, so
//! one SHA-1 of it suffices: the database holds only that, and a copied file signs nobody in.

use oware_protocol::{PictureCode, Token};
use sha1::{Digest, Sha1};

/// PBKDF2's rounds: a few milliseconds a sign-in.
const ROUNDS: u32 = 4096;
const BLOCK: usize = 64;

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|byte| format!("{byte:02x}")).collect()
}

fn hmac(key: &[u8], message: &[u8]) -> [u8; 20] {
    let mut padded = [0u8; BLOCK];
    if key.len() > BLOCK {
        padded[..20].copy_from_slice(&Sha1::digest(key));
    } else {
        padded[..key.len()].copy_from_slice(key);
    }
    let mut inner = Sha1::new();
    inner.update(padded.map(|byte| byte ^ 0x36));
    inner.update(message);
    let mut outer = Sha1::new();
    outer.update(padded.map(|byte| byte ^ 0x5c));
    outer.update(inner.finalize());
    outer.finalize().into()
}

/// PBKDF2-HMAC-SHA-1, one 20-byte block.
fn pbkdf2(password: &[u8], salt: &[u8], rounds: u32) -> [u8; 20] {
    let mut first = salt.to_vec();
    first.extend_from_slice(&1u32.to_be_bytes());
    let mut block = hmac(password, &first);
    let mut out = block;
    for _ in 1..rounds {
        block = hmac(password, &block);
        for (sum, byte) in out.iter_mut().zip(block) {
            *sum ^= byte;
        }
    }
    out
}

/// A code's hash with this salt, as stored.
pub fn hash_code(code: PictureCode, salt: &str) -> String {
    hex(&pbkdf2(code.digits().as_bytes(), salt.as_bytes(), ROUNDS))
}

/// Whether `code` is the one hashed, comparing every byte.
pub fn same_code(code: PictureCode, salt: &str, stored: &str) -> bool {
    let made = hash_code(code, salt);
    made.len() == stored.len()
        && made
            .bytes()
            .zip(stored.bytes())
            .fold(0u8, |diff, (a, b)| diff | (a ^ b))
            == 0
}

/// A session token as stored.
pub fn hash_token(token: &Token) -> String {
    hash_text(&token.hex())
}

/// A random secret as stored (the teacher's session id): one SHA-1.
pub fn hash_text(secret: &str) -> String {
    hex(&Sha1::digest(secret.as_bytes()))
}

/// 128 random bits as 32 hex digits: a salt. `None` without a random source.
pub fn random_salt() -> Option<String> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).ok()?;
    Some(hex(&bytes))
}

/// A fresh session token. `None` without a random source.
pub fn random_token() -> Option<Token> {
    Token::random_from(getrandom::fill).ok()
}

/// A random picture code for a child the teacher added without one.
pub fn random_code() -> Option<PictureCode> {
    let mut bytes = [0u8; 3];
    getrandom::fill(&mut bytes).ok()?;
    // 256 = 28·9 + 4: the first 252 values are fair; the slight bias of the rest does not
    // matter for a code that attempt limits guard.
    Some(PictureCode(bytes.map(|byte| byte % 9 + 1)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pbkdf2_gives_rfc_6070_s_first_answers() {
        // RFC 6070, PBKDF2-HMAC-SHA1 test vectors 1 and 2.
        assert_eq!(
            hex(&pbkdf2(b"password", b"salt", 1)),
            "0c60c80f961f0e71f3a9b524af6012062fe037a6"
        );
        assert_eq!(
            hex(&pbkdf2(b"password", b"salt", 2)),
            "ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957"
        );
    }

    #[test]
    fn a_code_matches_its_own_hash_only_with_its_own_salt() {
        let code = PictureCode([4, 2, 7]);
        let hash = hash_code(code, "salt-a");
        assert!(same_code(code, "salt-a", &hash));
        assert!(!same_code(PictureCode([4, 2, 8]), "salt-a", &hash));
        assert!(!same_code(code, "salt-b", &hash));
        assert_ne!(hash_code(code, "salt-b"), hash);
    }
}
