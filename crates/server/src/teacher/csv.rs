//! The class's games and lessons as CSV files for a spreadsheet: one row a game, and one a
//! child and game with the lessons done; names as typed. Every file begins with a UTF-8 byte
//! order mark, without which a spreadsheet reads "Zoé" or "Ана" in a legacy code page.

use std::collections::BTreeMap;

use oware_rules::GameKind;

use super::class::{lesson_count, Child};
use crate::results::GameResult;

/// The UTF-8 byte order mark that opens every CSV file the teacher downloads.
pub const BOM: &str = "\u{feff}";

const HEADER: &str =
    "time (UTC),room,game,seeds,south,north,opponent,tux level,winner,south score,north score,reason,moves\r\n";

/// Every result, oldest first.
pub fn games(results: &[GameResult]) -> String {
    let mut out = format!("{BOM}{HEADER}");
    for result in results {
        let fields = [
            utc(result.at),
            result.code.clone(),
            result.game.clone(),
            result.seeds.to_string(),
            result.south.clone(),
            result.north.clone(),
            result.opponent.clone(),
            result.level.to_string(),
            result.winner.clone(),
            result.scores[0].to_string(),
            result.scores[1].to_string(),
            result.reason.clone(),
            result.moves.to_string(),
        ];
        let row: Vec<String> = fields.iter().map(|field| cell(field)).collect();
        out.push_str(&row.join(","));
        out.push_str("\r\n");
    }
    out
}

const LESSONS_HEADER: &str = "name,game,lessons done,lessons in the game,lessons\r\n";

/// Each child's lessons done in each game, children by name: `3,8,1 2 5`.
pub fn lessons(children: &BTreeMap<String, Child>) -> String {
    let mut out = format!("{BOM}{LESSONS_HEADER}");
    for (name, child) in children {
        for game in GameKind::ALL {
            let done = child.lessons.get(game.id());
            let numbers: Vec<String> = done.into_iter().flatten().map(u32::to_string).collect();
            let fields = [
                name.clone(),
                game.id().to_string(),
                numbers.len().to_string(),
                lesson_count(game).to_string(),
                numbers.join(" "),
            ];
            let row: Vec<String> = fields.iter().map(|field| cell(field)).collect();
            out.push_str(&row.join(","));
            out.push_str("\r\n");
        }
    }
    out
}

/// A field quoted when it must be. A name a spreadsheet would read as a formula (`=`, `+`,
/// `-`, `@` first) is kept as text by a leading apostrophe.
pub fn cell(field: &str) -> String {
    let field = if field.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{field}")
    } else {
        field.to_string()
    };
    if field.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", field.replace('"', "\"\""))
    } else {
        field
    }
}

/// `YYYY-MM-DD HH:MM:SS` of milliseconds since the Unix epoch (the civil calendar from days,
/// as Howard Hinnant's algorithm works it out).
pub fn utc(at: u64) -> String {
    let seconds = at / 1000;
    let (days, of_day) = (seconds / 86_400, seconds % 86_400);
    let z = i64::try_from(days).unwrap_or(0) + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let mp = (5 * day_of_year + 2) / 153;
    let day = day_of_year - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}:{:02}",
        of_day / 3600,
        of_day % 3600 / 60,
        of_day % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spreadsheet_is_told_the_files_are_utf_8() {
        let games = games(&[]);
        assert_eq!(games.as_bytes()[..3], [0xEF, 0xBB, 0xBF]);
        assert_eq!(games.strip_prefix(BOM), Some(HEADER));
        assert!(lessons(&BTreeMap::new()).starts_with(BOM));
    }

    #[test]
    fn times_are_civil_utc() {
        assert_eq!(utc(0), "1970-01-01 00:00:00");
        assert_eq!(utc(951_782_400_000), "2000-02-29 00:00:00");
        assert_eq!(utc(1_796_217_045_000), "2026-12-02 13:10:45");
    }

    #[test]
    fn names_are_quoted_and_kept_from_formulas() {
        assert_eq!(cell("Ama"), "Ama");
        assert_eq!(cell("Ama, Kofi"), "\"Ama, Kofi\"");
        assert_eq!(cell("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(cell("=1+1"), "'=1+1");
    }

    #[test]
    fn each_child_has_a_row_a_game_with_the_lessons_done() {
        let mut ama = Child::default();
        ama.lessons
            .insert("kalah".into(), [1, 3].into_iter().collect());
        let children = BTreeMap::from([("=Ama".to_string(), ama)]);
        let text = lessons(&children);
        let rows: Vec<&str> = text.split("\r\n").collect();
        assert_eq!(rows[0], format!("{BOM}{}", LESSONS_HEADER.trim_end()));
        assert_eq!(
            rows[1],
            format!("'=Ama,oware,0,{},", lesson_count(GameKind::Oware))
        );
        assert_eq!(rows[2], "'=Ama,kalah,2,7,1 3");
        assert_eq!(rows.len(), 2 + GameKind::ALL.len());
    }
}
