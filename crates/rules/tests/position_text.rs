//! Positions as text, the words of the engine's `position` and `setposition`, for every game:
//! `<houses, South's then North's> <South's store> <North's store> <side>` and, for Togyz
//! Kumalak, each player's tuzdyk as a house letter or `-`. Also the rulesets (seeds per house
//! by game) and the game ids.

use oware_rules::{
    abapa, congkak, format_position, kalah, togyz, AnyPosition, GameKind, PositionError, Rules,
    Ruleset, RulesetError, Side, TuzdykError,
};

fn ruleset(kind: GameKind, seeds: u64) -> Ruleset {
    Ruleset::new(kind, seeds).expect("a valid ruleset")
}

fn parse(ruleset: Ruleset, text: &str) -> Result<AnyPosition, PositionError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    ruleset.parse_position(&words)
}

fn not_a_count(text: &str, max: u32) -> PositionError {
    PositionError::NotACount {
        text: text.to_string(),
        max,
    }
}

fn togyz() -> Ruleset {
    Ruleset::standard(GameKind::TogyzKumalak)
}

/// Reads `text`, checks that it gives `expected` and that writing it gives `text` back.
fn round_trip(ruleset: Ruleset, text: &str, expected: AnyPosition) {
    let parsed = parse(ruleset, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    assert_eq!(parsed, expected, "{text}");
    assert_eq!(format_position(&parsed), text);
}

/// `count` copies of `word`, joined by spaces.
fn repeat(word: &str, count: usize) -> String {
    vec![word; count].join(" ")
}

/// A Togyz Kumalak text: every house holds 9 except the `empty` ones, whose stones are in
/// South's kazan; South to move; then the two tuzdyk fields.
fn togyz_text(empty: &str, south_tuzdyk: &str, north_tuzdyk: &str) -> String {
    let letters = "ABCDEFGHIabcdefghi";
    let houses: Vec<String> = letters
        .chars()
        .map(|letter| if empty.contains(letter) { "0" } else { "9" }.to_string())
        .collect();
    let kazan = 9 * empty.chars().count();
    format!(
        "{} {kazan} 0 south {south_tuzdyk} {north_tuzdyk}",
        houses.join(" ")
    )
}

#[test]
fn every_opening_is_written_as_the_protocol_says() {
    let four = format!("{} 0 0 south", repeat("4", 12));
    assert_eq!(format_position(&Ruleset::OWARE.start()), four);
    assert_eq!(
        format_position(&Ruleset::standard(GameKind::Kalah).start()),
        four
    );
    assert_eq!(
        format_position(&Ruleset::standard(GameKind::Congkak).start()),
        format!("{} 0 0 south", repeat("7", 14))
    );
    // Togyz Kumalak adds the two tuzdyks, none yet.
    assert_eq!(
        format_position(&togyz().start()),
        format!("{} 0 0 south - -", repeat("9", 18))
    );
}

#[test]
fn every_opening_of_every_game_reads_back() {
    for kind in GameKind::ALL {
        for seeds in kind.seed_range() {
            let rules = ruleset(kind, u64::from(seeds));
            let start = rules.start();
            let text = format_position(&start);
            assert_eq!(parse(rules, &text), Ok(start), "{kind} {seeds}: {text}");
            assert_eq!(start.houses(), vec![seeds; rules.layout().pits()]);
        }
    }
}

#[test]
fn oware_positions_round_trip() {
    let text = "0 6 1 6 6 6 5 4 4 0 5 5 0 0 north";
    let position = abapa::Position::from_parts(
        abapa::Variant::ABAPA,
        &[0, 6, 1, 6, 6, 6, 5, 4, 4, 0, 5, 5],
        [0, 0],
        Side::North,
    )
    .expect("position");
    round_trip(Ruleset::OWARE, text, AnyPosition::Oware(position));
    // Six seeds per house: 72 in all.
    let six = abapa::Variant::new(6, 6).expect("variant");
    let position = abapa::Position::from_parts(
        six,
        &[6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 0],
        [4, 2],
        Side::South,
    )
    .expect("position");
    round_trip(
        ruleset(GameKind::Oware, 6),
        "6 6 6 6 6 6 6 6 6 6 6 0 4 2 south",
        AnyPosition::Oware(position),
    );
}

#[test]
fn kalah_positions_round_trip() {
    let position = kalah::Position::from_parts(
        48,
        &[0, 2, 1, 3, 0, 0, 4, 4, 4, 0, 4, 4],
        [11, 11],
        Side::North,
    )
    .expect("position");
    round_trip(
        ruleset(GameKind::Kalah, 4),
        "0 2 1 3 0 0 4 4 4 0 4 4 11 11 north",
        AnyPosition::Kalah(position),
    );
    let position = kalah::Position::from_parts(
        72,
        &[6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 0],
        [3, 3],
        Side::South,
    )
    .expect("position");
    round_trip(
        ruleset(GameKind::Kalah, 6),
        "6 6 6 6 6 6 6 6 6 6 6 0 3 3 south",
        AnyPosition::Kalah(position),
    );
}

#[test]
fn congkak_positions_round_trip() {
    let position = congkak::Position::from_parts(
        98,
        &[0, 2, 2, 2, 2, 0, 2, 0, 2, 2, 2, 2, 0, 0],
        [43, 37],
        Side::North,
    )
    .expect("position");
    round_trip(
        ruleset(GameKind::Congkak, 7),
        "0 2 2 2 2 0 2 0 2 2 2 2 0 0 43 37 north",
        AnyPosition::Congkak(position),
    );
    let position = congkak::Position::from_parts(
        70,
        &[5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5, 0],
        [3, 2],
        Side::South,
    )
    .expect("position");
    round_trip(
        ruleset(GameKind::Congkak, 5),
        "5 5 5 5 5 5 5 5 5 5 5 5 5 0 3 2 south",
        AnyPosition::Congkak(position),
    );
}

#[test]
fn togyz_positions_round_trip_with_tuzdyk_letters() {
    // South's tuzdyk c is on North's row (lower case), North's B on South's (upper case);
    // each shows 0.
    let text = "5 0 5 5 5 5 1 6 6 6 6 0 5 5 5 5 5 5 43 39 north c B";
    let position = togyz::Position::from_parts(
        &[5, 0, 5, 5, 5, 5, 1, 6, 6, 6, 6, 0, 5, 5, 5, 5, 5, 5],
        [43, 39],
        Side::North,
        [Some(11), Some(1)],
    )
    .expect("position");
    round_trip(togyz(), text, AnyPosition::Togyz(position));
    let parsed = parse(togyz(), text).expect("position");
    assert_eq!(parsed.tuzdyks(), [Some(11), Some(1)]);
    // One tuzdyk, the other still `-`, each way round.
    for (text, tuzdyks) in [
        (togyz_text("a", "a", "-"), [Some(9), None]),
        (togyz_text("H", "-", "H"), [None, Some(7)]),
    ] {
        let parsed = parse(togyz(), &text).unwrap_or_else(|e| panic!("{text}: {e}"));
        assert_eq!(parsed.tuzdyks(), tuzdyks, "{text}");
        assert_eq!(format_position(&parsed), text);
    }
}

#[test]
fn a_wrong_number_of_fields_is_refused() {
    let cases = [
        (Ruleset::OWARE, 15),
        (Ruleset::standard(GameKind::Kalah), 15),
        (Ruleset::standard(GameKind::Congkak), 17),
        (togyz(), 23),
    ];
    for (rules, expected) in cases {
        let layout = rules.layout();
        let full = format_position(&rules.start());
        let words: Vec<&str> = full.split_whitespace().collect();
        assert_eq!(words.len(), expected, "{}", rules.kind());
        for found in [0, 1, expected - 1, expected + 1, 2 * expected] {
            // The opening's words, cut short or followed by extra zeros.
            let mut wrong: Vec<&str> = words.iter().copied().take(found).collect();
            wrong.resize(found, "0");
            assert_eq!(
                rules.parse_position(&wrong),
                Err(PositionError::WrongFieldCount {
                    found,
                    houses: layout.pits(),
                    tuzdyks: layout.tuzdyks,
                }),
                "{} with {found} fields",
                rules.kind()
            );
        }
    }
    // A Togyz Kumalak position without its tuzdyk fields is two short.
    assert_eq!(
        parse(togyz(), &format!("{} 0 0 south", repeat("9", 18))),
        Err(PositionError::WrongFieldCount {
            found: 21,
            houses: 18,
            tuzdyks: true,
        })
    );
}

#[test]
fn a_negative_or_non_numeric_count_is_refused() {
    let kalah = Ruleset::standard(GameKind::Kalah);
    for bad in ["-1", "-0x1", "x", "four", "4.0", "1e1", "0x4", "4s"] {
        // In a house…
        let text = format!("{bad} 4 4 4 4 4 4 4 4 4 4 4 0 0 south");
        assert_eq!(parse(kalah, &text), Err(not_a_count(bad, 48)), "{text}");
        // …and in a store.
        let text = format!("4 4 4 4 4 4 4 4 4 4 4 4 0 {bad} south");
        assert_eq!(parse(kalah, &text), Err(not_a_count(bad, 48)), "{text}");
    }
    let text = format!("{} -9 0 south - -", repeat("9", 18));
    assert_eq!(parse(togyz(), &text), Err(not_a_count("-9", 162)));
    // A count too large for any house is refused too, never wrapped around.
    let text = "304 4 4 4 4 4 4 4 4 4 4 4 0 0 south";
    assert!(matches!(
        parse(kalah, text),
        Err(PositionError::NotACount { .. } | PositionError::WrongSeedTotal { .. })
    ));
}

#[test]
fn a_total_that_is_not_the_games_is_refused() {
    let cases = [
        (
            Ruleset::standard(GameKind::Kalah),
            "4 4 4 4 4 4 4 4 4 4 4 3 0 0 south",
            48,
            47,
        ),
        (
            Ruleset::standard(GameKind::Kalah),
            "4 4 4 4 4 4 4 4 4 4 4 4 0 1 north",
            48,
            49,
        ),
        // The total follows the seeds per house: 4-seed Kalah is wrong for 5 seeds.
        (
            ruleset(GameKind::Kalah, 5),
            "4 4 4 4 4 4 4 4 4 4 4 4 0 0 south",
            60,
            48,
        ),
        (
            ruleset(GameKind::Oware, 5),
            "4 4 4 4 4 4 4 4 4 4 4 4 0 0 south",
            60,
            48,
        ),
        (
            ruleset(GameKind::Congkak, 5),
            "7 7 7 7 7 7 7 7 7 7 7 7 7 7 0 0 south",
            70,
            98,
        ),
    ];
    for (rules, text, expected, found) in cases {
        assert_eq!(
            parse(rules, text),
            Err(PositionError::WrongSeedTotal { expected, found }),
            "{text}"
        );
    }
    for (first, found) in [("8", 161), ("10", 163)] {
        let text = format!("{first} {} 0 0 south - -", repeat("9", 17));
        assert_eq!(
            parse(togyz(), &text),
            Err(PositionError::WrongSeedTotal {
                expected: 162,
                found
            }),
            "{text}"
        );
    }
}

#[test]
fn a_side_other_than_south_or_north_is_refused() {
    let kalah = Ruleset::standard(GameKind::Kalah);
    for bad in ["east", "-", "1", "southnorth", "none"] {
        let text = format!("{} 0 0 {bad}", repeat("4", 12));
        assert_eq!(
            parse(kalah, &text),
            Err(PositionError::NotASide(bad.to_string())),
            "{text}"
        );
    }
    let text = format!("{} 0 0 west - -", repeat("9", 18));
    assert_eq!(
        parse(togyz(), &text),
        Err(PositionError::NotASide("west".into()))
    );
}

#[test]
fn a_tuzdyk_field_must_be_a_house_letter_or_a_dash() {
    for bad in ["j", "J", "z", "1", "ab", "--", "0"] {
        let text = togyz_text("", bad, "-");
        assert_eq!(
            parse(togyz(), &text),
            Err(PositionError::NotAHouse(bad.to_string())),
            "{text}"
        );
        let text = togyz_text("", "-", bad);
        assert_eq!(
            parse(togyz(), &text),
            Err(PositionError::NotAHouse(bad.to_string())),
            "{text}"
        );
    }
}

#[test]
fn a_tuzdyk_on_its_owners_own_row_is_refused() {
    // South's tuzdyk must be on North's row, North's on South's; the house is empty here.
    for (text, side) in [
        (togyz_text("C", "C", "-"), "south"),
        (togyz_text("c", "-", "c"), "north"),
    ] {
        assert_eq!(
            parse(togyz(), &text),
            Err(PositionError::ImpossibleTuzdyk(TuzdykError::OnOwnersRow)),
            "{side}: {text}"
        );
    }
}

#[test]
fn a_ninth_house_tuzdyk_is_refused() {
    for text in [togyz_text("i", "i", "-"), togyz_text("I", "-", "I")] {
        assert_eq!(
            parse(togyz(), &text),
            Err(PositionError::ImpossibleTuzdyk(TuzdykError::NinthHouse)),
            "{text}"
        );
    }
}

#[test]
fn two_tuzdyks_with_the_same_number_are_refused() {
    // c and C are both the third house of their row.
    let text = togyz_text("cC", "c", "C");
    assert_eq!(
        parse(togyz(), &text),
        Err(PositionError::ImpossibleTuzdyk(TuzdykError::SameNumber))
    );
    // Different numbers are fine.
    assert!(parse(togyz(), &togyz_text("cB", "c", "B")).is_ok());
}

#[test]
fn a_tuzdyk_holding_stones_is_refused() {
    for text in [togyz_text("", "b", "-"), togyz_text("", "-", "E")] {
        assert_eq!(
            parse(togyz(), &text),
            Err(PositionError::ImpossibleTuzdyk(TuzdykError::NotEmpty)),
            "{text}"
        );
    }
}

#[test]
fn positions_built_from_parts_are_checked_too() {
    assert_eq!(
        kalah::Position::from_parts(48, &[4; 11], [4, 0], Side::South),
        Err(PositionError::WrongHouseCount {
            expected: 12,
            found: 11
        })
    );
    assert_eq!(
        congkak::Position::from_parts(98, &[7; 14], [1, 0], Side::South),
        Err(PositionError::WrongSeedTotal {
            expected: 98,
            found: 99
        })
    );
    let mut houses = [9; 18];
    houses[9] = 0;
    assert_eq!(
        togyz::Position::from_parts(&houses, [9, 0], Side::South, [Some(9), Some(9)]),
        Err(PositionError::ImpossibleTuzdyk(TuzdykError::OnOwnersRow))
    );
}

#[test]
fn each_game_takes_its_own_range_of_seeds_per_house() {
    let ranges = [
        (GameKind::Oware, 4..=6),
        (GameKind::Kalah, 3..=6),
        (GameKind::Congkak, 5..=7),
        (GameKind::TogyzKumalak, 9..=9),
    ];
    for (kind, range) in ranges {
        for seeds in 0..=12u64 {
            let result = Ruleset::new(kind, seeds);
            if range.contains(&seeds) {
                let rules = result.expect("in range");
                assert_eq!(
                    (rules.kind(), u64::from(rules.seeds_per_house())),
                    (kind, seeds)
                );
            } else {
                assert_eq!(
                    result,
                    Err(RulesetError::SeedsPerHouse { kind, seeds }),
                    "{kind} {seeds}"
                );
            }
        }
        // Large numbers are refused, never cut down to a small one (260 = 256 + 4).
        for seeds in [260, 265, u64::MAX] {
            assert_eq!(
                Ruleset::new(kind, seeds),
                Err(RulesetError::SeedsPerHouse { kind, seeds })
            );
        }
    }
}

#[test]
fn each_game_has_its_usual_seeds_and_its_total() {
    let cases = [
        (GameKind::Oware, 4, 6, 48),
        (GameKind::Kalah, 4, 6, 48),
        (GameKind::Congkak, 7, 7, 98),
        (GameKind::TogyzKumalak, 9, 9, 162),
    ];
    for (kind, seeds, houses_per_side, total) in cases {
        let rules = Ruleset::standard(kind);
        assert_eq!(rules.seeds_per_house(), seeds, "{kind}");
        assert_eq!(rules.layout().houses_per_side, houses_per_side, "{kind}");
        assert_eq!(rules.total_seeds(), total, "{kind}");
    }
    assert_eq!(ruleset(GameKind::Kalah, 3).total_seeds(), 36);
    assert_eq!(ruleset(GameKind::Congkak, 5).total_seeds(), 70);
    assert_eq!(ruleset(GameKind::Oware, 6).total_seeds(), 72);
    assert_eq!(Ruleset::default(), Ruleset::OWARE);
    assert_eq!(Ruleset::OWARE.seeds_per_house(), 4);
}

#[test]
fn game_ids_name_the_four_games() {
    let ids: Vec<&str> = GameKind::ALL.iter().map(|kind| kind.id()).collect();
    assert_eq!(ids.join(" "), "oware kalah congkak togyz");
    for kind in GameKind::ALL {
        assert_eq!(GameKind::from_id(kind.id()), Some(kind));
        assert_eq!(kind.to_string(), kind.id());
    }
    assert_eq!(GameKind::from_id("togyz"), Some(GameKind::TogyzKumalak));
    for unknown in [
        "",
        "Oware",
        "KALAH",
        "togyz-kumalak",
        "togyzkumalak",
        "abapa",
        "oware ",
    ] {
        assert_eq!(GameKind::from_id(unknown), None, "{unknown:?}");
    }
}

#[test]
fn every_game_opens_with_either_side_to_move() {
    use oware_rules::{GameKind, Rules, Ruleset, Side};
    for kind in GameKind::ALL {
        for seeds in kind.seed_range() {
            let ruleset = Ruleset::new(kind, u64::from(seeds)).expect("a valid ruleset");
            let south = ruleset.opening(Side::South);
            let north = ruleset.opening(Side::North);
            assert_eq!(south, ruleset.start(), "{kind} {seeds}");
            assert_eq!(Rules::to_move(&north), Side::North, "{kind} {seeds}");
            assert_eq!(
                Rules::houses(&north),
                Rules::houses(&south),
                "{kind} {seeds}"
            );
            assert_eq!(Rules::stores(&north), [0, 0]);
        }
    }
}
