//! Positions as text: the words the engine's `position` prints and `setposition` reads.
//!
//! `<houses, South's then North's, in sowing order> <South's store> <North's store> <side>`,
//! and for Togyz Kumalak two more words, each player's tuzdyk as a house letter or `-`.

use crate::{
    abapa, congkak, house_from_letter, house_letter, kalah, togyz, AnyPosition, GameKind,
    PositionError, Rules, Ruleset, Side,
};

/// Shortens user input and hides control characters, so that a message quoting it stays one
/// short line: the protocol's error answers and the rules' own messages quote input this way.
pub fn shown(text: &str) -> String {
    const LIMIT: usize = 32;
    let mut shown: String = text
        .chars()
        .take(LIMIT)
        .map(|c| if c.is_control() { '?' } else { c })
        .collect();
    if text.chars().nth(LIMIT).is_some() {
        shown.push('…');
    }
    shown
}

/// Writes a position in the protocol's words.
pub fn format_position<P: Rules>(position: &P) -> String {
    let layout = position.layout();
    let mut words: Vec<String> = position.houses().iter().map(u8::to_string).collect();
    words.extend(position.stores().map(|n| n.to_string()));
    words.push(position.to_move().name().to_string());
    if layout.tuzdyks {
        words.extend(
            position
                .tuzdyks()
                .map(|house| house.map_or("-".to_string(), |h| house_letter(layout, h).into())),
        );
    }
    words.join(" ")
}

impl Ruleset {
    /// Reads a position of this game from the words [`format_position`] writes. Anything
    /// the game cannot hold is refused with the reason.
    pub fn parse_position(self, words: &[&str]) -> Result<AnyPosition, PositionError> {
        let layout = self.layout();
        let pits = layout.pits();
        let expected = pits + 3 + if layout.tuzdyks { 2 } else { 0 };
        if words.len() != expected {
            return Err(PositionError::WrongFieldCount {
                found: words.len(),
                houses: pits,
                tuzdyks: layout.tuzdyks,
            });
        }
        let total = self.total_seeds();
        let count = |text: &str| -> Result<u8, PositionError> {
            text.parse::<u8>()
                .ok()
                .filter(|&n| u32::from(n) <= total)
                .ok_or_else(|| PositionError::NotACount {
                    text: text.to_string(),
                    max: total,
                })
        };
        let houses = words[..pits]
            .iter()
            .map(|word| count(word))
            .collect::<Result<Vec<u8>, _>>()?;
        let stores = [count(words[pits])?, count(words[pits + 1])?];
        let side_word = words[pits + 2];
        let side =
            Side::from_name(side_word).ok_or_else(|| PositionError::NotASide(side_word.into()))?;
        let position = match self.kind() {
            GameKind::Oware => {
                let variant = abapa::Variant::new(6, usize::from(self.seeds_per_house()))
                    .unwrap_or(abapa::Variant::ABAPA);
                AnyPosition::Oware(abapa::Position::from_parts(variant, &houses, stores, side)?)
            }
            GameKind::Kalah => {
                AnyPosition::Kalah(kalah::Position::from_parts(total, &houses, stores, side)?)
            }
            GameKind::Congkak => {
                AnyPosition::Congkak(congkak::Position::from_parts(total, &houses, stores, side)?)
            }
            GameKind::TogyzKumalak => {
                let tuzdyk = |word: &str| -> Result<Option<usize>, PositionError> {
                    if word == "-" {
                        return Ok(None);
                    }
                    house_from_letter(layout, word)
                        .map(Some)
                        .map_err(|_| PositionError::NotAHouse(word.to_string()))
                };
                let tuzdyks = [tuzdyk(words[pits + 3])?, tuzdyk(words[pits + 4])?];
                AnyPosition::Togyz(togyz::Position::from_parts(&houses, stores, side, tuzdyks)?)
            }
        };
        Ok(position)
    }
}
