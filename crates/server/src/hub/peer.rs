//! A connection as the rooms see it: where its lines go, and how to close it.

use std::sync::Arc;

use oware_protocol::ServerLine;
use tokio::sync::{mpsc, Notify};

/// What a connection's writer sends.
#[derive(Debug)]
pub enum Outbound {
    Line(ServerLine),
    /// Flush what came before, then close the connection.
    Close,
}

/// A connection as the rooms see it: where its lines go and how to close it.
#[derive(Clone, Debug)]
pub struct Peer {
    pub id: u64,
    pub out: mpsc::Sender<Outbound>,
    pub close: Arc<Notify>,
}

impl Peer {
    /// Queues a line without waiting. A client that lets hundreds of lines pile up is not
    /// reading; it is closed rather than let hold a room's lock. It can resume and ask for
    /// the position.
    pub fn send(&self, line: impl Into<ServerLine>) {
        let line = Outbound::Line(line.into());
        if let Err(mpsc::error::TrySendError::Full(_)) = self.out.try_send(line) {
            self.shut();
        }
    }

    /// Closes the connection once the lines queued before are written.
    pub fn shut(&self) {
        let _ = self.out.try_send(Outbound::Close);
        self.close.notify_one();
    }
}
