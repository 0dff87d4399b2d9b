use crate::Side;

/// Why a game ended; each reason has a word in the protocol and a sentence in the help.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum EndReason {
    /// Oware: a player captured more than half of the seeds, or both exactly half.
    /// Togyz Kumalak: a kazan holds 82 stones or more.
    Score,
    /// Oware: the player to move could not give seeds to an empty opponent row.
    NoFeed,
    /// Oware: the same position came back as often as the repetition rule allows
    /// ([`crate::Repetition`]).
    Repetition,
    /// Oware: too many moves passed without a capture.
    NoCaptureLimit,
    /// Kalah and Congkak: a row of houses is empty.
    EmptyRow,
    /// Congkak: a move relayed without end and was stopped.
    Endless,
    /// Togyz Kumalak: the player to move has no stones.
    NoMove,
}

impl EndReason {
    /// Every reason, so that a reader can find one by its code and a test can go through
    /// them all.
    pub const ALL: [EndReason; 7] = [
        EndReason::Score,
        EndReason::NoFeed,
        EndReason::Repetition,
        EndReason::NoCaptureLimit,
        EndReason::EmptyRow,
        EndReason::Endless,
        EndReason::NoMove,
    ];

    /// The reason whose [`EndReason::code`] this is.
    pub fn from_code(code: &str) -> Option<EndReason> {
        EndReason::ALL
            .into_iter()
            .find(|reason| reason.code() == code)
    }

    /// The protocol's word for the reason.
    pub fn code(self) -> &'static str {
        match self {
            EndReason::Score => "score",
            EndReason::NoFeed => "no-feed",
            EndReason::Repetition => "repetition",
            EndReason::NoCaptureLimit => "no-capture-limit",
            EndReason::EmptyRow => "empty-row",
            EndReason::Endless => "endless",
            EndReason::NoMove => "no-move",
        }
    }
}

/// The result of a finished game, with each player's final score by that game's rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// The player with the larger score; `None` for a draw.
    pub winner: Option<Side>,
    /// Each player's final score, South's first (indexed by [`Side::index`]).
    pub scores: [u32; 2],
    /// What ended the game.
    pub reason: EndReason,
}

impl Outcome {
    /// The larger score wins; equal scores draw.
    pub fn from_scores(scores: [u32; 2], reason: EndReason) -> Outcome {
        let winner = match scores[0].cmp(&scores[1]) {
            std::cmp::Ordering::Greater => Some(Side::South),
            std::cmp::Ordering::Less => Some(Side::North),
            std::cmp::Ordering::Equal => None,
        };
        Outcome {
            winner,
            scores,
            reason,
        }
    }

    /// One player's final score.
    pub fn score(&self, side: Side) -> u32 {
        self.scores[side.index()]
    }
}
