//! The themes of a line, read from the rules' steps, with the meanings the generator
//! gives them, so that an own puzzle is tagged as a shipped one would be.

use oware_rules::{preview, AnyPosition, Game, Rules, Ruleset, Side};

use crate::{only_move_margin, PlyMove, Theme};

/// The themes of `line` played from `start` by `solver`, most particular first (the first
/// sets the task): tuzdyk, feeding, defence, extra-turn, captures, big-house, ending.
///
/// - tuzdyk: a move of the solver makes a tuzdyk;
/// - feeding: a move of the solver sows into Tux's empty row;
/// - defence: at the start Tux could capture at least the only-move margin if it were his
///   turn, and after the solver's first turn his best capture is smaller by that much;
/// - extra-turn: a move of the solver plays again;
/// - captures: the solver captures;
/// - big-house: the solver sows a lap of the board or more from one house;
/// - ending: at most a quarter of the game's seeds are on the board at the start.
pub(crate) fn line_themes(
    ruleset: Ruleset,
    start: &Game<AnyPosition>,
    solver: Side,
    line: &[PlyMove],
) -> Vec<Theme> {
    let mut found = Vec::new();
    let mut game = start.clone();
    let mut before_first_reply = None;
    for ply in line {
        if ply.side != solver && before_first_reply.is_none() {
            before_first_reply = Some(*game.position());
        }
        let Ok(seen) = game.preview(ply.house) else {
            break;
        };
        if game.play(ply.house).is_err() {
            break;
        }
        if ply.side != solver {
            continue;
        }
        if seen.tuzdyk.is_some() {
            found.push(Theme::Tuzdyk);
        }
        if seen.feeds {
            found.push(Theme::Feeding);
        }
        if seen.plays_again {
            found.push(Theme::ExtraTurn);
        }
        if seen.captured_seeds > 0 {
            found.push(Theme::Captures);
        }
        if u32::from(seen.report.seeds()) >= ruleset.lap() {
            found.push(Theme::BigHouse);
        }
    }
    let margin = (only_move_margin(ruleset) / oware_tux::SEED).max(1) as u32;
    let threat_before = threat(ruleset, start.position(), solver);
    // A line of the solver's moves only: his first turn is the whole line.
    let after_first_turn = before_first_reply.unwrap_or(*game.position());
    let threat_after = threat(ruleset, &after_first_turn, solver);
    if threat_before >= margin && threat_before >= threat_after + margin {
        found.push(Theme::Defence);
    }
    let on_board: u32 = start
        .position()
        .houses()
        .iter()
        .map(|&n| u32::from(n))
        .sum();
    if on_board * 4 <= ruleset.total_seeds() {
        found.push(Theme::Ending);
    }
    let order = [
        Theme::Tuzdyk,
        Theme::Feeding,
        Theme::Defence,
        Theme::ExtraTurn,
        Theme::Captures,
        Theme::BigHouse,
        Theme::Ending,
    ];
    order
        .into_iter()
        .filter(|theme| found.contains(theme) && Theme::for_game(ruleset.kind()).contains(theme))
        .collect()
}

/// The most seeds Tux could capture with one move on `position` if it were his turn.
fn threat(ruleset: Ruleset, position: &AnyPosition, solver: Side) -> u32 {
    let text = oware_rules::format_position(position);
    let mut words: Vec<&str> = text.split(' ').collect();
    if let Some(side) = words.get_mut(ruleset.layout().pits() + 2) {
        *side = solver.opponent().name();
    }
    let Ok(turned) = ruleset.parse_position(&words) else {
        return 0;
    };
    turned
        .legal_moves()
        .iter()
        .filter_map(|house| preview(&turned, house).ok())
        .map(|seen| u32::from(seen.captured_seeds))
        .max()
        .unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn themes(position: &str, line: &[(Side, usize)]) -> Vec<Theme> {
        let words: Vec<&str> = position.split_whitespace().collect();
        let start = Ruleset::OWARE.parse_position(&words).unwrap();
        let line: Vec<PlyMove> = line
            .iter()
            .map(|&(side, house)| PlyMove { side, house })
            .collect();
        line_themes(
            Ruleset::OWARE,
            &Ruleset::OWARE.game_from(start),
            start.to_move(),
            &line,
        )
    }

    #[test]
    fn moving_a_threatened_house_is_defence() {
        // Tux's f (2) would fill A and B to 2 and take both: 4. After South's B (1 seed
        // into C) f takes nothing and Tux's best is d, which takes A's 2: the threat falls
        // by 2, the margin. 31 seeds on the board: no ending.
        let position = "1 1 0 5 5 5 3 3 3 3 0 2 9 8 south";
        assert_eq!(themes(position, &[(Side::South, 1)]), vec![Theme::Defence]);
        // Positive control: A (1 seed into B) leaves f taking 3, not enough less.
        assert_eq!(themes(position, &[(Side::South, 0)]), Vec::<Theme>::new());
    }

    #[test]
    fn few_seeds_on_the_board_make_an_ending_and_themes_come_in_order() {
        // 7 seeds on the board, at most 12: an ending; F captures 3.
        let position = "0 0 0 1 2 1 2 1 0 0 0 0 22 19 south";
        assert_eq!(
            themes(position, &[(Side::South, 5)]),
            vec![Theme::Captures, Theme::Ending]
        );
    }
}
