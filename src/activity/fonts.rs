//! Start-up on a machine without any system font.
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

const ANDIKA: &[u8] = include_bytes!("../../ui/fonts/Andika-Regular.ttf");

/// Writes the fallback configuration into the user's cache folder and returns its path, to
/// be put in `FONTCONFIG_FILE` before the first window; `None` where fontconfig is not used.
pub fn fallback_fontconfig_file() -> std::io::Result<Option<PathBuf>> {
    if !cfg!(all(unix, not(target_os = "macos"))) {
        return Ok(None);
    }
    let folder = directories::ProjectDirs::from("org", "oware", "Oware")
        .map(|dirs| dirs.cache_dir().to_path_buf())
        .unwrap_or_else(|| std::env::temp_dir().join("oware"));
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
