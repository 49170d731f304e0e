//! Timing for benchmarks in MLIR programs: `rtclock` (C runner utils) and
//! `_mlir_ciface_nanoTime` (runner utils).

// Unsafe: the functions are exported under their C names
// (`#[unsafe(no_mangle)]`).
#![allow(unsafe_code)]

use std::sync::OnceLock;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

/// The wall-clock time in seconds since the Unix epoch, with microseconds
/// (as `gettimeofday` gives it); programs subtract two readings.
#[unsafe(no_mangle)]
pub extern "C" fn rtclock() -> f64 {
    let now = SystemTime::now().duration_since(UNIX_EPOCH).unwrap_or_default();
    now.as_secs() as f64 + f64::from(now.subsec_micros()) * 1e-6
}

/// A monotonic time in nanoseconds, counted from the first call in the
/// process; programs subtract two readings.
#[unsafe(no_mangle)]
pub extern "C" fn _mlir_ciface_nanoTime() -> i64 {
    static START: OnceLock<Instant> = OnceLock::new();
    let start = *START.get_or_init(Instant::now);
    i64::try_from(start.elapsed().as_nanos()).unwrap_or(i64::MAX)
}
