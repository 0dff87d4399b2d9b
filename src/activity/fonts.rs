//! Start-up on a machine without any system font.
//!
//! Slint's font discovery asks fontconfig for the generic families and panics when
//! fontconfig knows no font at all (a bare container, a kiosk image). The window itself
//! uses the embedded Andika, so before the first window is created we hand fontconfig a
//! configuration that keeps whatever the system (or the user) configured and adds a folder
//! holding a copy of Andika. On a normal desktop this changes nothing visible.

use std::path::{Path, PathBuf};
use std::sync::Once;

const ANDIKA: &[u8] = include_bytes!("../../ui/fonts/Andika-Regular.ttf");

/// Makes sure fontconfig can find at least Andika; safe to call more than once.
///
/// [`super::Activity::new`] calls it; a host that sets its own Slint platform first (which
/// loads the fonts) must call it before that.
pub fn ensure_a_font_is_known() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        if !cfg!(all(unix, not(target_os = "macos"))) {
            return;
        }
        if let Err(error) = install_fallback_config() {
            eprintln!("oware: could not prepare the fallback font: {error}");
        }
    });
}

fn install_fallback_config() -> std::io::Result<()> {
    let base = directories::ProjectDirs::from("org", "oware", "Oware")
        .map(|dirs| dirs.cache_dir().to_path_buf())
        .unwrap_or_else(|| std::env::temp_dir().join("oware"));
    let font_dir = base.join("fonts");
    std::fs::create_dir_all(&font_dir)?;
    let font = font_dir.join("Andika-Regular.ttf");
    let up_to_date = std::fs::metadata(&font).is_ok_and(|meta| meta.len() == ANDIKA.len() as u64);
    if !up_to_date {
        std::fs::write(&font, ANDIKA)?;
    }
    let system = std::env::var_os("FONTCONFIG_FILE")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("/etc/fonts/fonts.conf"));
    let config = base.join("fonts.conf");
    let text = fallback_config(&system, &font_dir, &base.join("fontconfig"));
    // Written once; later starts find it unchanged and only read it.
    if std::fs::read_to_string(&config).ok().as_deref() != Some(text.as_str()) {
        std::fs::write(&config, text)?;
    }
    // Single-threaded start-up, before Slint or any other thread reads the environment.
    std::env::set_var("FONTCONFIG_FILE", &config);
    Ok(())
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
