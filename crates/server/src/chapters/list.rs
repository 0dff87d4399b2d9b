//! A game's chapters listed with the stars the child has earned, and a chapter opened: the
//! first chapter is always open and each next one once every stage of the one before is met
//! (the chapters crate's own rule, as on the desktop), unless the teacher opened them all.

use oware_chapters::{chapters, find_chapter, Chapter, ChapterProgress};
use oware_protocol::{Answer, ChapterItem, ChapterList, ChapterOpened, Refusal};
use oware_rules::GameKind;

use super::stars::{kept, Whose};
use super::{count_u32, Open};
use crate::hub::{Hub, Peer};

/// The child's stars: those kept for them, and those earned on this connection.
pub(super) async fn progress(hub: &Hub, peer: &Peer, whose: &Whose) -> ChapterProgress {
    let mut progress = kept(hub.database().to_path_buf(), whose).await;
    let here = hub
        .chapter_desk()
        .session(peer, |session| session.earned.clone());
    for (key, stars) in here {
        for (index, stars) in stars.into_iter().enumerate() {
            progress.record(key, index, stars);
        }
    }
    progress
}

/// How many of `game`'s chapters the child may open, from the first.
fn open_count(hub: &Hub, progress: &ChapterProgress, game: GameKind) -> usize {
    if hub.roster().chapters_open() {
        chapters(game).len()
    } else {
        progress.open(game)
    }
}

/// `chapters <game>`: the game's chapters in order, open or locked, with their stars.
pub async fn list(hub: &Hub, peer: &Peer, whose: &Whose, game: GameKind) -> Result<(), Refusal> {
    let progress = progress(hub, peer, whose).await;
    let open = open_count(hub, &progress, game);
    let items = chapters(game)
        .iter()
        .enumerate()
        .map(|(index, chapter)| ChapterItem {
            key: chapter.key.to_string(),
            title: chapter.title.to_string(),
            open: index < open,
            stars: progress.stars(chapter.key),
        })
        .collect();
    peer.send(Answer::ChapterList(ChapterList { game, items }));
    Ok(())
}

/// Whether `chapter` is open for the child.
async fn is_open(hub: &Hub, peer: &Peer, whose: &Whose, chapter: &Chapter) -> bool {
    if hub.roster().chapters_open() {
        return true;
    }
    let progress = progress(hub, peer, whose).await;
    let open = open_count(hub, &progress, chapter.game);
    chapters(chapter.game)
        .iter()
        .position(|candidate| candidate.key == chapter.key)
        .is_some_and(|index| index < open)
}

/// `chapter-open <key>`: the chapter, if it is open for the child; its stage, if any, goes.
pub async fn open(hub: &Hub, peer: &Peer, whose: &Whose, key: &str) -> Result<(), Refusal> {
    let chapter = find_chapter(key).ok_or_else(|| Refusal::NoSuchChapter(key.to_string()))?;
    if !is_open(hub, peer, whose, chapter).await {
        return Err(Refusal::ChapterLocked);
    }
    hub.chapter_desk().session(peer, |session| {
        session.open = Some(Open {
            chapter,
            stage: None,
        });
    });
    peer.send(Answer::ChapterOpened(ChapterOpened {
        key: chapter.key.to_string(),
        game: chapter.game,
        screens: count_u32(chapter.screens.len()),
        stages: count_u32(chapter.stages.len()),
    }));
    Ok(())
}
