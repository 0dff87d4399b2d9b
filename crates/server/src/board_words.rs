//! The words a watching client reads about the game (docs/web-protocol.md): the rules' account
//! of a move as step tokens, what each legal house would do, and a game's numbers. Every word
//! is read from the rules' own values; nothing here works a move out.

use oware_rules::{
    house_letter, Layout, MoveReport, Pit, Preview, Ruleset, Step, Stores, NO_CAPTURE_LIMIT,
};

use crate::protocol::MAX_LINE_BYTES;

/// Steps told of one move at most; a longer account ends with `more` (a Congkak relay can
/// run thousands of laps, far more than a replay of a few seconds can show).
pub const MAX_STEPS: usize = 4000;

/// `6:aside`, `7:path`, `9:kazans`.
pub fn layout_word(layout: Layout) -> String {
    let stores = match layout.stores {
        Stores::Aside => "aside",
        Stores::OnThePath => "path",
        Stores::Kazans => "kazans",
    };
    format!("{}:{stores}", layout.houses_per_side)
}

fn pit_word(layout: Layout, pit: Pit) -> String {
    match pit {
        Pit::House(house) => house_letter(layout, house).to_string(),
        Pit::Store(side) => format!("store:{side}"),
    }
}

/// One step as a token: `lift:C:4`, `D`, `store:south`, `relay:e:5`, `through:c:north`,
/// `capture:c:3:south`, `tuzdyk:c:north:3`, `grand-slam`, `extra-turn`, `endless`.
pub fn step_token(layout: Layout, step: &Step) -> String {
    let letter = |house: usize| house_letter(layout, house);
    match *step {
        Step::Lift { house, seeds } => format!("lift:{}:{seeds}", letter(house)),
        Step::Sow(pit) => pit_word(layout, pit),
        Step::SowIntoTuzdyk { house, owner } => format!("through:{}:{owner}", letter(house)),
        Step::Relay { house, seeds } => format!("relay:{}:{seeds}", letter(house)),
        Step::Capture { house, seeds, by } => format!("capture:{}:{seeds}:{by}", letter(house)),
        Step::Tuzdyk {
            house,
            owner,
            seeds,
        } => format!("tuzdyk:{}:{owner}:{seeds}", letter(house)),
        Step::GrandSlamForfeited => "grand-slam".into(),
        Step::ExtraTurn => "extra-turn".into(),
        Step::Endless => "endless".into(),
    }
}

/// The `steps <ply> …` events of one move (without their `! `), each line with its `! ` and
/// line break within [`MAX_LINE_BYTES`].
pub fn steps_events(layout: Layout, ply: usize, report: &MoveReport) -> Vec<String> {
    let mut tokens: Vec<String> = report
        .steps
        .iter()
        .take(MAX_STEPS)
        .map(|step| step_token(layout, step))
        .collect();
    if report.steps.len() > MAX_STEPS {
        tokens.push("more".into());
    }
    let head = format!("steps {ply}");
    // "! " before, "\n" after.
    let room = MAX_LINE_BYTES - 3;
    let mut lines = Vec::new();
    let mut line = head.clone();
    for token in tokens {
        if line.len() + 1 + token.len() > room && line.len() > head.len() {
            lines.push(std::mem::replace(&mut line, head.clone()));
        }
        line.push(' ');
        line.push_str(&token);
    }
    lines.push(line);
    lines
}

/// `<letter> last=<pit> [take=…] [captured=n] [tuzdyk=x] [relays=n] [through=n] [again]
/// [feeds] [grand-slam] [skips-start] [wins]`: what playing the house would do.
pub fn preview_words(layout: Layout, preview: &Preview) -> String {
    let mut words = vec![
        house_letter(layout, preview.house()).to_string(),
        format!("last={}", pit_word(layout, preview.last)),
    ];
    if !preview.taken.is_empty() {
        let taken: Vec<String> = preview
            .taken
            .iter()
            .map(|taken| format!("{}:{}", house_letter(layout, taken.house), taken.seeds))
            .collect();
        words.push(format!("take={}", taken.join(",")));
    }
    if preview.captured_seeds > 0 {
        words.push(format!("captured={}", preview.captured_seeds));
    }
    if let Some(house) = preview.tuzdyk {
        words.push(format!("tuzdyk={}", house_letter(layout, house)));
    }
    if !preview.relays.is_empty() {
        words.push(format!("relays={}", preview.relays.len()));
    }
    if preview.through_tuzdyk > 0 {
        words.push(format!("through={}", preview.through_tuzdyk));
    }
    let flags = [
        (preview.plays_again, "again"),
        (preview.feeds, "feeds"),
        (preview.grand_slam, "grand-slam"),
        (preview.skips_start, "skips-start"),
        (preview.wins(), "wins"),
    ];
    words.extend(
        flags
            .iter()
            .filter(|(on, _)| *on)
            .map(|(_, flag)| flag.to_string()),
    );
    words.join(" ")
}

/// `about <game> seeds=<n> range=<min>-<max> levels=<n> layout=… houses=<n> total=<n>
/// half=<n> win=<n> lap=<n> limit=<n>`: the game, and the numbers its texts show.
pub fn about_words(ruleset: Ruleset) -> String {
    let kind = ruleset.kind();
    let range = kind.seed_range();
    let layout = ruleset.layout();
    let total = ruleset.total_seeds();
    let houses = layout.houses_per_side;
    format!(
        "about {kind} seeds={} range={}-{} levels={} layout={} houses={houses} total={total} \
         half={} win={} lap={} limit={NO_CAPTURE_LIMIT}",
        ruleset.seeds_per_house(),
        range.start(),
        range.end(),
        oware_tux::levels_of(kind),
        layout_word(layout),
        total / 2,
        total / 2 + 1,
        // From this many seeds a move goes all the way round the board.
        2 * houses,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use oware_rules::{congkak, kalah, preview, togyz, GameKind, Rules, Side};

    #[test]
    fn a_kalah_move_into_the_store_is_told_seed_by_seed() {
        let mut position = kalah::Position::start(4);
        let report = position.play(2).expect("legal");
        assert_eq!(
            steps_events(position.layout(), 1, &report),
            ["steps 1 lift:C:4 D E F store:south extra-turn"]
        );
        let seen = preview(&kalah::Position::start(4), 2).expect("legal");
        assert_eq!(
            preview_words(position.layout(), &seen),
            "C last=store:south again"
        );
    }

    #[test]
    fn a_tuzdyk_is_told_with_its_owner_and_stones() {
        let mut houses = [9u8; 18];
        houses[8] = 2;
        houses[9] = 2;
        houses[17] = 9 + 7 + 7;
        let mut position = togyz::Position::from_parts(&houses, [0, 0], Side::South, [None, None])
            .expect("162 stones");
        let seen = preview(&position, 8).expect("legal");
        assert_eq!(
            preview_words(position.layout(), &seen),
            "I last=a take=a:3 captured=3 tuzdyk=a"
        );
        let report = position.play(8).expect("legal");
        assert_eq!(
            steps_events(position.layout(), 7, &report),
            ["steps 7 lift:I:2 I a tuzdyk:a:south:3"]
        );
    }

    #[test]
    fn a_long_account_is_cut_into_lines_that_fit_and_capped() {
        let layout = congkak::LAYOUT;
        let relay = |steps: usize| MoveReport {
            mover: Side::South,
            origin: 0,
            captured_seeds: 0,
            steps: (0..steps)
                .map(|i| match i % 8 {
                    0 => Step::Relay { house: 9, seeds: 7 },
                    _ => Step::Sow(Pit::House(i % 14)),
                })
                .collect(),
        };
        for (steps, told) in [(600, 600), (MAX_STEPS + 500, MAX_STEPS + 1)] {
            let lines = steps_events(layout, 12, &relay(steps));
            assert!(lines.len() >= 2);
            assert!(lines.iter().all(|line| line.len() + 3 <= MAX_LINE_BYTES));
            assert!(lines.iter().all(|line| line.starts_with("steps 12 ")));
            let tokens: Vec<&str> = lines
                .iter()
                .flat_map(|line| line.split(' ').skip(2))
                .collect();
            assert_eq!(tokens.len(), told);
            assert_eq!(tokens[0], "relay:c:7");
            assert_eq!(tokens.last() == Some(&"more"), steps > MAX_STEPS);
        }
    }

    #[test]
    fn the_numbers_follow_the_seeds_per_house() {
        let oware = Ruleset::new(GameKind::Oware, 5).expect("a ruleset");
        assert_eq!(
            about_words(oware),
            "about oware seeds=5 range=4-6 levels=11 layout=6:aside houses=6 total=60 half=30 \
             win=31 lap=12 limit=160"
        );
        assert!(about_words(Ruleset::standard(GameKind::TogyzKumalak))
            .contains("layout=9:kazans houses=9 total=162 half=81 win=82"));
    }
}
