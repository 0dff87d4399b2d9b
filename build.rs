//! Compiles the window's Slint files (`ui/`) into Rust, included by `src/activity/ui.rs`.

fn main() {
    // Element ids and type names let the headless UI tests find houses and buttons: debug
    // builds keep them, and so does any build with the `ui-element-info` feature (the tests).
    let debug_info = std::env::var("PROFILE").is_ok_and(|p| p == "debug")
        || std::env::var_os("CARGO_FEATURE_UI_ELEMENT_INFO").is_some();
    let config = slint_build::CompilerConfiguration::new().with_debug_info(debug_info);
    if let Err(error) = slint_build::compile_with_config("ui/activity.slint", config) {
        eprintln!("failed to compile the Slint UI: {error}");
        std::process::exit(1);
    }
}
