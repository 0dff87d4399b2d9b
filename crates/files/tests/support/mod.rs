//! What the file tests share.

use std::fs;
use std::path::Path;

/// The names in `folder`, sorted: what a test expects to find beside a file it wrote.
pub fn entries(folder: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(folder)
        .expect("a readable folder")
        .map(|entry| {
            entry
                .expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    names.sort();
    names
}
