//! Puts the web page inside the server binary: runs `web/build.mjs` (esbuild through npm)
//! into the build's own folder and lists every file it made for `include_bytes!`. The page
//! is then always the one of the source being built, found with no path at run time.
//!
//! `OWARE_WEB_DIST=<folder>` embeds a page built elsewhere instead. Without node, or before
//! `npm ci --prefix web`, the server is built without a page and says so when it starts.

use std::env;
use std::fmt::Write as _;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn main() {
    let crate_dir = PathBuf::from(env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let root = crate_dir.join("../..");
    let out = PathBuf::from(env::var_os("OUT_DIR").expect("set by cargo"));
    for watched in [
        "web/src",
        "web/styles",
        "web/index.html",
        "web/teacher.html",
        "web/build.mjs",
        "web/package-lock.json",
        "web/fonts",
        // The message ids the server sends, whose texts the page's texts must hold.
        "crates/phrases/src",
        "locales",
        "data/org.oware.Oware.svg",
    ] {
        println!("cargo:rerun-if-changed={}", root.join(watched).display());
    }
    println!("cargo:rerun-if-env-changed=OWARE_WEB_DIST");

    let dist = match env::var_os("OWARE_WEB_DIST") {
        Some(dist) => Some(PathBuf::from(dist)),
        None => build_page(&root, &out.join("web")),
    };
    let mut listing = String::from("&[\n");
    if let Some(dist) = &dist {
        assert!(
            dist.join("index.html").is_file(),
            "{} has no index.html: not a built web page",
            dist.display()
        );
        let mut files = Vec::new();
        collect(dist, dist, &mut files);
        files.sort();
        for file in files.iter().filter(|file| !file.ends_with(".gz")) {
            let path = dist.join(file);
            let gzipped = dist.join(format!("{file}.gz"));
            let gzipped = if gzipped.is_file() {
                format!("Some(include_bytes!({:?}))", gzipped.display().to_string())
            } else {
                "None".to_string()
            };
            let _ = writeln!(
                listing,
                "    WebFile {{ path: {:?}, bytes: include_bytes!({:?}), gzipped: {gzipped} }},",
                format!("/{file}"),
                path.display().to_string(),
            );
        }
    }
    listing.push(']');
    fs::write(out.join("web_files.rs"), listing).expect("write the list of the page's files");
}

/// Builds the page into `out`; `None` when this machine cannot (no node, no `npm ci`).
fn build_page(root: &Path, out: &Path) -> Option<PathBuf> {
    let web = root.join("web");
    if !web.join("node_modules/esbuild").is_dir() {
        println!(
            "cargo:warning=web/node_modules is missing (run `npm ci --prefix web`): \
             oware-server is built without its web page"
        );
        return None;
    }
    let built = Command::new("node")
        .arg(web.join("build.mjs"))
        .arg("--out")
        .arg(out)
        .output();
    match built {
        Ok(output) if output.status.success() => Some(out.to_owned()),
        Ok(output) => panic!(
            "web/build.mjs failed:\n{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        ),
        Err(error) => {
            println!(
                "cargo:warning=cannot run node ({error}): oware-server is built without its web page"
            );
            None
        }
    }
}

fn collect(base: &Path, dir: &Path, files: &mut Vec<String>) {
    let entries = fs::read_dir(dir).unwrap_or_else(|error| panic!("{}: {error}", dir.display()));
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect(base, &path, files);
        } else if let Ok(relative) = path.strip_prefix(base) {
            let parts: Vec<String> = relative
                .components()
                .map(|part| part.as_os_str().to_string_lossy().into_owned())
                .collect();
            files.push(parts.join("/"));
        }
    }
}
