//! The stars a child has earned, chapter by chapter, as a small text file.
//!
//! One line a chapter: its key, then the stars of each stage (0 for a stage not met yet),
//! such as `oware-safe-houses 3 2 0`. Blank lines and lines starting with `#` are skipped.
//! Chapters this version does not know are kept as they are, so that a file written by a
//! newer version loses nothing.

use std::collections::BTreeMap;
use std::fmt;

use oware_rules::GameKind;

use crate::chapters;

/// The most stars a stage gives.
const MOST_STARS: u8 = 3;

/// The stars earned in every chapter, by chapter key.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ChapterProgress {
    stars: BTreeMap<String, Vec<u8>>,
}

/// A line of a progress file that cannot be read, with its number (from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProgressError {
    /// A word where the stars of a stage should be: a count from 0 to 3.
    NotStars {
        /// The line, counting from 1.
        line: usize,
        /// The word, shortened for the message.
        word: String,
    },
    /// A chapter's key with no stars after it.
    NoStages {
        /// The line, counting from 1.
        line: usize,
    },
    /// A chapter that has a line already.
    Twice {
        /// The line, counting from 1.
        line: usize,
        /// The chapter's key, shortened for the message.
        key: String,
    },
}

impl fmt::Display for ProgressError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ProgressError::NotStars { line, word } => write!(
                f,
                "line {line}: '{word}' is not a number of stars (0 to {MOST_STARS})"
            ),
            ProgressError::NoStages { line } => {
                write!(
                    f,
                    "line {line}: a chapter's key needs the stars of its stages after it"
                )
            }
            ProgressError::Twice { line, key } => {
                write!(f, "line {line}: chapter '{key}' has a line already")
            }
        }
    }
}

impl std::error::Error for ProgressError {}

impl ChapterProgress {
    /// No stars anywhere.
    pub fn new() -> ChapterProgress {
        ChapterProgress::default()
    }

    /// Reads a progress file; an error names the first line it cannot read.
    pub fn parse(text: &str) -> Result<ChapterProgress, ProgressError> {
        let mut progress = ChapterProgress::new();
        for (index, line) in text.lines().enumerate() {
            let line_number = index + 1;
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let mut words = line.split_whitespace();
            let Some(key) = words.next() else {
                continue;
            };
            let stars = words
                .map(|word| {
                    word.parse::<u8>()
                        .ok()
                        .filter(|&n| n <= MOST_STARS)
                        .ok_or_else(|| ProgressError::NotStars {
                            line: line_number,
                            word: oware_rules::shown(word),
                        })
                })
                .collect::<Result<Vec<u8>, _>>()?;
            if stars.is_empty() {
                return Err(ProgressError::NoStages { line: line_number });
            }
            if progress.stars.contains_key(key) {
                return Err(ProgressError::Twice {
                    line: line_number,
                    key: oware_rules::shown(key),
                });
            }
            progress.stars.insert(key.to_string(), stars);
        }
        Ok(progress)
    }

    /// The file's text: one line a chapter, in the order of their keys.
    pub fn to_text(&self) -> String {
        self.stars
            .iter()
            .map(|(key, stars)| {
                let stars: Vec<String> = stars.iter().map(u8::to_string).collect();
                format!("{key} {}\n", stars.join(" "))
            })
            .collect()
    }

    /// Records `stars` for stage `stage` (from 0) of `chapter`, keeping the best of this and
    /// any earlier attempt; stars beyond three count as three.
    pub fn record(&mut self, chapter: &str, stage: usize, stars: u8) {
        let list = self.stars.entry(chapter.to_string()).or_default();
        if list.len() <= stage {
            list.resize(stage + 1, 0);
        }
        list[stage] = list[stage].max(stars.min(MOST_STARS));
    }

    /// The stars of each stage of `chapter`, 0 for a stage not met; as many as the chapter has
    /// stages when this version knows it.
    pub fn stars(&self, chapter: &str) -> Vec<u8> {
        let mut list = self.stars.get(chapter).cloned().unwrap_or_default();
        if let Some(known) = crate::find_chapter(chapter) {
            list.resize(known.stages.len(), 0);
        }
        list
    }

    /// True when every stage of `chapter` has at least one star.
    pub fn is_done(&self, chapter: &str) -> bool {
        let stars = self.stars(chapter);
        !stars.is_empty() && stars.iter().all(|&n| n > 0)
    }

    /// How many of `game`'s chapters are open: the first always, each next one once the one
    /// before is done.
    pub fn open(&self, game: GameKind) -> usize {
        let list = chapters(game);
        let done = list
            .iter()
            .take_while(|chapter| self.is_done(chapter.key))
            .count();
        (done + 1).min(list.len())
    }

    /// Every star earned in `game`'s chapters.
    pub fn total_stars(&self, game: GameKind) -> u32 {
        chapters(game)
            .iter()
            .flat_map(|chapter| self.stars(chapter.key))
            .map(u32::from)
            .sum()
    }
}
