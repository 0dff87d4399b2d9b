//! A screen of the open chapter's explanation: its sentences, and its real moves replayed
//! from the rules' own steps on the screen's real board.

use oware_phrases::Phrase;
use oware_protocol::{Answer, ChapterScreenShown, Coach, CoachPart, Refusal, ServerEvent};
use oware_rules::{format_position, Game, Ruleset};

use super::count_u32;
use crate::hub::{Hub, Peer};
use crate::puzzles::replay;

/// `chapter-screen <n>`: the screen's sentences, its moves' replay, then its board.
pub fn screen(hub: &Hub, peer: &Peer, number: u32) -> Result<(), Refusal> {
    let open = hub.chapter_desk().open(peer)?;
    let chapter = open.chapter;
    let count = chapter.screens.len();
    let screen = usize::try_from(number)
        .ok()
        .and_then(|number| number.checked_sub(1))
        .and_then(|index| chapter.screens.get(index))
        .ok_or_else(|| Refusal::Screen {
            min: 1,
            max: u64::try_from(count).unwrap_or(u64::MAX),
            text: number.to_string(),
        })?;
    // The chapters' tests read every screen with the rules; one they refuse is said in the log.
    let unreadable = |error: oware_chapters::ChapterError| {
        log::error!("chapter {} screen {number}: {error}", chapter.key);
        Refusal::NoChapter
    };
    let ruleset =
        Ruleset::new(chapter.game, u64::from(screen.seeds)).map_err(|_| Refusal::NoChapter)?;
    let board = screen.board(chapter.game).map_err(unreadable)?;
    let houses = screen.houses(chapter.game).map_err(unreadable)?;
    let start = Game::from_position(board);
    let mut game = start.clone();
    for house in &houses {
        if let Err(reason) = game.play(*house) {
            log::error!(
                "chapter {} screen {number}: move {house} refused ({reason:?})",
                chapter.key
            );
            return Err(Refusal::NoChapter);
        }
    }
    let moves: Vec<_> = houses.iter().copied().zip(game.moves()).collect();
    peer.send(ServerEvent::Coach(Coach::of(
        CoachPart::Why,
        ruleset.layout(),
        &Phrase::new(screen.text),
    )));
    replay::in_turn(peer, start, &moves);
    peer.send(Answer::ChapterScreen(ChapterScreenShown {
        number,
        count: count_u32(count),
        ruleset,
        moves: count_u32(houses.len()),
        position: format_position(&board),
    }));
    Ok(())
}
