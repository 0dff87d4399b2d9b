//! A puzzle's or a drill's moves as the page replays them: each move's steps
//! (`puzzle-steps`, the rules' own account) and the board after it (`puzzle-board`).

use oware_protocol::{PuzzleBoard, PuzzleSteps, ServerEvent, StepWord};
use oware_rules::{format_position, house_letter, AnyPosition, Game, MoveReport};

use crate::hub::Peer;

/// Sends the lines of moves played one after the other from `game`, numbered from 1.
pub fn in_turn(peer: &Peer, mut game: Game<AnyPosition>, moves: &[(usize, &MoveReport)]) {
    for (index, (house, report)) in moves.iter().enumerate() {
        let ply = u32::try_from(index + 1).unwrap_or(u32::MAX);
        send(peer, &game, ply, *house, report);
        // The move was played by the judge on the same board; were it refused here, the
        // replay would stop at the board before.
        if game.play(*house).is_err() {
            return;
        }
        peer.send(ServerEvent::PuzzleBoard(PuzzleBoard {
            ply,
            position: format_position(game.position()),
        }));
    }
}

/// Sends the lines of moves each played from `game` itself (a drill's answers), numbered
/// from 1.
pub fn each_from(peer: &Peer, game: &Game<AnyPosition>, moves: &[&MoveReport]) {
    for (index, report) in moves.iter().enumerate() {
        let ply = u32::try_from(index + 1).unwrap_or(u32::MAX);
        send(peer, game, ply, report.origin, report);
        let mut after = game.clone();
        if after.play(report.origin).is_ok() {
            peer.send(ServerEvent::PuzzleBoard(PuzzleBoard {
                ply,
                position: format_position(after.position()),
            }));
        }
    }
}

fn send(peer: &Peer, game: &Game<AnyPosition>, ply: u32, house: usize, report: &MoveReport) {
    let layout = game.layout();
    let steps = StepWord::of_report(layout, report);
    for line in PuzzleSteps::lines(ply, house_letter(layout, house), steps) {
        peer.send(ServerEvent::PuzzleSteps(line));
    }
}
