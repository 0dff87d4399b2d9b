//! A line walked move by move: checked against the values ([`verify`]), or built from a
//! candidate position's only moves ([`find`]).

use std::cmp::Reverse;

use oware_rules::{Game, Rules, Side};

use super::failure::Failure;
use super::values::{best_and_second, Regime, Valuer};
use super::{Judge, Verified};
use crate::line_themes::line_themes;
use crate::PlyMove;

/// The most turns of the solver in a line.
const MAX_TURNS: usize = 3;
/// The most moves in a line, extra turns included.
const MAX_PLIES: usize = 8;
/// The line's possible ends that the generator tries, best first.
const ENDS_TRIED: usize = 3;

/// The solver's store minus the opponent's.
fn store_difference<P: Rules>(position: &P, solver: Side) -> i32 {
    let stores = position.stores();
    i32::from(stores[solver.index()]) - i32::from(stores[solver.opponent().index()])
}

fn valuer<'t>(judge: &Judge<'t>, nodes: u64) -> Valuer<'t> {
    Valuer {
        tables: judge.tables,
        nodes,
    }
}

/// Checks `line` from `game`'s position: see [`Judge::verify_line`].
pub(super) fn verify<P: Rules>(
    judge: &Judge,
    game: &Game<P>,
    line: &[PlyMove],
) -> Result<Verified, Failure> {
    let Some(last) = line.last() else {
        return Err(Failure::EmptyLine);
    };
    let solver = game.to_move();
    let valuer = valuer(judge, judge.nodes);
    let regime = valuer.regime(game);
    let margin = regime.units(judge.margin);
    let start = game.position().to_any();
    let mut game = game.clone();
    let mut accepted = Vec::new();
    let mut second_first = 0;
    for (index, ply) in line.iter().enumerate() {
        let number = index + 1;
        if game.is_over() {
            return Err(Failure::GameOver { ply: number });
        }
        if ply.side != game.to_move() {
            return Err(Failure::WrongSide { ply: number });
        }
        let illegal = |error: oware_rules::IllegalMove| Failure::IllegalMove {
            ply: number,
            reason: format!("{error}"),
        };
        game.check_move(ply.house).map_err(illegal)?;
        let moves = game.legal_moves();
        if ply.side == solver {
            if moves.len() < 2 {
                return Err(Failure::Forced { ply: number });
            }
            let values = valuer
                .values(&game, regime)
                .ok_or(Failure::NotJudged { ply: number })?;
            let (best, best_value, second) =
                best_and_second(&values).ok_or(Failure::NotJudged { ply: number })?;
            if !best.contains(&ply.house) {
                return Err(Failure::NotTheBest {
                    ply: number,
                    house: ply.house,
                    best,
                });
            }
            let second = second.ok_or(Failure::AllEqual { ply: number })?;
            if best_value - second < margin {
                return Err(Failure::NotAnOnlyMove {
                    ply: number,
                    by: best_value - second,
                    margin,
                });
            }
            if accepted.is_empty() {
                second_first = second;
            }
            accepted.push(best);
        } else if moves.len() > 1 {
            let values = valuer
                .values(&game, regime)
                .ok_or(Failure::NotJudged { ply: number })?;
            let (best, _, _) =
                best_and_second(&values).ok_or(Failure::NotJudged { ply: number })?;
            if !best.contains(&ply.house) {
                return Err(Failure::NotTuxsBest {
                    ply: number,
                    house: ply.house,
                    best,
                });
            }
        }
        game.play(ply.house).map_err(illegal)?;
    }
    if last.side != solver {
        return Err(Failure::EndsOnTux);
    }
    let value = valuer
        .position_value(&game, regime, solver)
        .ok_or(Failure::NotJudged {
            ply: line.len() + 1,
        })?;
    // Searched again from further on, the line must keep at least half the margin over the
    // best other first move: a search from another root sees a little differently (in Oware
    // a line ending on one's own move looks better than one ending on the reply), but a gain
    // that the line only seemed to make is gone by then. Exact values keep the whole margin.
    let needed = second_first.saturating_add(match regime {
        Regime::Exact => margin,
        Regime::Search => margin / 2,
    });
    if value < needed {
        return Err(Failure::Unconfirmed { value, needed });
    }
    let gain = store_difference(game.position(), solver) - store_difference(&start, solver);
    if gain < 0 {
        return Err(Failure::Loses { gain });
    }
    let start_game = judge.ruleset.game_from(start);
    let themes = line_themes(judge.ruleset, &start_game, solver, line);
    if themes.is_empty() {
        return Err(Failure::NoTheme);
    }
    Ok(Verified {
        accepted,
        gain,
        themes,
        regime,
    })
}

/// The lines that might make `game`'s position a puzzle, best first (the most seeds won,
/// then the shortest): the solver's only moves (the lowest of equal houses) and Tux's best
/// defence, for as long as the solver has an only move, cut after any of the solver's
/// moves. `None` when the first move is no only move.
pub(super) fn find<P: Rules>(judge: &Judge, game: &Game<P>) -> Option<Vec<Vec<PlyMove>>> {
    let solver = game.to_move();
    if game.legal_moves().len() < 2 {
        return None;
    }
    let valuer = valuer(judge, judge.nodes);
    let regime = valuer.regime(game);
    let margin = regime.units(judge.margin);
    if regime == Regime::Search {
        // A quick look first: most positions have no clearly best move, and a search of a
        // quarter of the budget shows most of them (a move it sees less than a quarter of
        // the margin ahead is seldom a margin ahead at the full budget).
        let values = Valuer {
            nodes: judge.nodes / 4,
            ..valuer
        }
        .values(game, regime)?;
        let (_, best, second) = best_and_second(&values)?;
        if best - second? < margin / 4 {
            return None;
        }
    }
    let start = store_difference(game.position(), solver);
    let mut game = game.clone();
    let mut line = Vec::new();
    let mut ends: Vec<(usize, i32)> = Vec::new();
    let mut turns = 0;
    'line: loop {
        loop {
            if game.legal_moves().len() < 2 {
                break 'line;
            }
            let Some(values) = valuer.values(&game, regime) else {
                break 'line;
            };
            let Some((best, best_value, Some(second))) = best_and_second(&values) else {
                break 'line;
            };
            if best_value - second < margin {
                break 'line;
            }
            let house = best[0];
            if game.play(house).is_err() {
                break 'line;
            }
            line.push(PlyMove {
                side: solver,
                house,
            });
            ends.push((
                line.len(),
                store_difference(game.position(), solver) - start,
            ));
            if game.is_over() || game.to_move() != solver {
                break;
            }
            if line.len() >= MAX_PLIES {
                break 'line;
            }
        }
        turns += 1;
        if game.is_over() || turns >= MAX_TURNS || line.len() >= MAX_PLIES {
            break;
        }
        while !game.is_over() && game.to_move() != solver {
            let moves = game.legal_moves();
            let house = if moves.len() == 1 {
                moves.iter().next()?
            } else {
                let Some(values) = valuer.values(&game, regime) else {
                    break 'line;
                };
                best_and_second(&values)?.0[0]
            };
            if game.play(house).is_err() {
                break 'line;
            }
            line.push(PlyMove {
                side: solver.opponent(),
                house,
            });
        }
        if game.is_over() {
            break;
        }
    }
    ends.sort_by_key(|&(length, gain)| (Reverse(gain), length));
    let lines: Vec<Vec<PlyMove>> = ends
        .into_iter()
        .filter(|&(_, gain)| gain >= 0)
        .take(ENDS_TRIED)
        .map(|(length, _)| line[..length].to_vec())
        .collect();
    (!lines.is_empty()).then_some(lines)
}
