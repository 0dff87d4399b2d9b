//! Wrong picture codes, counted per child and per address: after several misses that child
//! (or that address, a tablet trying every child) waits a minute. A right code clears the
//! child's count; the teacher's "reset the code" clears it too. Counts live in memory: a
//! restart forgives, which costs a guesser more than it gains them.

use std::collections::HashMap;
use std::net::IpAddr;
use std::time::{Duration, Instant};

/// Wrong codes for one child before the pause.
pub const CHILD_MISSES: u32 = 5;
/// Wrong codes from one address, whichever children, before the pause: a class shares a
/// few tablets, so it is higher.
pub const ADDRESS_MISSES: u32 = 15;
/// The pause.
pub const PAUSE: Duration = Duration::from_secs(60);
/// Addresses counted at once; the oldest count goes first.
const MAX_ADDRESSES: usize = 1024;

#[derive(Clone, Copy)]
struct Count {
    misses: u32,
    last: Instant,
    paused_until: Option<Instant>,
}

impl Count {
    fn new(now: Instant) -> Count {
        Count {
            misses: 0,
            last: now,
            paused_until: None,
        }
    }

    /// Seconds left of a pause, clearing one that is over.
    fn paused(&mut self, now: Instant) -> Option<u64> {
        match self.paused_until {
            Some(until) if until > now => Some(until.duration_since(now).as_secs().max(1)),
            Some(_) => {
                *self = Count::new(now);
                None
            }
            None => None,
        }
    }

    fn miss(&mut self, now: Instant, limit: u32) -> u32 {
        self.misses += 1;
        self.last = now;
        if self.misses >= limit {
            self.paused_until = Some(now + PAUSE);
        }
        limit.saturating_sub(self.misses)
    }
}

/// The counts.
#[derive(Default)]
pub struct Attempts {
    children: HashMap<u32, Count>,
    addresses: HashMap<IpAddr, Count>,
}

impl Attempts {
    /// Seconds to wait before this child may try from this address, if any.
    pub fn paused(&mut self, child: u32, address: IpAddr, now: Instant) -> Option<u64> {
        let child = self.children.get_mut(&child).and_then(|c| c.paused(now));
        let address = self.addresses.get_mut(&address).and_then(|c| c.paused(now));
        child.max(address)
    }

    /// A wrong code: the tries left for this child before the pause (0: paused now).
    pub fn miss(&mut self, child: u32, address: IpAddr, now: Instant) -> u32 {
        if self.addresses.len() >= MAX_ADDRESSES && !self.addresses.contains_key(&address) {
            let oldest = self
                .addresses
                .iter()
                .min_by_key(|(_, count)| count.last)
                .map(|(address, _)| *address);
            if let Some(oldest) = oldest {
                self.addresses.remove(&oldest);
            }
        }
        let left_here = self
            .addresses
            .entry(address)
            .or_insert_with(|| Count::new(now))
            .miss(now, ADDRESS_MISSES);
        let left = self
            .children
            .entry(child)
            .or_insert_with(|| Count::new(now))
            .miss(now, CHILD_MISSES);
        left.min(left_here)
    }

    /// The right code: this child's count starts again (the address's stays, so that a
    /// guesser who knows one code cannot use it to keep guessing the others').
    pub fn right(&mut self, child: u32) {
        self.children.remove(&child);
    }

    /// The teacher gave the child a new code, or deleted them.
    pub fn forgive(&mut self, child: u32) {
        self.children.remove(&child);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HERE: IpAddr = IpAddr::V4(std::net::Ipv4Addr::LOCALHOST);
    const THERE: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(10, 0, 0, 9));

    #[test]
    fn five_misses_pause_the_child_for_a_minute_then_it_is_over() {
        let mut attempts = Attempts::default();
        let start = Instant::now();
        for left in (0..CHILD_MISSES).rev() {
            assert_eq!(attempts.paused(7, HERE, start), None);
            assert_eq!(attempts.miss(7, HERE, start), left);
        }
        assert_eq!(attempts.paused(7, THERE, start), Some(PAUSE.as_secs()));
        assert_eq!(attempts.paused(8, THERE, start), None, "another child");
        let later = start + PAUSE + Duration::from_secs(1);
        assert_eq!(attempts.paused(7, HERE, later), None);
        assert_eq!(attempts.miss(7, HERE, later), CHILD_MISSES - 1);
    }

    #[test]
    fn an_address_trying_many_children_is_paused_for_all() {
        let mut attempts = Attempts::default();
        let now = Instant::now();
        for child in 0..ADDRESS_MISSES {
            attempts.miss(child, HERE, now);
        }
        assert_eq!(attempts.paused(100, HERE, now), Some(PAUSE.as_secs()));
        assert_eq!(attempts.paused(100, THERE, now), None);
    }

    #[test]
    fn the_teacher_s_reset_ends_the_child_s_pause() {
        let mut attempts = Attempts::default();
        let now = Instant::now();
        for _ in 0..CHILD_MISSES {
            attempts.miss(3, HERE, now);
        }
        assert!(attempts.paused(3, THERE, now).is_some());
        attempts.forgive(3);
        assert_eq!(attempts.paused(3, THERE, now), None);
    }
}
