//! The lobby: every open connection that said `hello`, by the name it gave, so that the
//! teacher can pick a tournament's players and a tournament can tell its children.

use std::collections::HashMap;
use std::sync::MutexGuard;

use oware_protocol::ServerEvent;

use super::{Hub, Peer};

/// The name a guest plays under (`hello` without a name): no child's name, since
/// `check_name` refuses it, and left out of the class, the tournament and the puzzles' table.
pub const GUEST: &str = "";

impl Hub {
    /// The named connections; as with the table, each use is one small change.
    fn lobby(&self) -> MutexGuard<'_, HashMap<u64, (String, Peer)>> {
        self.lobby
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// A connection said `hello` with this name.
    pub fn greeted(&self, peer: &Peer, name: &str) {
        self.lobby()
            .insert(peer.id, (name.to_string(), peer.clone()));
    }

    /// A connection closed.
    pub fn gone(&self, peer: &Peer) {
        self.lobby().remove(&peer.id);
    }

    /// The names of the connections open now, each once, in order.
    pub fn connected_names(&self) -> Vec<String> {
        let mut names: Vec<String> = self
            .lobby()
            .values()
            .map(|(name, _)| name.clone())
            .collect();
        names.sort();
        names.dedup();
        names
    }

    /// Tells every connection of a tournament's children that it changed.
    pub(super) fn tell_players(&self, players: &[String]) {
        for (name, peer) in self.lobby().values() {
            if players.contains(name) {
                peer.send(ServerEvent::Tournament);
            }
        }
    }
}
