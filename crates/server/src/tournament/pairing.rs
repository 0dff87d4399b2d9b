//! Round-robin pairings by the circle method: the first child stays, the others turn round
//! them one place a round, and each round pairs the first with the last, the second with
//! the one before last, and so on. With an odd number of children an empty place joins the
//! circle; whoever is paired with it has a bye that round, so each child has exactly one.

/// One game of a round: indexes into the players, South first (South begins).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pair {
    pub south: usize,
    pub north: usize,
}

/// One round: its games, and the child with a bye, if any.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Round {
    pub pairs: Vec<Pair>,
    pub bye: Option<usize>,
}

/// Every round of a round-robin of `players` children: `players - 1` rounds for an even
/// number, `players` for an odd one; none for fewer than two.
pub fn schedule(players: usize) -> Vec<Round> {
    if players < 2 {
        return Vec::new();
    }
    let places = players + players % 2;
    // `None` is the empty place of an odd number.
    let mut circle: Vec<Option<usize>> =
        (0..places).map(|at| (at < players).then_some(at)).collect();
    let mut rounds = Vec::with_capacity(places - 1);
    for round in 0..places - 1 {
        let mut pairs = Vec::with_capacity(places / 2);
        let mut bye = None;
        for at in 0..places / 2 {
            let (a, b) = (circle[at], circle[places - 1 - at]);
            match (a, b) {
                (Some(a), Some(b)) => {
                    // The child who stays changes side every round; the others alternate
                    // with their place, so that nobody is South all the time.
                    let swap = if at == 0 { round % 2 == 1 } else { at % 2 == 1 };
                    pairs.push(if swap {
                        Pair { south: b, north: a }
                    } else {
                        Pair { south: a, north: b }
                    });
                }
                (Some(alone), None) | (None, Some(alone)) => bye = Some(alone),
                (None, None) => {}
            }
        }
        rounds.push(Round { pairs, bye });
        // Everyone but the first moves one place round the circle.
        if let Some(last) = circle.pop() {
            circle.insert(1, last);
        }
    }
    rounds
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeSet;

    #[test]
    fn every_pair_meets_once_nobody_plays_twice_in_a_round_and_byes_spread() {
        for players in 2..=12 {
            let rounds = schedule(players);
            let expected_rounds = if players % 2 == 0 {
                players - 1
            } else {
                players
            };
            assert_eq!(rounds.len(), expected_rounds, "{players} players");
            let mut met = BTreeSet::new();
            let mut byes = vec![0; players];
            for round in &rounds {
                let mut busy = BTreeSet::new();
                for pair in &round.pairs {
                    assert_ne!(pair.south, pair.north);
                    assert!(busy.insert(pair.south), "{players}: twice in a round");
                    assert!(busy.insert(pair.north), "{players}: twice in a round");
                    let key = (pair.south.min(pair.north), pair.south.max(pair.north));
                    assert!(met.insert(key), "{players}: {key:?} met twice");
                }
                if let Some(bye) = round.bye {
                    assert!(busy.insert(bye), "{players}: a bye who also plays");
                    byes[bye] += 1;
                }
                // Everyone is busy each round: playing, or with the bye.
                assert_eq!(busy.len(), players, "{players} players");
                assert_eq!(round.bye.is_some(), players % 2 == 1);
            }
            assert_eq!(
                met.len(),
                players * (players - 1) / 2,
                "{players}: every pair"
            );
            let most = if players % 2 == 1 { 1 } else { 0 };
            assert!(
                byes.iter().all(|&count| count == most),
                "{players}: {byes:?}"
            );
        }
    }

    #[test]
    fn sides_are_shared_out() {
        for players in 2..=12 {
            let mut south = vec![0usize; players];
            for round in schedule(players) {
                for pair in round.pairs {
                    south[pair.south] += 1;
                }
            }
            let games = players - 1;
            // Nobody is South (who begins) in every game, or in none, once there are
            // three games each.
            if games >= 3 {
                assert!(
                    south.iter().all(|&count| count > 0 && count < games),
                    "{players}: {south:?}"
                );
            }
        }
    }

    #[test]
    fn fewer_than_two_children_have_no_rounds() {
        assert!(schedule(0).is_empty());
        assert!(schedule(1).is_empty());
        assert_eq!(
            schedule(2),
            [Round {
                pairs: vec![Pair { south: 0, north: 1 }],
                bye: None
            }]
        );
    }
}
