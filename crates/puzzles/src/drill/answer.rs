//! A drill's right answer, read from the rules' preview of the move (or moves).

use oware_rules::{preview, AnyPosition, MoveReport, Rules, Ruleset};

use super::board::turned;
use super::{DrillAnswer, DrillKind, CHILD};

/// The right answer of a drill of `kind` on `position` (with `house` to sow for the first
/// two kinds), with the moves that show it; `None` when the house cannot be played. For
/// [`DrillKind::AtRisk`] Tux's moves are played on the same board with Tux to move.
pub(super) fn answer(
    kind: DrillKind,
    ruleset: Ruleset,
    position: &AnyPosition,
    house: Option<usize>,
) -> Option<(DrillAnswer, Vec<MoveReport>)> {
    match kind {
        DrillKind::LastSeed => {
            let preview = preview(position, house?).ok()?;
            Some((DrillAnswer::Pit(preview.last), vec![preview.report]))
        }
        DrillKind::Captures => {
            let preview = preview(position, house?).ok()?;
            let seeds = preview.taken.iter().map(|t| u32::from(t.seeds)).sum();
            Some((DrillAnswer::Count(seeds), vec![preview.report]))
        }
        DrillKind::AtRisk => {
            let position = &turned(ruleset, position, CHILD.opponent())?;
            let row = position.layout().row(CHILD);
            let mut houses = Vec::new();
            let mut replays = Vec::new();
            for tux_move in position.legal_moves().iter() {
                let Ok(preview) = preview(position, tux_move) else {
                    continue;
                };
                let mine: Vec<usize> = preview
                    .taken
                    .iter()
                    .map(|taken| taken.house)
                    // A house empty now has nothing to lose, even when a lap fills it and
                    // Tux takes what he sowed there.
                    .filter(|&house| row.contains(&house) && position.seeds(house) > 0)
                    .collect();
                if !mine.is_empty() {
                    houses.extend(mine);
                    replays.push(preview.report);
                }
            }
            houses.sort_unstable();
            houses.dedup();
            Some((DrillAnswer::Houses(houses), replays))
        }
    }
}
