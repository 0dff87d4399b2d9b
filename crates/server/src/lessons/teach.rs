//! A game's lessons listed, a lesson opened, a house tried and judged by the rules, the board
//! back after a miss, and the hint after the second miss, as the desktop teaches them.

use oware_lessons::{lessons, Lesson};
use oware_phrases::{hint_try, Phrase};
use oware_protocol::{
    Answer, Coach, CoachPart, LessonChoice, LessonHint, LessonItem, LessonJudgement, LessonList,
    LessonRetry, LessonShown, LessonVerdict, Refusal, ServerEvent,
};
use oware_rules::{
    format_position, house_from_letter, house_letter, preview, AnyPosition, Game, GameKind,
    IllegalMove, Layout, Rules,
};

use super::{done, lock, words, Open, State};
use crate::hub::{Hub, Peer};
use crate::puzzles::replay;

/// Misses after which the board points at a house that does it, as on the desktop.
const MISSES_BEFORE_HINT: u32 = 2;

fn count_u32(count: usize) -> u32 {
    u32::try_from(count).unwrap_or(u32::MAX)
}

/// The lesson `open` names, and its board; a lesson whose data the rules refuse (which the
/// lessons' tests rule out) is refused as no lesson.
fn lesson_of(open: &Open) -> Result<(&'static Lesson, AnyPosition), Refusal> {
    let lesson = lessons(open.game)
        .get(open.index)
        .ok_or(Refusal::NoLesson)?;
    let position = lesson.position().map_err(|error| {
        log::error!("lesson {} cannot be shown: {error}", lesson.key);
        Refusal::NoLesson
    })?;
    Ok((lesson, position))
}

fn coach(peer: &Peer, part: CoachPart, layout: Layout, phrase: &Phrase) {
    peer.send(ServerEvent::Coach(Coach::of(part, layout, phrase)));
}

/// Whether `lesson-hint` answers in this state: the lesson's own board, after the second miss.
fn hint_ready(open: &Open) -> bool {
    open.state == State::Asking && open.misses >= MISSES_BEFORE_HINT
}

/// `lessons <game>`: the game's lessons in order, each with whether the child did it.
pub async fn list(hub: &Hub, peer: &Peer, name: &str, game: GameKind) -> Result<(), Refusal> {
    let stored = done::numbers(hub.database().to_path_buf(), name, game).await;
    let here = hub
        .lesson_desk()
        .session(peer, |session| session.solved.clone());
    let items = lessons(game)
        .iter()
        .enumerate()
        .map(|(index, lesson)| LessonItem {
            title: lesson.texts.title.to_string(),
            done: stored.contains(&count_u32(index + 1)) || here.contains(&(game, index)),
        })
        .collect();
    peer.send(Answer::LessonList(LessonList { game, items }));
    Ok(())
}

/// `lesson-open <game> <n>`: the lesson's task, then its board.
pub fn open(hub: &Hub, peer: &Peer, choice: LessonChoice) -> Result<(), Refusal> {
    let count = lessons(choice.game).len();
    let index = usize::try_from(choice.number)
        .ok()
        .filter(|number| (1..=count).contains(number))
        .map(|number| number - 1)
        .ok_or_else(|| Refusal::Lesson {
            min: 1,
            max: u64::try_from(count).unwrap_or(u64::MAX),
            text: choice.number.to_string(),
        })?;
    let open = Open {
        game: choice.game,
        index,
        state: State::Asking,
        misses: 0,
    };
    let (lesson, position) = lesson_of(&open)?;
    let ruleset = lesson.ruleset().map_err(|_| Refusal::NoLesson)?;
    hub.lesson_desk()
        .session(peer, |session| session.open = Some(open));
    coach(
        peer,
        CoachPart::Task,
        ruleset.layout(),
        &words::task(lesson),
    );
    peer.send(Answer::LessonShown(LessonShown {
        number: choice.number,
        count: count_u32(count),
        ruleset,
        // Lit playable houses would give away a lesson about which houses may be played.
        glow: !lesson.goal.is_the_legal_move(),
        position: format_position(&position),
    }));
    Ok(())
}

/// `lesson-move <letter>`: the house judged by the rules on the lesson's board, replayed when
/// played, explained or praised; a lesson done is counted for the child before they hear it.
pub async fn play(hub: &Hub, peer: &Peer, name: &str, letter: &str) -> Result<(), Refusal> {
    let desk = hub.lesson_desk();
    let open = desk
        .session(peer, |session| session.open)
        .ok_or(Refusal::NoLesson)?;
    match open.state {
        State::Asking => {}
        State::Missed => return Err(Refusal::LessonRetryFirst),
        State::Solved => return Err(Refusal::LessonSolved),
    }
    let (lesson, position) = lesson_of(&open)?;
    let layout = position.layout();
    let house = house_from_letter(layout, letter)
        .map_err(|_| Refusal::Illegal(IllegalMove::NoSuchHouse))?;
    let has_next = open.index + 1 < lessons(open.game).len();
    let done = match preview(&position, house) {
        Ok(done) => done,
        Err(refusal) => {
            // A refused house is a try that missed, as on the desktop: explained, not played.
            let open = Open {
                misses: open.misses + 1,
                ..open
            };
            desk.session(peer, |session| session.open = Some(open));
            coach(
                peer,
                CoachPart::Verdict,
                layout,
                &words::refused(lesson, layout, house, refusal),
            );
            peer.send(Answer::LessonVerdict(LessonVerdict {
                judgement: LessonJudgement::Refused,
                misses: open.misses,
                hint: hint_ready(&open),
                next: has_next,
            }));
            return Ok(());
        }
    };
    let right = lesson.goal.holds(&position, &done);
    if right {
        done::count(hub, name, open.game, count_u32(open.index + 1)).await?;
    }
    let open = Open {
        state: if right { State::Solved } else { State::Missed },
        misses: open.misses + u32::from(!right),
        ..open
    };
    desk.session(peer, |session| {
        session.open = Some(open);
        if right {
            session.solved.insert((open.game, open.index));
        }
    });
    replay::in_turn(
        peer,
        Game::from_position(position),
        &[(house, &done.report)],
    );
    coach(
        peer,
        CoachPart::Verdict,
        layout,
        &words::judged(lesson, layout, &done, right),
    );
    if right && !has_next {
        coach(peer, CoachPart::Verdict, layout, &words::all_done());
    }
    peer.send(Answer::LessonVerdict(LessonVerdict {
        judgement: if right {
            LessonJudgement::Right
        } else {
            LessonJudgement::Wrong
        },
        misses: open.misses,
        hint: false,
        next: has_next,
    }));
    Ok(())
}

/// A house that does it, once the hint is due.
fn hint_house(lesson: &Lesson, open: &Open) -> Option<usize> {
    if !hint_ready(open) {
        return None;
    }
    lesson.right_moves().ok()?.iter().next()
}

/// `lesson-retry`: the lesson's board back after a move that missed, with its task.
pub fn retry(hub: &Hub, peer: &Peer) -> Result<(), Refusal> {
    let desk = hub.lesson_desk();
    let open = desk
        .session(peer, |session| session.open)
        .ok_or(Refusal::NoLesson)?;
    if open.state != State::Missed {
        return Err(Refusal::NothingToRetry);
    }
    let (lesson, position) = lesson_of(&open)?;
    let layout = position.layout();
    let open = Open {
        state: State::Asking,
        ..open
    };
    desk.session(peer, |session| session.open = Some(open));
    coach(peer, CoachPart::Task, layout, &words::task(lesson));
    peer.send(Answer::LessonRetry(LessonRetry {
        misses: open.misses,
        hint: hint_ready(&open),
        position: format_position(&position),
    }));
    Ok(())
}

/// `lesson-hint`: after the second miss, a house that does what the lesson asks (and the
/// store, for a goal reached there), in words and as a mark for the board.
pub fn hint(hub: &Hub, peer: &Peer) -> Result<(), Refusal> {
    let open = lock(&hub.lesson_desk().sessions)
        .get(&peer.id)
        .and_then(|session| session.open)
        .ok_or(Refusal::NoLesson)?;
    if open.state == State::Solved {
        return Err(Refusal::LessonSolved);
    }
    let (lesson, position) = lesson_of(&open)?;
    let house = hint_house(lesson, &open).ok_or(Refusal::NoHintYet)?;
    let layout = position.layout();
    coach(peer, CoachPart::Hint, layout, &hint_try(layout, house));
    peer.send(Answer::LessonHint(LessonHint {
        house: house_letter(layout, house),
        store: lesson.goal_store(),
    }));
    Ok(())
}
