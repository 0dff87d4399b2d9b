//! Static evaluation: how good a quiet position looks for the player to move, in any game.
//!
//! Scores are in hundredths of a seed, so that positional terms can be small next to a
//! single seed in a store. The terms are the same for every game; their weights are tuned
//! per game ([`Weights::for_game`]).

use oware_rules::{GameKind, Rules, Stores};

/// One captured seed.
pub const SEED: i32 = 100;

/// Weights of the positional terms of [`Evaluation::Rich`], in hundredths of a seed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Weights {
    /// Per seed still on one's own row: seeds at home are moves to come and, at a sweep, points.
    pub row_seed: i32,
    /// Per house holding one or two seeds, which a single sown seed turns into a capture.
    pub vulnerable: i32,
    /// Per empty house, which gives the opponent nothing to attack but also nothing to play.
    pub empty: i32,
    /// Per house of at least `kroo_seeds` seeds (a kroo), the way to large captures.
    pub kroo: i32,
    /// The seeds that make a kroo: enough to go all round the board and further.
    pub kroo_seeds: u8,
    /// For having the move.
    pub tempo: i32,
    /// Togyz Kumalak: for owning a tuzdyk, which feeds one's kazan for the rest of the game.
    pub tuzdyk: i32,
    /// Stores on the path (Kalah, Congkak): per house whose seeds end exactly in its owner's
    /// store, an extra turn ready to be taken.
    pub ready: i32,
    /// Stores on the path: per opponent's seed facing one of one's own empty houses, which a
    /// last seed landing there would capture.
    pub target: i32,
}

impl Weights {
    /// Tuned by matches against the plain capture difference at 20 000 nodes a move
    /// (`ladder --pair w=4,0,60,80,20@20000:plain@20000` scores 92.5 % over 200 games).
    /// The search already sees one-seed threats, so the vulnerable-house term tuned to zero.
    pub const TUNED: Weights = Weights {
        row_seed: 4,
        vulnerable: 0,
        empty: 60,
        kroo: 80,
        kroo_seeds: KROO_SEEDS,
        tempo: 20,
        tuzdyk: 0,
        ready: 0,
        target: 0,
    };

    /// The weights of Oware's master, far heavier houses than the ladder's: a house of one
    /// or two seeds that a single sown seed turns into a capture, an empty house that leaves
    /// one's row short of moves, and a kroo are each worth one and a half to three seeds.
    /// Tuned by matches of the master against itself under the first-repetition rule
    /// (`ladder --pair M20/w=0,200,300,150,0,0:M20`), where they beat the ladder's weights;
    /// against Aalina the master with them scores 56 % at 100 ms a move (see the README).
    pub const OWARE_MASTER: Weights = Weights {
        row_seed: 0,
        vulnerable: 200,
        empty: 300,
        kroo: 150,
        kroo_seeds: KROO_SEEDS,
        tempo: 0,
        tuzdyk: 0,
        ready: 0,
        target: 0,
    };

    /// The tuned weights of each game.
    pub fn for_game(kind: GameKind) -> Weights {
        match kind {
            GameKind::Oware => Weights::TUNED,
            GameKind::Kalah => Weights::KALAH,
            GameKind::Congkak => Weights::CONGKAK,
            GameKind::TogyzKumalak => Weights::TOGYZ,
        }
    }

    /// In Kalah the seeds left in one's houses count as one's own at the end. No weighting
    /// tried beats the plain store difference by more than the noise (see the README), so
    /// the terms stay small.
    pub const KALAH: Weights = Weights {
        row_seed: 25,
        vulnerable: 0,
        empty: 0,
        kroo: 0,
        kroo_seeds: KROO_SEEDS,
        tempo: 20,
        tuzdyk: 0,
        ready: 0,
        target: 0,
    };

    /// In Congkak no weighting tried scores more than the noise above these, which score
    /// 57 % against the plain store difference at 100 000 nodes: an extra turn ready worth a
    /// seed 50.5 %, a quarter of a seed per seed facing an empty house 57 %, both 57.5 %.
    pub const CONGKAK: Weights = Weights {
        row_seed: 25,
        vulnerable: 0,
        empty: 0,
        kroo: 0,
        kroo_seeds: KROO_SEEDS,
        tempo: 20,
        tuzdyk: 0,
        ready: 0,
        target: 0,
    };

    /// A tuzdyk is worth about eight stones: it feeds its owner's kazan to the end (81.7 %
    /// against the plain kazan difference at equal nodes; four or fifteen stones do worse).
    pub const TOGYZ: Weights = Weights {
        row_seed: 5,
        vulnerable: 0,
        empty: 0,
        kroo: 0,
        kroo_seeds: KROO_SEEDS,
        tempo: 20,
        tuzdyk: 800,
        ready: 0,
        target: 0,
    };
}

/// A house of eleven seeds reaches every other house of an Oware board.
const KROO_SEEDS: u8 = 11;

/// Which evaluation a search uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Evaluation {
    /// The capture difference alone, as in the old GCompris awele.
    Plain,
    /// The capture difference plus the positional terms of [`Weights`].
    Rich(Weights),
    /// [`Evaluation::Rich`] with the weights tuned for the position's own game.
    Tuned,
}

impl Evaluation {
    /// The rich evaluation with each game's own weights: [`Evaluation::Tuned`].
    pub const RICH: Evaluation = Evaluation::Tuned;

    #[inline]
    pub(crate) fn score<P: Rules>(self, position: &P) -> i32 {
        let me = position.to_move();
        let them = me.opponent();
        let stores = position.stores();
        let material = SEED * (i32::from(stores[me.index()]) - i32::from(stores[them.index()]));
        let w = match self {
            Evaluation::Plain => return material,
            Evaluation::Rich(weights) => weights,
            Evaluation::Tuned => Weights::for_game(position.kind()),
        };
        let layout = position.layout();
        let houses = position.houses();
        let mine = side_terms(&houses[layout.row(me)], w);
        let theirs = side_terms(&houses[layout.row(them)], w);
        let tuzdyks = position.tuzdyks();
        let owns = |side: oware_rules::Side| i32::from(tuzdyks[side.index()].is_some());
        let mut score = material + mine - theirs + w.tempo + w.tuzdyk * (owns(me) - owns(them));
        if (w.ready != 0 || w.target != 0) && layout.stores == Stores::OnThePath {
            let (mine, theirs) = (&houses[layout.row(me)], &houses[layout.row(them)]);
            score += path_terms(mine, theirs, w) - path_terms(theirs, mine, w);
        }
        score
    }
}

/// The terms of a board whose stores stand on the sowing path, for the owner of `row`.
#[inline]
fn path_terms(row: &[u8], facing: &[u8], w: Weights) -> i32 {
    let n = row.len();
    // A house's seeds run through the rest of the row, the store, then the other row.
    let lap = 2 * n + 1;
    let mut score = 0;
    for (offset, &seeds) in row.iter().enumerate() {
        let to_store = n - offset;
        let seeds = usize::from(seeds);
        if seeds == 0 {
            score += w.target * i32::from(facing[n - 1 - offset]);
        } else if seeds % lap == to_store {
            score += w.ready;
        }
    }
    score
}

/// The terms of the houses of `row`: each house is empty, or holds one or two seeds, or is a
/// kroo (at least `kroo_seeds` seeds, and never one of the first two kinds), or none of these.
/// Counted without a branch a house: the counts of a searched board follow no pattern the
/// processor could guess.
#[inline]
fn side_terms(row: &[u8], w: Weights) -> i32 {
    let kroo_from = w.kroo_seeds.max(3);
    let house = |&seeds: &u8| {
        w.row_seed * i32::from(seeds)
            - w.empty * i32::from(seeds == 0)
            - w.vulnerable * i32::from(seeds.wrapping_sub(1) < 2)
            + w.kroo * i32::from(seeds >= kroo_from)
    };
    // Oware's row of six as an array, whose loop the compiler lays out in full.
    if let Ok(row) = <&[u8; OWARE_ROW]>::try_from(row) {
        return row.iter().map(house).sum();
    }
    row.iter().map(house).sum()
}

/// The houses of a row of Oware.
const OWARE_ROW: usize = 6;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn side_terms_count_each_kind_of_house_once() {
        let w = Weights {
            row_seed: 1,
            vulnerable: 10,
            empty: 100,
            kroo: 1000,
            kroo_seeds: 11,
            ..Weights::TUNED
        };
        // Empty, one, two, three, ten and eleven seeds: 27 seeds on the row.
        let row = [0, 1, 2, 3, 10, 11];
        assert_eq!(side_terms(&row, w), 27 - 100 - 2 * 10 + 1000);
        // A kroo of fewer seeds than a vulnerable house is still only the first kind.
        let small_kroo = Weights { kroo_seeds: 1, ..w };
        assert_eq!(side_terms(&row, small_kroo), 27 - 100 - 2 * 10 + 3 * 1000);
    }

    #[test]
    fn path_terms_count_ready_houses_and_targets() {
        let w = Weights {
            ready: 100,
            target: 10,
            ..Weights::CONGKAK
        };
        // The last two houses end exactly in the store; of the five empty houses only the
        // first faces seeds (three of them).
        let row = [0, 0, 0, 0, 0, 2, 1];
        let facing = [5, 0, 0, 0, 0, 0, 3];
        assert_eq!(path_terms(&row, &facing, w), 2 * 100 + 3 * 10);
        // Sixteen seeds from the last house go once round the board (15 pits) and end in
        // the store; fifteen end in the house itself.
        assert_eq!(path_terms(&[1, 1, 1, 1, 1, 1, 16], &[0; 7], w), 100);
        assert_eq!(path_terms(&[1, 1, 1, 1, 1, 1, 15], &[0; 7], w), 0);
    }
}
