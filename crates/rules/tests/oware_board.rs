//! The bare-board form of the Abapa rules (`abapa::board`, used by Tux's endgame tables)
//! agrees with the positions' own moves, forwards and backwards.

use oware_rules::abapa::board::{
    apply, flip, for_each_quiet_predecessor, legal_moves, Board, HOUSES, ROW,
};
use oware_rules::abapa::{Position, Variant};
use oware_rules::Side;

/// SplitMix64, so that every run checks the same boards.
struct StdRng(u64);

impl StdRng {
    fn seed_from_u64(seed: u64) -> StdRng {
        StdRng(seed)
    }

    fn random_range(&mut self, range: std::ops::Range<u64>) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        range.start + z % (range.end - range.start)
    }
}

fn random_board(rng: &mut StdRng, seeds: u32) -> Board {
    let mut board = [0u8; HOUSES];
    for _ in 0..seeds {
        board[rng.random_range(0..HOUSES as u64) as usize] += 1;
    }
    board
}

/// The same board as a full position, with stores that leave the game undecided.
fn position(board: &Board, to_move: Side) -> Position {
    let on_board: u32 = board.iter().map(|&n| u32::from(n)).sum();
    let stores = 48 - on_board;
    let captured = [(stores / 2) as u8, (stores - stores / 2) as u8];
    let houses = match to_move {
        Side::South => *board,
        Side::North => flip(board),
    };
    Position::from_parts(Variant::ABAPA, &houses, captured, to_move).expect("48 seeds")
}

#[test]
fn moves_and_captures_agree_with_the_rules() {
    let mut rng = StdRng::seed_from_u64(7);
    for round in 0..20_000 {
        let seeds = rng.random_range(1..41) as u32;
        let board = random_board(&mut rng, seeds);
        let to_move = if round % 2 == 0 {
            Side::South
        } else {
            Side::North
        };
        let position = position(&board, to_move);
        let moves = legal_moves(&board);
        // Ongoing: the stores split the rest evenly, so neither has more than half.
        let expected: Vec<usize> = position
            .legal_moves()
            .iter()
            .map(|h| h % HOUSES % ROW)
            .collect();
        let ours: Vec<usize> = (0..ROW).filter(|h| moves & (1 << h) != 0).collect();
        assert_eq!(ours, expected, "{board:?}");
        for house in ours {
            let (after, taken) = apply(&board, house);
            let mut played = position;
            let origin = match to_move {
                Side::South => house,
                Side::North => house + ROW,
            };
            let rules_taken = played.apply(origin);
            assert_eq!(taken, rules_taken, "{board:?} house {house}");
            let seen = match to_move {
                Side::South => after,
                Side::North => flip(&after),
            };
            assert_eq!(played.houses(), &seen[..], "{board:?} house {house}");
        }
    }
}

#[test]
fn predecessors_are_exactly_the_quiet_moves_leading_here() {
    let mut rng = StdRng::seed_from_u64(11);
    for _ in 0..3_000 {
        let seeds = rng.random_range(1..31) as u32;
        let board = random_board(&mut rng, seeds);
        let moves = legal_moves(&board);
        for house in (0..ROW).filter(|h| moves & (1 << h) != 0) {
            let (after, taken) = apply(&board, house);
            if taken > 0 {
                continue;
            }
            let child = flip(&after);
            let mut found = 0;
            for_each_quiet_predecessor(&child, |before| {
                let (replayed, taken) = apply(before, house);
                if *before == board && taken == 0 && replayed == after {
                    found += 1;
                }
            });
            assert_eq!(found, 1, "{board:?} house {house}");
        }
    }
}

#[test]
fn every_reported_predecessor_leads_to_the_child() {
    let mut rng = StdRng::seed_from_u64(13);
    for _ in 0..3_000 {
        let seeds = rng.random_range(1..31) as u32;
        let child = random_board(&mut rng, seeds);
        for_each_quiet_predecessor(&child, |before| {
            let moves = legal_moves(before);
            let hits = (0..ROW)
                .filter(|&h| moves & (1 << h) != 0)
                .filter(|&h| apply(before, h) == (flip(&child), 0))
                .count();
            assert!(hits >= 1, "{before:?} -> {child:?}");
        });
    }
}
