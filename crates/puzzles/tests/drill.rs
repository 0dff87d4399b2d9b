//! Counting drills in every game: thousands of random drills whose answers agree with
//! playing the moves with the rules, and the ladder that grows their size.

use oware_puzzles::drill::{sizes, CHILD};
use oware_puzzles::{Drill, DrillAnswer, DrillKind, DrillLadder};
use oware_rules::{AnyPosition, GameKind, Pit, Rules, Ruleset, Step};
use proptest::prelude::*;
use rand::rngs::StdRng;
use rand::SeedableRng;

/// Seeds that the mover's own sowing put in his store (or through his tuzdyk), which are
/// not captures.
fn sown_into_store(steps: &[Step], mover: oware_rules::Side) -> u32 {
    steps
        .iter()
        .filter(|step| match step {
            Step::Sow(Pit::Store(side)) => *side == mover,
            Step::SowIntoTuzdyk { owner, .. } => *owner == mover,
            _ => false,
        })
        .count() as u32
}

/// Checks a drill's answer against the rules, without the preview the drill used.
fn check_against_the_rules(drill: &Drill) {
    let position = drill.position;
    assert!(position.end().is_none(), "the game is not over");
    match drill.kind {
        DrillKind::LastSeed | DrillKind::Captures => {
            let house = drill.house.expect("a house to sow");
            assert_eq!(position.to_move(), CHILD);
            assert_eq!(position.layout().owner(house), CHILD);
            assert_eq!(
                u32::from(position.seeds(house)),
                drill.size,
                "the size is the house's seeds"
            );
            let mut after = position;
            let report = after.play(house).expect("the drill's house can be played");
            let last = report
                .steps
                .iter()
                .rev()
                .find_map(|step| match *step {
                    Step::Sow(pit) => Some(pit),
                    Step::SowIntoTuzdyk { house, .. } => Some(Pit::House(house)),
                    _ => None,
                })
                .expect("a move sows");
            let store_gain = u32::from(after.stores()[CHILD.index()])
                - u32::from(position.stores()[CHILD.index()]);
            let captured = store_gain - sown_into_store(&report.steps, CHILD);
            let sown: u32 = report
                .steps
                .iter()
                .filter(|s| matches!(s, Step::Sow(_) | Step::SowIntoTuzdyk { .. }))
                .count() as u32;
            assert!(sown >= drill.size, "every seed lifted is sown");
            let right = match drill.kind {
                DrillKind::LastSeed => DrillAnswer::Pit(last),
                _ => DrillAnswer::Count(captured),
            };
            assert_eq!(drill.answer(), &right, "{drill:?}");
            let verdict = drill.check(&right);
            assert!(verdict.right);
            assert_eq!(verdict.replays, vec![report]);
            let wrong = match right {
                DrillAnswer::Count(n) => DrillAnswer::Count(n + 1),
                _ => DrillAnswer::Pit(Pit::Store(CHILD.opponent())),
            };
            assert!(!drill.check(&wrong).right);
        }
        DrillKind::AtRisk => {
            assert_eq!(drill.house, None);
            assert_eq!(position.to_move(), CHILD);
            // The same board with Tux to move.
            let text = oware_rules::format_position(&position).replace("south", "north");
            let words: Vec<&str> = text.split(' ').collect();
            let position = drill.ruleset.parse_position(&words).unwrap();
            assert_eq!(position.houses(), drill.position.houses());
            let biggest = position
                .layout()
                .row(CHILD.opponent())
                .map(|h| position.seeds(h))
                .max();
            assert_eq!(biggest.map(u32::from), Some(drill.size));
            let DrillAnswer::Houses(at_risk) = drill.answer().clone() else {
                panic!("houses");
            };
            // Read from the boards before and after each of Tux's moves: a house of the
            // child's that held seeds and ends empty was captured, unless a Congkak relay
            // lifted it (then it may have been captured after fresh seeds fell in, or not).
            let row = position.layout().row(CHILD);
            let mut captured = Vec::new();
            let mut maybe = Vec::new();
            for tux in position.legal_moves().iter() {
                let mut after = position;
                let report = after.play(tux).unwrap();
                let tux_gain = u32::from(after.stores()[CHILD.opponent().index()])
                    - u32::from(position.stores()[CHILD.opponent().index()])
                    - sown_into_store(&report.steps, CHILD.opponent());
                for house in row.clone() {
                    let relayed = report
                        .steps
                        .iter()
                        .any(|s| matches!(s, Step::Relay { house: h, .. } if *h == house));
                    let emptied = position.seeds(house) > 0 && after.seeds(house) == 0;
                    if emptied && !relayed {
                        assert!(tux_gain >= u32::from(position.seeds(house)));
                        captured.push(house);
                    } else if relayed && after.seeds(house) == 0 {
                        maybe.push(house);
                    }
                }
            }
            for house in &captured {
                assert!(at_risk.contains(house), "{house} is captured: {drill:?}");
            }
            for house in &at_risk {
                assert!(
                    captured.contains(house) || maybe.contains(house),
                    "{house} is never emptied: {drill:?}"
                );
            }
            if position.kind() != GameKind::Congkak {
                assert!(maybe.is_empty(), "only Congkak relays");
            }
            // The order of the tapped houses does not matter; a missing one does.
            let mut reversed = at_risk.clone();
            reversed.reverse();
            assert!(drill.check(&DrillAnswer::Houses(reversed)).right);
            let mut more = at_risk.clone();
            let extra = row.clone().find(|h| !at_risk.contains(h));
            if let Some(extra) = extra {
                more.push(extra);
                assert!(!drill.check(&DrillAnswer::Houses(more)).right);
            }
            assert_eq!(
                drill
                    .check(&DrillAnswer::Houses(at_risk.clone()))
                    .replays
                    .is_empty(),
                at_risk.is_empty()
            );
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn every_drill_agrees_with_the_rules(
        game in 0..4usize,
        kind in 0..3usize,
        size_index in 0..32usize,
        seed in any::<u64>(),
    ) {
        let ruleset = Ruleset::standard(GameKind::ALL[game]);
        let ladder = sizes(ruleset);
        let size = ladder[size_index % ladder.len()];
        let mut rng = StdRng::seed_from_u64(seed);
        let drill = Drill::generate(ruleset, DrillKind::ALL[kind], size, &mut rng);
        prop_assert_eq!(drill.size, size);
        check_against_the_rules(&drill);
    }
}

#[test]
fn sizes_reach_laps_of_the_board_in_every_game() {
    for kind in GameKind::ALL {
        let ruleset = Ruleset::standard(kind);
        let sizes = sizes(ruleset);
        assert_eq!(sizes[0], 1);
        assert!(sizes.windows(2).all(|pair| pair[0] < pair[1]));
        let top = *sizes.last().unwrap();
        assert!(
            top > ruleset.lap(),
            "{kind}: up to {top}, a lap is {}",
            ruleset.lap()
        );
        assert!(top >= 12);
    }
}

#[test]
fn most_drills_have_something_to_count_and_some_have_nothing() {
    let mut rng = StdRng::seed_from_u64(5);
    for game in GameKind::ALL {
        let ruleset = Ruleset::standard(game);
        for kind in [DrillKind::Captures, DrillKind::AtRisk] {
            let something = (0..200)
                .filter(
                    |_| match Drill::generate(ruleset, kind, 3, &mut rng).answer() {
                        DrillAnswer::Count(n) => *n > 0,
                        DrillAnswer::Houses(h) => !h.is_empty(),
                        DrillAnswer::Pit(_) => true,
                    },
                )
                .count();
            assert!(
                (100..200).contains(&something),
                "{game} {kind:?}: {something} of 200"
            );
        }
    }
}

#[test]
fn the_ladder_climbs_after_three_right_and_rewards_each_new_size_once() {
    let ruleset = Ruleset::OWARE;
    let mut ladder = DrillLadder::new(ruleset, DrillKind::LastSeed);
    assert_eq!(ladder.size(), 1);
    assert!(!ladder.record(true));
    assert!(!ladder.record(true));
    assert!(ladder.record(true), "the third right answer reaches size 2");
    assert!(ladder.new_size());
    assert_eq!(ladder.size(), 2);
    assert!(!ladder.record(true));
    assert!(!ladder.new_size());
    assert!(!ladder.record(false), "a miss starts the count again");
    assert!(!ladder.record(true));
    assert!(!ladder.record(true));
    assert_eq!(ladder.size(), 2);
    assert!(ladder.record(true));
    assert_eq!(ladder.size(), 3);
    assert_eq!((ladder.tried(), ladder.right()), (8, 7));
    let mut rng = StdRng::seed_from_u64(9);
    let drill = ladder.next(&mut rng);
    assert_eq!((drill.kind, drill.size), (DrillKind::LastSeed, 3));
    // At the top it stays, without a reward.
    let top = sizes(ruleset).len() - 1;
    let mut high = DrillLadder::restore(ruleset, DrillKind::Captures, top + 10, 7, 0, 4, 9);
    assert_eq!(
        (high.step(), high.best(), high.in_a_row(), high.right()),
        (top, top, 2, 4)
    );
    assert!(!high.record(true));
    assert_eq!(high.step(), top);
    let _: AnyPosition = ladder.next(&mut rng).position;
}
