//! The protocol's words for why a move is refused and why a game ended: one each, and each
//! reads back as its reason.

use std::fmt::Debug;

use oware_rules::{EndReason, IllegalMove};

fn every_code_reads_back<T: Copy + PartialEq + Debug>(
    all: &[T],
    code: fn(T) -> &'static str,
    from_code: fn(&str) -> Option<T>,
) {
    for &reason in all {
        assert_eq!(from_code(code(reason)), Some(reason));
    }
    let mut codes: Vec<&str> = all.iter().map(|&reason| code(reason)).collect();
    codes.sort_unstable();
    codes.dedup();
    assert_eq!(codes.len(), all.len(), "two reasons share a code");
}

#[test]
fn every_illegal_move_reads_back_from_its_code() {
    every_code_reads_back(&IllegalMove::ALL, IllegalMove::code, IllegalMove::from_code);
    assert_eq!(IllegalMove::from_code("empty"), None);
    assert_eq!(IllegalMove::from_code("Empty-House"), None);
}

#[test]
fn every_end_reason_reads_back_from_its_code() {
    every_code_reads_back(&EndReason::ALL, EndReason::code, EndReason::from_code);
    assert_eq!(EndReason::from_code("Score"), None);
}
