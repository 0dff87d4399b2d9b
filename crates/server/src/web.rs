//! The web page's files, built by `build.rs` from `web/` and `locales/` and held inside the
//! binary: only these paths exist, so no request can reach any other file of the machine.

use std::sync::OnceLock;

/// One file of the page, and its gzipped bytes when compressing it helps.
#[derive(Debug)]
pub struct WebFile {
    pub path: &'static str,
    pub bytes: &'static [u8],
    pub gzipped: Option<&'static [u8]>,
}

static FILES: &[WebFile] = include!(concat!(env!("OUT_DIR"), "/web_files.rs"));

/// True when this server was built with its page (see README's "In a browser").
pub fn has_page() -> bool {
    !FILES.is_empty()
}

/// The file at exactly this path (`/` is `/index.html`, `/teacher` `/teacher.html`). Paths are compared as they are:
/// nothing is decoded or joined, so `..`, `%2e%2e` or an absolute path finds nothing.
pub fn find(path: &str) -> Option<&'static WebFile> {
    let path = match path {
        "/" => "/index.html",
        "/teacher" | "/teacher/" => "/teacher.html",
        path => path,
    };
    FILES.iter().find(|file| file.path == path)
}

/// The type a browser is told, from the file's extension; nothing is left to sniffing.
pub fn content_type(path: &str) -> &'static str {
    match path.rsplit_once('.').map(|(_, extension)| extension) {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("ftl" | "txt") => "text/plain; charset=utf-8",
        Some("ttf") => "font/ttf",
        Some("woff2") => "font/woff2",
        Some("svg") => "image/svg+xml",
        Some("json") => "application/json",
        _ => "application/octet-stream",
    }
}

/// A strong validator for a file, so that a browser asks again cheaply (`If-None-Match`);
/// worked out once for every file.
pub fn etag(file: &WebFile) -> &'static str {
    static TAGS: OnceLock<Vec<String>> = OnceLock::new();
    let tags = TAGS.get_or_init(|| FILES.iter().map(|file| hash_tag(file.bytes)).collect());
    FILES
        .iter()
        .position(|known| std::ptr::eq(known, file))
        .and_then(|index| tags.get(index))
        .map_or("\"\"", String::as_str)
}

/// FNV-1a of the bytes: the tag only has to change when the file does.
fn hash_tag(bytes: &[u8]) -> String {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for byte in bytes {
        hash ^= u64::from(*byte);
        hash = hash.wrapping_mul(0x0100_0000_01b3);
    }
    format!("\"{hash:016x}\"")
}
