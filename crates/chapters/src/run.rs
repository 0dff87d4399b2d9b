//! One attempt at one stage: the child's moves and Tux's, judged ply by ply.

use oware_rules::{AnyPosition, Game, GameStatus, IllegalMove, Rules, Side};
use oware_tux::endgame::EndgameTables;

use crate::defend::defend;
use crate::goal::{Tally, Verdict};
use crate::prove::check_fits;
use crate::stars::stars;
use crate::{ChapterError, Stage};

/// How an attempt stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Progress {
    /// The goal is still open; `moves_left` is what [`crate::Goal::left`] says: the solver's
    /// moves left, or the opponent's moves to survive, or the sowings still to chain.
    Going {
        /// What is still to go.
        moves_left: u32,
    },
    /// The goal is met, earning these stars (1 to 3).
    Met {
        /// The stars earned.
        stars: u8,
    },
    /// The goal can no longer be met.
    Missed,
}

/// One attempt at one stage.
#[derive(Clone, Debug)]
pub struct StageRun {
    stage: &'static Stage,
    game: Game<AnyPosition>,
    /// The tally at the start and after each ply, one more than the plies played.
    tallies: Vec<Tally>,
    verdict: Verdict,
}

impl StageRun {
    /// A fresh attempt at `stage`; refused when the rules cannot set up its position or the
    /// goal does not fit its game.
    pub fn new(stage: &'static Stage) -> Result<StageRun, ChapterError> {
        let position = stage.board()?;
        check_fits(&stage.goal, stage.game)?;
        let game = stage.ruleset()?.game_from(position);
        if game.is_over() {
            return Err(ChapterError::GameOver);
        }
        Ok(StageRun {
            stage,
            tallies: vec![Tally::new(position.to_move())],
            game,
            verdict: Verdict::Going,
        })
    }

    /// The stage being played.
    pub fn stage(&self) -> &'static Stage {
        self.stage
    }

    /// The position now.
    pub fn position(&self) -> &AnyPosition {
        self.game.position()
    }

    /// The game so far, its history included.
    pub fn game(&self) -> &Game<AnyPosition> {
        &self.game
    }

    /// The player to move.
    pub fn to_move(&self) -> Side {
        self.game.to_move()
    }

    /// The player the goal is for, who moved first.
    pub fn solver(&self) -> Side {
        self.tally().solver
    }

    /// What the line so far has done.
    pub fn tally(&self) -> Tally {
        self.tallies
            .last()
            .copied()
            .unwrap_or(Tally::new(Side::South))
    }

    /// Plays `house` for the player to move (the child or Tux); the rules judge the move and
    /// the goal its effect. Refused once the goal is met or missed.
    pub fn play(&mut self, house: usize) -> Result<Progress, IllegalMove> {
        if self.verdict != Verdict::Going {
            return Err(IllegalMove::GameOver);
        }
        let before = *self.game.position();
        let report = self.game.play(house)?;
        let end = match self.game.status() {
            GameStatus::Over(outcome) => Some(outcome),
            GameStatus::Ongoing => None,
        };
        let tally = self
            .tally()
            .after(&before, self.game.position(), report.captured_seeds);
        self.verdict = self
            .stage
            .goal
            .judge(&tally, self.game.position(), end.as_ref());
        self.tallies.push(tally);
        Ok(self.status())
    }

    /// Tux's defence against the goal: deterministic and bounded by nodes, yet long enough in
    /// a debug build to want a worker thread. `None` when it is not Tux's turn or the goal is
    /// decided.
    pub fn tux_move(&self) -> Option<usize> {
        self.tux_move_with_tables(None)
    }

    /// [`StageRun::tux_move`], asking Oware's endgame tables whether the solver can still
    /// win (for a [`crate::Goal::Win`] in an ending they hold): the same move, found sooner, as
    /// long as the search without them stays within its budget.
    pub fn tux_move_with_tables(&self, tables: Option<&EndgameTables>) -> Option<usize> {
        if self.verdict != Verdict::Going || self.to_move() == self.solver() {
            return None;
        }
        defend(
            &self.stage.goal,
            self.game.position(),
            &self.tally(),
            tables,
        )
    }

    /// Back to the stage's start.
    pub fn restart(&mut self) {
        while self.game.undo().is_some() {}
        self.tallies.truncate(1);
        self.verdict = Verdict::Going;
    }

    /// Undoes the solver's last move and everything after it (Tux's answer), so that the
    /// child can try another move there. Does nothing before the first move.
    pub fn back_to_last_move(&mut self) {
        let solver = self.solver();
        while let Some(report) = self.game.undo() {
            self.tallies.pop();
            if report.mover == solver {
                break;
            }
        }
        // Every earlier point of the line was still open, or play would have stopped there.
        self.verdict = Verdict::Going;
    }

    /// How the attempt stands.
    pub fn status(&self) -> Progress {
        let goal = &self.stage.goal;
        match self.verdict {
            Verdict::Going => Progress::Going {
                moves_left: goal.left(&self.tally()),
            },
            Verdict::Met => Progress::Met {
                stars: stars(goal, self.stage.par, self.moves_played()),
            },
            Verdict::Missed => Progress::Missed,
        }
    }

    /// The solver's moves so far.
    pub fn moves_played(&self) -> u32 {
        self.tally().solver_moves
    }
}
