//! The fonts: the languages OpenDyslexic writes, and start-up on a machine without any
//! system font.
//!
//! Slint's font discovery asks fontconfig for the generic families and panics when
//! fontconfig knows no font at all (a bare container, a kiosk image). The window itself
//! uses the embedded Andika, so a launcher can hand fontconfig a configuration that keeps
//! whatever the system (or the user) configured and adds a folder holding a copy of Andika.
//! On a normal desktop this changes nothing visible.
//!
//! fontconfig reads its configuration file from the `FONTCONFIG_FILE` environment variable,
//! and fontique (Slint's font library) offers no other way in. Changing the environment is
//! unsound once other threads run, so this library never does it: it only writes the files.
//! The launcher sets the variable first thing in `main`, while it is the only thread; a host
//! that wants the same safety net does likewise.

use std::path::{Path, PathBuf};

use crate::settings::ReadingFont;

const ANDIKA: &[u8] = include_bytes!("../../ui/fonts/Andika-Regular.ttf");

/// The languages OpenDyslexic writes when a teacher chooses it. The others keep Andika: the
/// OpenDyslexic shipped (0.91) draws Croatian's š and Macedonian's ж as the capitals Š and Ж
/// (issues 52, 82 and 75 of antijingoist/opendyslexic), a capital in the middle of a word.
/// The tests below check each language of the list against the font's letters.
pub const OPEN_DYSLEXIC_LANGUAGES: [&str; 3] = ["en", "fi", "fr"];

/// Whether the window writes `language` in OpenDyslexic: the teacher chose it, and the font
/// draws every letter of the language right. Otherwise it writes in Andika.
pub fn writes_open_dyslexic(font: ReadingFont, language: &str) -> bool {
    font == ReadingFont::OpenDyslexic && OPEN_DYSLEXIC_LANGUAGES.contains(&language)
}

/// Writes the fallback configuration into the user's cache folder and returns its path, to
/// be put in `FONTCONFIG_FILE` before the first window; `None` where fontconfig is not used.
pub fn fallback_fontconfig_file() -> std::io::Result<Option<PathBuf>> {
    if !cfg!(all(unix, not(target_os = "macos"))) {
        return Ok(None);
    }
    let folder = oware_files::cache_folder().unwrap_or_else(|| std::env::temp_dir().join("oware"));
    write_fallback_fontconfig(&folder, &system_fontconfig_file()).map(Some)
}

/// The configuration fontconfig would read now: `FONTCONFIG_FILE`, or the system's.
pub fn system_fontconfig_file() -> PathBuf {
    std::env::var_os("FONTCONFIG_FILE")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/etc/fonts/fonts.conf"))
}

/// Puts a copy of Andika in `folder` and a fontconfig file that includes `system` and adds
/// Andika's folder; returns the file's path. Files already up to date are left alone, so
/// later starts only read them.
pub fn write_fallback_fontconfig(folder: &Path, system: &Path) -> std::io::Result<PathBuf> {
    let font_dir = folder.join("fonts");
    std::fs::create_dir_all(&font_dir)?;
    let font = font_dir.join("Andika-Regular.ttf");
    let up_to_date = std::fs::metadata(&font).is_ok_and(|meta| meta.len() == ANDIKA.len() as u64);
    if !up_to_date {
        std::fs::write(&font, ANDIKA)?;
    }
    let config = folder.join("fonts.conf");
    let text = fallback_config(system, &font_dir, &folder.join("fontconfig"));
    if std::fs::read_to_string(&config).ok().as_deref() != Some(text.as_str()) {
        std::fs::write(&config, text)?;
    }
    Ok(config)
}

fn fallback_config(system: &Path, font_dir: &Path, cache_dir: &Path) -> String {
    format!(
        "<?xml version=\"1.0\"?>\n<!DOCTYPE fontconfig SYSTEM \"fonts.dtd\">\n<fontconfig>\n  \
         <include ignore_missing=\"yes\">{}</include>\n  <dir>{}</dir>\n  <cachedir>{}</cachedir>\n</fontconfig>\n",
        escape(system),
        escape(font_dir),
        escape(cache_dir)
    )
}

fn escape(path: &Path) -> String {
    path.to_string_lossy()
        .replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

#[cfg(test)]
mod tests {
    use super::*;

    const OPEN_DYSLEXIC: [&[u8]; 2] = [
        include_bytes!("../../ui/fonts/OpenDyslexic-Regular.otf"),
        include_bytes!("../../ui/fonts/OpenDyslexic-Bold.otf"),
    ];

    /// The letters of `language`'s texts that `face` lacks, or draws as their capital (the
    /// same outline box and advance). Spaces are left out: a no-break space the font lacks is
    /// drawn as a space.
    fn wrong_letters(face: &ttf_parser::Face, language: &str) -> Vec<char> {
        let mut letters: Vec<char> = crate::i18n::FILES
            .iter()
            .filter_map(|file| crate::i18n::source(language, file))
            .flat_map(str::lines)
            .filter(|line| !line.trim_start().starts_with('#'))
            .flat_map(str::chars)
            .filter(|c| !c.is_whitespace())
            .collect();
        letters.sort_unstable();
        letters.dedup();
        let looks = |c: char| {
            face.glyph_index(c).map(|glyph| {
                (
                    face.glyph_bounding_box(glyph),
                    face.glyph_hor_advance(glyph),
                )
            })
        };
        letters
            .into_iter()
            .filter(|&c| {
                let mut upper = c.to_uppercase();
                let capital = match (upper.next(), upper.next()) {
                    (Some(capital), None) if capital != c => Some(capital),
                    _ => None,
                };
                looks(c).is_none() || capital.is_some_and(|capital| looks(c) == looks(capital))
            })
            .collect()
    }

    #[test]
    fn open_dyslexic_draws_every_letter_of_its_languages() {
        for bytes in OPEN_DYSLEXIC {
            let face = ttf_parser::Face::parse(bytes, 0).expect("an OpenType font");
            for language in OPEN_DYSLEXIC_LANGUAGES {
                assert_eq!(
                    wrong_letters(&face, language),
                    Vec::<char>::new(),
                    "{language}"
                );
            }
        }
    }

    #[test]
    fn the_languages_left_in_andika_have_letters_open_dyslexic_draws_wrong() {
        // Should a later OpenDyslexic draw them right, these languages can join the list.
        let faces: Vec<ttf_parser::Face> = OPEN_DYSLEXIC
            .iter()
            .map(|bytes| ttf_parser::Face::parse(bytes, 0).expect("an OpenType font"))
            .collect();
        for language in crate::i18n::LANGUAGES {
            if OPEN_DYSLEXIC_LANGUAGES.contains(&language) {
                continue;
            }
            let wrong: Vec<char> = faces
                .iter()
                .flat_map(|face| wrong_letters(face, language))
                .collect();
            assert!(
                !wrong.is_empty(),
                "{language} could be written in OpenDyslexic"
            );
        }
    }

    #[test]
    fn only_the_languages_it_draws_right_are_written_in_open_dyslexic() {
        for language in crate::i18n::LANGUAGES {
            assert!(!writes_open_dyslexic(ReadingFont::Andika, language));
        }
        let written: Vec<&str> = crate::i18n::LANGUAGES
            .into_iter()
            .filter(|language| writes_open_dyslexic(ReadingFont::OpenDyslexic, language))
            .collect();
        assert_eq!(written, ["en", "fi", "fr"]);
    }

    #[test]
    fn the_config_keeps_the_system_one_and_adds_the_font_folder() {
        let text = fallback_config(
            Path::new("/etc/fonts/fonts.conf"),
            Path::new("/home/a&b/fonts"),
            Path::new("/c"),
        );
        assert!(text.contains("<include ignore_missing=\"yes\">/etc/fonts/fonts.conf</include>"));
        assert!(text.contains("<dir>/home/a&amp;b/fonts</dir>"));
        assert!(text.contains("<cachedir>/c</cachedir>"));
    }
}
