//! The look back's state: Tux's review of the child's moves (or the wait for it) and which
//! move is shown. Plain state, which the board holds; the look back feature drives it.

use std::sync::mpsc::{self, Receiver, TryRecvError};

use oware_rules::{Game, Side};
use oware_tux::{review, Review, ReviewedMove, REVIEW_NODES};

use crate::activity::worker::Thinking;

/// Stepping through the child's moves of a finished game.
pub struct LookBack {
    /// Tux's review; `None` while it is being made.
    pub(super) review: Option<Review>,
    /// Where the review comes from when it is made on a thread of its own.
    waiting: Option<Receiver<Option<Review>>>,
    /// Which of the child's moves is shown.
    pub(super) index: usize,
}

impl LookBack {
    /// Tux's review of `player`'s moves in `game`, made where the activity's Tux thinks.
    pub(super) fn start(
        game: Game<oware_rules::AnyPosition>,
        player: Side,
        thinking: Thinking,
    ) -> LookBack {
        match thinking {
            Thinking::InPlace => LookBack {
                review: review(&game, player, REVIEW_NODES),
                waiting: None,
                index: 0,
            },
            Thinking::OnItsOwnThread => {
                let (sender, receiver) = mpsc::channel();
                let spawned = std::thread::Builder::new()
                    .name("Tux looking back".into())
                    .spawn(move || {
                        // Nobody listens any more when the child left the look back: fine.
                        let _ = sender.send(review(&game, player, REVIEW_NODES));
                    });
                match spawned {
                    Ok(_) => LookBack {
                        review: None,
                        waiting: Some(receiver),
                        index: 0,
                    },
                    Err(error) => {
                        log::warn!("cannot look back at the game: {error}");
                        LookBack {
                            review: Some(Review {
                                player,
                                moves: Vec::new(),
                            }),
                            waiting: None,
                            index: 0,
                        }
                    }
                }
            }
        }
    }

    /// Tux's review, once made (the puzzles make the child's own puzzles from it).
    pub fn review(&self) -> Option<&Review> {
        self.review.as_ref()
    }

    pub(super) fn current(&self) -> Option<&ReviewedMove> {
        self.review.as_ref()?.moves.get(self.index)
    }

    pub(super) fn len(&self) -> usize {
        self.review.as_ref().map_or(0, |review| review.moves.len())
    }

    /// The side whose moves are looked at.
    pub(super) fn player(&self) -> Side {
        self.review
            .as_ref()
            .map_or(Side::South, |review| review.player)
    }

    /// Collects the review once its thread is done; true when it arrived. `player` stands
    /// in when the thread brought nothing.
    pub(super) fn collect(&mut self, player: Side) -> bool {
        let Some(waiting) = &self.waiting else {
            return false;
        };
        let review = match waiting.try_recv() {
            Ok(review) => review,
            Err(TryRecvError::Empty) => return false,
            Err(TryRecvError::Disconnected) => None,
        };
        self.review = Some(review.unwrap_or(Review {
            player,
            moves: Vec::new(),
        }));
        self.waiting = None;
        true
    }
}
