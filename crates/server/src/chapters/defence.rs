//! Tux's defence against a stage's goal: the chapters crate's search (`StageRun::tux_move`),
//! deterministic and bounded by nodes, yet long enough in a debug build to be kept off the
//! connection's thread. A few run at once for the whole server; the rest wait their turn.
//! The server holds no endgame tables (the rooms' Tux plays without them too), so the
//! search decides alone.

use oware_chapters::StageRun;
use oware_protocol::Refusal;
use oware_rules::Rules;

use crate::hub::Hub;

/// Tux's house against the goal in `run`, searched on a blocking thread once a permit is
/// free. `None` when Tux is not to move or the goal is decided.
pub async fn answer(hub: &Hub, run: &StageRun) -> Result<Option<usize>, Refusal> {
    let _permit = hub
        .chapter_desk()
        .defences
        .acquire()
        .await
        .map_err(|_| Refusal::TuxBusy)?;
    let run = run.clone();
    let found = tokio::task::spawn_blocking(move || {
        let house = run.tux_move();
        // The goal is open and Tux to move, so it has a move; should the search name none,
        // any legal house keeps the stage going, as on the desktop.
        house.or_else(|| {
            let to_move = run.to_move() != run.solver()
                && matches!(run.status(), oware_chapters::Progress::Going { .. });
            if to_move {
                log::error!("chapter stage {}: Tux found no defence", run.stage().source);
                run.position().legal_moves().iter().next()
            } else {
                None
            }
        })
    })
    .await
    .map_err(|_| Refusal::TuxBusy)?;
    Ok(found)
}
