//! This child's seat in a classroom room, which the game on the board plays through and the
//! "who plays" dialog opens; the dialog's own steps belong to the classroom feature.

use crate::activity::classroom::{Classroom, Connecting};

/// A seat in a room, or one on its way.
#[derive(Default)]
pub struct RoomLink {
    pub seat: Option<RoomSeat>,
    /// A room being opened or joined off the UI thread.
    pub connecting: Option<Attempt>,
}

impl RoomLink {
    /// In a room whose connection is down, while the client tries again.
    pub fn connection_lost(&self) -> bool {
        self.seat.as_ref().is_some_and(|seat| seat.lost)
    }
}

/// A room being opened or joined off the UI thread.
pub struct Attempt {
    pub seat: Connecting,
    /// The code typed or picked; none when hosting (the room gives one).
    pub code: Option<String>,
}

/// This child's seat in a room.
pub struct RoomSeat {
    pub classroom: Classroom,
    pub code: Option<String>,
    /// The classmate's name as the room said it, which may come before the game begins.
    pub classmate: Option<String>,
    /// The connection is down and the client is trying again.
    pub lost: bool,
}
