//! A puzzle asked for, its moves judged, retried and hinted, and the child's standing.

use oware_phrases::coach;
use oware_protocol::{
    Answer, Clue, Coach, CoachPart, PreviewWords, PuzzleAsk, PuzzleChoice, PuzzleFrom, PuzzleRetry,
    PuzzleShown, PuzzleVerdict, Rated, Refusal, ServerEvent, Standing, WhyWords,
};
use oware_puzzles::{pick, Attempt, Hint, Puzzle, PuzzleRun, Streak, Theme, Verdict};
use oware_rules::{
    format_position, house_from_letter, house_letter, GameKind, IllegalMove, Layout,
};

use super::{count, keep, leave_puzzle, replay, rounded, shipped_set, today, Open, Session};
use crate::hub::{Hub, Peer};
use crate::tux_pool::Lane;

/// `puzzle`: a puzzle near the child's rating (of a theme, the next of a streak, or one of
/// their own that is due). A puzzle left unsolved after a wrong move counts as missed first.
pub async fn ask(hub: &Hub, peer: &Peer, name: &str, ask: PuzzleAsk) -> Result<(), Refusal> {
    let desk = hub.puzzle_desk();
    let game = ask.ruleset.kind();
    let record = desk.record(name, game);
    let set = shipped_set(game).await;
    let (left, chosen) = desk.session(peer, name, |session| {
        let left = leave_puzzle(desk, session);
        let chosen = choose(session, set, &record, game, &ask.choice);
        (left, chosen)
    });
    if let Some(counted) = left {
        keep(hub, counted).await?;
    }
    let (puzzle, from, streak) = chosen?;
    // The page draws the child's row at the bottom, as the desktop does: South solves.
    let puzzle = desk.rated(&puzzle).as_south();
    let layout = puzzle.ruleset.layout();
    let task = coach::puzzle_task(puzzle.themes.first().map(|theme| theme.id()));
    let shown = PuzzleShown {
        id: puzzle.id.clone(),
        ruleset: puzzle.ruleset,
        rating: rounded(puzzle.rating.rating),
        themes: puzzle
            .themes
            .iter()
            .map(|theme| theme.id().to_string())
            .collect(),
        streak,
        from,
        position: format_position(&puzzle.position),
    };
    desk.session(peer, name, |session| {
        session.seen.insert(puzzle.id.clone());
        session.open = Some(Open {
            run: PuzzleRun::new(&puzzle),
            in_streak: matches!(ask.choice, PuzzleChoice::Streak),
            puzzle,
            tried: false,
            counted: false,
        });
    });
    peer.send(ServerEvent::Coach(Coach::of(
        CoachPart::Task,
        layout,
        &task,
    )));
    peer.send(Answer::Puzzle(shown));
    Ok(())
}

/// The puzzle chosen for `choice`, where it comes from, and the streak so far.
fn choose(
    session: &mut Session,
    set: &[Puzzle],
    record: &oware_puzzles::PuzzleRecord,
    game: GameKind,
    choice: &PuzzleChoice,
) -> Result<(Puzzle, PuzzleFrom, u32), Refusal> {
    let mut rng = rand::rng();
    // As on the desktop, a puzzle of the child's own that is due comes before the set's.
    if matches!(choice, PuzzleChoice::Any) {
        if let Some(found) = record.own.due(today()).first() {
            return Ok(((*found).clone(), PuzzleFrom::Own, 0));
        }
    }
    match choice {
        PuzzleChoice::Any | PuzzleChoice::Theme(_) => {
            let theme = match choice {
                PuzzleChoice::Theme(id) => Some(Theme::from_id(id).ok_or(Refusal::NoPuzzleFound)?),
                _ => None,
            };
            let rating = record.rating.rating;
            let seen = &session.seen;
            let found = pick(set, rating, theme, &|id| seen.contains(id), &mut rng)
                .or_else(|| pick(set, rating, theme, &|_| false, &mut rng))
                .ok_or(Refusal::NoPuzzleFound)?;
            Ok((found.clone(), PuzzleFrom::Set, 0))
        }
        PuzzleChoice::Streak => {
            let fresh = match &session.streak {
                Some((kind, streak)) => *kind != game || streak.is_over(),
                None => true,
            };
            if fresh {
                session.streak = Some((game, Streak::new(record.best_streak)));
            }
            let (_, streak) = session.streak.as_mut().ok_or(Refusal::NoPuzzleFound)?;
            let so_far = streak.current();
            let found = streak.next(set, &mut rng).ok_or(Refusal::NoPuzzleFound)?;
            Ok((found.clone(), PuzzleFrom::Set, so_far))
        }
        PuzzleChoice::Own => {
            let due = record.own.due(today());
            let found = due.first().ok_or(Refusal::NoPuzzleFound)?;
            Ok(((*found).clone(), PuzzleFrom::Own, 0))
        }
    }
}

/// `puzzle-move`: the child's move judged; its replay, Tux's answers, the verdict and why.
pub async fn play(hub: &Hub, peer: &Peer, name: &str, letter: &str) -> Result<(), Refusal> {
    let desk = hub.puzzle_desk();
    // A shipped puzzle stores Tux's answer to every wrong move: judging it is a look-up and a
    // replay by the rules, done at once. A puzzle without them (an older record's own
    // puzzle) makes the judge search: that runs on Tux's look-back threads, so that other
    // children's requests do not wait behind it. A connection's requests come one at a time,
    // so its puzzle can be lent to it.
    let open = desk
        .session(peer, name, |session| session.open.take())
        .ok_or(Refusal::NoPuzzle)?;
    let (open, judged) = if open.puzzle.answers_stored() {
        let mut open = open;
        let judged = judge(&mut open, letter);
        (open, judged)
    } else {
        let letter = letter.to_string();
        // Kept, so that a child whose move cannot be judged now (Tux's look backs all
        // taken) keeps the puzzle and may play again.
        let kept = open.clone();
        let looked = hub
            .tux()
            .look(Lane::Waited, move || {
                let mut open = open;
                let judged = judge(&mut open, &letter);
                (open, judged)
            })
            .await;
        match looked {
            Ok(looked) => looked,
            Err(_) => {
                desk.session(peer, name, |session| session.open = Some(kept));
                return Err(Refusal::TuxBusy);
            }
        }
    };
    desk.session(peer, name, |session| session.open = Some(open));
    let judged = match judged {
        Ok(judged) => judged,
        Err((refusal, layout)) => {
            // The page says why in the child's words, as a room's refusal is said.
            if let (Refusal::Illegal(reason), Some(layout)) = (&refusal, layout) {
                let phrase = oware_phrases::Phrase::new(oware_phrases::illegal_move_id(*reason));
                peer.send(ServerEvent::Coach(Coach::of(
                    CoachPart::Verdict,
                    layout,
                    &phrase,
                )));
            }
            return Err(refusal);
        }
    };
    let Judged {
        before,
        verdict,
        tries,
        done,
    } = judged;
    let layout = before.layout();
    let (right, why, moves) = match &verdict {
        Verdict::Right {
            mover,
            replies,
            why,
            ..
        } => {
            let mut moves = vec![(why.house, mover)];
            moves.extend(replies.iter().map(|(house, report)| (*house, report)));
            (true, why, moves)
        }
        Verdict::Wrong {
            mover,
            refutation,
            why,
        } => {
            let mut moves = vec![(why.house, mover)];
            moves.extend(refutation.iter().map(|(house, report)| (*house, report)));
            (false, why, moves)
        }
    };
    // Counted once solved: the record and the puzzle's rating, stored before the answer.
    let mut rated = None;
    let mut streak_words = Vec::new();
    if done {
        let counted = desk.session(peer, name, |session| {
            let open = session.open.as_mut()?;
            let solved = open.run.outcome()?;
            open.counted = true;
            let (puzzle, in_streak) = (open.puzzle.clone(), open.in_streak);
            let counted = count(desk, session, &puzzle, in_streak, Attempt::Solved(solved))?;
            let streak = session
                .streak
                .as_ref()
                .filter(|_| in_streak)
                .map(|(_, streak)| (streak.current(), streak.best(), streak.is_over()));
            Some((counted, streak))
        });
        if let Some((counted, streak)) = counted {
            let before_rating = desk.record(name, counted.game).rating.rating;
            let record = keep(hub, counted).await?;
            let (current, best, over) = streak.unwrap_or((0, record.best_streak, false));
            if streak.is_some() {
                streak_words.push(if over {
                    coach::streak_over(current, best)
                } else {
                    coach::streak(current)
                });
            }
            rated = Some(Rated {
                rating: rounded(record.rating.rating),
                change: signed_change(record.rating.rating - before_rating),
                streak: if over { 0 } else { current },
            });
        }
    } else if !right {
        // A wrong move in a streak ends it at once.
        let ended = desk.session(peer, name, |session| {
            let in_streak = session.open.as_ref().is_some_and(|open| open.in_streak);
            let (_, streak) = session.streak.as_mut().filter(|_| in_streak)?;
            streak.record(Attempt::Missed);
            Some((streak.current(), streak.best()))
        });
        if let Some((current, best)) = ended {
            streak_words.push(coach::streak_over(current, best));
        }
    }
    replay::in_turn(peer, before, &moves);
    let coach_line = |part, phrase: &oware_phrases::Phrase| {
        peer.send(ServerEvent::Coach(Coach::of(part, layout, phrase)));
    };
    let first_try = tries == 1;
    let verdict_phrase = if right {
        coach::puzzle_right(done, first_try)
    } else {
        coach::puzzle_wrong()
    };
    coach_line(CoachPart::Verdict, &verdict_phrase);
    let phrase_why = coach::Why {
        house: why.house,
        captures: why.captures,
        best: why.best,
        best_captures: why.best_captures,
        alternative: why.alternative,
        gain: why.gain,
    };
    for phrase in coach::puzzle_why(layout, &phrase_why, right) {
        coach_line(CoachPart::Why, &phrase);
    }
    for phrase in &streak_words {
        coach_line(CoachPart::Reward, phrase);
    }
    let letter = |house| house_letter(layout, house);
    peer.send(Answer::PuzzleVerdict(PuzzleVerdict {
        right,
        done,
        tries,
        why: WhyWords {
            house: letter(why.house),
            captures: why.captures,
            best: letter(why.best),
            best_captures: why.best_captures,
            alternative: why
                .alternative
                .map(|(house, captures, taken)| (letter(house), captures, taken)),
            gain: why.gain,
        },
        rated,
    }));
    Ok(())
}

/// A rating's change, rounded.
fn signed_change(change: f64) -> i32 {
    if change.is_finite() {
        // A change is a few hundred points at most.
        change.round().clamp(-10_000.0, 10_000.0) as i32
    } else {
        0
    }
}

/// What the judge said of a move, with the board before it.
struct Judged {
    before: oware_rules::Game<oware_rules::AnyPosition>,
    verdict: Verdict,
    tries: u32,
    done: bool,
}

/// Judges the move; a refusal with the board's layout, for the words that say why.
fn judge(open: &mut Open, letter: &str) -> Result<Judged, (Refusal, Option<Layout>)> {
    if open.run.outcome().is_some() {
        return Err((Refusal::PuzzleSolved, None));
    }
    if open.run.awaits_retry() {
        return Err((Refusal::RetryFirst, None));
    }
    let before = open.run.game().clone();
    let layout = before.layout();
    let illegal = |reason| (Refusal::Illegal(reason), Some(layout));
    let house = house_from_letter(layout, letter).map_err(|_| illegal(IllegalMove::NoSuchHouse))?;
    let tries = open.run.tries();
    let verdict = open.run.play(house).map_err(illegal)?;
    open.tried = true;
    let done = matches!(verdict, Verdict::Right { done: true, .. });
    Ok(Judged {
        before,
        verdict,
        tries,
        done,
    })
}

/// `puzzle-retry`: the board back before the wrong move.
pub fn retry(hub: &Hub, peer: &Peer, name: &str) -> Result<(), Refusal> {
    let answer = hub.puzzle_desk().session(peer, name, |session| {
        let open = session.open.as_mut().ok_or(Refusal::NoPuzzle)?;
        if !open.run.awaits_retry() {
            return Err(Refusal::NothingToRetry);
        }
        open.run.retry();
        Ok(PuzzleRetry {
            tries: open.run.tries(),
            position: format_position(open.run.position()),
        })
    })?;
    peer.send(Answer::PuzzleRetry(answer));
    Ok(())
}

/// `puzzle-hint`: the ladder's next step, in words and as a clue the page shows.
pub fn hint(hub: &Hub, peer: &Peer, name: &str) -> Result<(), Refusal> {
    let (hint, layout) = hub.puzzle_desk().session(peer, name, |session| {
        let open = session.open.as_mut().ok_or(Refusal::NoPuzzle)?;
        let layout = open.puzzle.ruleset.layout();
        open.run
            .hint()
            .map(|hint| (hint, layout))
            .ok_or(Refusal::PuzzleSolved)
    })?;
    let (phrases, clue) = match &hint {
        Hint::Theme(theme) => (
            vec![coach::hint_theme(theme.id())],
            Clue::Theme(theme.id().to_string()),
        ),
        Hint::House(house) => (
            vec![coach::hint_house(layout, *house)],
            Clue::House(house_letter(layout, *house)),
        ),
        Hint::Preview(preview) => (
            coach::hint_preview(layout, preview),
            Clue::Preview(PreviewWords::of(layout, preview)),
        ),
    };
    for phrase in &phrases {
        peer.send(ServerEvent::Coach(Coach::of(
            CoachPart::Hint,
            layout,
            phrase,
        )));
    }
    peer.send(Answer::Clue(clue));
    Ok(())
}

/// `puzzle-rating`: the child's puzzles in a game.
pub fn standing(hub: &Hub, peer: &Peer, name: &str, game: GameKind) {
    let desk = hub.puzzle_desk();
    let record = desk.record(name, game);
    let streak = desk.session(peer, name, |session| match &session.streak {
        Some((kind, streak)) if *kind == game && !streak.is_over() => streak.current(),
        _ => 0,
    });
    peer.send(Answer::Standing(Standing {
        game,
        rating: rounded(record.rating.rating),
        deviation: rounded(record.rating.deviation),
        tried: record.tried,
        solved: record.solved,
        streak,
        best_streak: record.best_streak,
    }));
}
