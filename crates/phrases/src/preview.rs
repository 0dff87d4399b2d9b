//! The move preview in words: what a house would do, most telling last.
//!
//! The facts come from the rules ([`oware_rules::preview`], the move played on a copy);
//! this only chooses the sentences and their letters and numbers.

use oware_rules::{Layout, Pit, Preview};

use crate::Phrase;

/// The sentences that describe `preview`, most telling last: where the last seed lands,
/// then what that does.
pub fn preview(layout: Layout, preview: &Preview) -> Vec<Phrase> {
    let mut phrases = Vec::new();
    if preview.skips_start {
        phrases.push(Phrase::new("preview-skips-start").house("house", layout, preview.house()));
    }
    if !preview.relays.is_empty() {
        phrases.push(Phrase::new("preview-relays").num("count", count(preview.relays.len())));
    }
    phrases.push(match preview.last {
        Pit::House(house) => Phrase::new("preview-lands").house("house", layout, house),
        Pit::Store(_) => Phrase::new("preview-lands-store"),
    });
    if preview.through_tuzdyk > 0 {
        phrases.push(
            Phrase::new("preview-through-tuzdyk").num("count", i64::from(preview.through_tuzdyk)),
        );
    }
    if preview.feeds {
        phrases.push(Phrase::new("preview-feeds"));
    }
    if preview.grand_slam {
        phrases.push(Phrase::new("preview-grand-slam"));
    }
    if let Some(house) = preview.tuzdyk {
        phrases.push(Phrase::new("preview-tuzdyk").house("house", layout, house));
    } else if let [only] = preview.taken.as_slice() {
        phrases.push(
            Phrase::new("preview-captures")
                .num("count", i64::from(only.seeds))
                .house("house", layout, only.house),
        );
    } else if !preview.taken.is_empty() {
        let houses: Vec<usize> = preview.taken.iter().map(|taken| taken.house).collect();
        phrases.push(
            Phrase::new("preview-captures-houses")
                .num("count", i64::from(preview.captured_seeds))
                .houses("house", layout, houses),
        );
    }
    if preview.plays_again {
        phrases.push(Phrase::new("preview-plays-again"));
    }
    if preview.wins() {
        phrases.push(Phrase::new("preview-wins"));
    }
    phrases
}

fn count(n: usize) -> i64 {
    i64::try_from(n).unwrap_or(i64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Arg;
    use oware_rules::{abapa, congkak, kalah, preview as look, togyz, Rules, Side};

    fn ids(phrases: &[Phrase]) -> Vec<&'static str> {
        phrases.iter().map(|phrase| phrase.id).collect()
    }

    #[test]
    fn an_oware_double_capture_names_both_houses_in_the_order_taken() {
        let position = abapa::Position::from_parts(
            abapa::Variant::ABAPA,
            &[4, 4, 4, 4, 3, 4, 1, 2, 4, 4, 4, 4],
            [3, 3],
            Side::South,
        )
        .expect("position");
        let seen = look(&position, 4).expect("legal");
        let phrases = preview(position.layout(), &seen);
        assert_eq!(ids(&phrases), ["preview-lands", "preview-captures-houses"]);
        assert_eq!(phrases[1].arg("count"), Some(&Arg::Num(5)));
        assert_eq!(
            phrases[1].arg("house"),
            Some(&Arg::Houses {
                layout: position.layout(),
                houses: vec![7, 6]
            })
        );
    }

    #[test]
    fn a_kalah_store_landing_plays_again() {
        let position = kalah::Position::start(4);
        let seen = look(&position, 2).expect("legal");
        assert_eq!(
            ids(&preview(position.layout(), &seen)),
            ["preview-lands-store", "preview-plays-again"]
        );
    }

    #[test]
    fn a_congkak_relay_is_counted_then_its_capture() {
        let position = congkak::Position::from_parts(
            98,
            &[1, 2, 0, 0, 0, 0, 0, 5, 5, 5, 5, 5, 5, 5],
            [30, 30],
            Side::South,
        )
        .expect("position");
        let seen = look(&position, 0).expect("legal");
        assert_eq!(
            ids(&preview(position.layout(), &seen)),
            ["preview-relays", "preview-lands", "preview-captures-houses"]
        );
    }

    #[test]
    fn a_togyz_tuzdyk_is_said_instead_of_its_capture() {
        let mut houses = [9; 18];
        houses[8] = 2;
        houses[9] = 2;
        let position = togyz::Position::from_parts(&houses, [7, 7], Side::South, [None, None])
            .expect("position");
        let seen = look(&position, 8).expect("legal");
        let phrases = preview(position.layout(), &seen);
        assert_eq!(ids(&phrases), ["preview-lands", "preview-tuzdyk"]);
        assert_eq!(
            phrases[1].arg("house"),
            Some(&Arg::Houses {
                layout: position.layout(),
                houses: vec![9]
            })
        );
    }

    #[test]
    fn an_oware_feed_and_a_lap_are_said() {
        let feed = abapa::Position::from_parts(
            abapa::Variant::ABAPA,
            &[0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 0, 0],
            [22, 23],
            Side::South,
        )
        .expect("position");
        let seen = look(&feed, 5).expect("legal");
        assert!(ids(&preview(feed.layout(), &seen)).contains(&"preview-feeds"));
        let lap = abapa::Position::from_parts(
            abapa::Variant::ABAPA,
            &[12, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1],
            [15, 15],
            Side::South,
        )
        .expect("position");
        let seen = look(&lap, 0).expect("legal");
        assert_eq!(
            ids(&preview(lap.layout(), &seen)),
            ["preview-skips-start", "preview-lands"]
        );
    }
}
