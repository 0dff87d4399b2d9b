//! One attempt at one puzzle: the child's moves judged against the puzzle with the rules,
//! Tux's answers, the tries and the hints.
//!
//! A move in the puzzle's accepted list is right. The line's own move goes on with the
//! line: Tux answers with the line's replies and the child plays the line's next move. An
//! accepted alternative (a move whose exact value equals the line's) ends the puzzle solved
//! at once: the child has found a move as good as the line's, and the rest of the line no
//! longer follows from it, while a new line would not have been checked for only moves. A
//! move outside the list is wrong: Tux answers it to show what it allows (the answer the
//! puzzle file stores, found by search when the file was made; a search now only for a
//! puzzle without one, such as a child's own), and [`PuzzleRun::retry`] takes the board
//! back.

use oware_rules::{preview, AnyPosition, Game, IllegalMove, MoveReport, Side};

use crate::explain::{captures_now, taken, tempting};
use crate::search::answer;
use crate::{Explanation, Hint, Puzzle, Solved};

/// What the judge says of one move of the child.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The move is right.
    Right {
        /// The rules' account of the child's move, to replay it.
        mover: MoveReport,
        /// Tux's answers from the line (more than one after an extra turn); empty when the
        /// puzzle is over or the child plays again.
        replies: Vec<(usize, MoveReport)>,
        /// True when the puzzle is solved with this move.
        done: bool,
        /// Why the move is right.
        why: Explanation,
    },
    /// The move is wrong: Tux shows what it allows; then [`PuzzleRun::retry`].
    Wrong {
        /// The rules' account of the child's move, to replay it.
        mover: MoveReport,
        /// Tux's answers, that show what the move allows: the puzzle file's, else by search.
        refutation: Vec<(usize, MoveReport)>,
        /// Why the move is wrong.
        why: Explanation,
    },
}

/// One attempt at one puzzle.
#[derive(Clone, Debug)]
pub struct PuzzleRun {
    puzzle: Puzzle,
    game: Game<AnyPosition>,
    /// The index into the line of the next move to play.
    next: usize,
    /// How many of the solver's moves are behind; the index into `accepted`.
    solver_moves: usize,
    /// The game before a wrong move, while the child has not retried.
    before_wrong: Option<Game<AnyPosition>>,
    tries: u32,
    /// The rung of the hint ladder reached at the current move.
    rung: u32,
    hints: u32,
    solved: bool,
}

impl PuzzleRun {
    /// A first try at `puzzle`, from its position.
    pub fn new(puzzle: &Puzzle) -> PuzzleRun {
        PuzzleRun {
            puzzle: puzzle.clone(),
            game: puzzle.game(),
            next: 0,
            solver_moves: 0,
            before_wrong: None,
            tries: 1,
            rung: 0,
            hints: 0,
            solved: false,
        }
    }

    /// The puzzle being tried.
    pub fn puzzle(&self) -> &Puzzle {
        &self.puzzle
    }

    /// The board now: after a wrong move, with Tux's answers, until [`PuzzleRun::retry`].
    pub fn position(&self) -> &AnyPosition {
        self.game.position()
    }

    /// The game since the puzzle's position, for a board that shows the moves.
    pub fn game(&self) -> &Game<AnyPosition> {
        &self.game
    }

    /// The player to move now.
    pub fn to_move(&self) -> Side {
        self.game.to_move()
    }

    /// The side the child plays.
    pub fn solver(&self) -> Side {
        self.puzzle.solver
    }

    /// The try the child is on: 1 on the first.
    pub fn tries(&self) -> u32 {
        self.tries
    }

    /// True after a wrong move, until [`PuzzleRun::retry`].
    pub fn awaits_retry(&self) -> bool {
        self.before_wrong.is_some()
    }

    /// Judges the child's move `house`. An illegal house is refused with the rules' reason
    /// and the board does not change; so is any move once the puzzle is solved or after a
    /// wrong move until [`PuzzleRun::retry`] (as [`IllegalMove::GameOver`]).
    pub fn play(&mut self, house: usize) -> Result<Verdict, IllegalMove> {
        if self.solved || self.before_wrong.is_some() {
            return Err(IllegalMove::GameOver);
        }
        self.game.check_move(house)?;
        let (Some(line_move), Some(accepted)) = (
            self.puzzle.line.get(self.next).copied(),
            self.puzzle.accepted.get(self.solver_moves).cloned(),
        ) else {
            // A checked puzzle always has the solver's move next; anything else is over.
            return Err(IllegalMove::GameOver);
        };
        let before = self.game.clone();
        let mover = self.game.play(house)?;
        let best_captures = captures_now(&before, line_move.house);
        let captures = u32::from(mover.captured_seeds);
        let known = self.puzzle.refutations.get(self.solver_moves);
        if !accepted.contains(&house) {
            let stored = known.and_then(|known| known.get(&house));
            let refutation = answer(&mut self.game, self.puzzle.solver, stored);
            let why = Explanation {
                house,
                captures,
                best: line_move.house,
                best_captures,
                alternative: Some((house, captures, taken(&refutation))),
                gain: self.puzzle.gain,
            };
            self.before_wrong = Some(before);
            return Ok(Verdict::Wrong {
                mover,
                refutation,
                why,
            });
        }
        self.solver_moves += 1;
        self.rung = 0;
        let mut replies = Vec::new();
        if house == line_move.house {
            self.next += 1;
            while let Some(reply) = self.puzzle.line.get(self.next).copied() {
                if reply.side == self.puzzle.solver {
                    break;
                }
                match self.game.play(reply.house) {
                    Ok(report) => replies.push((reply.house, report)),
                    // A checked line is legal; were it not, the puzzle ends here.
                    Err(_) => break,
                }
                self.next += 1;
            }
            self.solved = self.next >= self.puzzle.line.len()
                || self.game.is_over()
                || self.puzzle.line[self.next].side != self.game.to_move();
        } else {
            self.solved = true;
        }
        let why = Explanation {
            house,
            captures,
            best: line_move.house,
            best_captures,
            alternative: tempting(&before, &accepted, known),
            gain: self.puzzle.gain,
        };
        Ok(Verdict::Right {
            mover,
            replies,
            done: self.solved,
            why,
        })
    }

    /// Takes the board back to before the wrong move, for another try; nothing happens
    /// unless the last move was wrong.
    pub fn retry(&mut self) {
        if let Some(before) = self.before_wrong.take() {
            self.game = before;
            self.tries += 1;
        }
    }

    /// The next rung of the hint ladder for the move to find: the theme, then the house,
    /// then its preview (asked again, the preview once more). Each new rung counts as help.
    /// `None` once the puzzle is solved; after a wrong move the hint is for the move before
    /// it.
    pub fn hint(&mut self) -> Option<Hint> {
        if self.solved {
            return None;
        }
        let house = self.puzzle.line.get(self.next)?.house;
        let theme = self.puzzle.themes.first().copied();
        // Without a theme the ladder starts at the house.
        let first = if theme.is_some() { 1 } else { 2 };
        let rung = if self.rung == 0 {
            first
        } else {
            (self.rung + 1).min(3)
        };
        if rung != self.rung {
            self.hints += 1;
            self.rung = rung;
        }
        let game = self.before_wrong.as_ref().unwrap_or(&self.game);
        Some(match (rung, theme) {
            (1, Some(theme)) => Hint::Theme(theme),
            (2, _) | (1, None) => Hint::House(house),
            _ => match preview(game.position(), house) {
                Ok(preview) => Hint::Preview(preview),
                Err(_) => Hint::House(house),
            },
        })
    }

    /// The rung of the hint ladder reached at the move to find: 0 before any hint, then 1
    /// (the theme), 2 (the house) and 3 (the preview). A puzzle without a theme starts at 2.
    pub fn hint_level(&self) -> u32 {
        self.rung
    }

    /// How the attempt ended: `Some` once the puzzle is solved.
    pub fn outcome(&self) -> Option<Solved> {
        self.solved.then_some(Solved {
            first_try: self.tries == 1,
            hints: self.hints,
        })
    }
}
