fn main() {
    // Debug builds keep element ids so the headless UI tests can find houses and buttons.
    let debug_info = std::env::var("PROFILE")
        .map(|p| p == "debug")
        .unwrap_or(false);
    let config = slint_build::CompilerConfiguration::new().with_debug_info(debug_info);
    if let Err(error) = slint_build::compile_with_config("ui/activity.slint", config) {
        eprintln!("failed to compile the Slint UI: {error}");
        std::process::exit(1);
    }
}
