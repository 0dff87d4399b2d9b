//! Who is signed in to the teacher's page, and the pause after too many wrong codes.
//!
//! A session is two random values: its id, held by the browser in an HttpOnly cookie that
//! no script (and no other site, SameSite=Strict) can send or read, and its CSRF token,
//! which the page gets in a JSON answer and sends back in a header with every change. A
//! forged form from another page has neither. Sessions are kept in the database too (the
//! id only hashed, so a copied file opens no session), so that a restarted server keeps its
//! teacher signed in.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

use super::code::same_code;

/// Wrong codes from one address before the pause.
pub const MAX_WRONG: u32 = 10;
/// How long the pause lasts: long enough that guessing a code takes years.
pub const PAUSE: Duration = Duration::from_secs(5 * 60);
/// A session ends after a school day.
const SESSION_TIME: Duration = Duration::from_secs(12 * 60 * 60);
/// Sessions held at once; the oldest goes first (a teacher signing in on many tablets).
const MAX_SESSIONS: usize = 32;
/// Addresses whose wrong codes are counted at once; the oldest count goes first.
const MAX_ADDRESSES: usize = 1024;

/// A signed-in session: the cookie's value and the CSRF token.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Session {
    pub id: String,
    pub csrf: String,
}

#[derive(Debug, PartialEq, Eq)]
pub enum SignIn {
    Wrong,
    /// Too many wrong codes from this address: try again in this many seconds.
    Paused(u64),
    /// No random source for the session's values.
    Failed,
}

struct Held {
    csrf: String,
    since: Instant,
}

struct Failures {
    wrong: u32,
    last: Instant,
    paused_until: Option<Instant>,
}

#[derive(Default)]
struct State {
    sessions: HashMap<String, Held>,
    failures: HashMap<IpAddr, Failures>,
}

pub struct Sessions {
    code: String,
    state: Mutex<State>,
}

impl Sessions {
    pub fn new(code: String) -> Sessions {
        Sessions {
            code,
            state: Mutex::new(State::default()),
        }
    }

    /// Each use of the state is one small change; a panic cannot leave it half-made.
    fn state(&self) -> MutexGuard<'_, State> {
        self.state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Checks a typed code from `address`: a new session if right and not paused.
    pub fn sign_in(&self, address: IpAddr, typed: &str) -> Result<Session, SignIn> {
        let now = Instant::now();
        let mut state = self.state();
        if let Some(failures) = state.failures.get_mut(&address) {
            match failures.paused_until {
                Some(until) if until > now => {
                    let left = until.duration_since(now).as_secs().max(1);
                    return Err(SignIn::Paused(left));
                }
                Some(_) => {
                    failures.paused_until = None;
                    failures.wrong = 0;
                }
                None => {}
            }
        }
        if !same_code(typed.trim(), &self.code) {
            if state.failures.len() >= MAX_ADDRESSES && !state.failures.contains_key(&address) {
                let oldest = state
                    .failures
                    .iter()
                    .min_by_key(|(_, failures)| failures.last)
                    .map(|(address, _)| *address);
                if let Some(oldest) = oldest {
                    state.failures.remove(&oldest);
                }
            }
            let failures = state.failures.entry(address).or_insert(Failures {
                wrong: 0,
                last: now,
                paused_until: None,
            });
            failures.wrong += 1;
            failures.last = now;
            if failures.wrong >= MAX_WRONG {
                failures.paused_until = Some(now + PAUSE);
            }
            return Err(SignIn::Wrong);
        }
        state.failures.remove(&address);
        let session = Session {
            id: random_hex().ok_or(SignIn::Failed)?,
            csrf: random_hex().ok_or(SignIn::Failed)?,
        };
        state
            .sessions
            .retain(|_, held| now.duration_since(held.since) < SESSION_TIME);
        if state.sessions.len() >= MAX_SESSIONS {
            let oldest = state
                .sessions
                .iter()
                .min_by_key(|(_, held)| held.since)
                .map(|(hash, _)| hash.clone());
            if let Some(oldest) = oldest {
                state.sessions.remove(&oldest);
            }
        }
        state.sessions.insert(
            key(&session.id),
            Held {
                csrf: session.csrf.clone(),
                since: now,
            },
        );
        Ok(session)
    }

    /// Sessions kept from before a restart: each id's hash, its CSRF token, and when it
    /// began (ms since the epoch). Those older than a school day are left out.
    pub fn restore(&self, kept: Vec<(String, String, u64)>, now_ms: u64) {
        let now = Instant::now();
        let mut state = self.state();
        for (hash, csrf, since) in kept {
            let age = Duration::from_millis(now_ms.saturating_sub(since));
            let Some(since) = now.checked_sub(age).filter(|_| age < SESSION_TIME) else {
                continue;
            };
            state.sessions.insert(hash, Held { csrf, since });
        }
    }

    /// The session this cookie value holds, if it is one and has not ended.
    pub fn find(&self, id: &str) -> Option<Session> {
        let state = self.state();
        let held = state.sessions.get(&key(id))?;
        (held.since.elapsed() < SESSION_TIME).then(|| Session {
            id: id.to_string(),
            csrf: held.csrf.clone(),
        })
    }

    pub fn sign_out(&self, id: &str) {
        self.state().sessions.remove(&key(id));
    }
}

/// A session as held and stored: its id hashed.
pub fn key(id: &str) -> String {
    crate::roster::code::hash_text(id)
}

/// 128 bits from the system's random source, as 32 hex digits.
fn random_hex() -> Option<String> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).ok()?;
    Some(bytes.iter().map(|byte| format!("{byte:02x}")).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    const HERE: IpAddr = IpAddr::V4(std::net::Ipv4Addr::LOCALHOST);
    const THERE: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(192, 168, 1, 20));

    #[test]
    fn the_right_code_opens_a_session_that_is_found_until_signed_out() {
        let sessions = Sessions::new("GOODCODE42".into());
        let session = sessions.sign_in(HERE, "GOODCODE42").expect("signed in");
        assert_eq!(session.id.len(), 32);
        assert_ne!(session.id, session.csrf);
        assert_eq!(sessions.find(&session.id), Some(session.clone()));
        assert_eq!(sessions.find(&session.csrf), None);
        sessions.sign_out(&session.id);
        assert_eq!(sessions.find(&session.id), None);
    }

    #[test]
    fn ten_wrong_codes_pause_that_address_alone() {
        let sessions = Sessions::new("GOODCODE42".into());
        for _ in 0..MAX_WRONG - 1 {
            assert_eq!(sessions.sign_in(HERE, "nope-nope"), Err(SignIn::Wrong));
        }
        // Before the tenth, the right code still works, and it clears the count.
        assert!(sessions.sign_in(HERE, "GOODCODE42").is_ok());
        for _ in 0..MAX_WRONG {
            assert_eq!(sessions.sign_in(HERE, "nope-nope"), Err(SignIn::Wrong));
        }
        assert!(matches!(
            sessions.sign_in(HERE, "GOODCODE42"),
            Err(SignIn::Paused(seconds)) if seconds <= PAUSE.as_secs()
        ));
        assert!(sessions.sign_in(THERE, "GOODCODE42").is_ok());
    }
}
