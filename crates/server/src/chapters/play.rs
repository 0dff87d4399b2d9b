//! A stage of the open chapter played out against Tux: set up, the child's house judged by
//! the rules and the goal, Tux's answers until the child is to move again or the goal is
//! decided, and the stage back from its start or before the child's last move. A stage met
//! is kept for the child before the verdict is sent.

use oware_chapters::{Progress, StageRun};
use oware_phrases::Phrase;
use oware_protocol::{
    Answer, ChapterStageShown, ChapterVerdict, Coach, CoachPart, Refusal, RetryFrom, ServerEvent,
    StageState,
};
use oware_rules::{format_position, house_from_letter, IllegalMove, Layout, Rules};

use super::stars::{keep, Whose};
use super::{count_u32, list, words, Playing};
use crate::hub::{Hub, Peer};
use crate::puzzles::replay;

fn coach(peer: &Peer, part: CoachPart, layout: Layout, phrase: &Phrase) {
    peer.send(ServerEvent::Coach(Coach::of(part, layout, phrase)));
}

/// What is still to go, as the goal counts it (0 once decided).
fn left(run: &StageRun) -> u32 {
    run.stage().goal.left(&run.tally())
}

/// The stage's task, then its board as it stands: the answer to `chapter-stage` and
/// `chapter-retry`.
fn show(peer: &Peer, playing: &Playing, count: usize) -> Result<(), Refusal> {
    let stage = playing.run.stage();
    let ruleset = stage.ruleset().map_err(|_| Refusal::NoStage)?;
    coach(peer, CoachPart::Task, ruleset.layout(), &words::task(stage));
    peer.send(Answer::ChapterStage(ChapterStageShown {
        number: count_u32(playing.index + 1),
        count: count_u32(count),
        ruleset,
        solver: playing.run.solver(),
        par: stage.par,
        left: left(&playing.run),
        position: format_position(playing.run.position()),
    }));
    Ok(())
}

/// `chapter-stage <n>`: the open chapter's stage `n` from its start.
pub fn stage(hub: &Hub, peer: &Peer, number: u32) -> Result<(), Refusal> {
    let desk = hub.chapter_desk();
    let open = desk.open(peer)?;
    let chapter = open.chapter;
    let count = chapter.stages.len();
    let index = usize::try_from(number)
        .ok()
        .filter(|number| (1..=count).contains(number))
        .map(|number| number - 1)
        .ok_or_else(|| Refusal::Stage {
            min: 1,
            max: u64::try_from(count).unwrap_or(u64::MAX),
            text: number.to_string(),
        })?;
    let run = StageRun::new(&chapter.stages[index]).map_err(|error| {
        // The chapters' tests set up every stage; one the rules refuse is said in the log.
        log::error!("chapter {} stage {number}: {error}", chapter.key);
        Refusal::NoStage
    })?;
    let playing = Playing { index, run };
    desk.session(peer, |session| {
        if let Some(open) = &mut session.open {
            open.stage = Some(playing.clone());
        }
    });
    show(peer, &playing, count)
}

/// `chapter-move <letter>`: the child's house, then Tux's answers, replayed; the stars kept
/// when the goal is met; then the verdict.
pub async fn play(hub: &Hub, peer: &Peer, whose: &Whose, letter: &str) -> Result<(), Refusal> {
    let desk = hub.chapter_desk();
    let open = desk.open(peer)?;
    let chapter = open.chapter;
    let mut playing = open.stage.ok_or(Refusal::NoStage)?;
    if !matches!(playing.run.status(), Progress::Going { .. }) {
        return Err(Refusal::StageDecided);
    }
    if playing.run.to_move() != playing.run.solver() {
        return Err(Refusal::WaitForTux);
    }
    let layout = playing.run.position().layout();
    let house = house_from_letter(layout, letter)
        .map_err(|_| Refusal::Illegal(IllegalMove::NoSuchHouse))?;
    let before = playing.run.game().clone();
    playing.run.play(house).map_err(Refusal::Illegal)?;
    // Tux answers while the goal is open and the child is not to move (extra turns included).
    while playing.run.to_move() != playing.run.solver()
        && matches!(playing.run.status(), Progress::Going { .. })
    {
        let Some(answer) = super::defence::answer(hub, &playing.run).await? else {
            break;
        };
        if let Err(reason) = playing.run.play(answer) {
            log::error!(
                "chapter {}: Tux's house {answer} refused ({reason:?})",
                chapter.key
            );
            return Err(Refusal::TuxBusy);
        }
    }
    let status = playing.run.status();
    let mut chapter_done = false;
    if let Progress::Met { stars } = status {
        // Kept before the child hears of it: a verdict the page shows is a star the teacher sees.
        keep(hub, whose, chapter.game, chapter.key, playing.index, stars).await?;
        desk.session(peer, |session| {
            super::stars::earn(session, chapter.key, playing.index, stars);
        });
        chapter_done = list::progress(hub, peer, whose).await.is_done(chapter.key);
    }
    // The connection answers one line at a time, so its chapter is still the one played.
    desk.session(peer, |session| {
        if let Some(open) = &mut session.open {
            open.stage = Some(playing.clone());
        }
    });
    let moves: Vec<_> = playing
        .run
        .game()
        .moves()
        .skip(before.move_count())
        .map(|report| (report.origin, report))
        .collect();
    replay::in_turn(peer, before, &moves);
    for phrase in words::verdict(&playing.run.stage().goal, status, chapter_done) {
        coach(peer, CoachPart::Verdict, layout, &phrase);
    }
    let (state, stars) = match status {
        Progress::Going { .. } => (StageState::Going, 0),
        Progress::Met { stars } => (StageState::Met, stars),
        Progress::Missed => (StageState::Missed, 0),
    };
    peer.send(Answer::ChapterVerdict(ChapterVerdict {
        state,
        left: left(&playing.run),
        stars,
        moves: playing.run.moves_played(),
        next: playing.index + 1 < chapter.stages.len(),
    }));
    Ok(())
}

/// `chapter-retry start|last`: the stage back at its start, or before the child's last move.
pub fn retry(hub: &Hub, peer: &Peer, from: RetryFrom) -> Result<(), Refusal> {
    let desk = hub.chapter_desk();
    let open = desk.open(peer)?;
    let mut playing = open.stage.ok_or(Refusal::NoStage)?;
    match from {
        RetryFrom::Start => playing.run.restart(),
        RetryFrom::Last => {
            if playing.run.moves_played() == 0 {
                return Err(Refusal::NoMoveToTakeBack);
            }
            playing.run.back_to_last_move();
        }
    }
    desk.session(peer, |session| {
        if let Some(open) = &mut session.open {
            open.stage = Some(playing.clone());
        }
    });
    show(peer, &playing, open.chapter.stages.len())
}
