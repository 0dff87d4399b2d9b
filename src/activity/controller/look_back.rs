//! The look back at a finished game: Tux, thinking longer than it plays, goes over the
//! child's moves, and the board steps through them one by one, each shown from the position
//! it was played in, with the house played, the better one when there was one, and Tux's word.

use std::sync::mpsc::{self, Receiver, TryRecvError};

use oware_rules::{Game, GameStatus, Rules, Side};
use oware_tux::{review, Review, ReviewedMove, REVIEW_NODES};

use super::board::Board;
use super::render::count_u32;
use super::Controller;
use crate::activity::aids::{review_phrases, say_all};
use crate::activity::feedback::Feedback;
use crate::activity::texts::{sentences, Texts};
use crate::activity::view::{game_view, GameView, Marks};
use crate::activity::worker::Thinking;

pub(super) struct LookBack {
    /// Tux's review; `None` while it is being made.
    review: Option<Review>,
    /// Where the review comes from when it is made on a thread of its own.
    waiting: Option<Receiver<Option<Review>>>,
    /// Which of the child's moves is shown.
    index: usize,
}

impl LookBack {
    fn current(&self) -> Option<&ReviewedMove> {
        self.review.as_ref()?.moves.get(self.index)
    }

    fn len(&self) -> usize {
        self.review.as_ref().map_or(0, |review| review.moves.len())
    }
}

/// Tux's review of `player`'s moves in `game`, made where the activity's Tux thinks.
fn start_review(
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

impl Controller {
    /// A finished game with a child's moves to look back at.
    pub fn can_look_back(&self) -> bool {
        let game = self.sitting.game();
        matches!(game.status(), GameStatus::Over(_))
            && !self.board.is_replaying()
            && !self.board.in_lesson()
            && self
                .sitting
                .reviewed_side()
                .is_some_and(|side| game.moves().any(|report| report.mover == side))
    }

    /// From the end of the game: step through the child's moves.
    pub fn look_back(&mut self) {
        if !self.can_look_back() || self.board.looking_back() {
            return;
        }
        let Some(player) = self.sitting.reviewed_side() else {
            return;
        };
        self.tux.reset();
        self.board = Board::LookingBack(start_review(
            self.sitting.game().clone(),
            player,
            self.thinking,
        ));
        self.refresh();
    }

    /// The next (`1`) or the previous (`-1`) of the child's moves.
    pub fn look_step(&mut self, delta: i32) {
        if let Some(look) = self.board.look_back_mut() {
            let last = look.len().saturating_sub(1);
            let index = i64::try_from(look.index).unwrap_or(0) + i64::from(delta);
            look.index = usize::try_from(index.max(0)).unwrap_or(0).min(last);
        }
        self.refresh();
    }

    /// Back to the end of the game.
    pub fn look_done(&mut self) {
        self.board.end_look_back();
        self.refresh();
    }

    /// Whether there is a move before and after the one shown.
    pub(super) fn look_back_steps(&self) -> (bool, bool) {
        match self.board.look_back() {
            Some(look) if look.review.is_some() => (look.index > 0, look.index + 1 < look.len()),
            _ => (false, false),
        }
    }

    /// Collects the review once its thread is done; true when it arrived.
    pub(super) fn advance_look_back(&mut self) -> bool {
        let Some(look) = self.board.look_back_mut() else {
            return false;
        };
        let Some(waiting) = &look.waiting else {
            return false;
        };
        let review = match waiting.try_recv() {
            Ok(review) => review,
            Err(TryRecvError::Empty) => return false,
            Err(TryRecvError::Disconnected) => None,
        };
        let player = self.sitting.reviewed_side().unwrap_or(Side::South);
        look.review = Some(review.unwrap_or(Review {
            player,
            moves: Vec::new(),
        }));
        look.waiting = None;
        true
    }

    /// The board as it stood before the child's move being looked at, marked, with Tux's
    /// word on it; `None` when not looking back.
    pub(super) fn look_back_view(&self, texts: &Texts) -> Option<GameView> {
        let look = self.board.look_back()?;
        let Some(reviewed) = look.current() else {
            // Tux is still thinking (or found nothing to say): the end position, no marks.
            let mut view = game_view(
                &self.sitting,
                None,
                &Feedback::default(),
                Marks::Nothing,
                texts,
            );
            let line = match look.review {
                None => texts.plain("look-back-thinking"),
                Some(_) => texts.plain("look-back-nothing"),
            };
            view.end = None;
            view.message.clone_from(&line);
            view.announcement = line;
            return Some(view);
        };
        let before = self.sitting.before_ply(reviewed.ply);
        let marks = Marks::LookBack {
            played: reviewed.played,
            better: reviewed.better,
        };
        let mut view = game_view(&before, None, &Feedback::default(), marks, texts);
        let layout = before.game().position().layout();
        let words = say_all(
            &review_phrases(layout, reviewed),
            texts.localizer,
            texts.language,
        );
        let played = texts.move_played(reviewed_side(look), reviewed.played);
        let line = sentences([Some(played), Some(words)]);
        view.level_line = texts.with(
            "look-back-counter",
            &[
                ("number", crate::i18n::Arg::from(count_u32(look.index + 1))),
                ("count", crate::i18n::Arg::from(count_u32(look.len()))),
            ],
        );
        // Nobody's turn: the game is over, this is its past.
        view.turn_line = String::new();
        view.message.clone_from(&line);
        view.announcement = sentences([Some(view.level_line.clone()), Some(line)]);
        Some(view)
    }
}

fn reviewed_side(look: &LookBack) -> Side {
    look.review
        .as_ref()
        .map_or(Side::South, |review| review.player)
}
