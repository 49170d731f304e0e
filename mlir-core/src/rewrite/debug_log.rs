//! The rewriting debug log: messages (pattern match failures, for one)
//! written to standard error when the `MLIR_RS_DEBUG` environment variable
//! names their topic — `MLIR_RS_DEBUG=pattern` or a comma-separated list,
//! `all` for everything — as MLIR's `-debug-only=` does for its tools. The
//! variable is read once.

use std::sync::OnceLock;

/// The topics `MLIR_RS_DEBUG` enables.
fn topics() -> &'static [String] {
    static TOPICS: OnceLock<Vec<String>> = OnceLock::new();
    TOPICS.get_or_init(|| {
        std::env::var("MLIR_RS_DEBUG")
            .map(|v| v.split(',').map(|t| t.trim().to_owned()).filter(|t| !t.is_empty()).collect())
            .unwrap_or_default()
    })
}

/// Whether messages of `topic` are logged.
pub fn enabled(topic: &str) -> bool {
    topics().iter().any(|t| t == topic || t == "all")
}

/// Writes `message` under `topic` when that topic is enabled.
pub fn log(topic: &str, message: impl FnOnce() -> String) {
    if enabled(topic) {
        eprintln!("[{topic}] {}", message());
    }
}
