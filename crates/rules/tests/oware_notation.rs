//! Notation: house letters A..F then a..f in sowing order, side names and position errors.

use oware_rules::abapa::{Position, Variant};
use oware_rules::{house_from_letter, house_letter, MoveSet, NotationError, PositionError, Side};

#[test]
fn letters_follow_the_sowing_order() {
    let letters: String = (0..12).map(|h| house_letter(Variant::ABAPA, h)).collect();
    assert_eq!(letters, "ABCDEFabcdef");
}

#[test]
fn every_letter_reads_back_to_its_house() {
    for houses in 2..=9 {
        let variant = Variant::new(houses, 4).expect("variant");
        for house in 0..variant.pits() {
            let letter = house_letter(variant, house).to_string();
            assert_eq!(house_from_letter(variant, &letter), Ok(house), "{letter}");
        }
    }
    let nine = Variant::new(9, 4).expect("variant");
    assert_eq!(house_from_letter(nine, "I"), Ok(8));
    assert_eq!(house_from_letter(nine, "i"), Ok(17));
}

#[test]
fn anything_else_is_not_a_house() {
    for text in [
        "G", "g", "", "AB", "1", "é", " A", "A ", "@", "`", "Z", "z", "\u{0}",
    ] {
        assert_eq!(
            house_from_letter(Variant::ABAPA, text),
            Err(NotationError::NotAHouse(text.to_string())),
            "{text:?}"
        );
    }
    assert_eq!(
        NotationError::NotAHouse("G".into()).to_string(),
        "'G' is not a house letter"
    );
}

#[test]
fn side_names() {
    assert_eq!((Side::South.name(), Side::North.name()), ("south", "north"));
    assert_eq!(Side::South.to_string(), "south");
    assert_eq!(Side::South.opponent(), Side::North);
    assert_eq!(Side::North.opponent(), Side::South);
    assert_eq!((Side::South.index(), Side::North.index()), (0, 1));
    for (name, side) in [
        ("south", Side::South),
        ("S", Side::South),
        ("north", Side::North),
        ("n", Side::North),
    ] {
        assert_eq!(Side::from_name(name), Some(side));
    }
    assert_eq!(Side::from_name("east"), None);
    assert_eq!(Side::from_name(""), None);
}

#[test]
fn position_errors_name_the_problem() {
    let v = Variant::ABAPA;
    assert_eq!(
        Position::from_parts(v, &[4; 11], [4, 0], Side::South),
        Err(PositionError::WrongHouseCount {
            expected: 12,
            found: 11
        })
    );
    let error = Position::from_parts(v, &[4; 12], [0, 1], Side::South);
    assert_eq!(
        error,
        Err(PositionError::WrongSeedTotal {
            expected: 48,
            found: 49
        })
    );
    assert_eq!(
        PositionError::WrongSeedTotal {
            expected: 48,
            found: 49
        }
        .to_string(),
        "houses and stores must add up to 48, not 49"
    );
    assert_eq!(
        PositionError::WrongHouseCount {
            expected: 12,
            found: 11
        }
        .to_string(),
        "expected 12 house counts, found 11"
    );
    // Huge values cannot overflow the total check.
    assert!(Position::from_parts(v, &[255; 12], [255, 255], Side::South).is_err());
}

#[test]
fn a_position_reads_back_its_parts() {
    let houses = [0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4];
    let position =
        Position::from_parts(Variant::ABAPA, &houses, [10, 7], Side::North).expect("position");
    assert_eq!(position.houses(), &houses);
    assert_eq!(
        (
            position.captured(Side::South),
            position.captured(Side::North)
        ),
        (10, 7)
    );
    assert_eq!(position.to_move(), Side::North);
    assert_eq!(
        (
            position.row_seeds(Side::South),
            position.row_seeds(Side::North)
        ),
        (15, 16)
    );
    assert_eq!(
        (
            position.seeds(4),
            position.seeds(12),
            position.seeds(usize::MAX)
        ),
        (4, 0, 0)
    );
    assert_eq!(
        format!("{position:?}"),
        "Position([0, 1, 2, 3, 4, 5, 6, 0, 1, 2, 3, 4] captured [10, 7] north to move)"
    );
}

#[test]
fn move_sets() {
    let mut set = MoveSet::EMPTY;
    assert!(set.is_empty());
    for house in [11, 0, 5] {
        set.insert(house);
    }
    assert_eq!(set.iter().collect::<Vec<_>>(), [0, 5, 11]);
    assert_eq!(set.len(), 3);
    assert!(set.contains(5) && !set.contains(4) && !set.contains(40));
}
