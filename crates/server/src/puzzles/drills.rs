//! Counting drills: one asked for at the child's size on its ladder, an answer judged with
//! the rules, the move that shows the right answer replayed, the ladder kept.

use oware_phrases::coach;
use oware_protocol::{
    Answer, Coach, CoachPart, DrillAsk, DrillKind as KindWord, DrillReply, DrillShown,
    DrillVerdict, PitWord, Refusal, ServerEvent,
};
use oware_puzzles::{DrillAnswer, DrillKind};
use oware_rules::{format_position, house_from_letter, house_letter, Layout, Pit};

use super::{keep_record, leave_puzzle, replay};
use crate::hub::{Hub, Peer};

fn kind_of(word: KindWord) -> DrillKind {
    match word {
        KindWord::LastSeed => DrillKind::LastSeed,
        KindWord::Captures => DrillKind::Captures,
        KindWord::AtRisk => DrillKind::AtRisk,
    }
}

fn word_of(kind: DrillKind) -> KindWord {
    match kind {
        DrillKind::LastSeed => KindWord::LastSeed,
        DrillKind::Captures => KindWord::Captures,
        DrillKind::AtRisk => KindWord::AtRisk,
    }
}

fn phrase_kind(kind: DrillKind) -> coach::Drill {
    match kind {
        DrillKind::LastSeed => coach::Drill::LastSeed,
        DrillKind::Captures => coach::Drill::Captures,
        DrillKind::AtRisk => coach::Drill::AtRisk,
    }
}

/// `drill`: a drill of the kind asked for (else the one the child tried least) at its size.
pub async fn ask(hub: &Hub, peer: &Peer, name: &str, ask: DrillAsk) -> Result<(), Refusal> {
    let desk = hub.puzzle_desk();
    let game = ask.ruleset.kind();
    let mut record = desk.record(name, game);
    let kind = match ask.kind {
        Some(word) => kind_of(word),
        None => DrillKind::ALL
            .into_iter()
            .min_by_key(|kind| record.drills.get(kind).map_or(0, |ladder| ladder.tried()))
            .unwrap_or(DrillKind::LastSeed),
    };
    let drill = record.drill(kind).next(&mut rand::rng());
    let left = desk.session(peer, name, |session| {
        session.drill = Some(drill.clone());
        leave_puzzle(desk, session)
    });
    if let Some(counted) = left {
        super::keep(hub, counted).await?;
    }
    let layout = drill.ruleset.layout();
    let task = coach::drill_task(phrase_kind(kind), layout, drill.house);
    peer.send(ServerEvent::Coach(Coach::of(
        CoachPart::Task,
        layout,
        &task,
    )));
    peer.send(Answer::Drill(DrillShown {
        kind: word_of(kind),
        ruleset: drill.ruleset,
        size: drill.size,
        house: drill.house.map(|house| house_letter(layout, house)),
        position: format_position(&drill.position),
    }));
    Ok(())
}

/// The child's answer as the drill counts it; `None` for one of another shape, or a house
/// not on the board.
fn read_answer(kind: DrillKind, layout: Layout, reply: &DrillReply) -> Option<DrillAnswer> {
    let house = |letter: char| house_from_letter(layout, &letter.to_string()).ok();
    match (kind, reply) {
        (DrillKind::LastSeed, DrillReply::Pit(PitWord::House(letter))) => {
            house(*letter).map(|house| DrillAnswer::Pit(Pit::House(house)))
        }
        (DrillKind::LastSeed, DrillReply::Pit(PitWord::Store(side))) => {
            Some(DrillAnswer::Pit(Pit::Store(*side)))
        }
        (DrillKind::Captures, DrillReply::Count(count)) => Some(DrillAnswer::Count(*count)),
        (DrillKind::AtRisk, DrillReply::Houses(letters)) => letters
            .iter()
            .map(|letter| house(*letter))
            .collect::<Option<Vec<usize>>>()
            .map(DrillAnswer::Houses),
        _ => None,
    }
}

/// An answer in the wire's words.
fn reply_of(layout: Layout, answer: &DrillAnswer) -> DrillReply {
    match answer {
        DrillAnswer::Pit(pit) => DrillReply::Pit(PitWord::of(layout, *pit)),
        DrillAnswer::Count(count) => DrillReply::Count(*count),
        DrillAnswer::Houses(houses) => DrillReply::Houses(
            houses
                .iter()
                .map(|house| house_letter(layout, *house))
                .collect(),
        ),
    }
}

/// `drill-answer`: the answer judged, the move that shows it replayed, the ladder kept.
pub async fn answer(hub: &Hub, peer: &Peer, name: &str, reply: DrillReply) -> Result<(), Refusal> {
    let desk = hub.puzzle_desk();
    let drill = desk
        .session(peer, name, |session| session.drill.clone())
        .ok_or(Refusal::NoDrill)?;
    let layout = drill.ruleset.layout();
    let answer = read_answer(drill.kind, layout, &reply).ok_or(Refusal::AnswerMisfits)?;
    let verdict = drill.check(&answer);
    let mut record = desk.record(name, drill.ruleset.kind());
    let ladder = record.drill(drill.kind);
    let grew = ladder.record(verdict.right);
    let size = ladder.size();
    keep_record(hub, name, record).await?;
    // Answered once: the next answer needs the next drill.
    desk.session(peer, name, |session| session.drill = None);
    let game = drill.ruleset.game_from(drill.position);
    let replays: Vec<&oware_rules::MoveReport> = verdict.replays.iter().collect();
    replay::each_from(peer, &game, &replays);
    let said_answer = match &verdict.answer {
        DrillAnswer::Pit(pit) => coach::DrillAnswer::Pit(*pit),
        DrillAnswer::Count(count) => coach::DrillAnswer::Count(*count),
        DrillAnswer::Houses(houses) => coach::DrillAnswer::Houses(houses),
    };
    let mut phrases = coach::drill_verdict(layout, verdict.right, &said_answer);
    let verdict_line = phrases.remove(0);
    peer.send(ServerEvent::Coach(Coach::of(
        CoachPart::Verdict,
        layout,
        &verdict_line,
    )));
    for phrase in &phrases {
        peer.send(ServerEvent::Coach(Coach::of(
            CoachPart::Why,
            layout,
            phrase,
        )));
    }
    if grew {
        peer.send(ServerEvent::Coach(Coach::of(
            CoachPart::Reward,
            layout,
            &coach::drill_bigger(size),
        )));
    }
    peer.send(Answer::DrillVerdict(DrillVerdict {
        right: verdict.right,
        size,
        grew,
        answer: reply_of(layout, &verdict.answer),
    }));
    Ok(())
}
