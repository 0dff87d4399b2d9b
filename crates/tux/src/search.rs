//! Iterative-deepening principal-variation search with alpha-beta pruning.
//!
//! One search for every game of the family, generic over the rules: it works on bare
//! positions through the unchecked `apply` fast path. A move that leaves the same player to
//! move (an extra turn) keeps the score's point of view instead of negating it. Where the game
//! has them (Oware), the history-dependent ends (repetition, too long without a capture) are
//! tracked along the search path, under the game's repetition rule, so that lines which would
//! end the game are scored as ended.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use super::eval::{Evaluation, SEED};
use super::levels::Style;
use super::tt::{key, Bound, Tt};
use oware_rules::{EndReason, Outcome, Repetition, Rules, MAX_HOUSES_PER_SIDE, MAX_PITS};

/// A won game, minus the plies needed to win it, so that quicker wins score higher.
pub const WIN: i32 = 30_000;
const INF: i32 = 31_000;
/// Scores beyond this are wins or losses found by the search, not estimates.
const PROVEN: i32 = WIN - 1_000;
/// Deeper than any search can reach in the budgets Tux uses; bounds the per-ply tables.
pub(crate) const MAX_PLY: usize = 120;
/// The stop flag and the clock are read once per this many nodes (a power of two).
const POLL_INTERVAL: u64 = 1024;

/// Knowledge of some positions, such as Oware's endgame tables: the final margin, in seeds, of
/// the player to move with perfect play, or `None` where it knows nothing.
pub trait Oracle<P>: Sync {
    fn final_margin(&self, position: &P) -> Option<Margin>;
}

/// A final margin an oracle knows, in seeds, for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Margin {
    /// The result with perfect play from the position, whatever ends a circle of quiet
    /// moves: the side that forces it never needs to come back to a position. A position
    /// played before it since the last capture may still come back on the way, which ends
    /// the game under the first-repetition rule, so the search takes it as proven only where
    /// there is none.
    Exact(i32),
    /// The result with perfect play if nothing the oracle ignores (such as a repetition)
    /// decides: a judgement of the position, not a proof.
    Estimate(i32),
}

#[derive(Clone, Copy, Debug)]
pub(crate) struct Limits {
    pub depth: u32,
    pub nodes: u64,
    pub deadline: Option<Instant>,
    pub style: Style,
    /// May the search use what earlier searches left in the table? Only where a move need
    /// not depend on its game alone (the master); the levels replay exactly without it.
    pub keep_table: bool,
    /// Late-move reductions (the master only): see [`Searcher::search_rest`].
    pub reduce_late: Option<Reductions>,
    /// At the horizon, play on the captures for at most this many plies before judging the
    /// position (the master only): see [`Searcher::quiesce`].
    pub capture_plies: u32,
    /// Which depths the iterations complete in turn.
    pub deepening: Deepening,
}

/// The depths that iterative deepening searches in turn. In Oware a line that ends on the
/// searching side's own move tends to look better than one that ends on the reply, so a
/// search that stops at any depth judges its moves now by the one parity, now by the other;
/// one that keeps to a parity always judges them alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Deepening {
    /// 1, 2, 3, ... plies.
    #[default]
    EveryPly,
    /// 1, 3, 5, ... plies: each line ends on the searching side's move.
    OddPlies,
    /// 2, 4, 6, ... plies: each line ends on the reply.
    EvenPlies,
}

impl Deepening {
    /// The first depth and the step between depths.
    fn steps(self) -> (u32, usize) {
        match self {
            Deepening::EveryPly => (1, 1),
            Deepening::OddPlies => (1, 2),
            Deepening::EvenPlies => (2, 2),
        }
    }
}

/// Which quiet moves a search looks at one ply shallower first: those from `first_move` on
/// in a node's order (0 is the first) where at least `min_depth` plies remain.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Reductions {
    pub min_depth: i32,
    pub first_move: usize,
}

impl Reductions {
    pub const USUAL: Reductions = Reductions {
        min_depth: 3,
        first_move: 2,
    };
}

/// What a search found; `depth` is the last iteration that was searched completely.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Analysis {
    pub best_move: Option<usize>,
    /// From the point of view of the player to move, in hundredths of a seed; beyond
    /// ±29 000 it is a forced win or loss.
    pub score: i32,
    pub depth: u32,
    pub nodes: u64,
}

pub(crate) struct Searcher<'a, P: Rules> {
    tt: &'a mut Tt,
    eval: Evaluation,
    stop: &'a AtomicBool,
    limits: Limits,
    nodes: u64,
    aborted: bool,
    killers: [[u8; 2]; MAX_PLY + 1],
    history: [[u32; MAX_PITS]; 2],
    /// Hashes of the positions before the current one, oldest first, back to the last
    /// capture of the game; a capture changes the stores, so older ones cannot come back.
    path: Vec<u64>,
    /// The oldest entry of `path` that a repetition found in the subtree being searched
    /// came back to, or `usize::MAX` if none did: a node below that entry owes its score to
    /// the way the game came to it, and the table must not give that score to another way.
    repeated_from: usize,
    /// The moves in a row without a capture that end the game, if the rule has a limit.
    quiet_limit: Option<u32>,
    /// Does a position's first return since the last capture end the game?
    first_repetition: bool,
    /// The plies without a capture before the root: a node whose count is this plus its ply
    /// lies in the root's run of quiet moves, where a position already played may come back.
    root_quiet: u32,
    oracle: Option<&'a dyn Oracle<P>>,
    /// Take the oracle's estimates as proofs, as if nothing it ignores could happen.
    trust_estimates: bool,
    /// Judge a position the oracle knows only an estimate of by that estimate at the horizon
    /// (else by the evaluation).
    horizon_estimates: bool,
}

impl<'a, P: Rules> Searcher<'a, P> {
    pub fn new(
        tt: &'a mut Tt,
        eval: Evaluation,
        stop: &'a AtomicBool,
        limits: Limits,
        earlier: &[P],
        repetition: Repetition,
    ) -> Searcher<'a, P> {
        let mut path = Vec::with_capacity(earlier.len() + MAX_PLY + 1);
        path.extend(earlier.iter().map(key));
        tt.new_search(limits.keep_table);
        Searcher {
            tt,
            eval,
            stop,
            limits,
            nodes: 0,
            aborted: false,
            killers: [[u8::MAX; 2]; MAX_PLY + 1],
            history: [[0; MAX_PITS]; 2],
            path,
            repeated_from: usize::MAX,
            quiet_limit: repetition.no_capture_limit(),
            first_repetition: repetition == Repetition::First,
            root_quiet: 0,
            oracle: None,
            trust_estimates: false,
            horizon_estimates: true,
        }
    }

    /// Lets the search stop at positions whose result `oracle` knows exactly (under the
    /// first-repetition rule, only those reached by a capture, where no earlier position can
    /// come back), and judge the others it knows at its horizon by their value; with
    /// `trust_estimates`, it stops at all of them; without `horizon_estimates` the horizon
    /// judges the others by the evaluation.
    pub fn with_oracle(
        mut self,
        oracle: &'a dyn Oracle<P>,
        trust_estimates: bool,
        horizon_estimates: bool,
    ) -> Searcher<'a, P> {
        self.oracle = Some(oracle);
        self.trust_estimates = trust_estimates;
        self.horizon_estimates = horizon_estimates;
        self
    }

    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Iterative deepening from `position`, trying `moves` in the given order first.
    /// `quiet` is the number of plies played without a capture before `position`.
    pub fn iterate(&mut self, position: &P, moves: &[usize], quiet: u32) -> Analysis {
        self.root_quiet = quiet;
        let mut order = moves.to_vec();
        let mut analysis = Analysis {
            best_move: None,
            score: 0,
            depth: 0,
            nodes: 0,
        };
        let (first, step) = self.limits.deepening.steps();
        for depth in (first..=self.limits.depth.min(MAX_PLY as u32)).step_by(step) {
            let (score, best) = self.root(position, &order, depth as i32, quiet);
            if let Some(best) = best {
                // A move that beat the previous best in an unfinished iteration was searched
                // completely, so it is at least as trustworthy as the old choice.
                analysis.best_move = Some(best);
                analysis.score = score;
                if let Some(i) = order.iter().position(|&m| m == best) {
                    order[..=i].rotate_right(1);
                }
            }
            if self.aborted {
                break;
            }
            analysis.depth = depth;
            if score.abs() > PROVEN {
                break;
            }
        }
        analysis.nodes = self.nodes;
        analysis
    }

    /// One complete iteration at the root; the best move is `None` only when the search was
    /// stopped before the first move was searched.
    fn root(
        &mut self,
        position: &P,
        order: &[usize],
        depth: i32,
        quiet: u32,
    ) -> (i32, Option<usize>) {
        let mut alpha = -INF;
        let beta = INF;
        let mut best = None;
        let root_key = key(position);
        self.repeated_from = usize::MAX;
        self.path.push(root_key);
        let me = position.to_move();
        for (i, &house) in order.iter().enumerate() {
            let mut child = *position;
            let captured = child.apply(house);
            let quiet = if captured > 0 { 0 } else { quiet + 1 };
            let mut score;
            if i == 0 {
                score = self.child_score(&child, me, depth - 1, alpha, beta, 1, quiet);
            } else {
                score = self.child_score(&child, me, depth - 1, alpha, alpha + 1, 1, quiet);
                if score > alpha && !self.aborted {
                    score = self.child_score(&child, me, depth - 1, alpha, beta, 1, quiet);
                }
            }
            if self.aborted {
                break;
            }
            if score > alpha {
                alpha = score;
                best = Some(house);
            }
        }
        self.path.pop();
        if !self.aborted {
            self.tt.store(root_key, depth, alpha, Bound::Exact, best);
        }
        (alpha, best)
    }

    /// Scores every move exactly at a fixed depth, for the levels that may choose a
    /// move other than the best. Stops early (with fewer scores) when the search is stopped.
    pub fn score_all(
        &mut self,
        position: &P,
        moves: &[usize],
        depth: u32,
        quiet: u32,
    ) -> Vec<(usize, i32)> {
        self.root_quiet = quiet;
        let depth = depth.clamp(1, MAX_PLY as u32) as i32;
        let mut scores = Vec::with_capacity(moves.len());
        self.path.push(key(position));
        let me = position.to_move();
        for &house in moves {
            let mut child = *position;
            let captured = child.apply(house);
            let quiet = if captured > 0 { 0 } else { quiet + 1 };
            let score = self.child_score(&child, me, depth - 1, -INF, INF, 1, quiet);
            if self.aborted {
                break;
            }
            scores.push((house, score));
        }
        self.path.pop();
        scores
    }

    fn poll(&mut self) {
        if self.stop.load(Ordering::Relaxed)
            || self.limits.deadline.is_some_and(|d| Instant::now() >= d)
        {
            self.aborted = true;
        }
    }

    /// Counts a node against the budget and reads the clock now and then; true when the
    /// search must stop.
    fn visit(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes >= self.limits.nodes {
            self.aborted = true;
        }
        if self.nodes & (POLL_INTERVAL - 1) == 0 {
            self.poll();
        }
        self.aborted
    }

    /// Where in `path` the position of `key` was played before since the last capture, if
    /// it was.
    fn repeated(&self, key: u64, quiet: u32) -> Option<usize> {
        let n = self.path.len();
        let window = (quiet as usize).min(n);
        // The parent has the other player to move, so only every second position can match.
        (n - window..n)
            .rev()
            .skip(1)
            .step_by(2)
            .find(|&i| self.path[i] == key)
    }

    /// The score of `child` for `me`, the player who moved into it, in the window
    /// `alpha..beta` of `me`'s scores: negated when the turn passed, as it is when the move
    /// earned another turn.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn child_score(
        &mut self,
        child: &P,
        me: oware_rules::Side,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        quiet: u32,
    ) -> i32 {
        self.child_score_keyed(child, None, me, depth, alpha, beta, ply, quiet)
    }

    /// [`Searcher::child_score`] for a child whose key the caller may already know.
    #[allow(clippy::too_many_arguments)]
    #[inline]
    fn child_score_keyed(
        &mut self,
        child: &P,
        key: Option<u64>,
        me: oware_rules::Side,
        depth: i32,
        alpha: i32,
        beta: i32,
        ply: usize,
        quiet: u32,
    ) -> i32 {
        if child.to_move() == me {
            self.negamax(child, key, depth, alpha, beta, ply, quiet)
        } else {
            -self.negamax(child, key, depth, -beta, -alpha, ply, quiet)
        }
    }

    /// The score of `position` for its player to move; `known_key` is its key when the
    /// caller computed it already.
    #[allow(clippy::too_many_arguments)]
    fn negamax(
        &mut self,
        position: &P,
        known_key: Option<u64>,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        quiet: u32,
    ) -> i32 {
        if self.visit() {
            return 0;
        }
        let moves = position.legal_moves();
        if moves.is_empty() {
            return score_without_moves(position, ply);
        }
        let key = known_key.unwrap_or_else(|| key(position));
        // Under the first-repetition rule a position seen again since the last capture ends
        // the game. Under the third-repetition rule it takes a third occurrence, but a second
        // one inside the search means the side that repeated could repeat again, so it is
        // scored as the end it leads to. Either way each side keeps the seeds on its row.
        let history_ends = position.history_ends();
        let quiet_end = history_ends && self.quiet_limit.is_some_and(|limit| quiet >= limit);
        let earlier = if history_ends && !quiet_end {
            self.repeated(key, quiet)
        } else {
            None
        };
        if let Some(index) = earlier {
            self.repeated_from = self.repeated_from.min(index);
        }
        if quiet_end || earlier.is_some() {
            let reason = if quiet_end {
                EndReason::NoCaptureLimit
            } else {
                EndReason::Repetition
            };
            let outcome = Outcome::from_scores(position.swept_scores(), reason);
            return final_score(&outcome, position, ply);
        }
        let mut estimate = None;
        match self.oracle.and_then(|oracle| oracle.final_margin(position)) {
            Some(Margin::Exact(margin) | Margin::Estimate(margin)) if self.trust_estimates => {
                return proven_score(margin, ply)
            }
            // An exact value holds from a board seen for the first time since the last
            // capture: the side that forces it never needs to come back to a position. Under
            // the first-repetition rule a position played since the last capture may come
            // back on the way and end the game there, which the oracle cannot know, so after
            // a quiet move its value is only an estimate, like a loose one.
            Some(Margin::Exact(margin)) if !(self.first_repetition && quiet > 0) => {
                return proven_score(margin, ply)
            }
            // A repetition could change the result: the search looks for it, and only its
            // horizon takes the estimate, a far better judgement than the evaluation's.
            Some(Margin::Exact(margin) | Margin::Estimate(margin)) if self.horizon_estimates => {
                estimate = Some(margin)
            }
            Some(_) => {}
            None => {}
        }
        if depth <= 0 || ply >= MAX_PLY {
            return match estimate {
                Some(margin) => estimate_score(margin),
                None if self.limits.capture_plies > 0 => {
                    self.quiesce(position, alpha, beta, ply, self.limits.capture_plies)
                }
                None => self.eval.score(position),
            };
        }

        let mut tt_move = None;
        if let Some(entry) = self.tt.probe(key) {
            tt_move = entry.best_move().filter(|&m| moves.contains(m));
            // An earlier move's search scored this position knowing nothing of the positions
            // played since, and in the root's run of quiet moves one of them may come back
            // and end the game: there a kept entry orders the moves but gives no score.
            // Beyond a capture the stores differ, so no played position can return.
            let kept_in_root_quiet_run =
                !self.tt.is_current(&entry) && quiet as usize == self.root_quiet as usize + ply;
            if !kept_in_root_quiet_run && i32::from(entry.depth) >= depth {
                let score = from_tt(i32::from(entry.score), ply);
                match entry.bound() {
                    Bound::Exact => return score,
                    Bound::Lower if score >= beta => return score,
                    Bound::Upper if score <= alpha => return score,
                    _ => {}
                }
            }
        }

        let me = position.to_move();
        let side = me.index();
        let alpha_start = alpha;
        let mut best_score = -INF;
        let mut best_move = None;
        let own_index = self.path.len();
        let repeated_above = std::mem::replace(&mut self.repeated_from, usize::MAX);
        self.path.push(key);
        // The move the table remembers comes first whatever the others are worth, so it is
        // searched before the others are even made: when it cuts off, as it mostly does,
        // they never are. Their order is judged by the killers and history as they stood
        // before it, exactly as if they had been made with it.
        let history = self.history[side];
        let killers = self.killers[ply];
        let mut cut = false;
        if let Some(house) = tt_move {
            let mut child = *position;
            let captured = child.apply(house);
            let quiet = if captured > 0 { 0 } else { quiet + 1 };
            let score = self.child_score(&child, me, depth - 1, alpha, beta, ply + 1, quiet);
            if self.aborted {
                self.path.pop();
                return 0;
            }
            best_score = score;
            best_move = Some(house);
            if score > alpha {
                alpha = score;
                if score >= beta {
                    if captured == 0 {
                        self.reward(ply, side, house, depth);
                    }
                    cut = true;
                }
            }
        }
        if !cut {
            let searched = usize::from(tt_move.is_some());
            let (score, house) = self.search_rest(
                position,
                moves,
                tt_move,
                (&history, killers),
                depth,
                alpha,
                beta,
                ply,
                quiet,
                searched,
            );
            if self.aborted {
                self.path.pop();
                return 0;
            }
            if score > best_score {
                best_score = score;
                best_move = house;
            }
        }
        self.path.pop();
        let repeated_below = self.repeated_from;
        self.repeated_from = repeated_above.min(repeated_below);
        // A score that a repetition of a position played before this one decided holds only
        // for the way the game came here: another way may not pass that position at all.
        // The table keeps the move, which still orders the search well, but not the score.
        if repeated_below < own_index {
            self.tt.store_move(key, best_move);
            return best_score;
        }

        let bound = if best_score >= beta {
            Bound::Lower
        } else if best_score > alpha_start {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.tt
            .store(key, depth, to_tt(best_score, ply), bound, best_move);
        best_score
    }

    /// Searches the moves other than `tt_move` (already searched when `searched` is 1) in
    /// order: captures first, then the killers, then by `history`. Returns the best score
    /// and move among them, stopping at a cut-off.
    #[allow(clippy::too_many_arguments)]
    fn search_rest(
        &mut self,
        position: &P,
        moves: oware_rules::MoveSet,
        tt_move: Option<usize>,
        (history, killers): (&[u32; MAX_PITS], [u8; 2]),
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        quiet: u32,
        searched: usize,
    ) -> (i32, Option<usize>) {
        let me = position.to_move();
        let side = me.index();
        let gain_order = self.limits.style.order_by_gain;
        let stores = position.stores()[side];
        // The table's children are looked up in it: each that is searched above the
        // horizon will ask for its entry, and asking for them all at once lets the memory
        // fetch them together instead of one after the other.
        let prefetch = depth - 1 > 0;
        let mut children = [(0i32, 0usize, 0u8, *position, None); MAX_HOUSES_PER_SIDE];
        let mut count = 0;
        // The moves in the order a full list would hold them once the table's move, picked
        // first, had swapped places with the first of them: ties then break the same way.
        let first = moves.iter().next();
        let mut order_list = [0usize; MAX_HOUSES_PER_SIDE];
        let mut listed = 0;
        for house in moves.iter() {
            let house = match tt_move {
                Some(tt) if house == tt => match first {
                    Some(f) if f != tt => f,
                    _ => continue,
                },
                Some(tt) if Some(house) == first && house != tt => continue,
                _ => house,
            };
            order_list[listed] = house;
            listed += 1;
        }
        for &house in &order_list[..listed] {
            let (order, mv, captured, child, child_key) = &mut children[count];
            *mv = house;
            *captured = child.apply(house);
            if prefetch {
                let k = key(child);
                self.tt.prefetch(k);
                *child_key = Some(k);
            }
            *order = if gain_order && (child.to_move() == me || child.stores()[side] > stores) {
                let gain = i32::from(child.stores()[side] - stores);
                (1 << 24) + gain * 1024 + if child.to_move() == me { 512 } else { 0 }
            } else if *captured > 0 {
                (1 << 24) + i32::from(*captured) * 1024
            } else if killers[0] == house as u8 {
                1 << 23
            } else if killers[1] == house as u8 {
                1 << 22
            } else {
                history[house].min(1 << 21) as i32
            };
            count += 1;
        }

        let mut best_score = -INF;
        let mut best_move = None;
        for i in 0..count {
            // Selection sort: a cut-off usually comes early, so most of the list is never sorted.
            let mut pick = i;
            for j in i + 1..count {
                if children[j].0 > children[pick].0 {
                    pick = j;
                }
            }
            children.swap(i, pick);
            let (order, house, captured, child, child_key) = children[i];
            let quiet = if captured > 0 { 0 } else { quiet + 1 };
            let (d, p) = (depth - 1, ply + 1);
            // What the child's score owes to repetitions, apart from its brothers': a cut-off
            // owes nothing to the moves searched before the one that made it.
            let repeated_before = std::mem::replace(&mut self.repeated_from, usize::MAX);
            let mut score;
            if i + searched == 0 {
                score = self.child_score_keyed(&child, child_key, me, d, alpha, beta, p, quiet);
            } else {
                // A quiet move this late in the order (after the table's move, the captures
                // and the killers) seldom beats the best: a shallower look shows it, and only
                // a move that does beat it is searched again at full depth.
                let late = self
                    .limits
                    .reduce_late
                    .is_some_and(|r| depth >= r.min_depth && i + searched >= r.first_move)
                    && order < 1 << 22
                    && child.to_move() != me;
                let reduced = late.then(|| {
                    self.child_score_keyed(&child, child_key, me, d - 1, alpha, alpha + 1, p, quiet)
                });
                score = match reduced {
                    Some(score) if score <= alpha || self.aborted => score,
                    _ => {
                        self.child_score_keyed(&child, child_key, me, d, alpha, alpha + 1, p, quiet)
                    }
                };
                if score > alpha && score < beta && !self.aborted {
                    score = self.child_score_keyed(&child, child_key, me, d, alpha, beta, p, quiet);
                }
            }
            if self.aborted {
                return (0, None);
            }
            let cuts_off = score >= beta;
            if !cuts_off {
                self.repeated_from = self.repeated_from.min(repeated_before);
            }
            if score > best_score {
                best_score = score;
                best_move = Some(house);
                if score > alpha {
                    alpha = score;
                    if cuts_off {
                        if captured == 0 {
                            self.reward(ply, side, house, depth);
                        }
                        break;
                    }
                }
            }
        }
        (best_score, best_move)
    }

    /// The score of a position at the horizon once the captures in the air have been played
    /// out: the player to move may stand on the evaluation or take a capture, and so on for
    /// at most `plies` captures. An exchange of many seeds over a few moves is judged by how
    /// it ends, not by its first blow. A capture starts afresh since the last capture, so
    /// no repetition can come, and the oracle's value after it is a proof.
    fn quiesce(&mut self, position: &P, mut alpha: i32, beta: i32, ply: usize, plies: u32) -> i32 {
        if self.visit() {
            return 0;
        }
        let moves = position.legal_moves();
        if moves.is_empty() {
            return score_without_moves(position, ply);
        }
        let stand = self.eval.score(position);
        if plies == 0 || ply >= MAX_PLY || stand >= beta {
            return stand;
        }
        let me = position.to_move();
        let mut best = stand;
        alpha = alpha.max(stand);
        for house in moves.iter() {
            let mut child = *position;
            if child.apply(house) == 0 {
                continue;
            }
            // What the oracle knows of the child, for the child's player to move.
            let known = match self.oracle.and_then(|oracle| oracle.final_margin(&child)) {
                Some(Margin::Exact(margin)) => Some(proven_score(margin, ply + 1)),
                Some(Margin::Estimate(margin)) if self.horizon_estimates => {
                    Some(estimate_score(margin))
                }
                _ => None,
            };
            let score = match known {
                Some(score) if child.to_move() == me => score,
                Some(score) => -score,
                None if child.to_move() == me => {
                    self.quiesce(&child, alpha, beta, ply + 1, plies - 1)
                }
                None => -self.quiesce(&child, -beta, -alpha, ply + 1, plies - 1),
            };
            if self.aborted {
                return 0;
            }
            if score > best {
                best = score;
                if score > alpha {
                    alpha = score;
                    if score >= beta {
                        break;
                    }
                }
            }
        }
        best
    }

    fn reward(&mut self, ply: usize, side: usize, house: usize, depth: i32) {
        let killers = &mut self.killers[ply];
        if killers[0] != house as u8 {
            killers[1] = killers[0];
            killers[0] = house as u8;
        }
        let bonus = (depth * depth) as u32;
        let entry = &mut self.history[side][house];
        *entry = entry.saturating_add(bonus);
    }
}

/// The score of a position where the player to move has no move: the game is over.
fn score_without_moves<P: Rules>(position: &P, ply: usize) -> i32 {
    position
        .end()
        .map_or(0, |outcome| final_score(&outcome, position, ply))
}

/// A finished game from the point of view of the player to move: a win or a loss by the
/// rules' final scores, quicker wins scoring higher.
fn final_score<P: Rules>(outcome: &Outcome, position: &P, ply: usize) -> i32 {
    match outcome.winner {
        Some(winner) if winner == position.to_move() => WIN - ply as i32,
        Some(_) => -(WIN - ply as i32),
        None => 0,
    }
}

/// A known final margin as the search's score: a win or a loss at this distance, or a draw.
fn proven_score(margin: i32, ply: usize) -> i32 {
    match margin.cmp(&0) {
        std::cmp::Ordering::Greater => WIN - ply as i32,
        std::cmp::Ordering::Less => -(WIN - ply as i32),
        std::cmp::Ordering::Equal => 0,
    }
}

/// A margin the oracle only estimates, as the search's score: seeds, never a proven result.
fn estimate_score(margin: i32) -> i32 {
    (margin * SEED).clamp(-PROVEN + 1, PROVEN - 1)
}

/// Wins are stored as distances from the stored node rather than from the root.
fn to_tt(score: i32, ply: usize) -> i32 {
    if score > PROVEN {
        score + ply as i32
    } else if score < -PROVEN {
        score - ply as i32
    } else {
        score
    }
}

fn from_tt(score: i32, ply: usize) -> i32 {
    if score > PROVEN {
        score - ply as i32
    } else if score < -PROVEN {
        score + ply as i32
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use oware_rules::{congkak, Side};
    use rand::rngs::StdRng;
    use rand::{Rng, SeedableRng};

    /// A searcher with the tuned evaluation, no earlier positions and the usual repetition rule.
    fn fresh_searcher<'a, P: Rules>(
        tt: &'a mut Tt,
        stop: &'a AtomicBool,
        limits: Limits,
    ) -> Searcher<'a, P> {
        Searcher::new(
            tt,
            Evaluation::Tuned,
            stop,
            limits,
            &[],
            Repetition::default(),
        )
    }

    /// A plain search to `depth` with no other limit: no reductions, no captures played out
    /// at the horizon, a table that is not kept.
    fn plain_limits(depth: u32) -> Limits {
        Limits {
            depth,
            nodes: u64::MAX,
            deadline: None,
            style: Style::PLAIN,
            keep_table: false,
            reduce_late: None,
            capture_plies: 0,
            deepening: Deepening::EveryPly,
        }
    }

    /// Searches `position` to `depth` in `style`, with late-move reductions or without.
    fn search_to<P: Rules>(
        position: &P,
        depth: u32,
        style: Style,
        reduce_late: Option<Reductions>,
    ) -> Analysis {
        deepened(
            position,
            depth,
            u64::MAX,
            Deepening::EveryPly,
            (style, reduce_late),
        )
    }

    /// Searches `position` to `depth` or `nodes`, whichever comes first, deepening by
    /// `deepening`.
    fn deepened<P: Rules>(
        position: &P,
        depth: u32,
        nodes: u64,
        deepening: Deepening,
        (style, reduce_late): (Style, Option<Reductions>),
    ) -> Analysis {
        let mut tt = Tt::new(16);
        let stop = AtomicBool::new(false);
        let limits = Limits {
            nodes,
            style,
            reduce_late,
            deepening,
            ..plain_limits(depth)
        };
        let mut searcher = fresh_searcher(&mut tt, &stop, limits);
        let moves: Vec<usize> = position.legal_moves().iter().collect();
        searcher.iterate(position, &moves, 0)
    }

    /// Searches `position` to the end of the game.
    fn solve(position: &congkak::Position, style: Style, reduce_late: Option<Reductions>) -> i32 {
        search_to(position, MAX_PLY as u32, style, reduce_late).score
    }

    /// Random small Congkak positions with a move to make, from `seed`.
    fn small_positions(seed: u64, count: usize) -> Vec<congkak::Position> {
        let mut rng = StdRng::seed_from_u64(seed);
        let mut positions = Vec::new();
        while positions.len() < count {
            let mut houses = [0u8; 2 * congkak::HOUSES_PER_SIDE];
            for _ in 0..rng.random_range(4..14) {
                houses[rng.random_range(0..houses.len())] += 1;
            }
            let stores = [rng.random_range(0..20), rng.random_range(0..20)];
            let total = houses.iter().chain(&stores).map(|&n| u32::from(n)).sum();
            let to_move = if rng.random_bool(0.5) {
                Side::South
            } else {
                Side::North
            };
            let Ok(position) = congkak::Position::from_parts(total, &houses, stores, to_move)
            else {
                continue;
            };
            if !position.legal_moves().is_empty() {
                positions.push(position);
            }
        }
        positions
    }

    /// Who wins by a score: wins and losses may be found at other distances by other
    /// searches, but who wins may not change.
    fn result(score: i32) -> i32 {
        if score.abs() > PROVEN {
            score.signum()
        } else {
            0
        }
    }

    #[test]
    fn ordering_by_gain_finds_the_same_results() {
        let mut solved = 0;
        for position in small_positions(7, 200) {
            let plain = solve(&position, Style::PLAIN, None);
            let by_gain = solve(
                &position,
                Style {
                    order_by_gain: true,
                },
                None,
            );
            assert_eq!(result(plain), result(by_gain), "{position:?}");
            solved += usize::from(plain.abs() > PROVEN);
        }
        assert!(solved > 100, "only {solved} positions solved");
    }

    /// Searched to the end of the game, a reduced move that would change the result is
    /// searched again at full depth, so the reductions change how fast a result is found,
    /// never which.
    #[test]
    fn late_move_reductions_find_the_same_results() {
        let mut solved = 0;
        for position in small_positions(11, 200) {
            let full = solve(&position, Style::PLAIN, None);
            let reduced = solve(&position, Style::PLAIN, Some(Reductions::USUAL));
            assert_eq!(result(full), result(reduced), "{position:?}");
            solved += usize::from(full.abs() > PROVEN);
        }
        assert!(solved > 100, "only {solved} positions solved");
    }

    /// Where the horizon cuts the game short the reductions do take place: from Oware's
    /// start, the same depth costs far fewer nodes.
    #[test]
    fn late_move_reductions_search_fewer_nodes_to_a_depth() {
        let start = oware_rules::abapa::Position::start(oware_rules::abapa::Variant::ABAPA);
        let full = search_to(&start, 12, Style::PLAIN, None);
        let reduced = search_to(&start, 12, Style::PLAIN, Some(Reductions::USUAL));
        assert_eq!((full.depth, reduced.depth), (12, 12));
        assert!(
            reduced.nodes * 3 < full.nodes * 2,
            "{} nodes with reductions, {} without",
            reduced.nodes,
            full.nodes
        );
    }

    #[test]
    fn deepening_by_two_plies_keeps_to_its_parity() {
        let start = oware_rules::abapa::Position::start(oware_rules::abapa::Variant::ABAPA);
        let plain = (Style::PLAIN, None);
        let completed = |depth, nodes, deepening| deepened(&start, depth, nodes, deepening, plain);
        // A depth limit: the deepest iteration of the parity within it.
        for (limit, odd, even) in [(6, 5, 6), (7, 7, 6)] {
            assert_eq!(completed(limit, u64::MAX, Deepening::OddPlies).depth, odd);
            assert_eq!(completed(limit, u64::MAX, Deepening::EvenPlies).depth, even);
            assert_eq!(completed(limit, u64::MAX, Deepening::EveryPly).depth, limit);
        }
        // A budget that stops an iteration part way: what is complete keeps the parity.
        let mut every_ply_depths = Vec::new();
        for nodes in [500, 1_000, 2_000, 3_000, 5_000, 8_000, 12_000, 20_000] {
            let odd = completed(MAX_PLY as u32, nodes, Deepening::OddPlies);
            let even = completed(MAX_PLY as u32, nodes, Deepening::EvenPlies);
            assert_eq!(odd.depth % 2, 1, "{nodes} nodes: {odd:?}");
            assert_eq!(even.depth % 2, 0, "{nodes} nodes: {even:?}");
            assert!(odd.best_move.is_some() && even.best_move.is_some());
            every_ply_depths.push(completed(MAX_PLY as u32, nodes, Deepening::EveryPly).depth);
        }
        // The control: searching every depth, the same budgets stop at both parities.
        let odd = every_ply_depths
            .iter()
            .filter(|&&depth| depth % 2 == 1)
            .count();
        assert!(
            0 < odd && odd < every_ply_depths.len(),
            "{every_ply_depths:?}"
        );
    }

    /// What playing out the captures is worth, without any pruning: the player to move
    /// stands on the evaluation or takes the best capture, for at most `plies` captures.
    fn captures_played_out(position: &oware_rules::abapa::Position, plies: u32, ply: usize) -> i32 {
        let moves = position.legal_moves();
        if moves.is_empty() {
            return score_without_moves(position, ply);
        }
        let stand = Evaluation::Tuned.score(position);
        if plies == 0 {
            return stand;
        }
        moves
            .iter()
            .filter_map(|house| {
                let mut child = *position;
                (child.apply(house) > 0).then(|| -captures_played_out(&child, plies - 1, ply + 1))
            })
            .fold(stand, i32::max)
    }

    #[test]
    fn playing_out_the_captures_prunes_nothing_that_counts() {
        let mut tt = Tt::new(10);
        let stop = AtomicBool::new(false);
        let limits = Limits {
            capture_plies: 4,
            ..plain_limits(1)
        };
        let mut searcher = fresh_searcher(&mut tt, &stop, limits);
        let mut rng = StdRng::seed_from_u64(5);
        let (mut positions, mut differ) = (0, 0);
        while positions < 2000 {
            let mut position =
                oware_rules::abapa::Position::start(oware_rules::abapa::Variant::ABAPA);
            for _ in 0..rng.random_range(4..60) {
                let moves: Vec<usize> = position.legal_moves().iter().collect();
                let Some(&house) = moves.get(rng.random_range(0..moves.len().max(1))) else {
                    break;
                };
                position.apply(house);
            }
            // The search's winning scores count plies from its root; these positions are roots.
            let pruned = searcher.quiesce(&position, -INF, INF, 0, 4);
            let plain = captures_played_out(&position, 4, 0);
            assert_eq!(pruned, plain, "{position:?}");
            positions += 1;
            differ += usize::from(plain != Evaluation::Tuned.score(&position));
        }
        // The control: the captures change the judgement of many of these positions.
        assert!(
            differ > 200,
            "only {differ} of {positions} positions had a capture that counts"
        );
    }

    /// The root score of an Oware position where South's A is quiet and F captures, searched
    /// 3 plies deep with the table kept, after an earlier search left an entry for the
    /// position after `planted` (a house) worth 90 seeds to South.
    fn root_score_with_a_kept_entry(planted: Option<usize>) -> i32 {
        use oware_rules::abapa::{Position, Variant};
        let mut houses = [0u8; 12];
        // A (0) sows one seed into B; F (5) sows one into North's first house, making it two.
        (houses[0], houses[2], houses[5]) = (1, 2, 1);
        (houses[6], houses[8], houses[10]) = (1, 3, 2);
        let root = Position::from_parts(Variant::ABAPA, &houses, [20, 18], Side::South)
            .expect("a legal position");
        let mut tt = Tt::new(12);
        tt.new_search(false);
        if let Some(house) = planted {
            let mut child = root;
            child.apply(house);
            // North to move there, 90 seeds down.
            tt.store(key(&child), 60, -9_000, Bound::Exact, None);
        }
        let stop = AtomicBool::new(false);
        let limits = Limits {
            keep_table: true,
            ..plain_limits(3)
        };
        let mut searcher = Searcher::new(
            &mut tt,
            Evaluation::Tuned,
            &stop,
            limits,
            &[],
            Repetition::First,
        );
        let moves: Vec<usize> = root.legal_moves().iter().collect();
        searcher.iterate(&root, &moves, 0).score
    }

    #[test]
    fn a_kept_score_serves_beyond_a_capture_and_not_in_the_roots_quiet_run() {
        let unplanted = root_score_with_a_kept_entry(None);
        assert!(unplanted.abs() < 2_000, "{unplanted}");
        // The control: after F's capture no position played since can come back, so the
        // earlier search's score stands, and it is the best the root has.
        assert_eq!(root_score_with_a_kept_entry(Some(5)), 9_000);
        // After the quiet A, a position played since might: the kept entry gives no score.
        assert_eq!(root_score_with_a_kept_entry(Some(0)), unplanted);
    }
}
