//! The puzzles' and drills' typed numbers in words: a theme's task and hint, a verdict's
//! explanation, a drill's question and answer. Every id is written out whole, so that the
//! test of the ids the code uses finds it.

use oware_puzzles::{DrillAnswer, DrillKind, Explanation, Hint, Theme};
use oware_rules::{GameKind, Pit, Side, Stores};

use crate::activity::aids::preview_sentence;
use crate::activity::texts::{sentences, Texts};
use crate::i18n::Arg;

/// A theme's name, for the theme button.
pub fn theme_name(texts: &Texts, theme: Option<Theme>) -> String {
    texts.plain(match theme {
        None => "puzzles-theme-all",
        Some(Theme::Captures) => "puzzles-theme-captures",
        Some(Theme::Defence) => "puzzles-theme-defence",
        Some(Theme::Feeding) => "puzzles-theme-feeding",
        Some(Theme::BigHouse) => "puzzles-theme-big-house",
        Some(Theme::Ending) => "puzzles-theme-ending",
        Some(Theme::ExtraTurn) => "puzzles-theme-extra-turn",
        Some(Theme::Tuzdyk) => "puzzles-theme-tuzdyk",
    })
}

/// What to look for, from the puzzle's first theme, without giving the move away; the
/// defence names the house Tux threatens when there is one.
pub fn task(
    texts: &Texts,
    theme: Option<Theme>,
    threatened: Option<usize>,
    moves: usize,
) -> String {
    let first = match (theme, threatened) {
        (Some(Theme::Defence), Some(house)) => {
            let letter = texts.letter(house);
            texts.with("puzzle-task-defence", &[("house", Arg::Str(&letter))])
        }
        (Some(Theme::Defence), None) => texts.plain("puzzle-task-defence-any"),
        (Some(Theme::Feeding), _) => texts.plain("puzzle-task-feeding"),
        (Some(Theme::BigHouse), _) => texts.plain("puzzle-task-big-house"),
        (Some(Theme::Ending), _) => texts.plain("puzzle-task-ending"),
        (Some(Theme::ExtraTurn), _) => texts.plain("puzzle-task-extra-turn"),
        (Some(Theme::Tuzdyk), _) => texts.plain("puzzle-task-tuzdyk"),
        // The first of several moves may capture nothing: the task says to think ahead.
        (Some(Theme::Captures) | None, _) if moves > 1 => texts.plain("puzzle-task-captures-line"),
        (Some(Theme::Captures) | None, _) => texts.plain("puzzle-task-captures"),
    };
    let more = (moves > 1).then(|| texts.plain("puzzle-task-line"));
    sentences([Some(first), more])
}

/// One rung of the hint ladder in words: the theme's hint, the house, or the house and
/// what it would do.
pub fn hint(texts: &Texts, hint: &Hint) -> String {
    match hint {
        Hint::Theme(theme) => texts.plain(match theme {
            Theme::Captures => "puzzle-hint-captures",
            Theme::Defence => "puzzle-hint-defence",
            Theme::Feeding => "puzzle-hint-feeding",
            Theme::BigHouse => "puzzle-hint-big-house",
            Theme::Ending => "puzzle-hint-ending",
            Theme::ExtraTurn => "puzzle-hint-extra-turn",
            Theme::Tuzdyk => "puzzle-hint-tuzdyk",
        }),
        Hint::House(house) => hint_house(texts, *house),
        Hint::Preview(preview) => {
            let layout = texts.ruleset.layout();
            let said = preview_sentence(texts.localizer, texts.language, layout, preview);
            sentences([Some(hint_house(texts, preview.house())), Some(said)])
        }
    }
}

fn hint_house(texts: &Texts, house: usize) -> String {
    let letter = texts.letter(house);
    texts.with("puzzle-hint-house", &[("house", Arg::Str(&letter))])
}

/// The house a hint points at on the board, from its second rung on.
pub fn hint_house_of(hint: &Hint) -> Option<usize> {
    match hint {
        Hint::Theme(_) => None,
        Hint::House(house) => Some(*house),
        Hint::Preview(preview) => Some(preview.house()),
    }
}

/// What `house` captured, or that it captured nothing.
pub fn captures(texts: &Texts, house: usize, count: u32) -> String {
    let letter = texts.letter(house);
    if count == 0 {
        return texts.with("puzzle-why-quiet", &[("house", Arg::Str(&letter))]);
    }
    texts.with(
        "puzzle-why-captures",
        &[("house", Arg::Str(&letter)), ("count", Arg::from(count))],
    )
}

/// Why a right move is right: what it captured, what the most tempting other move (one that
/// captures) would have captured and what Tux then takes, and, once the puzzle is solved,
/// what it won.
pub fn why_right(texts: &Texts, why: &Explanation, done: bool) -> String {
    // The other move is worth naming only when it tempts: when it captures something.
    let tempting = why.alternative.filter(|&(_, count, _)| count > 0);
    let other = tempting.map(|(house, count, taken)| {
        let letter = texts.letter(house);
        texts.with(
            if taken == 0 {
                "puzzle-why-other-safe"
            } else {
                "puzzle-why-other"
            },
            &[
                ("other", Arg::Str(&letter)),
                ("count", Arg::from(count)),
                ("taken", Arg::from(taken)),
            ],
        )
    });
    let gain = (done && why.gain > 0).then(|| {
        texts.with(
            "puzzle-why-gain",
            &[("gain", Arg::from(i64::from(why.gain)))],
        )
    });
    sentences([Some(captures(texts, why.house, why.captures)), other, gain])
}

/// Why a wrong move is wrong: what it captured, and what Tux then takes.
pub fn why_wrong(texts: &Texts, why: &Explanation) -> String {
    let (house, count, taken) = why.alternative.unwrap_or((why.house, why.captures, 0));
    let tux =
        (taken > 0).then(|| texts.with("puzzle-why-tux-takes", &[("taken", Arg::from(taken))]));
    sentences([Some(captures(texts, house, count)), tux])
}

/// True for the games whose last seed may land in the child's own store.
pub fn sows_into_store(kind: GameKind) -> bool {
    kind.layout().stores == Stores::OnThePath
}

/// A drill's question.
pub fn drill_task(texts: &Texts, kind: DrillKind, house: Option<usize>) -> String {
    let letter = house.map(|house| texts.letter(house)).unwrap_or_default();
    let args = [("house", Arg::Str(&letter))];
    match kind {
        DrillKind::LastSeed if sows_into_store(texts.ruleset.kind()) => {
            texts.with("drill-last-seed-store", &args)
        }
        DrillKind::LastSeed => texts.with("drill-last-seed", &args),
        DrillKind::Captures => texts.with("drill-captures", &args),
        DrillKind::AtRisk => texts.plain("drill-at-risk"),
    }
}

/// A drill's right answer, said after the child's: where the seed landed, what the move
/// captured, which houses Tux could capture.
pub fn drill_answer(texts: &Texts, answer: &DrillAnswer, house: Option<usize>) -> String {
    match answer {
        DrillAnswer::Pit(Pit::House(landed)) => {
            let letter = texts.letter(*landed);
            texts.with("drill-answer-house", &[("house", Arg::Str(&letter))])
        }
        DrillAnswer::Pit(Pit::Store(_)) => texts.plain("drill-answer-store"),
        DrillAnswer::Count(count) => captures(texts, house.unwrap_or(0), *count),
        DrillAnswer::Houses(houses) if houses.is_empty() => texts.plain("drill-answer-none"),
        DrillAnswer::Houses(houses) => {
            let letters: Vec<String> = houses.iter().map(|house| texts.letter(*house)).collect();
            let list = letters.join(", ");
            texts.with("drill-answer-at-risk", &[("house", Arg::Str(&list))])
        }
    }
}

/// The child's store, for a drill's answer.
pub const CHILD_STORE: Pit = Pit::Store(Side::South);
