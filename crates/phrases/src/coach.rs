//! The sentences of puzzles and counting drills on the browser's page (`! coach`): the task,
//! the verdict, the explanation from the puzzle's numbers, the hint ladder and a drill's
//! question and answer. The numbers are the puzzles crate's (the server hands them over
//! typed); this only chooses the messages and their arguments. Their texts are in
//! `locales/<lang>/coach.ftl`, which the browser's pages read.

use oware_rules::{Layout, Pit, Preview};

use crate::Phrase;

/// The task of a puzzle, from its first theme's id: what to look for, without giving the
/// move away.
pub fn puzzle_task(theme: Option<&str>) -> Phrase {
    Phrase::new(match theme {
        Some("captures") => "coach-task-captures",
        Some("defence") => "coach-task-defence",
        Some("feeding") => "coach-task-feeding",
        Some("big-house") => "coach-task-big-house",
        Some("ending") => "coach-task-ending",
        Some("extra-turn") => "coach-task-extra-turn",
        Some("tuzdyk") => "coach-task-tuzdyk",
        _ => "coach-task-best",
    })
}

/// A theme's name ("captures"), for the hint and the page's choice of themes.
pub fn theme_name(theme: &str) -> &'static str {
    match theme {
        "captures" => "coach-theme-captures",
        "defence" => "coach-theme-defence",
        "feeding" => "coach-theme-feeding",
        "big-house" => "coach-theme-big-house",
        "ending" => "coach-theme-ending",
        "extra-turn" => "coach-theme-extra-turn",
        "tuzdyk" => "coach-theme-tuzdyk",
        _ => "coach-theme-best",
    }
}

/// A right move: the puzzle is solved, or Tux answers and it goes on.
pub fn puzzle_right(done: bool, first_try: bool) -> Phrase {
    Phrase::new(match (done, first_try) {
        (true, true) => "coach-solved",
        (true, false) => "coach-solved-again",
        (false, _) => "coach-right-more",
    })
}

/// A wrong move: Tux shows what it allows, and the child may try again.
pub fn puzzle_wrong() -> Phrase {
    Phrase::new("coach-wrong")
}

/// A puzzle's explanation from its numbers, one sentence each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Why {
    /// The house played.
    pub house: usize,
    /// The seeds it captured.
    pub captures: u32,
    /// The best house.
    pub best: usize,
    /// What the best house captures.
    pub best_captures: u32,
    /// Another house, what it captures, and what Tux then takes.
    pub alternative: Option<(usize, u32, u32)>,
    /// The seeds the line wins for the solver.
    pub gain: i32,
}

/// Why a move was right (what it captures, what another house would have let Tux do, what
/// the line wins) or wrong (what it captured, and what Tux then takes): the best house is
/// named only once the move was right, so that a second try is still a puzzle.
pub fn puzzle_why(layout: Layout, why: &Why, right: bool) -> Vec<Phrase> {
    let mut phrases = Vec::new();
    if right {
        phrases.push(if why.captures > 0 {
            Phrase::new("coach-why-captures")
                .house("house", layout, why.house)
                .num("count", why.captures)
        } else {
            Phrase::new("coach-why-quiet").house("house", layout, why.house)
        });
        if let Some((house, captures, taken)) = why.alternative {
            phrases.push(
                Phrase::new("coach-why-alternative")
                    .house("house", layout, house)
                    .num("count", captures)
                    .num("taken", taken),
            );
        }
        if why.gain > 0 {
            phrases.push(Phrase::new("coach-why-gain").num("count", why.gain));
        }
    } else {
        phrases.push(match why.alternative {
            // What Tux takes after the wrong move, when it takes something.
            Some((_, _, taken)) if taken > 0 => Phrase::new("coach-why-wrong")
                .house("house", layout, why.house)
                .num("count", why.captures)
                .num("taken", taken),
            _ => Phrase::new("coach-why-wrong-plain")
                .house("house", layout, why.house)
                .num("count", why.captures),
        });
    }
    phrases
}

/// The hint ladder's first step: the puzzle's theme.
pub fn hint_theme(theme: &str) -> Phrase {
    Phrase::new("coach-hint-theme").arg_as("theme", crate::Arg::Message(theme_name(theme)))
}

/// The second step: the house to play.
pub fn hint_house(layout: Layout, house: usize) -> Phrase {
    Phrase::new("coach-hint-house").house("house", layout, house)
}

/// The last step: what the house to play would do, as the preview says it.
pub fn hint_preview(layout: Layout, preview: &Preview) -> Vec<Phrase> {
    let mut phrases = vec![Phrase::new("coach-hint-look").house("house", layout, preview.house())];
    phrases.extend(crate::preview(layout, preview));
    phrases
}

/// A streak goes on: `count` puzzles solved in a row.
pub fn streak(count: u32) -> Phrase {
    Phrase::new("coach-streak").num("count", count)
}

/// The streak ended at `count`; `best` is the child's best streak.
pub fn streak_over(count: u32, best: u32) -> Phrase {
    Phrase::new("coach-streak-over")
        .num("count", count)
        .num("best", best)
}

/// A counting drill's question.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Drill {
    /// Where does the last seed of this house land?
    LastSeed,
    /// How many seeds does this move capture?
    Captures,
    /// Which of your houses could the other player capture next?
    AtRisk,
}

/// A drill's task; `house` is the house it asks about (none for `AtRisk`).
pub fn drill_task(drill: Drill, layout: Layout, house: Option<usize>) -> Phrase {
    match (drill, house) {
        (Drill::LastSeed, Some(house)) => {
            Phrase::new("coach-drill-last-seed").house("house", layout, house)
        }
        (Drill::Captures, Some(house)) => {
            Phrase::new("coach-drill-captures").house("house", layout, house)
        }
        _ => Phrase::new("coach-drill-at-risk"),
    }
}

/// The right answer to a drill, and whether the child found it.
pub enum DrillAnswer<'a> {
    /// Where the last seed landed.
    Pit(Pit),
    /// How many seeds were captured.
    Count(u32),
    /// The houses at risk.
    Houses(&'a [usize]),
}

/// A drill's verdict and its right answer, in words.
pub fn drill_verdict(layout: Layout, right: bool, answer: &DrillAnswer<'_>) -> Vec<Phrase> {
    let verdict = Phrase::new(if right {
        "coach-drill-right"
    } else {
        "coach-drill-wrong"
    });
    let said = match answer {
        DrillAnswer::Pit(Pit::House(house)) => {
            Phrase::new("coach-drill-lands").house("house", layout, *house)
        }
        DrillAnswer::Pit(Pit::Store(_)) => Phrase::new("coach-drill-lands-store"),
        DrillAnswer::Count(count) => Phrase::new("coach-drill-captured").num("count", *count),
        DrillAnswer::Houses([]) => Phrase::new("coach-drill-safe"),
        DrillAnswer::Houses(houses) => {
            Phrase::new("coach-drill-risky").houses("houses", layout, houses.to_vec())
        }
    };
    vec![verdict, said]
}

/// A drill's size grew: the next sowings carry `size` seeds.
pub fn drill_bigger(size: u32) -> Phrase {
    Phrase::new("coach-drill-bigger").num("count", size)
}

/// Every message id this file can choose, for the test that finds each in every language.
pub const COACH_IDS: &[&str] = &[
    "coach-task-captures",
    "coach-task-defence",
    "coach-task-feeding",
    "coach-task-big-house",
    "coach-task-ending",
    "coach-task-extra-turn",
    "coach-task-tuzdyk",
    "coach-task-best",
    "coach-theme-captures",
    "coach-theme-defence",
    "coach-theme-feeding",
    "coach-theme-big-house",
    "coach-theme-ending",
    "coach-theme-extra-turn",
    "coach-theme-tuzdyk",
    "coach-theme-best",
    "coach-solved",
    "coach-solved-again",
    "coach-right-more",
    "coach-wrong",
    "coach-why-captures",
    "coach-why-quiet",
    "coach-why-alternative",
    "coach-why-gain",
    "coach-why-wrong",
    "coach-why-wrong-plain",
    "coach-hint-theme",
    "coach-hint-house",
    "coach-hint-look",
    "coach-streak",
    "coach-streak-over",
    "coach-drill-last-seed",
    "coach-drill-captures",
    "coach-drill-at-risk",
    "coach-drill-right",
    "coach-drill-wrong",
    "coach-drill-lands",
    "coach-drill-lands-store",
    "coach-drill-captured",
    "coach-drill-safe",
    "coach-drill-risky",
    "coach-drill-bigger",
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Arg;
    use oware_rules::{GameKind, Ruleset};

    fn layout() -> Layout {
        Ruleset::standard(GameKind::Oware).layout()
    }

    #[test]
    fn a_right_move_is_explained_with_the_other_house_and_a_wrong_one_hides_the_best() {
        let why = Why {
            house: 3,
            captures: 7,
            best: 3,
            best_captures: 7,
            alternative: Some((1, 2, 5)),
            gain: 7,
        };
        let right = puzzle_why(layout(), &why, true);
        let ids: Vec<&str> = right.iter().map(|phrase| phrase.id).collect();
        assert_eq!(
            ids,
            [
                "coach-why-captures",
                "coach-why-alternative",
                "coach-why-gain"
            ]
        );
        assert_eq!(right[1].arg("taken"), Some(&Arg::Num(5)));
        let wrong = puzzle_why(
            layout(),
            &Why {
                house: 1,
                captures: 2,
                ..why
            },
            false,
        );
        assert_eq!(wrong.len(), 1);
        assert_eq!(wrong[0].id, "coach-why-wrong");
        // The best house (3) is not named after a wrong move.
        assert!(!wrong
            .iter()
            .any(|phrase| phrase.args.iter().any(|(_, arg)| matches!(
                arg,
                Arg::Houses { houses, .. } if houses.contains(&3)
            ))));
    }

    #[test]
    fn every_theme_has_its_task_and_name_and_an_unknown_one_asks_for_the_best_move() {
        for theme in [
            "captures",
            "defence",
            "feeding",
            "big-house",
            "ending",
            "extra-turn",
            "tuzdyk",
        ] {
            assert!(puzzle_task(Some(theme)).id.ends_with(theme));
            assert!(theme_name(theme).ends_with(theme));
        }
        assert_eq!(puzzle_task(Some("sideways")).id, "coach-task-best");
        assert_eq!(puzzle_task(None).id, "coach-task-best");
    }

    #[test]
    fn a_drill_says_its_right_answer_whatever_the_childs() {
        let safe = drill_verdict(layout(), true, &DrillAnswer::Houses(&[]));
        assert_eq!(safe[0].id, "coach-drill-right");
        assert_eq!(safe[1].id, "coach-drill-safe");
        let store = drill_verdict(
            layout(),
            false,
            &DrillAnswer::Pit(Pit::Store(oware_rules::Side::South)),
        );
        assert_eq!(store[0].id, "coach-drill-wrong");
        assert_eq!(store[1].id, "coach-drill-lands-store");
    }

    /// Every id this file chooses is in `coach.ftl` of every language, and that file holds
    /// no other id.
    #[test]
    fn every_coach_id_is_in_every_language_and_no_other() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../locales");
        for lang in ["en", "fr", "fi", "hr", "mk"] {
            let path = root.join(lang).join("coach.ftl");
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|error| panic!("{}: {error}", path.display()));
            let ids: Vec<&str> = text
                .lines()
                .filter(|line| line.starts_with(|c: char| c.is_ascii_lowercase()))
                .filter_map(|line| line.split_once(" =").map(|(id, _)| id.trim()))
                // The page's own labels (its buttons and headings) are no phrase's.
                .filter(|id| id.starts_with("coach-") && !id.starts_with("coach-label-"))
                .collect();
            for id in COACH_IDS {
                assert!(ids.contains(id), "{lang}: {id} missing");
            }
            for id in &ids {
                assert!(COACH_IDS.contains(id), "{lang}: {id} chosen by no code");
            }
        }
    }
}
