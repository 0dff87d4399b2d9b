//! Random boards for the drills: the sowing house holds the drill's size, the other seeds
//! are spread at random, some houses left empty so that captures happen.

use oware_rules::{AnyPosition, Rules, Ruleset, Side};
use rand::Rng;

use super::answer::answer;
use super::{Drill, DrillAnswer, DrillKind, CHILD};

/// Boards tried for a drill with something to count before one without is taken.
const TRIES: usize = 40;

/// The most seeds a drill's house may hold in `ruleset`'s game: half of all the seeds, and
/// no more than a house can count.
pub(super) fn max_size(ruleset: Ruleset) -> u32 {
    (ruleset.total_seeds() / 2).min(u32::from(u8::MAX))
}

pub(super) fn generate<R: Rng + ?Sized>(
    ruleset: Ruleset,
    kind: DrillKind,
    size: u32,
    rng: &mut R,
) -> Drill {
    let size = size.clamp(1, max_size(ruleset));
    // Most drills should have something to count; a few have nothing, so that "none" is
    // an answer a child learns to give too.
    let want_something = kind == DrillKind::LastSeed || rng.random_bool(0.75);
    let mut fallback = None;
    for _ in 0..TRIES {
        let Some(drill) = attempt(ruleset, kind, size, rng) else {
            continue;
        };
        let something = match drill.answer() {
            DrillAnswer::Count(n) => *n > 0,
            DrillAnswer::Houses(houses) => !houses.is_empty(),
            DrillAnswer::Pit(_) => true,
        };
        if something == want_something {
            return drill;
        }
        fallback.get_or_insert(drill);
    }
    fallback.unwrap_or_else(|| simple(ruleset, kind, size))
}

/// One random board, if it makes a drill.
fn attempt<R: Rng + ?Sized>(
    ruleset: Ruleset,
    kind: DrillKind,
    size: u32,
    rng: &mut R,
) -> Option<Drill> {
    let layout = ruleset.layout();
    let house_side = match kind {
        DrillKind::AtRisk => CHILD.opponent(),
        _ => CHILD,
    };
    let row = layout.row(house_side);
    let house = rng.random_range(row.clone());
    let total = ruleset.total_seeds();
    let mut houses = vec![0u32; layout.pits()];
    houses[house] = size;
    let rest = total - size;
    // Up to a third of the rest in the stores, each below half of all the seeds so that
    // the game is not already won.
    let stored = rng.random_range(0..=rest / 3);
    let south = rng.random_range(0..=stored).min(ruleset.drawn_score() - 1);
    let north = (stored - south).min(ruleset.drawn_score() - 1);
    let mut on_board = rest - south - north;
    let open: Vec<usize> = (0..layout.pits())
        .filter(|&h| h != house && rng.random_bool(0.7))
        .collect();
    if open.is_empty() {
        return None;
    }
    while on_board > 0 {
        let h = open[rng.random_range(0..open.len())];
        // The drill's house stays the biggest for AtRisk, where size names Tux's biggest.
        if kind == DrillKind::AtRisk && layout.owner(h) != CHILD && houses[h] + 1 > size {
            if open.iter().all(|&o| layout.owner(o) != CHILD) {
                return None;
            }
            continue;
        }
        if houses[h] >= u32::from(u8::MAX) {
            return None;
        }
        houses[h] += 1;
        on_board -= 1;
    }
    let position = position(ruleset, &houses, [south, north], CHILD)?;
    build(ruleset, kind, position, house, size)
}

/// The position from counts, if the game can hold it and it is not over.
fn position(
    ruleset: Ruleset,
    houses: &[u32],
    stores: [u32; 2],
    mover: Side,
) -> Option<AnyPosition> {
    let mut words: Vec<String> = houses.iter().map(u32::to_string).collect();
    words.extend(stores.map(|n| n.to_string()));
    words.push(mover.name().to_string());
    if ruleset.layout().tuzdyks {
        words.extend(["-".to_string(), "-".to_string()]);
    }
    let words: Vec<&str> = words.iter().map(String::as_str).collect();
    let position = ruleset.parse_position(&words).ok()?;
    if position.end().is_some()
        || position.row_seeds(Side::South) == 0
        || position.row_seeds(Side::North) == 0
    {
        return None;
    }
    Some(position)
}

/// The drill on `position`, if its house can be played.
fn build(
    ruleset: Ruleset,
    kind: DrillKind,
    position: AnyPosition,
    house: usize,
    size: u32,
) -> Option<Drill> {
    let sown = (kind != DrillKind::AtRisk).then_some(house);
    if let Some(house) = sown {
        position.check_move(house).ok()?;
    }
    let (answer, replays) = answer(kind, ruleset, &position, sown)?;
    Some(Drill {
        kind,
        ruleset,
        position,
        house: sown,
        size,
        answer,
        replays,
    })
}

/// A drill on an even board, for the (never seen) case where no random board worked: the
/// house holds `size` and the rest is spread one by one over the other houses.
fn simple(ruleset: Ruleset, kind: DrillKind, size: u32) -> Drill {
    let layout = ruleset.layout();
    let side = if kind == DrillKind::AtRisk {
        CHILD.opponent()
    } else {
        CHILD
    };
    let house = layout.row(side).start;
    let mut houses = vec![0u32; layout.pits()];
    houses[house] = size;
    let mut rest = ruleset.total_seeds() - size;
    let mut h = 0;
    while rest > 0 {
        if h != house {
            houses[h] += 1;
            rest -= 1;
        }
        h = (h + 1) % houses.len();
    }
    let built = position(ruleset, &houses, [0, 0], CHILD)
        .and_then(|position| build(ruleset, kind, position, house, size));
    built.unwrap_or_else(|| {
        let position = ruleset.opening(CHILD);
        let house = layout.row(side).start;
        let sown = (kind != DrillKind::AtRisk).then_some(house);
        let (answer, replays) =
            answer(kind, ruleset, &position, sown).unwrap_or((DrillAnswer::Count(0), Vec::new()));
        Drill {
            kind,
            ruleset,
            position,
            house: sown,
            size: u32::from(position.seeds(house)),
            answer,
            replays,
        }
    })
}

/// The same board with `side` to move, if the game can hold it that way.
pub(super) fn turned(ruleset: Ruleset, position: &AnyPosition, side: Side) -> Option<AnyPosition> {
    let text = oware_rules::format_position(position);
    let mut words: Vec<&str> = text.split(' ').collect();
    let index = ruleset.layout().pits() + 2;
    *words.get_mut(index)? = side.name();
    ruleset.parse_position(&words).ok()
}
